// 全站敏感词 in the console (issue 25) on SQLite and PostgreSQL: the operator adds and removes the site's words on the
// page (a refused word kept with its message) and through the API, each change with one audit row and none for a
// refusal; a school's administrator gets 403 on both, and a school's own word is not the site's to remove.
import { Secret, TOTP } from "otpauth";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { loadSiteWordsPage, submitSiteWordsPage } from "~/modules/console/site-words-pages.server";
import { addSensitiveWord } from "~/modules/moderation/sensitive-words.server";
import { DEMO_CONSOLE_TOTP_SECRET, demoConsoleAccounts } from "~/seed/console-accounts";
import { callApi } from "../support/api-client";
import { loginDemo, schoolId, seedDemo } from "./course-fixtures";

const CONTEXT = { clientIp: "10.20.30.40" };
let operator: string;
let staff: string;

async function consoleLogin(phone: string, offset: number): Promise<string> {
  const { token } = await loginDemo(phone);
  const code = new TOTP({ secret: Secret.fromBase32(DEMO_CONSOLE_TOTP_SECRET) }).generate({
    timestamp: Date.now() + offset,
  });
  expect((await callApi("POST", "/api/console/sign-in", { token, body: { code } })).status).toBe(200);
  return token;
}

function page(token: string, form?: Record<string, string>): Request {
  const headers = new Headers({ cookie: `Authorization=${token}` });
  if (!form) return new Request("http://localhost/console/words", { headers });
  headers.set("content-type", "application/x-www-form-urlencoded");
  return new Request("http://localhost/console/words", { method: "POST", headers, body: new URLSearchParams(form) });
}

const rowsFor = (action: string) =>
  db
    .selectFrom("console_audit_log")
    .select(["school_id", "ip", "before_json", "after_json"])
    .where("action", "=", action)
    .execute();

beforeAll(async () => {
  await seedDemo();
  operator = await consoleLogin(demoConsoleAccounts[0].phoneNumber, 0);
  staff = await consoleLogin(demoConsoleAccounts[1].phoneNumber, 0);
});

describe("the site's sensitive words", () => {
  it("are added and removed by the operator on the page, a refused word kept with its message, one audit row each", async () => {
    const long = (await submitSiteWordsPage(
      page(operator, { intent: "addWord", word: "长".repeat(21) }),
      CONTEXT,
    )) as unknown as {
      data: { errors: Record<string, string>; values: Record<string, string> };
      init: { status: number };
    };
    expect([long.init.status, long.data.errors.word, long.data.values.word]).toEqual([
      400,
      "敏感词最多 20 个字",
      "长".repeat(21),
    ]);
    const added = (await submitSiteWordsPage(
      page(operator, { intent: "addWord", word: "泄题群" }),
      CONTEXT,
    )) as Response;
    expect([added.status, added.headers.get("location")]).toEqual([302, "/console/words"]);
    const dup = (await submitSiteWordsPage(
      page(operator, { intent: "addWord", word: "泄题群" }),
      CONTEXT,
    )) as unknown as {
      data: { errors: Record<string, string>; values: Record<string, string> };
      init: { status: number };
    };
    expect([dup.init.status, dup.data.errors.word, dup.data.values.word]).toEqual([409, "这个词已在词库中", "泄题群"]);

    const listed = await loadSiteWordsPage(page(operator), CONTEXT);
    const word = listed.words.find((entry) => entry.word === "泄题群")!;
    const removed = (await submitSiteWordsPage(
      page(operator, { intent: "removeWord", id: String(word.id) }),
      CONTEXT,
    )) as Response;
    expect(removed.status).toBe(302);
    expect((await loadSiteWordsPage(page(operator), CONTEXT)).words.some((entry) => entry.word === "泄题群")).toBe(
      false,
    );
    expect(await rowsFor("sensitive-word.add")).toEqual([
      { school_id: null, ip: CONTEXT.clientIp, before_json: null, after_json: '{"word":"泄题群"}' },
    ]);
    expect(await rowsFor("sensitive-word.remove")).toEqual([
      { school_id: null, ip: CONTEXT.clientIp, before_json: '{"word":"泄题群"}', after_json: null },
    ]);
  });

  it("are the operator's through the API; a school's administrator gets 403, and a school's own word is not the site's", async () => {
    const added = await callApi("POST", "/api/console/sensitive-words", {
      token: operator,
      body: { word: "网课代刷群" },
    });
    expect(added.body).toMatchObject({ code: 200, result: { word: "网课代刷群", site: true } });
    const listed = await callApi("GET", "/api/console/sensitive-words", { token: operator });
    expect(listed.body.result.items.map((item: { word: string }) => item.word)).toContain("网课代刷群");
    expect((await callApi("GET", "/api/console/sensitive-words", { token: staff })).status).toBe(403);
    expect(
      (await callApi("POST", "/api/console/sensitive-words", { token: staff, body: { word: "校内词" } })).status,
    ).toBe(403);
    await expect(loadSiteWordsPage(page(staff), CONTEXT)).rejects.toMatchObject({ init: { status: 403 } });

    const schoolWord = await addSensitiveWord(await schoolId("演示大学"), "本校专用词", null);
    const refused = await callApi("DELETE", `/api/console/sensitive-words/${schoolWord.id}`, { token: operator });
    expect(refused.body).toMatchObject({ code: 404, msg: "这个词不在全站词库中" });
    const removed = await callApi("DELETE", `/api/console/sensitive-words/${added.body.result.id}`, {
      token: operator,
    });
    expect(removed.status).toBe(200);
  });
});
