// The dev inbox: while SMS_PROVIDER=console no message leaves the machine, so the codes we would have texted (and the
// image captcha answers) are listed at /__dev/inbox for a person, and /__dev/inbox.json for E2E tests. Kept in this
// process's memory, newest first, capped; with any real provider it is off and records nothing.
import { getEnv } from "~/lib/env.server";

interface DevInboxSms {
  phoneNumber: string;
  code: string;
  /** ISO 8601, UTC. */
  at: string;
}

interface DevInboxCaptcha {
  captchaId: string;
  answer: string;
  at: string;
}

interface DevInboxNotice {
  phoneNumber: string;
  text: string;
  at: string;
}

export interface DevInbox {
  sms: DevInboxSms[];
  captcha: DevInboxCaptcha[];
  notices: DevInboxNotice[];
}

const MAX_ENTRIES = 100;

// On globalThis so the dev server's module reloads do not empty it.
const STORE_KEY = Symbol.for("yantu.devInbox");
type Store = { sms: DevInboxSms[]; captcha: DevInboxCaptcha[]; notices?: DevInboxNotice[] };
const globalStore = globalThis as typeof globalThis & { [STORE_KEY]?: Store };
globalStore[STORE_KEY] ??= { sms: [], captcha: [] };
const store: Store = globalStore[STORE_KEY];
// A store made by an older module (the dev server keeps it across reloads) lacks the notices.
store.notices ??= [];
const notices = store.notices;

export function isDevInboxEnabled(): boolean {
  return getEnv().SMS_PROVIDER === "console";
}

function push<T>(list: T[], entry: T) {
  list.unshift(entry);
  if (list.length > MAX_ENTRIES) list.length = MAX_ENTRIES;
}

export function recordDevSms(phoneNumber: string, code: string, at: number = Date.now()): void {
  if (!isDevInboxEnabled()) return;
  push(store.sms, { phoneNumber, code, at: new Date(at).toISOString() });
}

/** An SMS notice (an inbox reply) that would have been texted. */
export function recordDevSmsNotice(phoneNumber: string, text: string, at: number = Date.now()): void {
  if (!isDevInboxEnabled()) return;
  push(notices, { phoneNumber, text, at: new Date(at).toISOString() });
}

export function recordDevCaptcha(captchaId: string, answer: string, at: number = Date.now()): void {
  if (!isDevInboxEnabled()) return;
  push(store.captcha, { captchaId, answer, at: new Date(at).toISOString() });
}

/** Newest first. Copies, so callers cannot change the inbox. */
export function readDevInbox(): DevInbox {
  return {
    sms: store.sms.map((entry) => ({ ...entry })),
    captcha: store.captcha.map((entry) => ({ ...entry })),
    notices: notices.map((entry) => ({ ...entry })),
  };
}

/** The newest code texted to a phone, if any (tests and scripts). */
export function latestDevSmsCode(phoneNumber: string): string | undefined {
  return store.sms.find((entry) => entry.phoneNumber === phoneNumber)?.code;
}

/** The answer of a captcha, if recorded (tests and scripts). */
export function devCaptchaAnswer(captchaId: string): string | undefined {
  return store.captcha.find((entry) => entry.captchaId === captchaId)?.answer;
}

export function clearDevInbox(): void {
  store.sms.length = 0;
  store.captcha.length = 0;
}
