// WeChat Pay's configuration, from the environment (docs/decisions/0019-wechat-pay.md). Nothing set → null: the site
// says 支付未配置 and everything else works. Anything set → everything needed must be set and valid, or start fails
// naming the variables, so a half-configured shop never takes money it cannot verify.
// WeChat Pay's own keys: a WeChat Pay public key (WECHATPAY_PUBLIC_KEY_PATH + WECHATPAY_PUBLIC_KEY_ID, the only mode for
// new merchants) and/or a platform certificate (WECHATPAY_PLATFORM_CERT_PATH; its serial is read from the certificate).
// Both may be given at once — during WeChat's migration callbacks come signed by either — and the key is chosen by
// the message's Wechatpay-Serial.
import crypto, { type KeyObject } from "node:crypto";
import fs from "node:fs";
import { z } from "zod";
import { InvalidEnvironmentError } from "~/lib/env.server";
import { normalizeSerial } from "./wechat-pay-signature";

/** The API hosts production may talk to: the official host and WeChat's documented backup. */
const OFFICIAL_WECHATPAY_BASE_URLS = ["https://api.mch.weixin.qq.com", "https://api2.mch.weixin.qq.com"] as const;
const DEFAULT_WECHATPAY_BASE_URL = OFFICIAL_WECHATPAY_BASE_URLS[0];

export interface WechatPayConfig {
  mchid: string;
  appid: string;
  /** Serial of the merchant API certificate (sent as serial_no in Authorization). */
  merchantSerial: string;
  merchantPrivateKey: KeyObject;
  /** The 32-byte APIv3 key that decrypts notifications. */
  apiV3Key: string;
  /** WeChat Pay's verification keys by normalized serial: the public key id and/or the platform certificate serial. */
  wechatpayKeys: ReadonlyMap<string, KeyObject>;
  /** Sent as Wechatpay-Serial on our requests (responses follow it during a migration): the public key id if any. */
  preferredWechatpaySerial: string;
  notifyUrl: string;
  /** Without a trailing slash. */
  baseUrl: string;
}

export class WechatPayConfigError extends InvalidEnvironmentError {
  override name = "WechatPayConfigError";
}

const NAMES = [
  "WECHATPAY_MCHID",
  "WECHATPAY_APPID",
  "WECHATPAY_MERCHANT_SERIAL",
  "WECHATPAY_PRIVATE_KEY_PATH",
  "WECHATPAY_APIV3_KEY",
  "WECHATPAY_PUBLIC_KEY_PATH",
  "WECHATPAY_PUBLIC_KEY_ID",
  "WECHATPAY_PLATFORM_CERT_PATH",
  "WECHATPAY_NOTIFY_URL",
  "WECHATPAY_BASE_URL",
] as const;
type Name = (typeof NAMES)[number];

const ALWAYS_REQUIRED: Name[] = [
  "WECHATPAY_MCHID",
  "WECHATPAY_APPID",
  "WECHATPAY_MERCHANT_SERIAL",
  "WECHATPAY_PRIVATE_KEY_PATH",
  "WECHATPAY_APIV3_KEY",
  "WECHATPAY_NOTIFY_URL",
];

const filePath = z.string().trim().min(1);

function schemaFor(production: boolean) {
  return z.object({
    WECHATPAY_MCHID: z
      .string()
      .trim()
      .regex(/^\d{6,32}$/, "must be the merchant number (digits)"),
    WECHATPAY_APPID: z
      .string()
      .trim()
      .regex(/^wx[0-9A-Za-z]{16}$/, "must be an appid like wx + 16 characters"),
    WECHATPAY_MERCHANT_SERIAL: z
      .string()
      .trim()
      .regex(/^[0-9A-Fa-f]{8,64}$/, "must be the merchant certificate's hex serial"),
    WECHATPAY_PRIVATE_KEY_PATH: filePath,
    // 32 bytes: AES-256. Merchants set it as 32 printable ASCII characters in the merchant platform.
    WECHATPAY_APIV3_KEY: z.string().regex(/^[\x21-\x7e]{32}$/, "must be 32 ASCII characters (the APIv3 key)"),
    WECHATPAY_PUBLIC_KEY_PATH: filePath.optional(),
    WECHATPAY_PUBLIC_KEY_ID: z
      .string()
      .trim()
      .regex(/^PUB_KEY_ID_[0-9A-Za-z_]+$/, "must look like PUB_KEY_ID_…")
      .optional(),
    WECHATPAY_PLATFORM_CERT_PATH: filePath.optional(),
    WECHATPAY_NOTIFY_URL: z
      .string()
      .trim()
      .url("must be a URL")
      .max(255, "must be at most 255 characters")
      .refine((value) => !value.includes("?"), "must not carry a query string (WeChat Pay refuses it)")
      .refine((value) => (production ? value.startsWith("https://") : /^https?:\/\//.test(value)), {
        message: production ? "must be https:// in production" : "must be http(s)://",
      }),
    WECHATPAY_BASE_URL: z
      .string()
      .trim()
      .url("must be a URL")
      .transform((value) => value.replace(/\/+$/, ""))
      .refine((value) => !production || (OFFICIAL_WECHATPAY_BASE_URLS as readonly string[]).includes(value), {
        message: `is refused in production: only ${OFFICIAL_WECHATPAY_BASE_URLS.join(" or ")} (a test or fake host is for development)`,
      })
      .default(DEFAULT_WECHATPAY_BASE_URL),
  });
}

function readFile(name: Name, path: string): string {
  try {
    return fs.readFileSync(path, "utf8");
  } catch (error) {
    throw new WechatPayConfigError(
      `Invalid WeChat Pay configuration:\n  ${name}: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? error})`,
    );
  }
}

function parseKey<T>(name: Name, path: string, parse: (pem: string) => T, what: string): T {
  const pem = readFile(name, path);
  try {
    return parse(pem);
  } catch {
    throw new WechatPayConfigError(`Invalid WeChat Pay configuration:\n  ${name}: ${path} is not ${what}`);
  }
}

/**
 * Reads and validates the WECHATPAY_* variables; null when none is set (an empty variable counts as unset). Throws
 * WechatPayConfigError (an InvalidEnvironmentError: the server prints it and stops at boot) when the set is
 * incomplete, a value is malformed, a key file cannot be read or parsed, or production names a non-official host.
 */
export function readWechatPayConfig(env: Record<string, string | undefined> = process.env): WechatPayConfig | null {
  const given = Object.fromEntries(NAMES.flatMap((name) => (env[name] ? [[name, env[name]]] : []))) as Partial<
    Record<Name, string>
  >;
  if (Object.keys(given).length === 0) return null;

  const missing: string[] = ALWAYS_REQUIRED.filter((name) => !given[name]);
  const publicKeyPair = ["WECHATPAY_PUBLIC_KEY_PATH", "WECHATPAY_PUBLIC_KEY_ID"] as const;
  if (given.WECHATPAY_PUBLIC_KEY_PATH || given.WECHATPAY_PUBLIC_KEY_ID) {
    missing.push(...publicKeyPair.filter((name) => !given[name]));
  } else if (!given.WECHATPAY_PLATFORM_CERT_PATH) {
    missing.push("WECHATPAY_PUBLIC_KEY_PATH + WECHATPAY_PUBLIC_KEY_ID (or WECHATPAY_PLATFORM_CERT_PATH)");
  }
  if (missing.length > 0) {
    throw new WechatPayConfigError(
      `WeChat Pay is half-configured (unset every WECHATPAY_* variable to run without payment). Missing: ${missing.join(", ")}`,
    );
  }

  const parsed = schemaFor(env.NODE_ENV === "production").safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new WechatPayConfigError(`Invalid WeChat Pay configuration:\n${lines.join("\n")}`);
  }
  const values = parsed.data;

  const merchantPrivateKey = parseKey(
    "WECHATPAY_PRIVATE_KEY_PATH",
    values.WECHATPAY_PRIVATE_KEY_PATH,
    (pem) => crypto.createPrivateKey(pem),
    "a PEM private key (apiclient_key.pem)",
  );
  const wechatpayKeys = new Map<string, KeyObject>();
  let preferred: string | undefined;
  if (values.WECHATPAY_PUBLIC_KEY_PATH && values.WECHATPAY_PUBLIC_KEY_ID) {
    const key = parseKey(
      "WECHATPAY_PUBLIC_KEY_PATH",
      values.WECHATPAY_PUBLIC_KEY_PATH,
      (pem) => {
        // createPublicKey would derive a public key from a private one: a wrong file that fails only at the first callback.
        if (pem.includes("PRIVATE KEY")) throw new Error("a private key");
        return crypto.createPublicKey(pem);
      },
      "a PEM public key (pub_key.pem)",
    );
    preferred = normalizeSerial(values.WECHATPAY_PUBLIC_KEY_ID);
    wechatpayKeys.set(preferred, key);
  }
  if (values.WECHATPAY_PLATFORM_CERT_PATH) {
    const certificate = parseKey(
      "WECHATPAY_PLATFORM_CERT_PATH",
      values.WECHATPAY_PLATFORM_CERT_PATH,
      (pem) => new crypto.X509Certificate(pem),
      "a PEM X.509 certificate (wechatpay_*.pem)",
    );
    const serial = normalizeSerial(certificate.serialNumber);
    wechatpayKeys.set(serial, certificate.publicKey);
    preferred ??= serial;
  }

  return {
    mchid: values.WECHATPAY_MCHID,
    appid: values.WECHATPAY_APPID,
    merchantSerial: values.WECHATPAY_MERCHANT_SERIAL.toUpperCase(),
    merchantPrivateKey,
    apiV3Key: values.WECHATPAY_APIV3_KEY,
    wechatpayKeys,
    preferredWechatpaySerial: preferred!,
    notifyUrl: values.WECHATPAY_NOTIFY_URL,
    baseUrl: values.WECHATPAY_BASE_URL,
  };
}

let cached: { config: WechatPayConfig | null } | undefined;

/** The process's configuration, read once (key files included). */
export function getWechatPayConfig(): WechatPayConfig | null {
  cached ??= { config: readWechatPayConfig(process.env) };
  return cached.config;
}
