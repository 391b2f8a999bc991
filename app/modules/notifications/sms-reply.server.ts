// A reply to a feedback message or a consultation booking by SMS as well as in 消息, where the sender asked for it
// (issue 25; docs/decisions/0047). The text goes to the account's own phone — verified by the SMS login, unlike a
// feedback's free contact field — under the provider's notice template, which names what was answered and sends the
// reader to 消息: an SMS template cannot carry a reply's free text. Without a notice template the box is still kept on
// the item and the console says SMS notices are off; at most three notices reach one user a day, however many replies.
import { db } from "~/db/client.server";
import { isDomainError } from "~/lib/domain-error";
import { getSmsProvider } from "~/modules/auth/sms-provider.server";
import { createLimiter } from "~/modules/rate-limit/rate-limit.server";

/** not-asked: the sender did not tick the box; off: no notice template; limited: three already today. */
export const smsReplyOutcomes = ["sent", "not-asked", "off", "no-phone", "limited", "failed"] as const;
export type SmsReplyOutcome = (typeof smsReplyOutcomes)[number];

const perUserDaily = createLimiter({ name: "inbox-sms-user-1d", points: 3, durationSeconds: 24 * 60 * 60 });

/**
 * Whether the forms offer 有回复时短信通知我, and to which number (its last four digits): to a signed-in user of a school
 * with a phone. A visitor's message reaches no school's inbox, so nobody could answer it.
 */
export function smsReplyOffer(
  user: { phoneNumber: string | null; schoolId: number | null } | null,
): { phoneTail: string } | null {
  if (!user?.phoneNumber || user.schoolId === null) return null;
  return { phoneTail: user.phoneNumber.slice(-4) };
}

/** Whether a reply can be texted at all here (a notice template is configured). */
export const smsNoticesEnabled = (): boolean => typeof getSmsProvider().sendNotice === "function";

/** Texts the notice of a reply about `subject` (意见反馈, 预约咨询) to the user, if they asked and it can be sent. */
export async function textReplyNotice(userId: number, asked: boolean, subject: string): Promise<SmsReplyOutcome> {
  if (!asked) return "not-asked";
  const provider = getSmsProvider();
  if (!provider.sendNotice) return "off";
  const user = await db.selectFrom("users").select("phone_number").where("id", "=", userId).executeTakeFirst();
  if (!user?.phone_number) return "no-phone";
  if (!(await perUserDaily.consume(String(userId))).allowed) return "limited";
  try {
    await provider.sendNotice(user.phone_number, { subject });
    return "sent";
  } catch (error) {
    // The reply itself is kept and in 消息; the console says the SMS did not go.
    if (isDomainError(error)) return "failed";
    throw error;
  }
}
