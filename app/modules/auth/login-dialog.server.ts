// What the login screens need besides their form: a fresh image captcha for the password form (so it refreshes
// every time the form opens and after every failure), the schools for register and organisation login, and the
// seconds left before another SMS may be sent to the phone typed so far.
import type { FlashedForm } from "~/lib/flash.server";
import { listSchools } from "~/modules/school/school.server";
import { createImageCaptcha } from "./image-captcha.server";
import { smsResendWaitSeconds } from "./sms-code.server";

const loginModes = ["sms", "password", "org", "register", "reset"] as const;
export type LoginMode = (typeof loginModes)[number];

export function parseLoginMode(value: string | null): LoginMode | null {
  return value !== null && (loginModes as readonly string[]).includes(value) ? (value as LoginMode) : null;
}

export interface LoginScreenData {
  mode: LoginMode;
  captcha: { captchaId: string; captcha: string } | null;
  schools: Array<{ id: number; name: string }>;
  waitSeconds: number;
  values: Record<string, string>;
  errors: Record<string, string>;
  limitDialog: boolean;
}

export async function loadLoginScreen(mode: LoginMode, flashed: FlashedForm | undefined): Promise<LoginScreenData> {
  const form = flashed && flashed.form === mode ? flashed : undefined;
  const phone = form?.values.phoneNumber;
  const [captcha, schools, waitSeconds] = await Promise.all([
    mode === "password" ? createImageCaptcha() : Promise.resolve(null),
    mode === "org" || mode === "register" ? listSchools() : Promise.resolve([]),
    phone && (mode === "sms" || mode === "register" || mode === "reset")
      ? smsResendWaitSeconds(phone)
      : Promise.resolve(0),
  ]);
  return {
    mode,
    captcha,
    schools,
    waitSeconds: form?.waitSeconds ?? waitSeconds,
    values: form?.values ?? {},
    errors: form?.errors ?? {},
    limitDialog: form?.limitDialog ?? false,
  };
}
