// The Aliyun SMS provider against a fake Dysmsapi on 127.0.0.1 that checks every request the way Aliyun does:
// required parameters, a fresh nonce and timestamp, and the HMAC-SHA1 signature recomputed here independently.
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { closeRateLimitStores } from "~/modules/rate-limit/rate-limit.server";
import { consumeSmsCode, sendSmsCode } from "~/modules/auth/sms-code.server";
import {
  createAliyunSmsProvider,
  setSmsProviderForTests,
  type AliyunSmsConfig,
} from "~/modules/auth/sms-provider.server";
import { domainErrorOf } from "../support/domain-error";

const ACCESS_KEY_ID = "LTAI-test-id";
const ACCESS_KEY_SECRET = "test/secret+with=odd*chars";

// RFC 3986 percent-encoding written byte by byte, deliberately not the provider's own implementation.
function rfc3986(value: string): string {
  let out = "";
  for (const byte of Buffer.from(value, "utf8")) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

function expectedSignature(params: Map<string, string>, secret: string): string {
  const canonical = [...params.entries()]
    .filter(([key]) => key !== "Signature")
    .map(([key, value]) => [rfc3986(key), rfc3986(value)])
    .sort(([a], [b]) => (a! < b! ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join("&");
  const stringToSign = `GET&${rfc3986("/")}&${rfc3986(canonical)}`;
  return crypto.createHmac("sha1", `${secret}&`).update(stringToSign).digest("base64");
}

interface Received {
  params: Map<string, string>;
  rawQuery: string;
}

const received: Received[] = [];
const nonces = new Set<string>();
let mode: "ok" | "business-limit" | "http-500" | "not-json" | "hang" = "ok";

function reply(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json;charset=utf-8" });
  res.end(JSON.stringify(body));
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  const params = new Map<string, string>();
  for (const [key, value] of url.searchParams) {
    if (params.has(key)) return reply(res, 400, { Code: "InvalidParameter", Message: `duplicate ${key}` });
    params.set(key, value);
  }
  received.push({ params, rawQuery: url.search.slice(1) });
  const requestId = crypto.randomUUID();
  if (req.method !== "GET" || url.pathname !== "/")
    return reply(res, 404, { Code: "InvalidAction.NotFound", RequestId: requestId });

  for (const name of [
    "AccessKeyId",
    "Action",
    "Format",
    "PhoneNumbers",
    "RegionId",
    "SignName",
    "Signature",
    "SignatureMethod",
    "SignatureNonce",
    "SignatureVersion",
    "TemplateCode",
    "TemplateParam",
    "Timestamp",
    "Version",
  ]) {
    if (!params.get(name))
      return reply(res, 400, { Code: "MissingParameter", Message: `missing ${name}`, RequestId: requestId });
  }
  if (params.get("AccessKeyId") !== ACCESS_KEY_ID)
    return reply(res, 404, { Code: "InvalidAccessKeyId.NotFound", RequestId: requestId });
  const timestamp = Date.parse(params.get("Timestamp")!);
  if (
    !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(params.get("Timestamp")!) ||
    Math.abs(Date.now() - timestamp) > 15 * 60_000
  ) {
    return reply(res, 400, { Code: "InvalidTimeStamp.Expired", RequestId: requestId });
  }
  if (nonces.has(params.get("SignatureNonce")!))
    return reply(res, 400, { Code: "SignatureNonceUsed", RequestId: requestId });
  nonces.add(params.get("SignatureNonce")!);
  if (params.get("Signature") !== expectedSignature(params, ACCESS_KEY_SECRET)) {
    return reply(res, 400, {
      Code: "SignatureDoesNotMatch",
      Message: "Specified signature is not matched",
      RequestId: requestId,
    });
  }

  switch (mode) {
    case "business-limit":
      return reply(res, 200, {
        Code: "isv.BUSINESS_LIMIT_CONTROL",
        Message: "触发分钟级流控Permits:1",
        RequestId: requestId,
      });
    case "http-500":
      return reply(res, 500, { Code: "InternalError", RequestId: requestId });
    case "not-json":
      res.writeHead(502, { "Content-Type": "text/html" });
      return res.end("<html>bad gateway</html>");
    case "hang":
      return; // never answers
    default:
      return reply(res, 200, { Code: "OK", Message: "OK", BizId: "900619746936498440^0", RequestId: requestId });
  }
});

let endpoint = "";
const config = (overrides: Partial<AliyunSmsConfig> = {}): AliyunSmsConfig => ({
  accessKeyId: ACCESS_KEY_ID,
  accessKeySecret: ACCESS_KEY_SECRET,
  signName: "研途考研",
  templateCode: "SMS_154950909",
  endpoint,
  timeoutMs: 2_000,
  ...overrides,
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await closeRateLimitStores();
});
beforeEach(() => {
  mode = "ok";
  received.length = 0;
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  setSmsProviderForTests(null);
});

describe("Aliyun SendSms", () => {
  it("sends a correctly signed request and resolves on Code OK", async () => {
    await createAliyunSmsProvider(config()).send("13800138000", "042137");
    expect(received).toHaveLength(1);
    const params = Object.fromEntries(received[0]!.params);
    expect(params).toMatchObject({
      Action: "SendSms",
      Version: "2017-05-25",
      Format: "JSON",
      RegionId: "cn-hangzhou",
      SignatureMethod: "HMAC-SHA1",
      SignatureVersion: "1.0",
      PhoneNumbers: "13800138000",
      SignName: "研途考研",
      TemplateCode: "SMS_154950909",
      TemplateParam: '{"code":"042137"}',
    });
    // Spaces would be %20 and never "+"; the Chinese sign name travels as UTF-8 percent-escapes.
    expect(received[0]!.rawQuery).not.toContain("+");
    expect(received[0]!.rawQuery).toContain("SignName=%E7%A0%94%E9%80%94%E8%80%83%E7%A0%94");
  });

  it("uses a fresh nonce every time", async () => {
    const provider = createAliyunSmsProvider(config());
    await provider.send("13800138000", "111111");
    await provider.send("13800138000", "222222");
    expect(received[0]!.params.get("SignatureNonce")).not.toBe(received[1]!.params.get("SignatureNonce"));
  });

  it("fails with 503 when the signature does not match (wrong secret)", async () => {
    const error = await domainErrorOf(
      createAliyunSmsProvider(config({ accessKeySecret: "wrong" })).send("13800138000", "123456"),
    );
    expect(error).toMatchObject({ status: 503, message: "短信发送失败，请稍后再试" });
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining("Code=SignatureDoesNotMatch"));
    for (const call of vi.mocked(console.error).mock.calls) expect(call.map(String).join(" ")).not.toContain("123456");
  });

  it.each(["business-limit", "http-500", "not-json"] as const)(
    "fails with 503 when the service answers %s",
    async (answer) => {
      mode = answer;
      const error = await domainErrorOf(createAliyunSmsProvider(config()).send("13800138000", "123456"));
      expect(error).toMatchObject({ status: 503, message: "短信发送失败，请稍后再试" });
    },
  );

  it("fails with 503 when the service does not answer in time", async () => {
    mode = "hang";
    const error = await domainErrorOf(
      createAliyunSmsProvider(config({ timeoutMs: 300 })).send("13800138000", "123456"),
    );
    expect(error.status).toBe(503);
  });

  it("fails with 503 when the service cannot be reached", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await domainErrorOf(
      createAliyunSmsProvider(config({ endpoint: `http://127.0.0.1:${port}` })).send("13800138000", "1"),
    );
    expect(error.status).toBe(503);
  });

  it("delivers the code sendSmsCode generated, which then verifies", async () => {
    setSmsProviderForTests(createAliyunSmsProvider(config()));
    const { captchaId } = await sendSmsCode("13700001234", { ip: "10.20.30.40" });
    const code = JSON.parse(received[0]!.params.get("TemplateParam")!).code as string;
    expect(code).toMatch(/^\d{6}$/);
    await expect(consumeSmsCode({ phoneNumber: "13700001234", captchaId, code })).resolves.toBeUndefined();
  });

  it("is not called at all when a send limit refuses", async () => {
    setSmsProviderForTests(createAliyunSmsProvider(config()));
    await sendSmsCode("13700005678", { ip: "10.20.30.41" });
    const error = await domainErrorOf(sendSmsCode("13700005678", { ip: "10.20.30.41" }));
    expect(error.status).toBe(429);
    expect(received).toHaveLength(1);
  });
});
