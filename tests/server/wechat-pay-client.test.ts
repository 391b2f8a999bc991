// The WeChat Pay client and notification parser against the local fake WeChat Pay over real HTTP: every call, the
// signature checked both ways (the fake refuses our bad requests with 401 SIGN_ERROR, we refuse its bad answers), and
// each kind of notification the fake can send, parsed by a small notify endpoint that answers as the app will.
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createWechatPayClient, type WechatPayClient } from "~/modules/payment/wechat-pay-client.server";
import { readWechatPayConfig, type WechatPayConfig } from "~/modules/payment/wechat-pay-config.server";
import {
  notificationAck,
  parseWechatPayNotification,
  type WechatPayNotification,
} from "~/modules/payment/wechat-pay-notification.server";
import { WechatPayError } from "~/modules/payment/wechat-pay-types";
import { startFakeWechatPay, type FakeWechatPay, type KeyMode } from "../support/fake-wechat-pay";

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  parsed: WechatPayNotification;
  status: number;
}

/** A notify endpoint as the app's will be: raw body → parse → 204, or 4xx {"code":"FAIL"}. `failFirst` answers 500 first. */
async function startNotifyEndpoint(config: () => WechatPayConfig) {
  const received: Received[] = [];
  let failFirst = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", async () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const parsed = parseWechatPayNotification(config(), request.headers, body, new Date());
      let answer = parsed.ok ? notificationAck.success() : notificationAck.failure(401, parsed.reason);
      if (parsed.ok && failFirst > 0) {
        failFirst--;
        answer = notificationAck.failure(500, "数据库暂不可用");
      }
      received.push({ headers: request.headers, body, parsed, status: answer.status });
      response.writeHead(answer.status, Object.fromEntries(answer.headers));
      response.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/Tenpay/notify`,
    received,
    failNext(times: number) {
      failFirst = times;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);
let serial = 0;
const tradeNo = () => `YT${Date.now()}${String(++serial).padStart(4, "0")}`;
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

async function expectWechatPayError(
  promise: Promise<unknown>,
  expected: Partial<Pick<WechatPayError, "status" | "code">> & { message?: RegExp },
) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(WechatPayError);
  const { message, ...rest } = expected;
  expect(error).toMatchObject(rest);
  if (message) expect((error as Error).message).toMatch(message);
  return error as WechatPayError;
}

describe("the WeChat Pay client against the fake (public-key mode)", () => {
  let fake: FakeWechatPay;
  let notify: Awaited<ReturnType<typeof startNotifyEndpoint>>;
  let config: WechatPayConfig;
  let client: WechatPayClient;

  beforeAll(async () => {
    notify = await startNotifyEndpoint(() => config);
    fake = await startFakeWechatPay({ retryScheduleMs: [30, 30, 60], minimumExpirySeconds: 60 });
    config = readWechatPayConfig({ ...fake.envFor(notify.url), NODE_ENV: "test" })!;
    client = createWechatPayClient(config, { timeoutMs: 2_000 });
  });

  afterAll(async () => {
    await fake?.close();
    await notify?.close();
  });

  beforeEach(() => {
    notify.received.length = 0;
  });

  it("creates a Native order with a signed request; identical re-ordering gives a new code_url, other parameters are a clash", async () => {
    const outTradeNo = tradeNo();
    const input = {
      outTradeNo,
      description: "考研英语 一",
      amountFen: 1990,
      timeExpire: inMinutes(30),
      attach: "order:1",
    };
    const first = await client.createNative(input);
    expect(first.codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(fake.requests.at(-1)).toMatchObject({
      method: "POST",
      url: "/v3/pay/transactions/native",
      status: 200,
      authorized: true,
      wechatpaySerial: fake.publicKeyId,
    });
    const second = await client.createNative(input);
    expect(second.codeUrl).not.toBe(first.codeUrl);
    expect(fake.transactions.get(outTradeNo)).toMatchObject({
      current: second.codeUrl,
      totalFen: 1990,
      channel: "NATIVE",
      attach: "order:1",
    });
    await expectWechatPayError(client.createNative({ ...input, amountFen: 1 }), {
      status: 400,
      code: "INVALID_REQUEST",
      message: /商户订单号重复/,
    });
    await expectWechatPayError(client.createNative({ ...input, outTradeNo: "bad no!" }), {
      status: 0,
      code: "PARAM_ERROR",
    });
    await expectWechatPayError(client.createNative({ ...input, outTradeNo: tradeNo(), timeExpire: inMinutes(0.5) }), {
      status: 400,
      code: "PARAM_ERROR",
    });
  });

  it("creates H5 and JSAPI orders; the JSAPI paySign verifies with the merchant key", async () => {
    const base = { description: "数学 全程班", amountFen: 19900, timeExpire: inMinutes(30) };
    const h5 = await client.createH5({ ...base, outTradeNo: tradeNo(), payerClientIp: "203.0.113.9", h5Type: "Wap" });
    expect(h5.h5Url.startsWith(`${fake.baseUrl}/h5pay?prepay_id=`)).toBe(true);
    const jsapi = await client.createJsapi({ ...base, outTradeNo: tradeNo(), openid: "oUpF8uMuAJO_M2pxb1Q9zNjWeS6o" });
    expect(jsapi.prepayId).toMatch(/^wx/);
    expect(jsapi.jsapi).toMatchObject({ appId: fake.appid, package: `prepay_id=${jsapi.prepayId}`, signType: "RSA" });
    expect(jsapi.jsapi.timeStamp).toMatch(/^\d{10}$/);
    expect(fake.verifyJsapiPaySign(jsapi.jsapi)).toBe(true);
  });

  it("queries (unknown → null, NOTPAY, then SUCCESS after paying) and closes (204 → closed; paid → already-paid)", async () => {
    expect(await client.queryTransaction("YT_NEVER_ORDERED")).toBeNull();
    const outTradeNo = tradeNo();
    await client.createNative({ outTradeNo, description: "政治 精讲", amountFen: 990, timeExpire: inMinutes(30) });
    expect(await client.queryTransaction(outTradeNo)).toMatchObject({
      outTradeNo,
      tradeState: "NOTPAY",
      amountTotalFen: 990,
      mchid: fake.mchid,
      appid: fake.appid,
    });
    await fake.pay(outTradeNo, { payerOpenid: "oPAYER" });
    const paid = await client.queryTransaction(outTradeNo);
    expect(paid).toMatchObject({
      tradeState: "SUCCESS",
      amountTotalFen: 990,
      currency: "CNY",
      payerOpenid: "oPAYER",
      transactionId: expect.stringMatching(/^4200\d{24}$/),
    });
    expect(paid!.successTime).toMatch(/\+08:00$/);
    expect(await client.closeTransaction(outTradeNo)).toBe("already-paid");

    const unpaid = tradeNo();
    await client.createNative({
      outTradeNo: unpaid,
      description: "政治 精讲",
      amountFen: 990,
      timeExpire: inMinutes(30),
    });
    expect(await client.closeTransaction(unpaid)).toBe("closed");
    expect((await client.queryTransaction(unpaid))!.tradeState).toBe("CLOSED");
    await expectWechatPayError(
      client.createNative({
        outTradeNo: unpaid,
        description: "政治 精讲",
        amountFen: 990,
        timeExpire: fake.transactions.get(unpaid)!.timeExpire,
      }),
      {
        code: "ORDER_CLOSED",
      },
    );
  });

  it("refunds (same out_refund_no on retry is the same refund), queries refunds, and refuses too much", async () => {
    const outTradeNo = tradeNo();
    await client.createNative({ outTradeNo, description: "英语 写作", amountFen: 5000, timeExpire: inMinutes(30) });
    await fake.pay(outTradeNo);
    expect(await client.queryRefund("RF_NEVER")).toBeNull();
    const input = {
      outTradeNo,
      outRefundNo: `RF${outTradeNo}`,
      reason: "7 天内未学习",
      refundFen: 3000,
      totalFen: 5000,
    };
    const refund = await client.refund(input);
    expect(refund).toMatchObject({
      outRefundNo: input.outRefundNo,
      outTradeNo,
      status: "PROCESSING",
      refundFen: 3000,
      totalFen: 5000,
    });
    expect((await client.refund(input)).refundId).toBe(refund.refundId);
    await expectWechatPayError(client.refund({ ...input, outRefundNo: `RG${outTradeNo}`, refundFen: 2001 }), {
      status: 400,
      code: "INVALID_REQUEST",
    });
    await expectWechatPayError(client.refund({ ...input, outRefundNo: `RH${outTradeNo}`, totalFen: 4999 }), {
      status: 400,
      code: "PARAM_ERROR",
    });
    expect(await client.queryRefund(input.outRefundNo)).toMatchObject({
      status: "PROCESSING",
      refundId: refund.refundId,
    });
    await fake.completeRefund(input.outRefundNo, "SUCCESS");
    expect(await client.queryRefund(input.outRefundNo)).toMatchObject({ status: "SUCCESS", refundFen: 3000 });
    expect((await client.queryTransaction(outTradeNo))!.tradeState).toBe("REFUND");
    const [event] = notify.received.filter((entry) => entry.parsed.ok && entry.parsed.refund);
    expect(event!.parsed).toMatchObject({
      ok: true,
      eventType: "REFUND.SUCCESS",
      refund: { outRefundNo: input.outRefundNo, status: "SUCCESS", refundFen: 3000, outTradeNo },
    });
  });

  it("downloads today's trade bill, checks its SHA1 and parses it in fen", async () => {
    const outTradeNo = tradeNo();
    await client.createNative({
      outTradeNo,
      description: "专业课 一对一",
      amountFen: 115,
      timeExpire: inMinutes(30),
      attach: "order:7",
    });
    await fake.pay(outTradeNo);
    const rows = await client.downloadTradeBill(today());
    expect(rows.find((row) => row.outTradeNo === outTradeNo)).toMatchObject({
      tradeState: "SUCCESS",
      totalFen: 115,
      mchid: fake.mchid,
      appid: fake.appid,
      transactionId: fake.transactions.get(outTradeNo)!.transactionId,
      attach: "order:7",
      refundId: null,
    });
    const refundLines = rows.filter((row) => row.tradeState === "REFUND");
    expect(refundLines).toEqual(
      expect.arrayContaining([expect.objectContaining({ refundFen: 3000, refundStatus: "SUCCESS" })]),
    );

    fake.misbehaveNextResponse({ pathPrefix: "/v3/billdownload/", corruptBody: true });
    await expectWechatPayError(client.downloadTradeBill(today()), { code: "BILL_HASH_MISMATCH" });
    await expectWechatPayError(client.downloadTradeBill("2020-01-01"), { status: 400, code: "NO_STATEMENT_EXIST" });
    await expectWechatPayError(client.downloadTradeBill("2026/11/23"), { code: "PARAM_ERROR" });
  });

  it("is refused with 401 SIGN_ERROR when our signature or clock is wrong", async () => {
    const impostor = createWechatPayClient({
      ...config,
      merchantPrivateKey: crypto.generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey,
    });
    await expectWechatPayError(impostor.queryTransaction("YT_ANY_000"), {
      status: 401,
      code: "SIGN_ERROR",
      message: /验签失败/,
    });
    const late = createWechatPayClient(config, { now: () => inMinutes(6) });
    await expectWechatPayError(late.queryTransaction("YT_ANY_000"), {
      status: 401,
      code: "SIGN_ERROR",
      message: /5分钟/,
    });
    const wrongSerial = createWechatPayClient({ ...config, merchantSerial: "0123456789ABCDEF" });
    await expectWechatPayError(wrongSerial.queryTransaction("YT_ANY_000"), {
      status: 401,
      code: "SIGN_ERROR",
      message: /序列号/,
    });
  });

  it("refuses answers whose signature is tampered, stale, unknown, a SIGNTEST probe or missing — and never fetches certificates", async () => {
    const outTradeNo = tradeNo();
    await client.createNative({ outTradeNo, description: "考研英语 二", amountFen: 100, timeExpire: inMinutes(30) });
    const cases = [
      { tamper: true },
      { staleTimestamp: true },
      { unknownSerial: true },
      { signtest: true },
      { unsigned: true },
    ] as const;
    for (const misbehaviour of cases) {
      fake.misbehaveNextResponse({ ...misbehaviour });
      await expectWechatPayError(client.queryTransaction(outTradeNo), { status: 200, code: "INVALID_SIGNATURE" });
    }
    fake.misbehaveNextResponse({ tamper: true });
    await expectWechatPayError(
      client.createNative({ outTradeNo: tradeNo(), description: "x", amountFen: 1, timeExpire: inMinutes(30) }),
      { code: "INVALID_SIGNATURE" },
    );
    expect(fake.requests.some((request) => request.url.startsWith("/v3/certificates"))).toBe(false);
    // A fake whose clock is 6 minutes ahead signs answers we must refuse as stale.
    fake.setClockSkew(360);
    try {
      const skewedClient = createWechatPayClient(config, { now: () => new Date(Date.now() + 360_000) });
      expect((await skewedClient.queryTransaction(outTradeNo))!.tradeState).toBe("NOTPAY"); // both clocks agree
      await expectWechatPayError(client.queryTransaction(outTradeNo), { status: 401, code: "SIGN_ERROR" }); // ours is 6 min behind
    } finally {
      fake.setClockSkew(0);
    }
  });

  it("retries a GET once after a 5xx or a timeout, never a POST", async () => {
    const outTradeNo = tradeNo();
    await client.createNative({ outTradeNo, description: "考研英语 三", amountFen: 100, timeExpire: inMinutes(30) });
    fake.misbehaveNextResponse({ fail: { status: 500, code: "SYSTEM_ERROR" } });
    expect((await client.queryTransaction(outTradeNo))!.tradeState).toBe("NOTPAY");
    fake.misbehaveNextResponse({ fail: { status: 503, code: "SYSTEM_ERROR" } });
    fake.misbehaveNextResponse({ fail: { status: 500, code: "SYSTEM_ERROR", message: "系统繁忙" } });
    await expectWechatPayError(client.queryTransaction(outTradeNo), {
      status: 500,
      code: "SYSTEM_ERROR",
      message: /系统繁忙/,
    });

    const quick = createWechatPayClient(config, { timeoutMs: 200 });
    fake.misbehaveNextResponse({ delayMs: 400 });
    expect((await quick.queryTransaction(outTradeNo))!.tradeState).toBe("NOTPAY");
    fake.misbehaveNextResponse({ delayMs: 400 });
    fake.misbehaveNextResponse({ delayMs: 400 });
    await expectWechatPayError(quick.queryTransaction(outTradeNo), { status: 0, code: "TIMEOUT" });

    const before = fake.requests.length;
    fake.misbehaveNextResponse({ fail: { status: 500, code: "SYSTEM_ERROR" } });
    await expectWechatPayError(client.closeTransaction(outTradeNo), { status: 500 });
    expect(fake.requests.length - before).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 500)); // let the delayed answers finish before the next test
  });

  describe("notifications", () => {
    async function paidOrder(amountFen = 1990) {
      const outTradeNo = tradeNo();
      await client.createNative({ outTradeNo, description: "考研英语 一", amountFen, timeExpire: inMinutes(30) });
      return outTradeNo;
    }

    it("parses an honest payment notification: verified over the raw body, decrypted, checked; answered 204", async () => {
      const outTradeNo = await paidOrder(1990);
      const [delivery] = await fake.pay(outTradeNo, { payerOpenid: "oPAYER" });
      expect(delivery!.attempts).toEqual([expect.objectContaining({ status: 204, responseBody: "" })]);
      const [entry] = notify.received;
      expect(entry!.parsed).toEqual({
        ok: true,
        id: delivery!.id,
        eventType: "TRANSACTION.SUCCESS",
        createTime: expect.stringMatching(/\+08:00$/),
        transaction: expect.objectContaining({
          outTradeNo,
          tradeState: "SUCCESS",
          amountTotalFen: 1990,
          currency: "CNY",
          payerOpenid: "oPAYER",
          mchid: fake.mchid,
          appid: fake.appid,
        }),
      });
      expect(entry!.headers["wechatpay-serial"]).toBe(fake.publicKeyId);
    });

    it("accepts every duplicate (the same id: idempotency is the database's job)", async () => {
      const outTradeNo = await paidOrder();
      const deliveries = await fake.pay(outTradeNo, { duplicate: 5 });
      expect(deliveries).toHaveLength(5);
      expect(notify.received).toHaveLength(5);
      expect(new Set(notify.received.map((entry) => entry.parsed.ok && entry.parsed.id))).toEqual(
        new Set([deliveries[0]!.id]),
      );
      expect(notify.received.every((entry) => entry.status === 204)).toBe(true);
      await fake.resendPaymentNotification(outTradeNo);
      expect(notify.received.at(-1)!.parsed).toMatchObject({ ok: true, id: deliveries[0]!.id });
    });

    it.each([
      ["a tampered byte", { tamper: "byte" as const }, /签名验证失败/],
      ["an added whitespace byte", { tamper: "whitespace" as const }, /签名验证失败/],
      ["a stale timestamp", { staleTimestamp: true }, /5 分钟/],
      ["an unknown serial", { unknownSerial: true }, /未知的 Wechatpay-Serial/],
      ["a SIGNTEST probe", { signtest: true }, /SIGNTEST/],
      ["another merchant's mchid", { wrongMchid: true }, /商户号不符/],
      ["another appid", { wrongAppid: true }, /appid 不符/],
    ])("refuses %s with 4xx {code: FAIL}, and the fake does not retry it", async (_name, misbehaviour, reason) => {
      const outTradeNo = await paidOrder();
      const [delivery] = await fake.pay(outTradeNo, misbehaviour);
      expect(notify.received).toHaveLength(1);
      expect(notify.received[0]!.parsed).toMatchObject({ ok: false, reason: expect.stringMatching(reason) });
      expect(delivery!.attempts).toHaveLength(1);
      expect(delivery!.attempts[0]!.status).toBe(401);
      expect(JSON.parse(delivery!.attempts[0]!.responseBody)).toMatchObject({
        code: "FAIL",
        message: expect.any(String),
      });
      await delivery!.done;
      expect(delivery!.delivered).toBe(false);
    });

    it("passes a wrong amount through verified (comparing amount.total with the order is the order side's job)", async () => {
      const outTradeNo = await paidOrder(1990);
      await fake.pay(outTradeNo, { wrongAmount: 1 });
      expect(notify.received[0]!.parsed).toMatchObject({ ok: true, transaction: { outTradeNo, amountTotalFen: 1 } });
    });

    it("is refused when the fake's clock is off by more than 5 minutes", async () => {
      const outTradeNo = await paidOrder();
      fake.setClockSkew(-400);
      try {
        await fake.pay(outTradeNo, { ignoreExpiry: true, retry: false });
      } finally {
        fake.setClockSkew(0);
      }
      expect(notify.received[0]!.parsed).toMatchObject({ ok: false, reason: expect.stringMatching(/5 分钟/) });
    });

    it("retries an honest notification answered 5xx until it gets 204", async () => {
      const outTradeNo = await paidOrder();
      notify.failNext(2);
      const [delivery] = await fake.pay(outTradeNo);
      await delivery!.done;
      expect(delivery!.attempts.map((attempt) => attempt.status)).toEqual([500, 500, 204]);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(delivery!.delivered).toBe(true);
    });

    it("holds notifications and releases them in reverse order, and delays them", async () => {
      const first = await paidOrder();
      const second = await paidOrder();
      expect(await fake.pay(first, { hold: true })).toEqual([]);
      await fake.pay(second, { hold: true });
      expect(notify.received).toHaveLength(0);
      await fake.releaseHeld("reverse");
      expect(notify.received.map((entry) => entry.parsed.ok && entry.parsed.transaction!.outTradeNo)).toEqual([
        second,
        first,
      ]);

      const third = await paidOrder();
      const started = Date.now();
      await fake.pay(third, { delayMs: 150 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    });

    it("lets a test craft its own: unknown event types verify, a wrong AAD does not decrypt, sendNotification posts the bytes", async () => {
      const other = fake.buildNotification("SECURITY_ECHO.SUCCESS", { hello: "world" }, { originalType: "echo" });
      await fake.sendNotification(other, notify.url);
      expect(notify.received[0]!.parsed).toEqual({
        ok: true,
        id: other.id,
        eventType: "SECURITY_ECHO.SUCCESS",
        createTime: expect.any(String),
      });

      const outTradeNo = await paidOrder();
      const badAad = fake.buildNotification(
        "TRANSACTION.SUCCESS",
        { out_trade_no: outTradeNo },
        { associatedData: "refund", originalType: "transaction" },
      );
      const body = JSON.parse(badAad.body);
      body.resource.associated_data = "transaction"; // what the app will use: not what it was sealed with
      const resigned = JSON.stringify(body);
      await fake.sendNotification(
        { headers: { "Content-Type": "application/json", ...fake.signAsWechatPay(resigned) }, body: resigned },
        notify.url,
      );
      expect(notify.received[1]!.parsed).toMatchObject({ ok: false, reason: expect.stringMatching(/解密失败/) });
    });
  });
});

describe.each<KeyMode>(["platform-cert", "both"])("the fake in %s mode", (mode) => {
  let fake: FakeWechatPay;
  let notify: Awaited<ReturnType<typeof startNotifyEndpoint>>;
  let config: WechatPayConfig;

  beforeAll(async () => {
    notify = await startNotifyEndpoint(() => config);
    fake = await startFakeWechatPay({ mode, retryScheduleMs: [] });
    config = readWechatPayConfig({ ...fake.envFor(notify.url), NODE_ENV: "test" })!;
  });

  afterAll(async () => {
    await fake?.close();
    await notify?.close();
  });

  it("verifies answers and notifications signed by whichever key the serial names", async () => {
    expect(config.wechatpayKeys.has(fake.platformCertSerial)).toBe(true);
    expect(config.wechatpayKeys.has(fake.publicKeyId)).toBe(mode === "both");
    const client = createWechatPayClient(config);
    const outTradeNo = tradeNo();
    await client.createNative({ outTradeNo, description: "考研英语 一", amountFen: 100, timeExpire: inMinutes(30) });
    expect(fake.requests.at(-1)!.wechatpaySerial).toBe(mode === "both" ? fake.publicKeyId : fake.platformCertSerial);
    await fake.pay(outTradeNo, { signWith: "platform-cert" });
    expect(notify.received.at(-1)!.parsed).toMatchObject({ ok: true, transaction: { outTradeNo } });
    await fake.resendPaymentNotification(outTradeNo, { signWith: "public-key" });
    expect(notify.received.at(-1)!.parsed.ok).toBe(mode === "both");
    expect((await client.queryTransaction(outTradeNo))!.tradeState).toBe("SUCCESS");
  });
});
