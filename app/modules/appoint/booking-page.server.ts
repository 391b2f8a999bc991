// The /booking page's loader and action: the logged-in user's open appointment (shown instead of a second form), and
// the book and cancel forms. Success redirects back with a toast; failure re-renders with the messages.
import { data } from "@remix-run/node";
import { readPageForm } from "~/lib/page-form.server";
import { redirectWithToast } from "~/lib/flash.server";
import { isDomainError } from "~/lib/domain-error";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { requireUser } from "~/modules/auth/require-user.server";
import { smsReplyOffer } from "~/modules/notifications/sms-reply.server";
import {
  APPOINT_NAME_MAX,
  APPOINT_QUESTION_MAX,
  APPOINT_SUBJECT_MAX,
  appointFields,
  appointMessages,
  appointSchema,
} from "./appoint-schemas";
import { cancelAppointment, createAppointment, getOpenAppointment } from "./appoint.server";
import { honeypotMessages, isSpam } from "~/lib/honeypot.server";

export interface BookingFormResult {
  intent: "book" | "cancel";
  errors: Record<string, string>;
  values: Record<string, string>;
}

const KEEP_AT_MOST: Record<string, number> = {
  name: APPOINT_NAME_MAX,
  phone: 20,
  subject: APPOINT_SUBJECT_MAX,
  preferredTime: 20,
  question: APPOINT_QUESTION_MAX,
  smsReply: 2,
};

/** Loader of /booking: the user (or a redirect to login and back) and their open appointment. */
export async function loadBookingPage(request: Request) {
  const user = await requireUser(request);
  return { appointment: await getOpenAppointment(user.id), smsReply: smsReplyOffer(user) };
}

/** Action of /booking: `intent` = book (the form) or cancel (the open appointment's button). */
export async function submitBookingPage(request: Request) {
  const user = await requireUser(request);
  const form = await readPageForm(request);
  const here = new URL(request.url);
  const done = (message: string) =>
    redirectWithToast(request, `${here.pathname}${here.search}`, { kind: "success", message });
  const fail = (
    intent: BookingFormResult["intent"],
    status: number,
    errors: Record<string, string>,
    values: Record<string, string> = {},
  ) => data<BookingFormResult>({ intent, errors, values }, { status });

  const intent = form.get("intent");
  if (intent === "cancel") {
    const id = Number(form.get("id"));
    try {
      await cancelAppointment(user.id, Number.isInteger(id) && id > 0 ? id : undefined);
    } catch (error) {
      if (isDomainError(error)) return fail("cancel", error.status, { "": error.message });
      throw error;
    }
    return done(appointMessages.cancelled);
  }

  const values = Object.fromEntries(
    appointFields.map((name) => [name, String(form.get(name) ?? "").slice(0, KEEP_AT_MOST[name])]),
  );
  const parsed = appointSchema.safeParse(
    Object.fromEntries(appointFields.map((name) => [name, String(form.get(name) ?? "")])),
  );
  if (isSpam(form)) return fail("book", 400, { "": honeypotMessages.refused }, values);
  if (!parsed.success) return fail("book", 400, fieldErrorsOf(parsed.error), values);
  try {
    await createAppointment(user, parsed.data);
  } catch (error) {
    if (isDomainError(error)) return fail("book", error.status, error.fieldErrors ?? { "": error.message }, values);
    throw error;
  }
  return done(appointMessages.success);
}
