// The server half of the password rule: the composition rule lives in account-schemas (shared with the browser);
// this adds the check against common and guessable passwords. zxcvbn-ts with its common-password dictionary is
// a maintained estimator; its dictionaries are large, so it stays on the server. Score 0–1 ("too guessable") is
// refused: that catches P@ssw0rd, Qwer1234!, Aa123456! which the composition rule alone lets through.
import { zxcvbn, zxcvbnOptions } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import { DomainError } from "~/lib/domain-error";
import { authMessages } from "./auth-messages";

zxcvbnOptions.setOptions({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });

const MIN_SCORE = 2;

/** The message to show for a password that passes composition but is too weak, or null when it is acceptable. */
export function weakPasswordMessage(password: string, context: { phoneNumber?: string | null } = {}): string | null {
  const digits = context.phoneNumber?.replace(/\D/g, "");
  if (digits && digits.length >= 7 && password.replace(/\D/g, "").includes(digits.slice(-8))) {
    return authMessages.passwordContainsPhone;
  }
  const userInputs = ["yantu", "研途", "kaoyan", ...(digits ? [digits] : [])];
  return zxcvbn(password, userInputs).score < MIN_SCORE ? authMessages.passwordCommon : null;
}

export function assertStrongPassword(password: string, field: string, context: { phoneNumber?: string | null } = {}) {
  const message = weakPasswordMessage(password, context);
  if (message) throw new DomainError(400, message, { [field]: message });
}
