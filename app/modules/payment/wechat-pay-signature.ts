// WeChat Pay API v3 cryptography, pure and on node:crypto only (docs/decisions/0019-wechat-pay.md):
//   - requests:   SHA256withRSA over `METHOD\npath?query\ntimestamp\nnonce\nbody\n` with the merchant API key, sent as
//                 `Authorization: WECHATPAY2-SHA256-RSA2048 mchid="…",nonce_str="…",signature="…",timestamp="…",serial_no="…"`;
//   - responses and notifications: SHA256withRSA over `timestamp\nnonce\nbody\n` (the RAW body bytes as received),
//                 checked with the WeChat Pay key that `Wechatpay-Serial` names (a public key id or a platform
//                 certificate serial), refused when the timestamp is more than 300 s off;
//   - notification resources: AEAD_AES_256_GCM with the APIv3 key (tag = the ciphertext's last 16 bytes);
//   - JSAPI: paySign over `appId\ntimeStamp\nnonceStr\npackage\n`.
// Timestamps are whole seconds everywhere (milliseconds are the classic SIGN_ERROR).
import crypto, { type KeyObject } from "node:crypto";

const AUTHORIZATION_SCHEME = "WECHATPAY2-SHA256-RSA2048";
/** How far a response's or notification's timestamp may be from our clock (wechatpay-go FiveMinute, php, axios-plugin). */
const MAX_CLOCK_SKEW_SECONDS = 300;
/** WeChat Pay probes merchants with deliberately invalid signatures that start with this (FAQ 4016241880). */
const SIGNTEST_PREFIX = "WECHATPAY/SIGNTEST/";

/** Whole seconds since the epoch. */
function unixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** 32 upper-case hex characters from the system CSPRNG. */
export function newNonce(): string {
  return crypto.randomBytes(16).toString("hex").toUpperCase();
}

/** `METHOD\npath?query\ntimestamp\nnonce\nbody\n`; a request without a body (GET) signs an empty body line. */
export function requestSigningString(
  method: string,
  pathAndQuery: string,
  timestamp: number | string,
  nonce: string,
  body = "",
): string {
  return `${method.toUpperCase()}\n${pathAndQuery}\n${timestamp}\n${nonce}\n${body}\n`;
}

/** `timestamp\nnonce\nbody\n`: what WeChat Pay signs in a response or a notification (204: empty body line). */
export function responseSigningString(
  timestamp: number | string,
  nonce: string,
  body: string | Buffer,
): string | Buffer {
  if (typeof body === "string") return `${timestamp}\n${nonce}\n${body}\n`;
  return Buffer.concat([Buffer.from(`${timestamp}\n${nonce}\n`, "utf8"), body, Buffer.from("\n", "utf8")]);
}

/** Base64 SHA256withRSA (PKCS#1 v1.5). */
function rsaSign(message: string | Buffer, privateKey: KeyObject): string {
  return crypto
    .sign("sha256", typeof message === "string" ? Buffer.from(message, "utf8") : message, privateKey)
    .toString("base64");
}

/** Checks a base64 SHA256withRSA signature; a malformed signature is simply false. */
function rsaVerify(message: string | Buffer, signature: string, publicKey: KeyObject): boolean {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false;
  try {
    return crypto.verify(
      "sha256",
      typeof message === "string" ? Buffer.from(message, "utf8") : message,
      publicKey,
      Buffer.from(signature, "base64"),
    );
  } catch {
    return false;
  }
}

export interface MerchantSigner {
  mchid: string;
  /** The serial number of the merchant API certificate whose private key signs. */
  serialNo: string;
  privateKey: KeyObject;
}

export interface AuthorizationParts {
  mchid: string;
  nonce_str: string;
  signature: string;
  timestamp: string;
  serial_no: string;
}

/** The Authorization header of one request. `pathAndQuery` is exactly what goes on the request line (`/v3/…?a=b`). */
export function authorizationHeader(
  signer: MerchantSigner,
  request: { method: string; pathAndQuery: string; body?: string },
  options: { timestamp?: number; nonce?: string } = {},
): string {
  const timestamp = options.timestamp ?? unixSeconds(new Date());
  const nonce = options.nonce ?? newNonce();
  const signature = rsaSign(
    requestSigningString(request.method, request.pathAndQuery, timestamp, nonce, request.body ?? ""),
    signer.privateKey,
  );
  return (
    `${AUTHORIZATION_SCHEME} mchid="${signer.mchid}",nonce_str="${nonce}",signature="${signature}",` +
    `timestamp="${timestamp}",serial_no="${signer.serialNo}"`
  );
}

/** Splits an Authorization header into its parts; null when it is not a WECHATPAY2-SHA256-RSA2048 header. */
export function parseAuthorizationHeader(header: string | null | undefined): AuthorizationParts | null {
  if (!header) return null;
  const space = header.indexOf(" ");
  if (space < 0 || header.slice(0, space) !== AUTHORIZATION_SCHEME) return null;
  const parts: Record<string, string> = {};
  for (const match of header.slice(space + 1).matchAll(/(\w+)="([^"]*)"/g)) parts[match[1]!] = match[2]!;
  const { mchid, nonce_str, signature, timestamp, serial_no } = parts;
  if (!mchid || !nonce_str || !signature || !timestamp || !serial_no) return null;
  return { mchid, nonce_str, signature, timestamp, serial_no };
}

/** The four headers WeChat Pay signs a response or notification with. */
export interface WechatpaySignatureHeaders {
  serial: string | null;
  signature: string | null;
  timestamp: string | null;
  nonce: string | null;
}

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function headerValue(headers: HeaderSource, name: string): string | null {
  if (typeof (headers as Headers).get === "function") return (headers as Headers).get(name);
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers as Record<string, string | string[] | undefined>)) {
    if (key.toLowerCase() === wanted) return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
  }
  return null;
}

/** Reads Wechatpay-Serial/-Signature/-Timestamp/-Nonce from fetch Headers or a Node/plain header record. */
export function wechatpaySignatureHeaders(headers: HeaderSource): WechatpaySignatureHeaders {
  return {
    serial: headerValue(headers, "wechatpay-serial"),
    signature: headerValue(headers, "wechatpay-signature"),
    timestamp: headerValue(headers, "wechatpay-timestamp"),
    nonce: headerValue(headers, "wechatpay-nonce"),
  };
}

/** Serials are hex (certificates, compared without case) or `PUB_KEY_ID_…`; one normal form for the key map. */
export function normalizeSerial(serial: string): string {
  return serial.trim().toUpperCase();
}

export type VerifyResult = { ok: true; serial: string } | { ok: false; reason: string };

/**
 * Verifies a WeChat Pay signature over the raw body. `keys` maps normalized serials to WeChat Pay public keys (the
 * WeChat Pay public key and/or platform certificates); an unknown serial fails — we never go and fetch certificates
 * because a message names one we do not have (that is how SDKs were made to loop, minibear2021/wechatpayv3 #9).
 */
export function verifyWechatpaySignature(
  headers: WechatpaySignatureHeaders,
  rawBody: string | Buffer,
  keys: ReadonlyMap<string, KeyObject>,
  now: Date,
): VerifyResult {
  const { serial, signature, timestamp, nonce } = headers;
  if (!serial || !signature || !timestamp || !nonce) return { ok: false, reason: "缺少 Wechatpay-* 签名头" };
  if (signature.startsWith(SIGNTEST_PREFIX)) return { ok: false, reason: "签名探测 (WECHATPAY/SIGNTEST)" };
  if (!/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: "Wechatpay-Timestamp 不是秒级时间戳" };
  if (Math.abs(unixSeconds(now) - Number(timestamp)) > MAX_CLOCK_SKEW_SECONDS) {
    return { ok: false, reason: "Wechatpay-Timestamp 与本机时间相差超过 5 分钟" };
  }
  const key = keys.get(normalizeSerial(serial));
  if (!key) return { ok: false, reason: `未知的 Wechatpay-Serial：${serial}` };
  if (!rsaVerify(responseSigningString(timestamp, nonce, rawBody), signature, key))
    return { ok: false, reason: "签名验证失败" };
  return { ok: true, serial: normalizeSerial(serial) };
}

export interface EncryptedResource {
  algorithm?: string;
  ciphertext: string;
  nonce: string;
  associated_data?: string | null;
}

class WechatPayDecryptError extends Error {
  override name = "WechatPayDecryptError";
}

/**
 * AEAD_AES_256_GCM: key = the 32-byte APIv3 key, iv = `nonce` (UTF-8, 12 bytes), AAD = `associated_data` (UTF-8,
 * possibly empty), tag = the last 16 bytes of the base64-decoded ciphertext. A wrong key, AAD or tag throws.
 */
export function decryptAeadAes256Gcm(resource: EncryptedResource, apiV3Key: string | Buffer): string {
  if (resource.algorithm !== undefined && resource.algorithm !== "AEAD_AES_256_GCM") {
    throw new WechatPayDecryptError(`不支持的加密算法：${resource.algorithm}`);
  }
  const key = typeof apiV3Key === "string" ? Buffer.from(apiV3Key, "utf8") : apiV3Key;
  if (key.byteLength !== 32) throw new WechatPayDecryptError("APIv3 密钥必须是 32 字节");
  const data = Buffer.from(resource.ciphertext, "base64");
  if (data.byteLength < 17) throw new WechatPayDecryptError("密文过短");
  try {
    const decipher = crypto.createDecipheriv("aes-256-gcm", key, Buffer.from(resource.nonce, "utf8"), {
      authTagLength: 16,
    });
    decipher.setAuthTag(data.subarray(data.byteLength - 16));
    decipher.setAAD(Buffer.from(resource.associated_data ?? "", "utf8"));
    return Buffer.concat([decipher.update(data.subarray(0, data.byteLength - 16)), decipher.final()]).toString("utf8");
  } catch {
    // Node says "Unsupported state or unable to authenticate data": a wrong APIv3 key, AAD or a damaged ciphertext.
    throw new WechatPayDecryptError("解密失败（APIv3 密钥、associated_data 或密文不符）");
  }
}

export interface JsapiPayParams {
  appId: string;
  /** Seconds, as a string (WeixinJSBridge wants a string). */
  timeStamp: string;
  nonceStr: string;
  /** `prepay_id=…` */
  package: string;
  signType: "RSA";
  paySign: string;
}

/** What `WeixinJSBridge.invoke('getBrandWCPayRequest', …)` needs, signed with the merchant key. */
export function jsapiPayParams(
  appId: string,
  prepayId: string,
  privateKey: KeyObject,
  options: { now?: Date; nonce?: string } = {},
): JsapiPayParams {
  const timeStamp = String(unixSeconds(options.now ?? new Date()));
  const nonceStr = options.nonce ?? newNonce();
  const pkg = `prepay_id=${prepayId}`;
  const paySign = rsaSign(`${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`, privateKey);
  return { appId, timeStamp, nonceStr, package: pkg, signType: "RSA", paySign };
}
