import { beforeAll, describe, expect, it, vi } from "vitest";

let honeypot: typeof import("./honeypot.server");

beforeAll(async () => {
  vi.stubEnv("APP_SECRET", "honeypot-test-secret-honeypot-test-secret");
  honeypot = await import("./honeypot.server");
});

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe("the honeypot (remix-utils' Honeypot, seeded from APP_SECRET)", () => {
  it("hands out remix-utils' field names and an encrypted time", () => {
    const props = honeypot.honeypotInputProps();
    expect(props.nameFieldName).toBe("name__confirm");
    expect(props.validFromFieldName).toBe("from__confirm");
    expect(props.encryptedValidFrom).not.toMatch(/^\d+$/);
  });

  it("lets a person's post through: the text field empty, the time as served", () => {
    const props = honeypot.honeypotInputProps();
    expect(
      honeypot.isSpam(
        form({ phone: "13800000001", [props.nameFieldName]: "", from__confirm: props.encryptedValidFrom }),
      ),
    ).toBe(false);
  });

  it("does not check a post without either input (a page without the fields)", () => {
    expect(honeypot.isSpam(form({ phone: "13800000001" }))).toBe(false);
  });

  it.each([
    ["the text field filled", (valid: string) => ({ name__confirm: "http://spam.example", from__confirm: valid })],
    ["the text field missing", (valid: string) => ({ from__confirm: valid })],
    ["the time missing", () => ({ name__confirm: "" })],
    ["the time forged", () => ({ name__confirm: "", from__confirm: "1700000000000" })],
    ["the time garbled", () => ({ name__confirm: "", from__confirm: "U2FsdGVkX1+not-ours" })],
  ])("catches a bot's post: %s", (_label, fields) => {
    expect(honeypot.isSpam(form(fields(honeypot.honeypotInputProps().encryptedValidFrom)))).toBe(true);
  });

  it("catches a time from the future", () => {
    const later = Date.now() + 60_000;
    const { encryptedValidFrom } = honeypot.honeypotInputProps();
    vi.useFakeTimers({ now: later });
    const future = honeypot.honeypotInputProps().encryptedValidFrom;
    vi.useRealTimers();
    expect(honeypot.isSpam(form({ name__confirm: "", from__confirm: encryptedValidFrom }))).toBe(false);
    expect(honeypot.isSpam(form({ name__confirm: "", from__confirm: future }))).toBe(true);
  });
});
