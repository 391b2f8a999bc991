// POST /auth/<sms|password|org|register|reset|send-code|logout>: the desktop dialogs' forms. Post/redirect/get:
// success and failure both return to the page the dialog was on, with a flash toast or the form's messages.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { handleDialogPost } from "~/modules/auth/auth-routes.server";

/** Opening the address directly shows the matching dialog on the home page. */
export function loader({ params }: LoaderFunctionArgs) {
  const form = params.form === "logout" ? "logout=1" : `login=${params.form === "send-code" ? "sms" : params.form}`;
  return redirect(`/?${form}`);
}

export function action({ request, params, context }: ActionFunctionArgs) {
  return handleDialogPost(params.form, request, context);
}
