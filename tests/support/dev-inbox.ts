// What the console SMS provider "sent": the e2e tests read codes and captcha answers from the server's dev inbox.
import crypto from "node:crypto";

export interface DevInbox {
  sms: Array<{ phoneNumber: string; code: string }>;
  captcha: Array<{ captchaId: string; answer: string }>;
}

export async function readInbox(server: string): Promise<DevInbox> {
  const response = await fetch(`${server}/__dev/inbox.json`);
  return (await response.json()) as DevInbox;
}

/** A mainland mobile number no other test uses (each phone may get one code a minute). */
export function uniquePhone(prefix = "137"): string {
  return `${prefix}${String(crypto.randomInt(0, 100_000_000)).padStart(8, "0")}`;
}
