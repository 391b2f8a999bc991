// Image captchas on the real database: the endpoint's shape, the answer's life cycle (2 minutes, single use on any
// check, case-insensitive) and the dev inbox that lists answers while SMS_PROVIDER=console.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { clearDevInbox, devCaptchaAnswer, readDevInbox } from "~/modules/auth/dev-inbox.server";
import { createImageCaptcha, verifyImageCaptcha } from "~/modules/auth/image-captcha.server";
import { loader as inboxJsonLoader } from "~/routes/[__dev].inbox[.json]";
import { callApi } from "../support/api-client";

const T0 = new Date("2026-03-03T02:00:00Z").getTime();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

async function freshCaptcha() {
  const { captchaId, captcha } = await createImageCaptcha();
  const answer = devCaptchaAnswer(captchaId);
  if (!answer) throw new Error("answer not in the dev inbox");
  return { captchaId, captcha, answer };
}

describe("GET /api/System/image-captcha", () => {
  it("returns an SVG data URL and an id", async () => {
    const { status, body } = await callApi("GET", "/api/System/image-captcha");
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.result).toEqual({
      captcha: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      captchaId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const svg = Buffer.from(body.result.captcha.split(",")[1], "base64").toString("utf8");
    expect(svg.startsWith("<svg")).toBe(true);
    await expect(verifyImageCaptcha(body.result.captchaId, devCaptchaAnswer(body.result.captchaId)!)).resolves.toBe(
      true,
    );
  });

  it("gives a different captcha every time", async () => {
    const first = await callApi("GET", "/api/System/image-captcha");
    const second = await callApi("GET", "/api/System/image-captcha");
    expect(first.body.result.captchaId).not.toBe(second.body.result.captchaId);
    expect(first.body.result.captcha).not.toBe(second.body.result.captcha);
  });
});

describe("verifyImageCaptcha", () => {
  it("accepts the right answer once", async () => {
    const { captchaId, answer } = await freshCaptcha();
    expect(await verifyImageCaptcha(captchaId, answer)).toBe(true);
    expect(await verifyImageCaptcha(captchaId, answer)).toBe(false);
  });

  it("ignores case and surrounding spaces", async () => {
    const lower = await freshCaptcha();
    expect(await verifyImageCaptcha(lower.captchaId, lower.answer.toLowerCase())).toBe(true);
    const spaced = await freshCaptcha();
    expect(await verifyImageCaptcha(spaced.captchaId, ` ${spaced.answer} `)).toBe(true);
  });

  it("is used up by a wrong answer too", async () => {
    const { captchaId, answer } = await freshCaptcha();
    expect(await verifyImageCaptcha(captchaId, answer === "AAAA" ? "CCCC" : "AAAA")).toBe(false);
    expect(await verifyImageCaptcha(captchaId, answer)).toBe(false);
    const empty = await freshCaptcha();
    expect(await verifyImageCaptcha(empty.captchaId, "")).toBe(false);
    expect(await verifyImageCaptcha(empty.captchaId, empty.answer)).toBe(false);
  });

  it("lives 2 minutes", async () => {
    const early = await freshCaptcha();
    const late = await freshCaptcha();
    vi.setSystemTime(T0 + 2 * 60_000 - 1);
    expect(await verifyImageCaptcha(early.captchaId, early.answer)).toBe(true);
    vi.setSystemTime(T0 + 2 * 60_000);
    expect(await verifyImageCaptcha(late.captchaId, late.answer)).toBe(false);
  });

  it("refuses unknown and absurd ids", async () => {
    expect(await verifyImageCaptcha("no-such-id", "ABCD")).toBe(false);
    expect(await verifyImageCaptcha("", "ABCD")).toBe(false);
    expect(await verifyImageCaptcha("x".repeat(1_000), "ABCD")).toBe(false);
  });

  it("stores only a hash of the answer and prunes expired captchas", async () => {
    const { captchaId, answer } = await freshCaptcha();
    const row = await db
      .selectFrom("image_captchas")
      .selectAll()
      .where("captcha_id", "=", captchaId)
      .executeTakeFirstOrThrow();
    expect(row.answer_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row).toLowerCase()).not.toContain(answer.toLowerCase());
    expect(row.expires_at).toBe(T0 + 120_000);

    vi.setSystemTime(T0 + 10 * 60_000);
    await createImageCaptcha();
    const left = await db
      .selectFrom("image_captchas")
      .select("captcha_id")
      .where("expires_at", "<=", T0 + 10 * 60_000)
      .execute();
    expect(left).toEqual([]);
  });

  it("lets exactly one of several parallel checks of the right answer succeed", async () => {
    const { captchaId, answer } = await freshCaptcha();
    const results = await Promise.all(Array.from({ length: 6 }, () => verifyImageCaptcha(captchaId, answer)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});

describe("dev inbox", () => {
  it("lists captcha answers newest first in /__dev/inbox.json", async () => {
    clearDevInbox();
    const first = await freshCaptcha();
    vi.setSystemTime(T0 + 1_000);
    const second = await freshCaptcha();
    expect(readDevInbox().captcha.map((entry) => entry.captchaId)).toEqual([second.captchaId, first.captchaId]);

    const response = inboxJsonLoader();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      sms: [],
      captcha: [
        { captchaId: second.captchaId, answer: second.answer, at: new Date(T0 + 1_000).toISOString() },
        { captchaId: first.captchaId, answer: first.answer, at: new Date(T0).toISOString() },
      ],
      notices: [],
    });
  });
});
