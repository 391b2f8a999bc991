import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  authorizationHeader,
  decryptAeadAes256Gcm,
  jsapiPayParams,
  newNonce,
  parseAuthorizationHeader,
  requestSigningString,
  responseSigningString,
  verifyWechatpaySignature,
  wechatpaySignatureHeaders,
} from "./wechat-pay-signature";

const merchant = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
const platform = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
const stranger = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
const PUB_KEY_ID = "PUB_KEY_ID_0114232134912410000000000000";
const keys = new Map([[PUB_KEY_ID, platform.publicKey]]);
const NOW = new Date("2026-11-23T12:30:00Z");
const T = Math.floor(NOW.getTime() / 1000);
const BODY = '{"id":"EV-2018022511223320873","event_type":"TRANSACTION.SUCCESS"}';

/** Signs like WeChat Pay does, written out here independently of the module. */
function wechatSign(
  body: string,
  timestamp = T,
  nonce = "5K8264ILTKCH16CQ2502SI8ZNMTM67VS",
  key = platform.privateKey,
) {
  return {
    serial: PUB_KEY_ID,
    nonce,
    timestamp: String(timestamp),
    signature: crypto.sign("sha256", Buffer.from(`${timestamp}\n${nonce}\n${body}\n`), key).toString("base64"),
  };
}

describe("request signing", () => {
  it("builds METHOD\\npath?query\\ntimestamp\\nnonce\\nbody\\n, with an empty body line for GET", () => {
    expect(
      requestSigningString(
        "post",
        "/v3/pay/transactions/native",
        1554208460,
        "593BEC0C930BF1AFEB40B4A08C8FB242",
        '{"a":1}',
      ),
    ).toBe('POST\n/v3/pay/transactions/native\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n{"a":1}\n');
    expect(requestSigningString("GET", "/v3/certificates?x=1", 1554208460, "N")).toBe(
      "GET\n/v3/certificates?x=1\n1554208460\nN\n\n",
    );
  });

  it("writes an Authorization header that parses back and verifies with the merchant public key", () => {
    const signer = {
      mchid: "1900009191",
      serialNo: "408B07E79B8269FEC3D5D3E6AB8ED163A6A380DB",
      privateKey: merchant.privateKey,
    };
    const header = authorizationHeader(
      signer,
      { method: "GET", pathAndQuery: "/v3/pay/transactions/out-trade-no/ORDER-0001?mchid=1900009191" },
      { timestamp: T, nonce: "ABC" },
    );
    expect(header).toMatch(
      /^WECHATPAY2-SHA256-RSA2048 mchid="1900009191",nonce_str="ABC",signature="[A-Za-z0-9+/=]+",timestamp="\d{10}",serial_no="408B07E7/,
    );
    const parts = parseAuthorizationHeader(header)!;
    expect(parts).toMatchObject({
      mchid: "1900009191",
      nonce_str: "ABC",
      timestamp: String(T),
      serial_no: signer.serialNo,
    });
    const message = `GET\n/v3/pay/transactions/out-trade-no/ORDER-0001?mchid=1900009191\n${T}\nABC\n\n`;
    expect(
      crypto.verify("sha256", Buffer.from(message), merchant.publicKey, Buffer.from(parts.signature, "base64")),
    ).toBe(true);
    expect(parseAuthorizationHeader("Bearer x")).toBeNull();
    expect(parseAuthorizationHeader('WECHATPAY2-SHA256-RSA2048 mchid="1"')).toBeNull();
  });

  it("uses whole seconds and random nonces", () => {
    const header = authorizationHeader(
      { mchid: "1", serialNo: "AB", privateKey: merchant.privateKey },
      { method: "GET", pathAndQuery: "/" },
    );
    expect(parseAuthorizationHeader(header)!.timestamp).toMatch(/^\d{10}$/);
    expect(newNonce()).toMatch(/^[0-9A-F]{32}$/);
    expect(newNonce()).not.toBe(newNonce());
  });
});

describe("verifying WeChat Pay's signature", () => {
  it("accepts the exact raw body, as a string or bytes", () => {
    expect(verifyWechatpaySignature(wechatSign(BODY), BODY, keys, NOW)).toEqual({ ok: true, serial: PUB_KEY_ID });
    expect(verifyWechatpaySignature(wechatSign(BODY), Buffer.from(BODY), keys, NOW).ok).toBe(true);
    expect(verifyWechatpaySignature(wechatSign(""), "", keys, NOW).ok).toBe(true); // a 204 answer
  });

  it("refuses a body with one byte changed, or with whitespace added", () => {
    const headers = wechatSign(BODY);
    expect(verifyWechatpaySignature(headers, BODY.replace("EV-2", "EV-3"), keys, NOW)).toMatchObject({
      ok: false,
      reason: "签名验证失败",
    });
    expect(verifyWechatpaySignature(headers, BODY.replace(",", ", "), keys, NOW).ok).toBe(false);
    expect(verifyWechatpaySignature(headers, JSON.stringify(JSON.parse(BODY), null, 1), keys, NOW).ok).toBe(false);
  });

  it("refuses a timestamp more than 300 s away either way (and milliseconds), but takes exactly 300 s", () => {
    expect(verifyWechatpaySignature(wechatSign(BODY, T - 300), BODY, keys, NOW).ok).toBe(true);
    expect(verifyWechatpaySignature(wechatSign(BODY, T - 301), BODY, keys, NOW)).toMatchObject({
      ok: false,
      reason: expect.stringContaining("5 分钟"),
    });
    expect(verifyWechatpaySignature(wechatSign(BODY, T + 301), BODY, keys, NOW).ok).toBe(false);
    expect(verifyWechatpaySignature(wechatSign(BODY, T * 1000), BODY, keys, NOW).ok).toBe(false);
  });

  it("refuses a signature made with another key, an unknown serial, a SIGNTEST probe, missing headers", () => {
    expect(verifyWechatpaySignature(wechatSign(BODY, T, "N", stranger.privateKey), BODY, keys, NOW)).toMatchObject({
      ok: false,
      reason: "签名验证失败",
    });
    expect(verifyWechatpaySignature({ ...wechatSign(BODY), serial: "PUB_KEY_ID_0999" }, BODY, keys, NOW)).toMatchObject(
      {
        ok: false,
        reason: expect.stringContaining("未知的 Wechatpay-Serial"),
      },
    );
    const probe = { ...wechatSign(BODY), signature: `WECHATPAY/SIGNTEST/${crypto.randomBytes(64).toString("base64")}` };
    expect(verifyWechatpaySignature(probe, BODY, keys, NOW)).toMatchObject({
      ok: false,
      reason: expect.stringContaining("SIGNTEST"),
    });
    expect(verifyWechatpaySignature({ ...wechatSign(BODY), nonce: null }, BODY, keys, NOW).ok).toBe(false);
    expect(verifyWechatpaySignature({ ...wechatSign(BODY), signature: "not base64!" }, BODY, keys, NOW).ok).toBe(false);
  });

  it("matches serials without regard to case and reads headers from fetch Headers or a Node record", () => {
    const certKeys = new Map([["5157F09EFDC096DE15EBE81A47057A7232F1B8E1", platform.publicKey]]);
    const signed = { ...wechatSign(BODY), serial: "5157f09efdc096de15ebe81a47057a7232f1b8e1" };
    expect(verifyWechatpaySignature(signed, BODY, certKeys, NOW).ok).toBe(true);
    const record = {
      "wechatpay-serial": "S",
      "Wechatpay-Signature": "G",
      "wechatpay-timestamp": ["1"],
      "wechatpay-nonce": "N",
    };
    expect(wechatpaySignatureHeaders(record)).toEqual({ serial: "S", signature: "G", timestamp: "1", nonce: "N" });
    expect(wechatpaySignatureHeaders(new Headers({ "Wechatpay-Serial": "S" })).serial).toBe("S");
  });

  it("signs responses over timestamp\\nnonce\\nbody\\n", () => {
    expect(responseSigningString(1, "n", "{}")).toBe("1\nn\n{}\n");
    expect(Buffer.isBuffer(responseSigningString(1, "n", Buffer.from("{}")))).toBe(true);
  });
});

describe("AEAD_AES_256_GCM", () => {
  const apiV3Key = "a".repeat(16) + "B".repeat(16);
  function encrypt(plaintext: string, aad: string, key = apiV3Key, nonce = "0123456789ab") {
    const cipher = crypto.createCipheriv("aes-256-gcm", Buffer.from(key), Buffer.from(nonce));
    cipher.setAAD(Buffer.from(aad));
    return {
      algorithm: "AEAD_AES_256_GCM",
      nonce,
      associated_data: aad,
      ciphertext: Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]).toString("base64"),
    };
  }

  it("decrypts with the APIv3 key, the nonce and the AAD (empty AAD too)", () => {
    const plaintext = JSON.stringify({ out_trade_no: "ORDER-0001", trade_state: "SUCCESS", amount: { total: 1990 } });
    expect(decryptAeadAes256Gcm(encrypt(plaintext, "transaction"), apiV3Key)).toBe(plaintext);
    expect(decryptAeadAes256Gcm({ ...encrypt("中文", ""), associated_data: undefined }, Buffer.from(apiV3Key))).toBe(
      "中文",
    );
  });

  it("refuses a wrong key, a wrong AAD, a damaged tag or ciphertext, another algorithm", () => {
    const resource = encrypt("{}", "transaction");
    expect(() => decryptAeadAes256Gcm(resource, "c".repeat(32))).toThrow(/解密失败/);
    expect(() => decryptAeadAes256Gcm({ ...resource, associated_data: "refund" }, apiV3Key)).toThrow(/解密失败/);
    const bytes = Buffer.from(resource.ciphertext, "base64");
    bytes[bytes.byteLength - 1]! ^= 1;
    expect(() => decryptAeadAes256Gcm({ ...resource, ciphertext: bytes.toString("base64") }, apiV3Key)).toThrow(
      /解密失败/,
    );
    const body = Buffer.from(resource.ciphertext, "base64");
    body[0]! ^= 1;
    expect(() => decryptAeadAes256Gcm({ ...resource, ciphertext: body.toString("base64") }, apiV3Key)).toThrow(
      /解密失败/,
    );
    expect(() => decryptAeadAes256Gcm({ ...resource, algorithm: "AES_256_CBC" }, apiV3Key)).toThrow(/不支持/);
    expect(() => decryptAeadAes256Gcm(resource, "short")).toThrow(/32 字节/);
    expect(() => decryptAeadAes256Gcm({ ...resource, ciphertext: "AAAA" }, apiV3Key)).toThrow(/过短/);
  });
});

describe("JSAPI paySign", () => {
  it("signs appId\\ntimeStamp\\nnonceStr\\npackage\\n with the merchant key, timeStamp in seconds", () => {
    const params = jsapiPayParams("wx8888888888888888", "wx201410272009395522657a690389285100", merchant.privateKey, {
      now: NOW,
      nonce: "5K8264ILTKCH16CQ2502SI8ZNMTM67VS",
    });
    expect(params).toMatchObject({
      appId: "wx8888888888888888",
      timeStamp: String(T),
      package: "prepay_id=wx201410272009395522657a690389285100",
      signType: "RSA",
    });
    const message = `wx8888888888888888\n${T}\n5K8264ILTKCH16CQ2502SI8ZNMTM67VS\nprepay_id=wx201410272009395522657a690389285100\n`;
    expect(
      crypto.verify("sha256", Buffer.from(message), merchant.publicKey, Buffer.from(params.paySign, "base64")),
    ).toBe(true);
  });
});
