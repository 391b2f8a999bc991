// 有回复时短信通知我, on the feedback and booking forms: offered only where a reply can reach the sender (a signed-in
// user of a school with a phone; notifications/sms-reply.server.ts decides and says which number).
import { Checkbox } from "@mantine/core";

export function SmsReplyCheckbox({
  offer,
  checked,
  id,
}: {
  offer: { phoneTail: string } | null | undefined;
  /** What was sent last time (a refused form keeps it). */
  checked: boolean;
  id: string;
}) {
  if (!offer) return null;
  return (
    <Checkbox
      name="smsReply"
      value="on"
      id={id}
      defaultChecked={checked}
      label={`有回复时短信通知我（尾号 ${offer.phoneTail}）`}
      description="回复会出现在「消息」中，短信只提醒您去看"
    />
  );
}
