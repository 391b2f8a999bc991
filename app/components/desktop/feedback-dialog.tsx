// The desktop feedback dialog (spec sections 3, 5, 8). Its state is the `feedback` query parameter, so the server
// renders it open and it works without JavaScript; the form posts to /feedback, which returns to this page: closed
// with the toast 提交成功, or open again with the messages and what was typed.
import { useLocation } from "@remix-run/react";
import { hrefWith } from "~/lib/url-state";
import { DialogFrame } from "../shared/dialog-frame";
import { FeedbackForm } from "../shared/feedback-form";

export function FeedbackDialog({
  values,
  errors,
  smsReply,
}: {
  values: Record<string, string>;
  errors: Record<string, string>;
  smsReply: { phoneTail: string } | null;
}) {
  const location = useLocation();
  // Keyed by the submission's outcome so a re-rendered form starts from the server's values and messages.
  const formKey = JSON.stringify([errors, values]);
  return (
    <DialogFrame title="意见反馈" closeHref={hrefWith(location, { feedback: null })} width={560}>
      <FeedbackForm
        key={formKey}
        action="/feedback"
        redirectTo={hrefWith(location, { feedback: "1" })}
        values={values}
        errors={errors}
        idPrefix="feedback-dialog"
        smsReply={smsReply}
      />
    </DialogFrame>
  );
}
