// 资讯发布 in the console (issue 26) on SQLite and PostgreSQL: the operator writes a draft on the page or through the
// API, students see nothing of it until it is published, a save names the version it read (an older one is refused
// with the typed text kept), unpublishing hides it without losing its favourites and publishing again keeps its first
// publication time; one audit row per change and none for a save that changes nothing; a school's administrator gets
// 403; bad input gets its Chinese message per field.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { loadNewsEditor, loadNewsEditorList, submitNewsEditor } from "~/modules/console/news-editor-pages.server";
import { getNewsDetail, listNews, setNewsCollect } from "~/modules/news/news.server";
import { demoConsoleAccounts } from "~/seed/console-accounts";
import { callApi } from "../support/api-client";
import { signedInPageRequest } from "../support/page-request";
import { asConsoleSession } from "../support/console-session";
import { loginDemo, seedDemo } from "./course-fixtures";

const CONTEXT = { clientIp: "10.20.30.42" };

let operator: string;
let staff: string;
let student: { id: number; token: string };

const pageRequest = (token: string, path: string, form?: Record<string, string>) =>
  signedInPageRequest(`http://localhost${path}`, token, form);

type Refused = { data: { errors: Record<string, string>; values: Record<string, string> }; init: { status: number } };

const draft = (tag: string) => ({
  title: `2027 年考研报名须知（${tag}）`,
  category: "policy",
  summary: `报名时间与注意事项 ${tag}`,
  content: `第一段 ${tag}。\n\n第二段：网上报名 10 月进行。`,
  source: "研途编辑部",
  author: "小研",
});

const auditRows = async (id: number) =>
  (
    await db
      .selectFrom("console_audit_log")
      .select(["action", "before_json", "after_json"])
      .where("target_type", "=", "news")
      .where("target_id", "=", String(id))
      .orderBy("id")
      .execute()
  ).map((row) => row.action);

const idOf = (response: Response) =>
  Number(/\/console\/news\/(\d+)$/.exec(response.headers.get("location") ?? "")?.[1]);

beforeAll(async () => {
  await seedDemo();
  operator = (await loginDemo(demoConsoleAccounts[0].phoneNumber)).token;
  await asConsoleSession(operator);
  staff = (await loginDemo(demoConsoleAccounts[1].phoneNumber)).token;
  await asConsoleSession(staff);
  student = await loginDemo("13800000001");
});

describe("资讯发布 on the page", () => {
  it("saves a draft students cannot see, previews it, publishes it with its time, and lists it", async () => {
    const created = (await submitNewsEditor(
      pageRequest(operator, "/console/news/new", { intent: "save", ...draft("页面") }),
      CONTEXT,
      "new",
    )) as Response;
    expect(created.status).toBe(302);
    const id = idOf(created);
    expect(id).toBeGreaterThan(0);
    await expect(getNewsDetail(null, id)).rejects.toMatchObject({ status: 404 });

    const editor = await loadNewsEditor(pageRequest(operator, `/console/news/${id}`), CONTEXT, String(id));
    expect(editor.article?.state).toBe("draft");
    expect(editor.article?.values.title).toBe(draft("页面").title);
    expect(editor.article?.preview.paragraphs).toEqual(["第一段 页面。", "第二段：网上报名 10 月进行。"]);
    const drafts = await loadNewsEditorList(pageRequest(operator, "/console/news?state=draft"), CONTEXT);
    expect(drafts.items.map((item) => item.id)).toContain(id);

    const published = (await submitNewsEditor(
      pageRequest(operator, `/console/news/${id}`, { intent: "publish" }),
      CONTEXT,
      String(id),
    )) as Response;
    expect([published.status, published.headers.get("location")]).toEqual([302, `/console/news/${id}`]);
    const shown = await getNewsDetail(null, id);
    expect(shown.title).toBe(draft("页面").title);
    expect((await listNews({ page: 1, rows: 5 })).items[0]?.id).toBe(id);
    expect(await auditRows(id)).toEqual(["news.create", "news.publish"]);

    // Publishing twice writes nothing and says why.
    const again = (await submitNewsEditor(
      pageRequest(operator, `/console/news/${id}`, { intent: "publish" }),
      CONTEXT,
      String(id),
    )) as Response;
    expect(again.status).toBe(302);
    expect(await auditRows(id)).toEqual(["news.create", "news.publish"]);
  });

  it("refuses bad input field by field, keeping everything typed", async () => {
    const typed = { intent: "save", ...draft("坏"), title: "  ", category: "gossip", content: "字".repeat(20_001) };
    const refused = (await submitNewsEditor(
      pageRequest(operator, "/console/news/new", typed),
      CONTEXT,
      "new",
    )) as unknown as Refused;
    expect(refused.init.status).toBe(400);
    expect(refused.data.errors).toEqual({
      title: "请填写标题",
      category: "请选择分类（政策解读、招生信息、考试安排、备考指导）",
      content: "正文不能超过 20000 个字",
    });
    expect(refused.data.values.summary).toBe(typed.summary);
    expect(refused.data.values.content).toHaveLength(20_001);
  });

  it("refuses a save over a newer text with the typed text kept, and writes nothing for an unchanged one", async () => {
    const created = (await submitNewsEditor(
      pageRequest(operator, "/console/news/new", { intent: "save", ...draft("版本") }),
      CONTEXT,
      "new",
    )) as Response;
    const id = idOf(created);
    const opened = await loadNewsEditor(pageRequest(operator, `/console/news/${id}`), CONTEXT, String(id));
    const version = opened.article?.version ?? "";

    const unchanged = (await submitNewsEditor(
      pageRequest(operator, `/console/news/${id}`, { intent: "save", version, ...draft("版本") }),
      CONTEXT,
      String(id),
    )) as Response;
    expect(unchanged.status).toBe(302);
    expect(await auditRows(id)).toEqual(["news.create"]);

    const first = (await submitNewsEditor(
      pageRequest(operator, `/console/news/${id}`, { intent: "save", version, ...draft("版本"), summary: "甲的摘要" }),
      CONTEXT,
      String(id),
    )) as Response;
    expect(first.status).toBe(302);
    const second = (await submitNewsEditor(
      pageRequest(operator, `/console/news/${id}`, { intent: "save", version, ...draft("版本"), summary: "乙的摘要" }),
      CONTEXT,
      String(id),
    )) as unknown as Refused;
    expect(second.init.status).toBe(409);
    expect(second.data.errors[""]).toContain("刚被别人修改过");
    expect(second.data.values.summary).toBe("乙的摘要");
    const stored = await db.selectFrom("news").select("summary").where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored.summary).toBe("甲的摘要");

    const rows = await db
      .selectFrom("console_audit_log")
      .select(["action", "before_json", "after_json"])
      .where("target_type", "=", "news")
      .where("target_id", "=", String(id))
      .orderBy("id")
      .execute();
    expect(rows.map((row) => row.action)).toEqual(["news.create", "news.update"]);
    expect(JSON.parse(rows[1]?.before_json ?? "null")).toEqual({ summary: draft("版本").summary });
    expect(JSON.parse(rows[1]?.after_json ?? "null")).toEqual({ summary: "甲的摘要" });
  });

  it("answers 404 for an unknown article and 403 to a school's administrator", async () => {
    await expect(
      loadNewsEditor(pageRequest(operator, "/console/news/99999999"), CONTEXT, "99999999"),
    ).rejects.toMatchObject({ init: { status: 404 } });
    await expect(loadNewsEditor(pageRequest(operator, "/console/news/abc"), CONTEXT, "abc")).rejects.toMatchObject({
      init: { status: 404 },
    });
    await expect(loadNewsEditorList(pageRequest(staff, "/console/news"), CONTEXT)).rejects.toMatchObject({
      init: { status: 403 },
    });
    await expect(
      submitNewsEditor(pageRequest(staff, "/console/news/new", { intent: "save", ...draft("越权") }), CONTEXT, "new"),
    ).rejects.toMatchObject({ init: { status: 403 } });
  });
});

describe("the article's text", () => {
  it("is the square's markup, drawn through its sanitiser for students and in the preview", async () => {
    const created = await callApi("POST", "/api/console/news", {
      token: operator,
      body: {
        ...draft("标记"),
        content: "第一段 **要点**\n\n<script>alert(1)</script>\n\n- 报名\n- 确认\n\n[官网](https://yz.chsi.com.cn)",
      },
    });
    const id = created.body.result.id as number;
    const editor = await loadNewsEditor(pageRequest(operator, `/console/news/${id}`), CONTEXT, String(id));
    const html = editor.article?.preview.html ?? "";
    expect(html).toContain("<strong>要点</strong>");
    expect(html).toContain("<li>报名</li>");
    expect(html).toContain('href="https://yz.chsi.com.cn"');
    expect(html).not.toContain("<script");
    expect(html).toContain("&lt;script&gt;");
    await callApi("POST", `/api/console/news/${id}/publish`, { token: operator });
    const shown = await getNewsDetail(null, id);
    expect(shown.html).toBe(html);
    expect(shown.paragraphs[0]).toBe("第一段 要点");
    await callApi("POST", `/api/console/news/${id}/unpublish`, { token: operator });
  });
});

describe("/api/console/news", () => {
  it("writes, saves, unpublishes with favourites kept and publishes again at its first time", async () => {
    const created = await callApi("POST", "/api/console/news", { token: operator, body: draft("接口") });
    expect(created.status).toBe(200);
    expect(created.body.result.state).toBe("draft");
    const id = created.body.result.id as number;

    const saved = await callApi("PUT", `/api/console/news/${id}`, {
      token: operator,
      body: { ...draft("接口"), title: "改过的标题", version: created.body.result.updatedAt },
    });
    expect([saved.status, saved.body.result.changed, saved.body.result.title]).toEqual([200, true, "改过的标题"]);
    const stale = await callApi("PUT", `/api/console/news/${id}`, {
      token: operator,
      body: { ...draft("接口"), version: created.body.result.updatedAt },
    });
    expect([stale.status, stale.body.msg]).toEqual([409, expect.stringContaining("刚被别人修改过")]);

    const published = await callApi("POST", `/api/console/news/${id}/publish`, { token: operator });
    expect(published.body.result.state).toBe("published");
    const firstPublished = published.body.result.publishedAt as number;
    await setNewsCollect(student.id, id, true);

    const unpublished = await callApi("POST", `/api/console/news/${id}/unpublish`, { token: operator });
    expect([unpublished.status, unpublished.body.result.state]).toEqual([200, "draft"]);
    await expect(getNewsDetail(student.id, id)).rejects.toMatchObject({ status: 404 });
    expect((await callApi("POST", `/api/console/news/${id}/unpublish`, { token: operator })).status).toBe(409);

    const back = await callApi("POST", `/api/console/news/${id}/publish`, { token: operator });
    expect(back.body.result.publishedAt).toBe(firstPublished);
    const article = await getNewsDetail(student.id, id);
    expect([article.collected, article.collectCount]).toEqual([true, 1]);
    expect(await auditRows(id)).toEqual([
      "news.create",
      "news.update",
      "news.publish",
      "news.unpublish",
      "news.publish",
    ]);

    const list = await callApi("GET", "/api/console/news?state=published&rows=100", { token: operator });
    expect(list.body.result.items.map((item: { id: number }) => item.id)).toContain(id);
  });

  it("refuses bad input and anyone but the operator", async () => {
    const bad = await callApi("POST", "/api/console/news", { token: operator, body: { ...draft("x"), category: "" } });
    expect([bad.status, bad.body.msg]).toEqual([400, expect.stringContaining("请选择分类")]);
    expect((await callApi("GET", "/api/console/news?state=hidden", { token: operator })).status).toBe(400);
    expect((await callApi("GET", "/api/console/news/0", { token: operator })).status).toBe(400);
    expect((await callApi("GET", "/api/console/news/99999999", { token: operator })).status).toBe(404);
    expect((await callApi("GET", "/api/console/news", { token: staff })).status).toBe(403);
    expect((await callApi("POST", "/api/console/news", { token: staff, body: draft("越权") })).status).toBe(403);
    expect((await callApi("GET", "/api/console/news", { token: student.token })).status).toBe(403);
    expect((await callApi("GET", "/api/console/news")).status).toBe(401);
  });
});
