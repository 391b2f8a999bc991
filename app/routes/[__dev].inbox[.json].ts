// GET /__dev/inbox.json → { sms: [{ phoneNumber, code, at }], captcha: [{ captchaId, answer, at }] }, newest first,
// while SMS_PROVIDER=console (404 otherwise). For E2E tests and scripts that need the code a user would have received.
import { isDevInboxEnabled, readDevInbox } from "~/modules/auth/dev-inbox.server";

const headers = {
  "Content-Type": "application/json; charset=utf-8",
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
};

export function loader() {
  if (!isDevInboxEnabled()) return new Response(JSON.stringify({ message: "Not Found" }), { status: 404, headers });
  return new Response(JSON.stringify(readDevInbox()), { headers });
}
