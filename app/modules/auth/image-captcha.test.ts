import { describe, expect, it, vi } from "vitest";
import {
  generateCaptchaAnswer,
  hashCaptchaAnswer,
  IMAGE_CAPTCHA_ALPHABET,
  IMAGE_CAPTCHA_LENGTH,
  renderCaptchaImage,
} from "./image-captcha.server";

describe("generateCaptchaAnswer", () => {
  it("draws IMAGE_CAPTCHA_LENGTH characters from the unambiguous alphabet", () => {
    const allowed = new RegExp(`^[${IMAGE_CAPTCHA_ALPHABET}]{${IMAGE_CAPTCHA_LENGTH}}$`);
    for (let i = 0; i < 1_000; i++) expect(generateCaptchaAnswer()).toMatch(allowed);
    expect(IMAGE_CAPTCHA_ALPHABET).not.toMatch(/[0O1IL2Z5S8B]/);
  });

  it("uses every character and never Math.random", () => {
    const spy = vi.spyOn(Math, "random");
    const seen = new Set(Array.from({ length: 500 }, () => generateCaptchaAnswer()).join(""));
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
    expect(seen.size).toBe(IMAGE_CAPTCHA_ALPHABET.length);
  });
});

describe("hashCaptchaAnswer", () => {
  const secret = "k".repeat(32);
  it("ignores case and surrounding spaces", () => {
    const upper = hashCaptchaAnswer(secret, "c1", "AB3D");
    expect(hashCaptchaAnswer(secret, "c1", "ab3d")).toBe(upper);
    expect(hashCaptchaAnswer(secret, "c1", " aB3d ")).toBe(upper);
    expect(hashCaptchaAnswer(secret, "c2", "AB3D")).not.toBe(upper);
    expect(hashCaptchaAnswer(secret, "c1", "AB3E")).not.toBe(upper);
  });
});

describe("renderCaptchaImage", () => {
  it("is an SVG data URL in base64 that does not contain the answer as text", () => {
    const url = renderCaptchaImage("KM47");
    expect(url).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
    const svg = Buffer.from(url.slice(url.indexOf(",") + 1), "base64").toString("utf8");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toMatch(/<\/svg>$/);
    expect(svg).not.toContain("KM47");
    expect(svg.match(/<path fill=/g)?.length).toBe(4); // one outline per character
  });
});
