// POST /feedback: the desktop feedback dialog's form. Post/redirect/get: success and failure both return to the page
// the dialog was on (`redirectTo`), with the toast 提交成功 or the form's messages in the flash.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { handleFeedbackDialogPost } from "~/modules/feedback/feedback-forms.server";

/** Opening the address directly shows the dialog on the home page. */
export function loader() {
  return redirect("/?feedback=1");
}

export function action({ request, context }: ActionFunctionArgs) {
  return handleFeedbackDialogPost(request, context);
}
