// The feedback form (type, contact, suggestion), shared by the desktop dialog and the mobile page. A plain POST form
// with the spec's field names; with JavaScript the same zod schema validates in the browser and the suggestion's
// counter ticks as you type (the server renders it too). The contact field comes before the suggestion because the
// spec checks it first: the first message, and the focus after a failed submit, are the contact's.
import { Alert, Button, Group, Radio, Stack, Textarea, TextInput } from "@mantine/core";
import { Form } from "@remix-run/react";
import { useState } from "react";
import {
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_SUGGESTION_MAX,
  feedbackFields,
  feedbackSchema,
  feedbackTypes,
} from "~/modules/feedback/feedback-schemas";
import { useValidatedForm } from "./use-validated-form";
import { HoneypotFields } from "./honeypot-fields";
import { SmsReplyCheckbox } from "./sms-reply-checkbox";

export interface FeedbackFormProps {
  /** Where the form posts. */
  action: string;
  /** Where the desktop dialog's action route returns to. */
  redirectTo?: string;
  values?: Record<string, string>;
  errors?: Record<string, string>;
  idPrefix: string;
  /** 有回复时短信通知我, for a signed-in user of a school with a phone. */
  smsReply?: { phoneTail: string } | null;
}

export function FeedbackForm(props: FeedbackFormProps) {
  const { onSubmit, field } = useValidatedForm(feedbackSchema, feedbackFields, props);
  const suggestion = field("suggestion");
  const type = field("type");
  const [length, setLength] = useState((props.values?.suggestion ?? "").length);
  const formError = props.errors?.[""];
  return (
    <Form method="post" action={props.action} onSubmit={onSubmit} noValidate preventScrollReset>
      <Stack gap="sm">
        {formError ? (
          <Alert color="red" variant="light" role="alert" title="提交未成功">
            {formError}
          </Alert>
        ) : null}
        {props.redirectTo === undefined ? null : <input type="hidden" name="redirectTo" value={props.redirectTo} />}
        <HoneypotFields />
        <Radio.Group
          name="type"
          id={`${props.idPrefix}-type`}
          label="反馈类型"
          defaultValue={type.defaultValue || "1"}
          error={type.error}
          onChange={type.onChange}
          required
        >
          <Group gap="lg" mt={6}>
            {feedbackTypes.map((option) => (
              <Radio
                key={option.value}
                value={String(option.value)}
                label={option.label}
                id={`${props.idPrefix}-type-${option.value}`}
              />
            ))}
          </Group>
        </Radio.Group>
        <TextInput
          {...field("phone")}
          id={`${props.idPrefix}-phone`}
          label="联系方式"
          description="手机号、邮箱或 QQ，方便我们回复您"
          placeholder="请填写您的联系方式"
          maxLength={FEEDBACK_CONTACT_MAX}
          required
        />
        <Textarea
          {...suggestion}
          onChange={(event) => {
            suggestion.onChange();
            setLength(event.currentTarget.value.length);
          }}
          id={`${props.idPrefix}-suggestion`}
          label="意见建议"
          placeholder={`请填写您的意见建议（${FEEDBACK_SUGGESTION_MAX} 字以内）`}
          description={`${length}/${FEEDBACK_SUGGESTION_MAX}`}
          inputWrapperOrder={["label", "input", "description", "error"]}
          styles={{ description: { textAlign: "right", marginTop: 4 } }}
          maxLength={FEEDBACK_SUGGESTION_MAX}
          rows={5}
          required
        />
        <SmsReplyCheckbox
          offer={props.smsReply}
          checked={props.values?.smsReply === "on"}
          id={`${props.idPrefix}-sms-reply`}
        />
        <Button type="submit" size="md" fullWidth mt="xs">
          提交
        </Button>
      </Stack>
    </Form>
  );
}
