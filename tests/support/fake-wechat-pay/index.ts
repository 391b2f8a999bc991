// A local WeChat Pay API v3 for tests and for `npm run wechatpay:fake` (docs/decisions/0019-wechat-pay.md): a real HTTP
// server on 127.0.0.1 with its own RSA-2048 keys (merchant, WeChat Pay public key, platform certificate) and a random
// APIv3 key, written as PEM files so the app is configured by environment exactly as in production.
// It signs, verifies and encrypts on its own (node:crypto directly, not the app's helpers), so a mistake in the app's
// signing strings shows up as a refusal here instead of being mirrored:
//   - requests without a valid Authorization, or with a timestamp more than 5 minutes off, get 401 SIGN_ERROR;
//   - native/h5/jsapi ordering (re-ordering with identical parameters gives a new code_url and kills the old one;
//     different parameters → 400 INVALID_REQUEST "201 商户订单号重复"), query, close (ORDERPAID once paid), refund
//     and its query, the trade bill (download_url + SHA1);
//   - answers signed with the key the request's Wechatpay-Serial names (else the configured mode's);
//   - real signed, encrypted notifications to the order's notify_url, retried on non-2xx on a compressed schedule,
//     and on request duplicated, held and released in another order, delayed, tampered, stale, signed by an unknown
//     serial, SIGNTEST, or carrying a wrong amount/mchid/appid; its clock can be skewed.
// Deviations from WeChat, on purpose: http:// notify URLs are accepted (tests have no TLS); today's bill is available
// at once (WeChat: after 10:00 the next day).
import crypto, { type KeyObject } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { selfSignedCertificate } from "./certificate";
import { escapeHtml, listPage, messagePage, payPage } from "./pages";
import type { Channel, FakeTransaction } from "./transaction";

export type KeyMode = "public-key" | "platform-cert" | "both";
type FakeRefundStatus = "PROCESSING" | "SUCCESS" | "CLOSED" | "ABNORMAL";

export interface FakeWechatPayOptions {
  /** 0 (default): a random free port. */
  port?: number;
  /** Which of WeChat Pay's keys the app is configured with (env) and signs by default. Default "public-key". */
  mode?: KeyMode;
  /** WECHATPAY_NOTIFY_URL in `env`. Default http://127.0.0.1:3000/api/Tenpay/notify. */
  notifyUrl?: string;
  /** Where key files live. Default: a fresh temp dir removed by close(). With `persist`, keys are reused across runs. */
  dir?: string;
  persist?: boolean;
  clockSkewSeconds?: number;
  /** Delays between notification retries; default WeChat's schedule (15 s, 15 s, 30 s, 3 m, …) in milliseconds instead of seconds. */
  retryScheduleMs?: number[];
  /** Complete refunds by themselves after a delay (default: they stay PROCESSING until completeRefund). */
  autoCompleteRefunds?: { status: Exclude<FakeRefundStatus, "PROCESSING">; delayMs: number } | false;
  /** WeChat refuses a time_expire less than a minute ahead. Default 60. */
  minimumExpirySeconds?: number;
  /** Log each request and notification to the console (the dev script). */
  log?: boolean;
}

interface NotificationMisbehaviour {
  /** Send this many copies (same id) at once. Default 1. */
  duplicate?: number;
  delayMs?: number;
  /** Keep it until releaseHeld() (to reorder several). */
  hold?: boolean;
  /** Change one byte of the body after signing ("byte": a character of the id; "whitespace": one added space). */
  tamper?: boolean | "byte" | "whitespace";
  /** A Wechatpay-Timestamp this many seconds in the past (true: 600), correctly signed. */
  staleTimestamp?: boolean | number;
  /** Signed by a key the app has never heard of, under a serial it does not know. */
  unknownSerial?: boolean;
  /** A WECHATPAY/SIGNTEST/ probe signature. */
  signtest?: boolean;
  /** amount.total in the plaintext (true: the real total + 1), correctly signed and encrypted. */
  wrongAmount?: boolean | number;
  wrongMchid?: boolean;
  wrongAppid?: boolean;
  /** Which WeChat Pay key signs (default: the mode's primary key). */
  signWith?: "public-key" | "platform-cert";
  /** Retry on non-2xx. Default: true for an honest notification, false for a forged or broken one. */
  retry?: boolean;
}

interface DeliveryAttempt {
  at: Date;
  /** null when no answer came. */
  status: number | null;
  responseBody: string;
  error?: string;
}

interface NotificationDelivery {
  id: string;
  eventType: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  attempts: DeliveryAttempt[];
  /** Answered 2xx. */
  delivered: boolean;
  /** Resolves when delivered, given up (retries exhausted or not retried), or the fake closed. */
  done: Promise<void>;
}

interface FakeRefund {
  outRefundNo: string;
  outTradeNo: string;
  transactionId: string;
  refundId: string;
  refundFen: number;
  totalFen: number;
  reason?: string;
  notifyUrl?: string;
  status: FakeRefundStatus;
  createdAt: Date;
  successTime?: string;
  request: string;
}

interface ResponseMisbehaviour {
  /** Apply to the next request whose path starts with this (default: any). */
  pathPrefix?: string;
  tamper?: boolean;
  staleTimestamp?: boolean;
  unknownSerial?: boolean;
  signtest?: boolean;
  /** No Wechatpay-* headers at all. */
  unsigned?: boolean;
  /** Answer this status with {"code","message"} instead of handling the request (e.g. 500 SYSTEM_ERROR). */
  fail?: { status: number; code: string; message?: string };
  /** Wait before answering (client timeouts). */
  delayMs?: number;
  /** The bill file: flip a byte so its SHA1 no longer matches. */
  corruptBody?: boolean;
}

interface RecordedRequest {
  method: string;
  url: string;
  status: number;
  /** The Authorization header verified. */
  authorized: boolean;
  wechatpaySerial?: string;
}

export interface FakeWechatPay {
  baseUrl: string;
  /** Every WECHATPAY_* variable the app needs (NODE_ENV not included: the base URL override needs non-production). */
  env: Record<string, string>;
  /** The same with another notify URL (the app's port is often known only after the fake started). */
  envFor(notifyUrl: string): Record<string, string>;
  mchid: string;
  appid: string;
  apiV3Key: string;
  merchantSerial: string;
  publicKeyId: string;
  platformCertSerial: string;
  dir: string;
  now(): Date;
  setClockSkew(seconds: number): void;
  transactions: Map<string, FakeTransaction>;
  refunds: Map<string, FakeRefund>;
  requests: RecordedRequest[];
  deliveries: NotificationDelivery[];
  /** The user pays: the transaction becomes SUCCESS and TRANSACTION.SUCCESS goes to its notify_url. */
  pay(
    outTradeNo: string,
    options?: { payerOpenid?: string; ignoreExpiry?: boolean } & NotificationMisbehaviour,
  ): Promise<NotificationDelivery[]>;
  /** Sends the paid transaction's notification again (same id), as WeChat does when unsure. */
  resendPaymentNotification(outTradeNo: string, options?: NotificationMisbehaviour): Promise<NotificationDelivery[]>;
  /** A processing refund ends: REFUND.SUCCESS / REFUND.CLOSED / REFUND.ABNORMAL goes out. */
  completeRefund(
    outRefundNo: string,
    status?: Exclude<FakeRefundStatus, "PROCESSING">,
    options?: NotificationMisbehaviour,
  ): Promise<NotificationDelivery[]>;
  /** Sends held notifications: in order, reversed, or shuffled. */
  releaseHeld(order?: "fifo" | "reverse" | "shuffle"): Promise<NotificationDelivery[]>;
  /** A notification as WeChat would send it (signed, encrypted), for tests that craft their own. */
  buildNotification(
    eventType: string,
    plaintext: object,
    options?: NotificationMisbehaviour & {
      id?: string;
      originalType?: string;
      associatedData?: string;
      summary?: string;
    },
  ): { id: string; headers: Record<string, string>; body: string };
  /** Posts exactly these bytes and headers (one attempt unless retry). */
  sendNotification(
    raw: { headers: Record<string, string>; body: string; id?: string; eventType?: string },
    url?: string,
    options?: { retry?: boolean },
  ): Promise<NotificationDelivery>;
  /** Signs `timestamp\nnonce\nbody\n` with a WeChat Pay key: the Wechatpay-* headers for any body. */
  signAsWechatPay(
    body: string,
    options?: { timestamp?: number; nonce?: string; signWith?: "public-key" | "platform-cert" },
  ): Record<string, string>;
  /** The next matching answer misbehaves. */
  misbehaveNextResponse(misbehaviour: ResponseMisbehaviour): void;
  /** Checks a JSAPI paySign with the merchant public key. */
  verifyJsapiPaySign(params: {
    appId: string;
    timeStamp: string;
    nonceStr: string;
    package: string;
    paySign: string;
  }): boolean;
  /** Waits until every notification sent so far is delivered or given up. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const WECHAT_RETRY_SECONDS = [15, 15, 30, 180, 600, 1200, 1800, 1800, 1800, 3600, 10800, 10800, 10800, 21600, 21600];
const SUMMARIES: Record<string, string> = {
  "TRANSACTION.SUCCESS": "支付成功",
  "REFUND.SUCCESS": "退款成功",
  "REFUND.CLOSED": "退款关闭",
  "REFUND.ABNORMAL": "退款异常",
};
const OUT_NO = /^[0-9A-Za-z_\-|*]{6,32}$/;
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const randomDigits = (n: number) => Array.from(crypto.randomBytes(n), (byte) => String(byte % 10)).join("");
const randomAlnum = (n: number) =>
  crypto
    .randomBytes(n * 2)
    .toString("base64")
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(0, n)
    .padEnd(n, "x");

function beijing(date: Date): string {
  return `${new Date(Math.floor(date.getTime() / 1000) * 1000 + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
}

/** Keys sorted at every level: identical parameters in any order are the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}

function yuan(fen: number): string {
  const sign = fen < 0 ? "-" : "";
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** WeChat's 0.6 % fee in yuan with five decimals, by integer arithmetic (total fen × 6 = units of 0.00001 yuan). */
function fee(fen: number): string {
  const units = Math.abs(fen) * 6;
  return `${fen < 0 ? "-" : ""}${Math.floor(units / 100_000)}.${String(units % 100_000).padStart(5, "0")}`;
}

interface KeyFiles {
  mchid: string;
  appid: string;
  apiV3Key: string;
  merchantSerial: string;
  publicKeyId: string;
  platformCertSerial: string;
}

interface Keys extends KeyFiles {
  merchantPrivate: KeyObject;
  merchantPublic: KeyObject;
  publicKeyPrivate: KeyObject;
  certPrivate: KeyObject;
  strangerPrivate: KeyObject;
}

const generate = () =>
  new Promise<{ privateKey: KeyObject; publicKey: KeyObject }>((resolve, reject) =>
    crypto.generateKeyPair("rsa", { modulusLength: 2048 }, (error, publicKey, privateKey) =>
      error ? reject(error) : resolve({ privateKey, publicKey }),
    ),
  );

const FILES = {
  meta: "fake-wechat-pay.json",
  merchantKey: "apiclient_key.pem",
  publicKey: "pub_key.pem",
  publicKeyPrivate: "fake_wechatpay_pub_key_private.pem",
  cert: "wechatpay_platform_cert.pem",
  certPrivate: "fake_wechatpay_platform_cert_private.pem",
};

async function loadOrCreateKeys(dir: string, reuse: boolean): Promise<Keys> {
  const file = (name: string) => path.join(dir, name);
  if (reuse && fs.existsSync(file(FILES.meta))) {
    const meta = JSON.parse(fs.readFileSync(file(FILES.meta), "utf8")) as KeyFiles;
    const merchantPrivate = crypto.createPrivateKey(fs.readFileSync(file(FILES.merchantKey)));
    return {
      ...meta,
      merchantPrivate,
      merchantPublic: crypto.createPublicKey(merchantPrivate),
      publicKeyPrivate: crypto.createPrivateKey(fs.readFileSync(file(FILES.publicKeyPrivate))),
      certPrivate: crypto.createPrivateKey(fs.readFileSync(file(FILES.certPrivate))),
      strangerPrivate: (await generate()).privateKey,
    };
  }
  const [merchant, wechatpayPublic, platform, stranger] = await Promise.all([
    generate(),
    generate(),
    generate(),
    generate(),
  ]);
  const serial = () => {
    const bytes = crypto.randomBytes(20);
    bytes[0] = 0x10 + (bytes[0]! % 0x60); // positive, no leading zero: the hex X509Certificate reports is the same
    return bytes.toString("hex").toUpperCase();
  };
  const meta: KeyFiles = {
    mchid: `19${randomDigits(8)}`,
    appid: `wx${crypto.randomBytes(8).toString("hex")}`,
    apiV3Key: randomAlnum(32),
    merchantSerial: serial(),
    publicKeyId: `PUB_KEY_ID_0119${randomDigits(24)}`,
    platformCertSerial: serial(),
  };
  const pem = (key: KeyObject, type: "pkcs8" | "spki") => key.export({ type, format: "pem" }) as string;
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(file(FILES.meta), JSON.stringify(meta, null, 2));
  fs.writeFileSync(file(FILES.merchantKey), pem(merchant.privateKey, "pkcs8"), { mode: 0o600 });
  fs.writeFileSync(file(FILES.publicKey), pem(wechatpayPublic.publicKey, "spki"));
  fs.writeFileSync(file(FILES.publicKeyPrivate), pem(wechatpayPublic.privateKey, "pkcs8"), { mode: 0o600 });
  const now = Date.now();
  fs.writeFileSync(
    file(FILES.cert),
    selfSignedCertificate({
      privateKey: platform.privateKey,
      publicKey: platform.publicKey,
      serialHex: meta.platformCertSerial,
      commonName: "Tenpay.com Root CA (fake)",
      notBefore: new Date(now - 86_400_000),
      notAfter: new Date(now + 5 * 365 * 86_400_000),
    }),
  );
  fs.writeFileSync(file(FILES.certPrivate), pem(platform.privateKey, "pkcs8"), { mode: 0o600 });
  return {
    ...meta,
    merchantPrivate: merchant.privateKey,
    merchantPublic: merchant.publicKey,
    publicKeyPrivate: wechatpayPublic.privateKey,
    certPrivate: platform.privateKey,
    strangerPrivate: stranger.privateKey,
  };
}

export async function startFakeWechatPay(options: FakeWechatPayOptions = {}): Promise<FakeWechatPay> {
  const mode = options.mode ?? "public-key";
  const ownsDir = !options.dir;
  const dir = options.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), "fake-wechat-pay-"));
  const keys = await loadOrCreateKeys(dir, Boolean(options.persist));
  const retrySchedule = options.retryScheduleMs ?? WECHAT_RETRY_SECONDS;
  const minimumExpirySeconds = options.minimumExpirySeconds ?? 60;
  let skewSeconds = options.clockSkewSeconds ?? 0;
  const now = () => new Date(Date.now() + skewSeconds * 1000);
  const log = (line: string) => {
    if (options.log) console.log(`[fake-wechatpay] ${line}`);
  };

  const transactions = new Map<string, FakeTransaction>();
  const refunds = new Map<string, FakeRefund>();
  const requests: RecordedRequest[] = [];
  const deliveries: NotificationDelivery[] = [];
  const held: Array<() => Promise<NotificationDelivery[]>> = [];
  const responseMisbehaviours: ResponseMisbehaviour[] = [];
  const bills = new Map<string, Buffer>();
  const timers = new Set<NodeJS.Timeout>();
  const cancellers = new Set<() => void>();
  let closed = false;

  const signingKey = (which: "public-key" | "platform-cert") =>
    which === "public-key"
      ? { serial: keys.publicKeyId, key: keys.publicKeyPrivate }
      : { serial: keys.platformCertSerial, key: keys.certPrivate };
  const primary: "public-key" | "platform-cert" = mode === "platform-cert" ? "platform-cert" : "public-key";

  function signAsWechatPay(
    body: string,
    opts: { timestamp?: number; nonce?: string; signWith?: "public-key" | "platform-cert" } = {},
  ) {
    const { serial, key } = signingKey(opts.signWith ?? primary);
    const timestamp = opts.timestamp ?? Math.floor(now().getTime() / 1000);
    const nonce = opts.nonce ?? crypto.randomBytes(16).toString("hex");
    const signature = crypto
      .sign("sha256", Buffer.from(`${timestamp}\n${nonce}\n${body}\n`, "utf8"), key)
      .toString("base64");
    return {
      "Wechatpay-Nonce": nonce,
      "Wechatpay-Serial": serial,
      "Wechatpay-Signature": signature,
      "Wechatpay-Signature-Type": "WECHATPAY2-SHA256-RSA2048",
      "Wechatpay-Timestamp": String(timestamp),
    };
  }

  /** Applies the signature-level misbehaviours to freshly signed headers/body. */
  function misbehave(
    body: string,
    m: NotificationMisbehaviour | ResponseMisbehaviour,
    signWith?: "public-key" | "platform-cert",
  ) {
    const staleBy = m.staleTimestamp === true || m.staleTimestamp === undefined ? 600 : m.staleTimestamp;
    const timestamp = Math.floor(now().getTime() / 1000) - (m.staleTimestamp ? Number(staleBy) : 0);
    let headers = signAsWechatPay(body, { timestamp, signWith });
    if (m.unknownSerial) {
      const nonce = headers["Wechatpay-Nonce"];
      headers = {
        ...headers,
        "Wechatpay-Serial": `PUB_KEY_ID_0119${"9".repeat(24)}`,
        "Wechatpay-Signature": crypto
          .sign("sha256", Buffer.from(`${timestamp}\n${nonce}\n${body}\n`, "utf8"), keys.strangerPrivate)
          .toString("base64"),
      };
    }
    if (m.signtest) headers["Wechatpay-Signature"] = `WECHATPAY/SIGNTEST/${crypto.randomBytes(192).toString("base64")}`;
    let sent = body;
    if (m.tamper && body !== "") {
      if (m.tamper === "whitespace") sent = body.replace(",", ", ");
      else {
        // One character of the first string value changes: still valid JSON, same length, different bytes.
        const at = body.indexOf('"', body.indexOf(":") + 1) + 1;
        sent = body.slice(0, at) + (body[at] === "A" ? "B" : "A") + body.slice(at + 1);
      }
    }
    return { headers, body: sent };
  }

  function encrypt(plaintext: string, associatedData: string) {
    const nonce = randomAlnum(12);
    const cipher = crypto.createCipheriv("aes-256-gcm", Buffer.from(keys.apiV3Key, "utf8"), Buffer.from(nonce, "utf8"));
    cipher.setAAD(Buffer.from(associatedData, "utf8"));
    const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final(), cipher.getAuthTag()]).toString(
      "base64",
    );
    return { algorithm: "AEAD_AES_256_GCM", ciphertext, nonce, associated_data: associatedData };
  }

  function buildNotification(
    eventType: string,
    plaintext: object,
    opts: NotificationMisbehaviour & {
      id?: string;
      originalType?: string;
      associatedData?: string;
      summary?: string;
    } = {},
  ) {
    const id = opts.id ?? crypto.randomUUID();
    const originalType = opts.originalType ?? (eventType.startsWith("REFUND.") ? "refund" : "transaction");
    const body = JSON.stringify({
      id,
      create_time: beijing(now()),
      resource_type: "encrypt-resource",
      event_type: eventType,
      summary: opts.summary ?? SUMMARIES[eventType] ?? eventType,
      resource: {
        original_type: originalType,
        ...encrypt(JSON.stringify(plaintext), opts.associatedData ?? originalType),
      },
    });
    const signed = misbehave(body, opts, opts.signWith);
    return {
      id,
      headers: { "Content-Type": "application/json", "User-Agent": "Mozilla/4.0", ...signed.headers },
      body: signed.body,
    };
  }

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (closed) return resolve();
      const timer = setTimeout(() => {
        timers.delete(timer);
        cancellers.delete(cancel);
        resolve();
      }, ms);
      const cancel = () => {
        clearTimeout(timer);
        resolve();
      };
      timers.add(timer);
      cancellers.add(cancel);
    });

  function sendNotification(
    raw: { headers: Record<string, string>; body: string; id?: string; eventType?: string },
    url: string,
    opts: { retry?: boolean } = {},
  ): Promise<NotificationDelivery> {
    let finish!: () => void;
    const delivery: NotificationDelivery = {
      id: raw.id ?? "",
      eventType: raw.eventType ?? "",
      url,
      headers: raw.headers,
      body: raw.body,
      attempts: [],
      delivered: false,
      done: new Promise<void>((resolve) => (finish = resolve)),
    };
    deliveries.push(delivery);
    const attempt = async () => {
      const at = new Date();
      try {
        const response = await fetch(url, {
          method: "POST",
          headers: raw.headers,
          body: raw.body,
          signal: AbortSignal.timeout(5_000),
        });
        const responseBody = await response.text();
        delivery.attempts.push({ at, status: response.status, responseBody });
        delivery.delivered = response.status >= 200 && response.status < 300;
        log(`notify ${delivery.eventType || "(raw)"} ${delivery.id} → ${response.status}`);
      } catch (error) {
        delivery.attempts.push({
          at,
          status: null,
          responseBody: "",
          error: error instanceof Error ? error.message : String(error),
        });
        log(
          `notify ${delivery.eventType || "(raw)"} ${delivery.id} → ${error instanceof Error ? error.message : error}`,
        );
      }
    };
    const first = attempt();
    void first.then(async () => {
      if (opts.retry) {
        for (const wait of retrySchedule) {
          if (delivery.delivered || closed) break;
          await sleep(wait);
          if (closed) break;
          await attempt();
        }
      }
      finish();
    });
    return first.then(() => delivery);
  }

  async function dispatch(
    eventType: string,
    plaintext: object,
    url: string,
    opts: NotificationMisbehaviour & { id?: string },
  ): Promise<NotificationDelivery[]> {
    const forged = Boolean(
      opts.tamper ||
        opts.staleTimestamp ||
        opts.unknownSerial ||
        opts.signtest ||
        opts.wrongAmount ||
        opts.wrongMchid ||
        opts.wrongAppid,
    );
    const retry = opts.retry ?? !forged;
    const send = async () => {
      if (opts.delayMs) await sleep(opts.delayMs);
      const notification = buildNotification(eventType, plaintext, opts);
      const copies = Math.max(1, opts.duplicate ?? 1);
      return Promise.all(
        Array.from({ length: copies }, () => sendNotification({ ...notification, eventType }, url, { retry })),
      );
    };
    if (opts.hold) {
      held.push(send);
      return [];
    }
    return send();
  }

  function transactionPlaintext(tx: FakeTransaction, opts: NotificationMisbehaviour = {}) {
    const total =
      opts.wrongAmount === undefined || opts.wrongAmount === false
        ? tx.totalFen
        : opts.wrongAmount === true
          ? tx.totalFen + 1
          : opts.wrongAmount;
    return {
      mchid: opts.wrongMchid ? "1900000999" : keys.mchid,
      appid: opts.wrongAppid ? "wx0000000000000000" : keys.appid,
      out_trade_no: tx.outTradeNo,
      transaction_id: tx.transactionId,
      trade_type: tx.channel,
      trade_state: "SUCCESS",
      trade_state_desc: "支付成功",
      bank_type: "OTHERS",
      attach: tx.attach ?? "",
      success_time: tx.successTime,
      payer: { openid: tx.payerOpenid },
      amount: { total, payer_total: total, currency: "CNY", payer_currency: "CNY" },
    };
  }

  function refundPlaintext(refund: FakeRefund, opts: NotificationMisbehaviour = {}) {
    return {
      mchid: opts.wrongMchid ? "1900000999" : keys.mchid,
      out_trade_no: refund.outTradeNo,
      transaction_id: refund.transactionId,
      out_refund_no: refund.outRefundNo,
      refund_id: refund.refundId,
      refund_status: refund.status,
      ...(refund.successTime ? { success_time: refund.successTime } : {}),
      user_received_account: "支付用户零钱",
      amount: {
        total: refund.totalFen,
        refund: refund.refundFen,
        payer_total: refund.totalFen,
        payer_refund: refund.refundFen,
      },
    };
  }

  async function pay(
    outTradeNo: string,
    opts: { payerOpenid?: string; ignoreExpiry?: boolean } & NotificationMisbehaviour = {},
  ) {
    const tx = transactions.get(outTradeNo);
    if (!tx) throw new Error(`fake WeChat Pay: no transaction ${outTradeNo}`);
    if (tx.tradeState !== "NOTPAY") throw new Error(`fake WeChat Pay: ${outTradeNo} is ${tx.tradeState}, cannot pay`);
    if (!opts.ignoreExpiry && now() > tx.timeExpire)
      throw new Error(`fake WeChat Pay: ${outTradeNo} expired at ${tx.timeExpire.toISOString()}`);
    tx.tradeState = "SUCCESS";
    tx.transactionId = `4200${randomDigits(24)}`;
    tx.successTime = beijing(now());
    tx.payerOpenid = opts.payerOpenid ?? `o${randomAlnum(27)}`;
    tx.notificationId = crypto.randomUUID();
    log(`paid ${outTradeNo} (${yuan(tx.totalFen)} 元)`);
    return dispatch("TRANSACTION.SUCCESS", transactionPlaintext(tx, opts), tx.notifyUrl, {
      ...opts,
      id: tx.notificationId,
    });
  }

  async function resendPaymentNotification(outTradeNo: string, opts: NotificationMisbehaviour = {}) {
    const tx = transactions.get(outTradeNo);
    if (!tx?.notificationId) throw new Error(`fake WeChat Pay: ${outTradeNo} was not paid`);
    return dispatch("TRANSACTION.SUCCESS", transactionPlaintext(tx, opts), tx.notifyUrl, {
      ...opts,
      id: tx.notificationId,
    });
  }

  async function completeRefund(
    outRefundNo: string,
    status: Exclude<FakeRefundStatus, "PROCESSING"> = "SUCCESS",
    opts: NotificationMisbehaviour = {},
  ) {
    const refund = refunds.get(outRefundNo);
    if (!refund) throw new Error(`fake WeChat Pay: no refund ${outRefundNo}`);
    if (refund.status !== "PROCESSING" && refund.status !== "ABNORMAL")
      throw new Error(`fake WeChat Pay: refund ${outRefundNo} is already ${refund.status}`);
    refund.status = status;
    if (status === "SUCCESS") {
      refund.successTime = beijing(now());
      const tx = transactions.get(refund.outTradeNo);
      if (tx) tx.tradeState = "REFUND";
    }
    log(`refund ${outRefundNo} → ${status}`);
    const url = refund.notifyUrl ?? transactions.get(refund.outTradeNo)?.notifyUrl;
    if (!url) return [];
    return dispatch(`REFUND.${status}`, refundPlaintext(refund, opts), url, opts);
  }

  async function releaseHeld(order: "fifo" | "reverse" | "shuffle" = "fifo") {
    const batch = held.splice(0);
    if (order === "reverse") batch.reverse();
    if (order === "shuffle") {
      for (let i = batch.length - 1; i > 0; i--) {
        const j = crypto.randomInt(i + 1);
        [batch[i], batch[j]] = [batch[j]!, batch[i]!];
      }
    }
    const sent: NotificationDelivery[] = [];
    for (const send of batch) sent.push(...(await send()));
    return sent;
  }

  // ---- the API -------------------------------------------------------------------------------------------------

  function verifyAuthorization(method: string, url: string, body: string, header: string | undefined): void {
    const fail = (message: string) => {
      throw new ApiError(401, "SIGN_ERROR", message);
    };
    const match = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(header ?? "");
    if (!match) fail("Http头缺少Authorization或格式错误");
    const parts = Object.fromEntries([...match![1]!.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const { mchid, nonce_str: nonce, signature, timestamp, serial_no: serial } = parts;
    if (!mchid || !nonce || !signature || !timestamp || !serial)
      fail("Http头Authorization值格式错误，请参考《微信支付商户REST API签名规则》");
    if (mchid !== keys.mchid) fail("商户号与Authorization中的mchid不匹配");
    if (serial!.toUpperCase() !== keys.merchantSerial) fail("商户证书序列号有误。请使用签名私钥匹配的证书序列号");
    if (!/^\d{10}$/.test(timestamp!) || Math.abs(Math.floor(now().getTime() / 1000) - Number(timestamp)) > 300) {
      fail("Http头Authorization中的timestamp与发起请求的时间不得超过5分钟");
    }
    const ok = crypto.verify(
      "sha256",
      Buffer.from(`${method}\n${url}\n${timestamp}\n${nonce}\n${body}\n`, "utf8"),
      keys.merchantPublic,
      Buffer.from(signature!, "base64"),
    );
    if (!ok) fail("错误的签名，验签失败");
  }

  function parseJson(body: string): Record<string, any> {
    try {
      const value = JSON.parse(body);
      if (value && typeof value === "object" && !Array.isArray(value)) return value;
    } catch {
      // fall through
    }
    throw new ApiError(400, "PARAM_ERROR", "输入源“/body”映射到值字段时出错，请求体不是合法的 JSON");
  }

  const param = (condition: unknown, message: string) => {
    if (!condition) throw new ApiError(400, "PARAM_ERROR", message);
  };

  function order(channel: Channel, body: Record<string, any>): Record<string, unknown> {
    param(body.appid === keys.appid, "appid和mch_id不匹配，请检查后再试");
    param(body.mchid === keys.mchid, "mchid与Authorization中的商户号不一致");
    param(
      typeof body.description === "string" && body.description.length >= 1 && [...body.description].length <= 127,
      "description 长度须为 1–127",
    );
    param(
      typeof body.out_trade_no === "string" && OUT_NO.test(body.out_trade_no),
      "out_trade_no 须为 6–32 位字母、数字或 _-|*",
    );
    param(
      typeof body.notify_url === "string" &&
        /^https?:\/\/[^?]+$/.test(body.notify_url) &&
        body.notify_url.length <= 255,
      "notify_url 格式不正确",
    );
    param(
      body.attach === undefined || (typeof body.attach === "string" && [...body.attach].length <= 128),
      "attach 至多 128 个字符",
    );
    param(Number.isSafeInteger(body.amount?.total) && body.amount.total >= 1, "amount.total 须为正整数（分）");
    param(body.amount.currency === undefined || body.amount.currency === "CNY", "currency 须为 CNY");
    param(typeof body.time_expire === "string" && RFC3339.test(body.time_expire), "time_expire 须为 RFC 3339 格式");
    const timeExpire = new Date(body.time_expire);
    param(!Number.isNaN(timeExpire.getTime()), "time_expire 无效");
    if (channel === "MWEB") {
      param(
        typeof body.scene_info?.payer_client_ip === "string" && body.scene_info.payer_client_ip !== "",
        "缺少 scene_info.payer_client_ip",
      );
      param(
        ["Wap", "iOS", "Android"].includes(body.scene_info?.h5_info?.type),
        "scene_info.h5_info.type 须为 Wap、iOS 或 Android",
      );
    }
    if (channel === "JSAPI")
      param(typeof body.payer?.openid === "string" && body.payer.openid !== "", "缺少 payer.openid");

    const request = canonical({ channel, ...body });
    const existing = transactions.get(body.out_trade_no);
    if (existing) {
      if (existing.request !== request) throw new ApiError(400, "INVALID_REQUEST", "201 商户订单号重复");
      if (existing.tradeState === "SUCCESS" || existing.tradeState === "REFUND")
        throw new ApiError(400, "ORDERPAID", "该订单已支付");
      if (existing.tradeState === "CLOSED") throw new ApiError(400, "ORDER_CLOSED", "该订单已关闭");
      if (now() > existing.timeExpire) throw new ApiError(400, "INVALID_REQUEST", "订单已过期");
    } else {
      param(
        timeExpire.getTime() - now().getTime() >= minimumExpirySeconds * 1000,
        "time_expire 须晚于下单时间至少 1 分钟",
      );
    }
    const tx: FakeTransaction = existing ?? {
      outTradeNo: body.out_trade_no,
      channel,
      description: body.description,
      ...(body.attach !== undefined ? { attach: body.attach } : {}),
      totalFen: body.amount.total,
      timeExpire,
      notifyUrl: body.notify_url,
      createdAt: now(),
      tradeState: "NOTPAY",
      current: "",
      issued: [],
      request,
    };
    const token = randomAlnum(16);
    const prepayId = `wx${randomDigits(16)}${crypto.randomBytes(9).toString("hex")}`;
    tx.current =
      channel === "NATIVE"
        ? `weixin://wxpay/bizpayurl?pr=${token}`
        : channel === "MWEB"
          ? `${baseUrl}/h5pay?prepay_id=${prepayId}&package=${randomDigits(10)}`
          : prepayId;
    tx.issued.push(tx.current);
    transactions.set(tx.outTradeNo, tx);
    log(`${existing ? "re-ordered" : "ordered"} ${channel} ${tx.outTradeNo} ${yuan(tx.totalFen)} 元`);
    if (channel === "NATIVE") return { code_url: tx.current };
    if (channel === "MWEB") return { h5_url: tx.current };
    return { prepay_id: tx.current };
  }

  function transactionView(tx: FakeTransaction) {
    const paid = tx.tradeState === "SUCCESS" || tx.tradeState === "REFUND";
    const descriptions = { SUCCESS: "支付成功", REFUND: "转入退款", NOTPAY: "未支付", CLOSED: "已关闭" };
    return {
      appid: keys.appid,
      mchid: keys.mchid,
      out_trade_no: tx.outTradeNo,
      ...(paid
        ? {
            transaction_id: tx.transactionId,
            trade_type: tx.channel,
            bank_type: "OTHERS",
            success_time: tx.successTime,
            payer: { openid: tx.payerOpenid },
          }
        : {}),
      trade_state: tx.tradeState,
      trade_state_desc: descriptions[tx.tradeState],
      attach: tx.attach ?? "",
      amount: paid
        ? { total: tx.totalFen, payer_total: tx.totalFen, currency: "CNY", payer_currency: "CNY" }
        : { total: tx.totalFen, currency: "CNY" },
    };
  }

  function refundView(refund: FakeRefund) {
    return {
      refund_id: refund.refundId,
      out_refund_no: refund.outRefundNo,
      transaction_id: refund.transactionId,
      out_trade_no: refund.outTradeNo,
      channel: "ORIGINAL",
      user_received_account: "支付用户零钱",
      ...(refund.successTime ? { success_time: refund.successTime } : {}),
      create_time: beijing(refund.createdAt),
      status: refund.status,
      amount: {
        total: refund.totalFen,
        refund: refund.refundFen,
        payer_total: refund.totalFen,
        payer_refund: refund.refundFen,
        settlement_refund: refund.refundFen,
        settlement_total: refund.totalFen,
        discount_refund: 0,
        currency: "CNY",
      },
    };
  }

  function refund(body: Record<string, any>) {
    param(
      typeof body.out_refund_no === "string" && /^[0-9A-Za-z_\-|*@]{1,64}$/.test(body.out_refund_no),
      "out_refund_no 格式不正确",
    );
    param(
      typeof body.out_trade_no === "string" || typeof body.transaction_id === "string",
      "out_trade_no 与 transaction_id 须填一个",
    );
    param(Number.isSafeInteger(body.amount?.refund) && body.amount.refund >= 1, "amount.refund 须为正整数（分）");
    param(Number.isSafeInteger(body.amount?.total) && body.amount.total >= 1, "amount.total 须为正整数（分）");
    param(body.amount.currency === "CNY", "amount.currency 须为 CNY");
    param(
      body.notify_url === undefined ||
        (typeof body.notify_url === "string" && /^https?:\/\/[^?]+$/.test(body.notify_url)),
      "notify_url 格式不正确",
    );
    const tx =
      typeof body.out_trade_no === "string"
        ? transactions.get(body.out_trade_no)
        : [...transactions.values()].find((candidate) => candidate.transactionId === body.transaction_id);
    if (!tx) throw new ApiError(404, "RESOURCE_NOT_EXISTS", "订单不存在");
    const request = canonical(body);
    const existing = refunds.get(body.out_refund_no);
    if (existing) {
      if (existing.request !== request)
        throw new ApiError(400, "INVALID_REQUEST", "退款单号重复，与之前请求的参数不一致");
      return refundView(existing);
    }
    if (tx.tradeState !== "SUCCESS" && tx.tradeState !== "REFUND")
      throw new ApiError(400, "INVALID_REQUEST", "订单尚未支付，不能退款");
    if (body.amount.total !== tx.totalFen)
      throw new ApiError(400, "PARAM_ERROR", "订单金额或退款金额与之前请求不一致，请核实后再试");
    const taken = [...refunds.values()]
      .filter((other) => other.outTradeNo === tx.outTradeNo && other.status !== "CLOSED")
      .reduce((sum, other) => sum + other.refundFen, 0);
    if (taken + body.amount.refund > tx.totalFen)
      throw new ApiError(400, "INVALID_REQUEST", "申请退款金额超过订单可退金额");
    const created: FakeRefund = {
      outRefundNo: body.out_refund_no,
      outTradeNo: tx.outTradeNo,
      transactionId: tx.transactionId!,
      refundId: `50${randomDigits(30)}`,
      refundFen: body.amount.refund,
      totalFen: tx.totalFen,
      ...(body.reason ? { reason: body.reason } : {}),
      ...(body.notify_url ? { notifyUrl: body.notify_url } : {}),
      status: "PROCESSING",
      createdAt: now(),
      request,
    };
    refunds.set(created.outRefundNo, created);
    log(`refund requested ${created.outRefundNo} for ${tx.outTradeNo}: ${yuan(created.refundFen)} 元`);
    if (options.autoCompleteRefunds) {
      const { status, delayMs } = options.autoCompleteRefunds;
      void sleep(delayMs).then(() => {
        if (!closed && created.status === "PROCESSING")
          void completeRefund(created.outRefundNo, status).catch(() => undefined);
      });
    }
    return refundView(created);
  }

  /** The bill_type=ALL CSV of one Beijing day: a line per payment and per successful refund, then the summary. */
  function tradeBill(billDate: string): Buffer | null {
    const day = (rfc3339: string | undefined) => rfc3339?.slice(0, 10);
    const time = (rfc3339: string) => rfc3339.slice(0, 19).replace("T", " ");
    const header =
      "交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注";
    const line = (cells: string[]) => cells.map((cell) => `\`${cell}`).join(",");
    const lines: string[] = [];
    let paidFen = 0;
    let refundedFen = 0;
    let feeUnits = 0;
    let count = 0;
    for (const tx of transactions.values()) {
      if (!tx.successTime || day(tx.successTime) !== billDate) continue;
      count++;
      paidFen += tx.totalFen;
      feeUnits += tx.totalFen * 6;
      lines.push(
        line([
          time(tx.successTime),
          keys.appid,
          keys.mchid,
          "0",
          "",
          tx.transactionId!,
          tx.outTradeNo,
          tx.payerOpenid ?? "",
          tx.channel,
          "SUCCESS",
          "OTHERS",
          "CNY",
          yuan(tx.totalFen),
          "0.00",
          "0",
          "0",
          "0.00",
          "0.00",
          "",
          "",
          tx.description,
          tx.attach ?? "",
          fee(tx.totalFen),
          "0.60%",
          yuan(tx.totalFen),
          "0.00",
          "",
        ]),
      );
    }
    for (const refund of refunds.values()) {
      if (refund.status !== "SUCCESS" || day(refund.successTime) !== billDate) continue;
      const tx = transactions.get(refund.outTradeNo)!;
      count++;
      refundedFen += refund.refundFen;
      feeUnits -= refund.refundFen * 6;
      lines.push(
        line([
          time(refund.successTime!),
          keys.appid,
          keys.mchid,
          "0",
          "",
          refund.transactionId,
          refund.outTradeNo,
          tx.payerOpenid ?? "",
          tx.channel,
          "REFUND",
          "OTHERS",
          "CNY",
          yuan(tx.totalFen),
          "0.00",
          refund.refundId,
          refund.outRefundNo,
          yuan(refund.refundFen),
          "0.00",
          "ORIGINAL",
          "SUCCESS",
          tx.description,
          tx.attach ?? "",
          fee(-refund.refundFen),
          "0.60%",
          yuan(tx.totalFen),
          yuan(refund.refundFen),
          "",
        ]),
      );
    }
    if (count === 0) return null;
    const feeText = `${feeUnits < 0 ? "-" : ""}${Math.floor(Math.abs(feeUnits) / 100_000)}.${String(Math.abs(feeUnits) % 100_000).padStart(5, "0")}`;
    const summary = [
      "总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额",
      line([String(count), yuan(paidFen), yuan(refundedFen), "0.00", feeText, yuan(paidFen), yuan(refundedFen)]),
    ];
    return Buffer.from(`${[header, ...lines, ...summary].join("\r\n")}\r\n`, "utf8");
  }

  function handleApi(
    method: string,
    url: URL,
    body: string,
  ): { status: number; json?: unknown; raw?: Buffer; signed: boolean } {
    const route = `${method} ${url.pathname}`;
    let match: RegExpExecArray | null;
    match = /^POST \/v3\/pay\/transactions\/(native|h5|jsapi)$/.exec(route);
    if (match) {
      const channel = ({ native: "NATIVE", h5: "MWEB", jsapi: "JSAPI" } as const)[
        match[1] as "native" | "h5" | "jsapi"
      ];
      return { status: 200, json: order(channel, parseJson(body)), signed: true };
    }
    match = /^GET \/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(route);
    if (match) {
      param(url.searchParams.get("mchid") === keys.mchid, "mchid 参数缺失或与商户号不符");
      const tx = transactions.get(decodeURIComponent(match[1]!));
      if (!tx) throw new ApiError(404, "ORDER_NOT_EXIST", "订单不存在");
      return { status: 200, json: transactionView(tx), signed: true };
    }
    match = /^POST \/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/.exec(route);
    if (match) {
      param(parseJson(body).mchid === keys.mchid, "mchid 缺失或与商户号不符");
      const tx = transactions.get(decodeURIComponent(match[1]!));
      if (!tx) throw new ApiError(404, "ORDER_NOT_EXIST", "订单不存在");
      if (tx.tradeState === "SUCCESS" || tx.tradeState === "REFUND")
        throw new ApiError(400, "ORDERPAID", "该订单已支付");
      tx.tradeState = "CLOSED";
      log(`closed ${tx.outTradeNo}`);
      return { status: 204, signed: true };
    }
    if (route === "POST /v3/refund/domestic/refunds")
      return { status: 200, json: refund(parseJson(body)), signed: true };
    match = /^GET \/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(route);
    if (match) {
      const found = refunds.get(decodeURIComponent(match[1]!));
      if (!found) throw new ApiError(404, "RESOURCE_NOT_EXISTS", "退款单不存在");
      return { status: 200, json: refundView(found), signed: true };
    }
    if (route === "GET /v3/bill/tradebill") {
      const billDate = url.searchParams.get("bill_date") ?? "";
      param(/^\d{4}-\d{2}-\d{2}$/.test(billDate), "bill_date 须为 YYYY-MM-DD");
      param(["ALL", "SUCCESS", "REFUND", null].includes(url.searchParams.get("bill_type")), "bill_type 不正确");
      if (billDate > beijing(now()).slice(0, 10)) throw new ApiError(400, "INVALID_REQUEST", "账单日期不能晚于今天");
      const file = tradeBill(billDate);
      if (!file) throw new ApiError(400, "NO_STATEMENT_EXIST", "账单文件不存在");
      const token = randomAlnum(24);
      bills.set(token, file);
      return {
        status: 200,
        json: {
          hash_type: "SHA1",
          hash_value: crypto.createHash("sha1").update(file).digest("hex"),
          download_url: `${baseUrl}/v3/billdownload/file?token=${token}`,
        },
        signed: true,
      };
    }
    if (route === "GET /v3/billdownload/file") {
      const file = bills.get(url.searchParams.get("token") ?? "");
      if (!file) throw new ApiError(400, "INVALID_REQUEST", "下载链接已失效");
      return { status: 200, raw: file, signed: false };
    }
    throw new ApiError(404, "NOT_FOUND", "请求的资源不存在");
  }

  // ---- pages for a developer's browser ----------------------------------------------------------------------

  function handlePage(method: string, url: URL, body: string, response: http.ServerResponse): void {
    const send = (status: number, html: string, headers: Record<string, string> = {}) => {
      response.writeHead(status, {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
        ...headers,
      });
      response.end(html);
    };
    const pending = () =>
      [...transactions.values()].filter((tx) => tx.tradeState === "NOTPAY" && now() <= tx.timeExpire);
    if (method === "GET" && url.pathname === "/") {
      send(200, listPage(pending(), [...transactions.values()]));
      return;
    }
    if (method === "GET" && url.pathname === "/scan") {
      const codeUrl = url.searchParams.get("code_url") ?? "";
      const tx = [...transactions.values()].find((candidate) => candidate.issued.includes(codeUrl));
      if (!tx) {
        send(404, messagePage("二维码无效", "没有这个 code_url 的订单。"));
        return;
      }
      if (tx.current !== codeUrl) {
        send(410, messagePage("二维码已失效", "商户已重新下单，这个二维码不能再用。"));
        return;
      }
      send(200, payPage(tx, ""));
      return;
    }
    if (method === "GET" && url.pathname === "/h5pay") {
      const prepayId = url.searchParams.get("prepay_id") ?? "";
      const tx = [...transactions.values()].find(
        (candidate) => candidate.channel === "MWEB" && candidate.current.includes(`prepay_id=${prepayId}&`),
      );
      if (!tx) {
        send(404, messagePage("链接已失效", "请回到商户页面重新发起支付。"));
        return;
      }
      send(200, payPage(tx, url.searchParams.get("redirect_url") ?? ""));
      return;
    }
    if (method === "POST" && url.pathname === "/pay") {
      const form = new URLSearchParams(body);
      const outTradeNo = form.get("out_trade_no") ?? "";
      const redirectUrl = form.get("redirect_url") ?? "";
      void pay(outTradeNo).then(
        () => {
          const target = /^https?:\/\//.test(redirectUrl) ? redirectUrl : `/?paid=${encodeURIComponent(outTradeNo)}`;
          response.writeHead(303, { Location: target, "Cache-Control": "no-store" });
          response.end();
        },
        (error: Error) => send(409, messagePage("无法支付", escapeHtml(error.message))),
      );
      return;
    }
    send(404, messagePage("没有这个页面", "fake WeChat Pay"));
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      void (async () => {
        const body = Buffer.concat(chunks).toString("utf8");
        const method = request.method ?? "GET";
        const rawUrl = request.url ?? "/";
        const url = new URL(rawUrl, baseUrl);
        if (!url.pathname.startsWith("/v3/")) return handlePage(method, url, body, response);

        const index = responseMisbehaviours.findIndex((m) => !m.pathPrefix || url.pathname.startsWith(m.pathPrefix));
        const m = index >= 0 ? responseMisbehaviours.splice(index, 1)[0]! : undefined;
        const record: RecordedRequest = { method, url: rawUrl, status: 0, authorized: false };
        const serial = request.headers["wechatpay-serial"];
        if (typeof serial === "string") record.wechatpaySerial = serial;
        requests.push(record);
        if (m?.delayMs) await sleep(m.delayMs);

        let status: number;
        let payload: Buffer;
        let signed = true;
        try {
          verifyAuthorization(method, rawUrl, body, request.headers.authorization);
          record.authorized = true;
          if (m?.fail) throw new ApiError(m.fail.status, m.fail.code, m.fail.message ?? "系统错误");
          const result = handleApi(method, url, body);
          status = result.status;
          signed = result.signed;
          payload =
            result.raw ??
            (result.json === undefined ? Buffer.alloc(0) : Buffer.from(JSON.stringify(result.json), "utf8"));
        } catch (error) {
          const apiError = error instanceof ApiError ? error : new ApiError(500, "SYSTEM_ERROR", "系统错误");
          if (!(error instanceof ApiError)) console.error("[fake-wechatpay]", error);
          status = apiError.status;
          signed = apiError.code !== "SIGN_ERROR"; // WeChat cannot sign an answer to a request it could not authenticate
          payload = Buffer.from(JSON.stringify({ code: apiError.code, message: apiError.message }), "utf8");
        }
        record.status = status;
        log(`${method} ${url.pathname} → ${status}`);
        if (m?.corruptBody && payload.byteLength > 0)
          payload[payload.byteLength - 3] = payload[payload.byteLength - 3]! ^ 0x01;

        const headers: Record<string, string> = { "Request-ID": crypto.randomUUID() };
        if (payload.byteLength > 0)
          headers["Content-Type"] = signed ? "application/json; charset=utf-8" : "application/octet-stream";
        if (signed && !m?.unsigned) {
          const bodyText = payload.toString("utf8");
          const known = typeof serial === "string" ? serial.toUpperCase() : "";
          const signWith =
            known === keys.publicKeyId ? "public-key" : known === keys.platformCertSerial ? "platform-cert" : undefined;
          const faulty = misbehave(bodyText, m ?? {}, signWith);
          Object.assign(headers, faulty.headers);
          if (m?.tamper) payload = Buffer.from(faulty.body, "utf8");
        }
        response.writeHead(status, headers);
        response.end(payload);
      })();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const envFor = (notifyUrl: string): Record<string, string> => ({
    WECHATPAY_MCHID: keys.mchid,
    WECHATPAY_APPID: keys.appid,
    WECHATPAY_MERCHANT_SERIAL: keys.merchantSerial,
    WECHATPAY_PRIVATE_KEY_PATH: path.join(dir, FILES.merchantKey),
    WECHATPAY_APIV3_KEY: keys.apiV3Key,
    ...(mode !== "platform-cert"
      ? { WECHATPAY_PUBLIC_KEY_PATH: path.join(dir, FILES.publicKey), WECHATPAY_PUBLIC_KEY_ID: keys.publicKeyId }
      : {}),
    ...(mode !== "public-key" ? { WECHATPAY_PLATFORM_CERT_PATH: path.join(dir, FILES.cert) } : {}),
    WECHATPAY_NOTIFY_URL: notifyUrl,
    WECHATPAY_BASE_URL: baseUrl,
  });

  const allDone = () => Promise.all(deliveries.map((delivery) => delivery.done)).then(() => undefined);

  return {
    baseUrl,
    env: envFor(options.notifyUrl ?? "http://127.0.0.1:3000/api/Tenpay/notify"),
    envFor,
    mchid: keys.mchid,
    appid: keys.appid,
    apiV3Key: keys.apiV3Key,
    merchantSerial: keys.merchantSerial,
    publicKeyId: keys.publicKeyId,
    platformCertSerial: keys.platformCertSerial,
    dir,
    now,
    setClockSkew(seconds) {
      skewSeconds = seconds;
    },
    transactions,
    refunds,
    requests,
    deliveries,
    pay,
    resendPaymentNotification,
    completeRefund,
    releaseHeld,
    buildNotification,
    sendNotification(raw, url, opts) {
      const target = url ?? options.notifyUrl;
      if (!target) throw new Error("fake WeChat Pay: sendNotification needs a URL (or options.notifyUrl)");
      return sendNotification(raw, target, { retry: opts?.retry ?? false });
    },
    signAsWechatPay,
    misbehaveNextResponse(misbehaviour) {
      responseMisbehaviours.push(misbehaviour);
    },
    verifyJsapiPaySign(params) {
      const message = `${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`;
      return crypto.verify(
        "sha256",
        Buffer.from(message, "utf8"),
        keys.merchantPublic,
        Buffer.from(params.paySign, "base64"),
      );
    },
    idle: allDone,
    async close() {
      closed = true;
      for (const cancel of cancellers) cancel();
      for (const timer of timers) clearTimeout(timer);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await allDone();
      if (ownsDir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
