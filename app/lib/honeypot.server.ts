// The honeypot of the public forms (docs/decisions/0041): remix-utils' Honeypot. The root loader hands every page the
// names of its two inputs and the encrypted time the page was made (`honeypotInputProps`); HoneypotFields renders them
// inside each form, hidden from people and assistive technology. A post whose text field is filled, or whose time is
// unreadable or in the future, is a bot's: the form answers 400 with `honeypotMessages.refused` and everything typed
// put back. A post without either input (an old page, a script of our own) is not checked, as remix-utils decides.
import crypto from "node:crypto";
import { Honeypot } from "remix-utils/honeypot/server";
import { getAppSecret } from "./app-secret.server";

export const honeypotMessages = {
  refused: "提交失败：这次提交被识别为自动程序。您填写的内容已保留，请检查后重新提交",
} as const;

let honeypot: Honeypot | undefined;

/** The seed is derived from APP_SECRET, so every process of a deployment reads the time another one encrypted. */
function instance(): Honeypot {
  honeypot ??= new Honeypot({
    encryptionSeed: crypto.createHmac("sha256", getAppSecret()).update("yantu honeypot").digest("base64url"),
  });
  return honeypot;
}

/** For the root loader: the inputs' names and this moment, encrypted. */
export function honeypotInputProps() {
  return instance().getInputProps();
}

/** True when the form fell into the honeypot. */
export function isSpam(formData: FormData): boolean {
  try {
    instance().check(formData);
    return false;
  } catch {
    // SpamError, or crypto-js failing on a forged or foreign time (its UTF-8 decoding throws): either way not a page
    // of ours as we served it.
    return true;
  }
}
