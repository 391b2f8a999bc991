// Who delivers SMS codes, chosen by SMS_PROVIDER:
//   console — logs the code and lists it in the dev inbox (/__dev/inbox). The default everywhere, so a fresh
//             `npm start` on a demo machine works without configuration; in production a loud warning says so.
//   aliyun  — Aliyun SMS `SendSms` through its RPC API, signed with HMAC-SHA1 (signature version 1.0).
import crypto from "node:crypto";
import { DomainError } from "~/lib/domain-error";
import { getEnv, type Env } from "~/lib/env.server";
import { recordDevSms, recordDevSmsNotice } from "./dev-inbox.server";

export interface SmsProvider {
  readonly name: string;
  /** Delivers a verification code. Throws DomainError(503) when the provider refuses or cannot be reached. */
  send(phoneNumber: string, code: string): Promise<void>;
  /**
   * Delivers a notice under the provider's notice template (an inbox reply: docs/decisions/0047). Absent when no
   * notice template is configured: SMS notices are then off, and the console says so. Throws like `send`.
   */
  sendNotice?(phoneNumber: string, notice: SmsNotice): Promise<void>;
}

/** A notice's one variable: what was answered (意见反馈, 预约咨询). The template's fixed text says the rest. */
export interface SmsNotice {
  subject: string;
}

/** The notice as the console provider prints it (and a template would read), for the dev inbox. */
const smsNoticeText = (notice: SmsNotice) => `您在研途提交的${notice.subject}有了新回复，请登录研途在「消息」中查看。`;

export const SMS_SEND_FAILED_MESSAGE = "短信发送失败，请稍后再试";

// ---- console ----------------------------------------------------------------------------------------------------

function createConsoleSmsProvider(): SmsProvider {
  return {
    name: "console",
    async send(phoneNumber, code) {
      console.log(`[sms:console] 验证码 ${code} → ${phoneNumber}（未真正发送；见 /__dev/inbox）`);
      recordDevSms(phoneNumber, code);
    },
    async sendNotice(phoneNumber, notice) {
      console.log(`[sms:console] 通知 → ${phoneNumber}：${smsNoticeText(notice)}（未真正发送；见 /__dev/inbox）`);
      recordDevSmsNotice(phoneNumber, smsNoticeText(notice));
    },
  };
}

// ---- Aliyun -----------------------------------------------------------------------------------------------------

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** https://dysmsapi.aliyuncs.com, or a fake server in tests. */
  endpoint: string;
  regionId?: string;
  /** Name of the template variable that receives the code, `${code}` by default. */
  templateParamName?: string;
  /** The notice template (one variable, `${subject}`); without it SMS notices are off. */
  noticeTemplateCode?: string;
  timeoutMs?: number;
}

/**
 * Aliyun's POP percent-encoding: RFC 3986 (UTF-8; only A–Z a–z 0–9 - _ . ~ left as they are; space is %20, `*` is
 * %2A). encodeURIComponent leaves ! ' ( ) * alone, so those are encoded here too.
 */
export function aliyunPercentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The canonicalized query string: encoded `key=value` pairs sorted by encoded key, joined with `&`. */
export function aliyunCanonicalQuery(params: Record<string, string>): string {
  return Object.entries(params)
    .map(([key, value]) => [aliyunPercentEncode(key), aliyunPercentEncode(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join("&");
}

/** StringToSign = METHOD & encode("/") & encode(canonical query). */
export function aliyunStringToSign(params: Record<string, string>, method = "GET"): string {
  return `${method}&${aliyunPercentEncode("/")}&${aliyunPercentEncode(aliyunCanonicalQuery(params))}`;
}

/** Signature = Base64(HMAC-SHA1(key = AccessKeySecret + "&", StringToSign)). `params` excludes Signature itself. */
export function aliyunSignature(params: Record<string, string>, accessKeySecret: string, method = "GET"): string {
  return crypto
    .createHmac("sha1", `${accessKeySecret}&`)
    .update(aliyunStringToSign(params, method), "utf8")
    .digest("base64");
}

/** ISO 8601 UTC without milliseconds, as the RPC API wants: 2017-07-12T02:42:19Z. */
export function aliyunTimestamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** The full request URL of one SendSms call (exported for tests). */
export function buildAliyunSendSmsUrl(
  config: AliyunSmsConfig,
  phoneNumber: string,
  code: string,
  options: { now?: Date; nonce?: string } = {},
): string {
  return signedSendSmsUrl(
    config,
    phoneNumber,
    config.templateCode,
    { [config.templateParamName ?? "code"]: code },
    options,
  );
}

function signedSendSmsUrl(
  config: AliyunSmsConfig,
  phoneNumber: string,
  templateCode: string,
  templateParam: Record<string, string>,
  options: { now?: Date; nonce?: string } = {},
): string {
  const params: Record<string, string> = {
    AccessKeyId: config.accessKeyId,
    Action: "SendSms",
    Format: "JSON",
    PhoneNumbers: phoneNumber,
    RegionId: config.regionId ?? "cn-hangzhou",
    SignName: config.signName,
    SignatureMethod: "HMAC-SHA1",
    SignatureNonce: options.nonce ?? crypto.randomUUID(),
    SignatureVersion: "1.0",
    TemplateCode: templateCode,
    TemplateParam: JSON.stringify(templateParam),
    Timestamp: aliyunTimestamp(options.now ?? new Date()),
    Version: "2017-05-25",
  };
  const signature = aliyunSignature(params, config.accessKeySecret);
  const base = config.endpoint.replace(/\/+$/, "");
  return `${base}/?Signature=${aliyunPercentEncode(signature)}&${aliyunCanonicalQuery(params)}`;
}

function masked(phoneNumber: string): string {
  return phoneNumber.replace(/^(\d{3})\d{4}(\d{4})$/, "$1****$2");
}

/** One SendSms call; DomainError(503) when Aliyun refuses it or cannot be reached (the reason is logged, never a code). */
async function callSendSms(config: AliyunSmsConfig, url: string, phoneNumber: string): Promise<void> {
  let status = 0;
  let body: { Code?: unknown; Message?: unknown; RequestId?: unknown } = {};
  try {
    const response = await fetch(url, {
      method: "GET",
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(config.timeoutMs ?? 8_000),
    });
    status = response.status;
    body = (await response.json().catch(() => ({}))) as typeof body;
  } catch (error) {
    console.error(
      `[sms:aliyun] ${masked(phoneNumber)}: request failed:`,
      error instanceof Error ? error.message : error,
    );
    throw new DomainError(503, SMS_SEND_FAILED_MESSAGE);
  }
  if (body.Code !== "OK") {
    // Code and Message say why (e.g. isv.BUSINESS_LIMIT_CONTROL, isv.MOBILE_NUMBER_ILLEGAL).
    console.error(
      `[sms:aliyun] ${masked(phoneNumber)}: HTTP ${status}, Code=${String(body.Code)}, Message=${String(body.Message)}, RequestId=${String(body.RequestId)}`,
    );
    throw new DomainError(503, SMS_SEND_FAILED_MESSAGE);
  }
}

export function createAliyunSmsProvider(config: AliyunSmsConfig): SmsProvider {
  const noticeTemplate = config.noticeTemplateCode;
  return {
    name: "aliyun",
    send: (phoneNumber, code) => callSendSms(config, buildAliyunSendSmsUrl(config, phoneNumber, code), phoneNumber),
    ...(noticeTemplate
      ? {
          sendNotice: (phoneNumber: string, notice: SmsNotice) =>
            callSendSms(
              config,
              signedSendSmsUrl(config, phoneNumber, noticeTemplate, { subject: notice.subject }),
              phoneNumber,
            ),
        }
      : {}),
  };
}

// ---- choice by environment ----------------------------------------------------------------------------------------

export function smsProviderFromEnv(env: Env): SmsProvider {
  if (env.SMS_PROVIDER === "aliyun") {
    // env validation guarantees these are set when SMS_PROVIDER=aliyun.
    return createAliyunSmsProvider({
      accessKeyId: env.ALIYUN_ACCESS_KEY_ID ?? "",
      accessKeySecret: env.ALIYUN_ACCESS_KEY_SECRET ?? "",
      signName: env.ALIYUN_SMS_SIGN_NAME ?? "",
      templateCode: env.ALIYUN_SMS_TEMPLATE_CODE ?? "",
      noticeTemplateCode: env.ALIYUN_SMS_NOTICE_TEMPLATE_CODE,
      endpoint: env.ALIYUN_SMS_ENDPOINT,
    });
  }
  return createConsoleSmsProvider();
}

let chosen: SmsProvider | undefined;
let override: SmsProvider | undefined;

export function getSmsProvider(): SmsProvider {
  if (override) return override;
  if (!chosen) {
    const env = getEnv();
    chosen = smsProviderFromEnv(env);
    warnIfConsoleInProduction(env);
  }
  return chosen;
}

/** Tests: route sends through another provider (null restores the configured one). */
export function setSmsProviderForTests(provider: SmsProvider | null): void {
  override = provider ?? undefined;
}

let warned = false;
function warnIfConsoleInProduction(env: Env = getEnv()): void {
  if (warned || env.NODE_ENV !== "production" || env.SMS_PROVIDER !== "console") return;
  warned = true;
  const bar = "!".repeat(78);
  console.warn(
    [
      bar,
      "!! SMS_PROVIDER=console in production: NO text message is sent to anyone.",
      "!! Verification codes are printed here and listed publicly at /__dev/inbox — anyone can read them and log in",
      "!! as any phone number. Fine for a demo machine; for real users set SMS_PROVIDER=aliyun and the ALIYUN_* variables.",
      bar,
    ].join("\n"),
  );
}

// Say it once at start (the server build imports this module while loading the routes), not at the first send.
warnIfConsoleInProduction();
