import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { selfSignedCertificate } from "../../../tests/support/fake-wechat-pay/certificate";
import { readWechatPayConfig, WechatPayConfigError } from "./wechat-pay-config.server";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wechatpay-config-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const merchant = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
const platform = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
const write = (name: string, text: string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
};
const privateKeyPath = write(
  "apiclient_key.pem",
  merchant.privateKey.export({ type: "pkcs8", format: "pem" }) as string,
);
const publicKeyPath = write("pub_key.pem", platform.publicKey.export({ type: "spki", format: "pem" }) as string);
const CERT_SERIAL = "5157F09EFDC096DE15EBE81A47057A7232F1B8E1";
const certPath = write(
  "wechatpay_cert.pem",
  selfSignedCertificate({
    privateKey: platform.privateKey,
    publicKey: platform.publicKey,
    serialHex: CERT_SERIAL,
    commonName: "Tenpay.com Root CA",
    notBefore: new Date("2026-01-01T00:00:00Z"),
    notAfter: new Date("2031-01-01T00:00:00Z"),
  }),
);

const core = {
  WECHATPAY_MCHID: "1900009191",
  WECHATPAY_APPID: "wxd678efh567hg6787",
  WECHATPAY_MERCHANT_SERIAL: "408b07e79b8269fec3d5d3e6ab8ed163a6a380db",
  WECHATPAY_PRIVATE_KEY_PATH: privateKeyPath,
  WECHATPAY_APIV3_KEY: "0123456789abcdefABCDEF0123456789",
  WECHATPAY_NOTIFY_URL: "https://yantu.example.cn/api/Tenpay/notify",
};
const publicKeyMode = {
  ...core,
  WECHATPAY_PUBLIC_KEY_PATH: publicKeyPath,
  WECHATPAY_PUBLIC_KEY_ID: "PUB_KEY_ID_0119000091912026112300000000",
};

function errorOf(env: Record<string, string | undefined>): string {
  try {
    readWechatPayConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(WechatPayConfigError);
    return (error as Error).message;
  }
  throw new Error("expected a WechatPayConfigError");
}

describe("readWechatPayConfig", () => {
  it("is null when nothing is set (empty variables count as unset)", () => {
    expect(readWechatPayConfig({ NODE_ENV: "production", PATH: "/bin" })).toBeNull();
    expect(readWechatPayConfig({ WECHATPAY_MCHID: "", WECHATPAY_APPID: "" })).toBeNull();
  });

  it("reads the public-key mode: keys, ids, official host by default", () => {
    const config = readWechatPayConfig({ ...publicKeyMode, NODE_ENV: "production" })!;
    expect(config).toMatchObject({
      mchid: "1900009191",
      appid: "wxd678efh567hg6787",
      merchantSerial: "408B07E79B8269FEC3D5D3E6AB8ED163A6A380DB",
      apiV3Key: core.WECHATPAY_APIV3_KEY,
      preferredWechatpaySerial: "PUB_KEY_ID_0119000091912026112300000000",
      notifyUrl: core.WECHATPAY_NOTIFY_URL,
      baseUrl: "https://api.mch.weixin.qq.com",
    });
    expect([...config.wechatpayKeys.keys()]).toEqual(["PUB_KEY_ID_0119000091912026112300000000"]);
    expect(config.merchantPrivateKey.type).toBe("private");
  });

  it("reads the platform-certificate mode, taking the serial from the certificate, and both modes at once", () => {
    const certOnly = readWechatPayConfig({ ...core, WECHATPAY_PLATFORM_CERT_PATH: certPath })!;
    expect([...certOnly.wechatpayKeys.keys()]).toEqual([CERT_SERIAL]);
    expect(certOnly.preferredWechatpaySerial).toBe(CERT_SERIAL);
    expect(certOnly.wechatpayKeys.get(CERT_SERIAL)!.equals(platform.publicKey)).toBe(true);
    const both = readWechatPayConfig({ ...publicKeyMode, WECHATPAY_PLATFORM_CERT_PATH: certPath })!;
    expect([...both.wechatpayKeys.keys()].sort()).toEqual(
      [CERT_SERIAL, "PUB_KEY_ID_0119000091912026112300000000"].sort(),
    );
    expect(both.preferredWechatpaySerial).toBe("PUB_KEY_ID_0119000091912026112300000000");
  });

  it("names every missing variable of a half-configured set", () => {
    expect(errorOf({ WECHATPAY_MCHID: "1900009191" })).toMatch(
      /Missing: WECHATPAY_APPID, WECHATPAY_MERCHANT_SERIAL, WECHATPAY_PRIVATE_KEY_PATH, WECHATPAY_APIV3_KEY, WECHATPAY_NOTIFY_URL, WECHATPAY_PUBLIC_KEY_PATH \+ WECHATPAY_PUBLIC_KEY_ID \(or WECHATPAY_PLATFORM_CERT_PATH\)/,
    );
    expect(errorOf({ ...core, WECHATPAY_PUBLIC_KEY_PATH: publicKeyPath })).toMatch(/Missing: WECHATPAY_PUBLIC_KEY_ID$/);
    expect(errorOf({ ...core, WECHATPAY_PUBLIC_KEY_ID: "PUB_KEY_ID_01" })).toMatch(
      /Missing: WECHATPAY_PUBLIC_KEY_PATH$/,
    );
  });

  it("refuses malformed values, naming them", () => {
    const message = errorOf({
      ...publicKeyMode,
      WECHATPAY_MCHID: "19-00",
      WECHATPAY_APIV3_KEY: "short",
      WECHATPAY_NOTIFY_URL: "https://x.cn/notify?a=1",
      WECHATPAY_PUBLIC_KEY_ID: "abc",
    });
    for (const name of ["WECHATPAY_MCHID", "WECHATPAY_APIV3_KEY", "WECHATPAY_NOTIFY_URL", "WECHATPAY_PUBLIC_KEY_ID"])
      expect(message).toContain(name);
    expect(errorOf({ ...publicKeyMode, WECHATPAY_PRIVATE_KEY_PATH: path.join(dir, "missing.pem") })).toMatch(
      /WECHATPAY_PRIVATE_KEY_PATH: cannot read .*ENOENT/,
    );
    expect(errorOf({ ...publicKeyMode, WECHATPAY_PUBLIC_KEY_PATH: privateKeyPath })).toMatch(
      /WECHATPAY_PUBLIC_KEY_PATH: .* is not a PEM public key/,
    );
    expect(errorOf({ ...publicKeyMode, WECHATPAY_PRIVATE_KEY_PATH: certPath })).toMatch(
      /WECHATPAY_PRIVATE_KEY_PATH: .* is not a PEM private key/,
    );
    expect(errorOf({ ...core, WECHATPAY_PLATFORM_CERT_PATH: publicKeyPath })).toMatch(
      /WECHATPAY_PLATFORM_CERT_PATH: .* is not a PEM X.509 certificate/,
    );
  });

  it("takes a test base URL outside production only; production refuses any host but WeChat Pay's, at boot", () => {
    const fake = {
      ...publicKeyMode,
      WECHATPAY_BASE_URL: "http://127.0.0.1:3900/",
      WECHATPAY_NOTIFY_URL: "http://localhost:3000/api/Tenpay/notify",
    };
    expect(readWechatPayConfig({ ...fake, NODE_ENV: "development" })!.baseUrl).toBe("http://127.0.0.1:3900");
    expect(readWechatPayConfig({ ...fake, NODE_ENV: "test" })!.baseUrl).toBe("http://127.0.0.1:3900");
    const refused = errorOf({ ...fake, NODE_ENV: "production", WECHATPAY_NOTIFY_URL: core.WECHATPAY_NOTIFY_URL });
    expect(refused).toMatch(/WECHATPAY_BASE_URL: is refused in production: only https:\/\/api\.mch\.weixin\.qq\.com/);
    expect(
      errorOf({
        ...publicKeyMode,
        NODE_ENV: "production",
        WECHATPAY_BASE_URL: "https://api.mch.weixin.qq.com.evil.cn",
      }),
    ).toContain("WECHATPAY_BASE_URL");
    expect(
      readWechatPayConfig({
        ...publicKeyMode,
        NODE_ENV: "production",
        WECHATPAY_BASE_URL: "https://api2.mch.weixin.qq.com",
      })!.baseUrl,
    ).toBe("https://api2.mch.weixin.qq.com");
    expect(
      errorOf({
        ...publicKeyMode,
        NODE_ENV: "production",
        WECHATPAY_NOTIFY_URL: "http://yantu.example.cn/api/Tenpay/notify",
      }),
    ).toMatch(/WECHATPAY_NOTIFY_URL: must be https:\/\/ in production/);
  });
});
