// 轮播图 in the console (issue 26) on SQLite and PostgreSQL: the operator adds a slide on the page or through the API
// (the image checked by its bytes, refused when too small, stored as a 1200 × 400 JPEG), students see it only once it
// is online and inside its days, the order moves, one audit row per change and none for an unchanged save; a refused
// form keeps what was typed; a school's administrator gets 403.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { shanghaiIsoDay } from "~/lib/shanghai-time";
import { loadSlideEditor, submitSlideEditor } from "~/modules/console/slide-editor-pages.server";
import { listActiveSlides } from "~/modules/slide/slide.server";
import { uploadDirectory } from "~/modules/user/image-upload.server";
import { demoConsoleAccounts } from "~/seed/console-accounts";
import { callApi } from "../support/api-client";
import { signedInPageRequest } from "../support/page-request";
import { asConsoleSession } from "../support/console-session";
import { loginDemo, seedDemo } from "./course-fixtures";

const CONTEXT = { clientIp: "10.20.30.43" };
const PAGE = "http://localhost/console/slides";
const DAY = 86_400_000;

let operator: string;
let staff: string;
let photo: Buffer;
let tiny: Buffer;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#2a5d9f" } })
    .png()
    .toBuffer();

const pageRequest = (token: string, init: { query?: string; form?: FormData | Record<string, string> } = {}) =>
  signedInPageRequest(`${PAGE}${init.query ?? ""}`, token, init.form);

function slideForm(fields: Record<string, string>, image: Buffer | null, name = "slide.png"): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (image) form.set("file", new File([new Uint8Array(image)], name));
  return form;
}

const fields = (tag: string) => ({
  title: `暑期强化 ${tag}`,
  alt: `暑期强化训练营 ${tag}：数学、英语、政治三科同步提分`,
  linkUrl: "/course?type=2",
  from: "",
  to: "",
});

type Refused = {
  data: { form: string; errors: Record<string, string>; values: Record<string, string> };
  init: { status: number };
};

const editIdOf = (response: Response) => Number(/edit=(\d+)/.exec(response.headers.get("location") ?? "")?.[1]);

const auditActions = async (id: number) =>
  (
    await db
      .selectFrom("console_audit_log")
      .select("action")
      .where("target_type", "=", "slide")
      .where("target_id", "=", String(id))
      .orderBy("id")
      .execute()
  ).map((row) => row.action);

beforeAll(async () => {
  await seedDemo();
  operator = (await loginDemo(demoConsoleAccounts[0].phoneNumber)).token;
  await asConsoleSession(operator);
  staff = (await loginDemo(demoConsoleAccounts[1].phoneNumber)).token;
  await asConsoleSession(staff);
  [photo, tiny] = await Promise.all([png(1800, 700), png(300, 100)]);
});

describe("轮播图 on the page", () => {
  it("refuses a slide without an image, a tiny image and a text file, keeping what was typed", async () => {
    const without = (await submitSlideEditor(
      pageRequest(operator, { form: slideForm({ intent: "create", ...fields("无图") }, null) }),
      CONTEXT,
    )) as unknown as Refused;
    expect([without.init.status, without.data.errors.file]).toEqual([400, "请选择图片"]);
    expect(without.data.values.title).toBe("暑期强化 无图");

    const small = (await submitSlideEditor(
      pageRequest(operator, { form: slideForm({ intent: "create", ...fields("小图") }, tiny) }),
      CONTEXT,
    )) as unknown as Refused;
    expect([small.init.status, small.data.errors.file]).toEqual([422, expect.stringContaining("图片太小")]);

    // A phone photo over the 2 MB limit gets the form's own message, with everything typed kept.
    const large = (await submitSlideEditor(
      pageRequest(operator, {
        form: slideForm({ intent: "create", ...fields("大图") }, Buffer.alloc(3 * 1024 * 1024)),
      }),
      CONTEXT,
    )) as unknown as Refused;
    expect([large.init.status, large.data.errors.file, large.data.values.alt]).toEqual([
      413,
      "图片不能超过 2 MB",
      fields("大图").alt,
    ]);

    const text = (await submitSlideEditor(
      pageRequest(operator, {
        form: slideForm({ intent: "create", ...fields("假图") }, Buffer.from("not an image"), "fake.png"),
      }),
      CONTEXT,
    )) as unknown as Refused;
    expect([text.init.status, text.data.errors.file]).toEqual([415, "只能上传 PNG、JPEG 或 WebP 图片"]);

    const bad = (await submitSlideEditor(
      pageRequest(operator, {
        form: slideForm(
          { intent: "create", ...fields("坏"), alt: "图", linkUrl: "javascript:alert(1)", from: "2027-02-30" },
          photo,
        ),
      }),
      CONTEXT,
    )) as unknown as Refused;
    expect(bad.init.status).toBe(400);
    expect(Object.keys(bad.data.errors).sort()).toEqual(["alt", "from", "linkUrl"]);
    expect(await db.selectFrom("slides").select("id").where("title", "like", "暑期强化%").execute()).toEqual([]);
  });

  it("adds an offline slide as a 1200 × 400 JPEG, shows it once online and inside its days, and moves it", async () => {
    const created = (await submitSlideEditor(
      pageRequest(operator, { form: slideForm({ intent: "create", ...fields("页面") }, photo) }),
      CONTEXT,
    )) as Response;
    expect(created.status).toBe(302);
    const id = editIdOf(created);
    const editor = await loadSlideEditor(pageRequest(operator, { query: `?edit=${id}` }), CONTEXT);
    expect(editor.editing?.stateName).toBe("未上线");
    expect(editor.slides.at(-1)?.id).toBe(id);
    const stored = path.join(uploadDirectory(), path.basename(editor.editing?.imageUrl ?? ""));
    const meta = await sharp(fs.readFileSync(stored)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 400]);
    expect((await listActiveSlides()).map((slide) => slide.id)).not.toContain(id);

    const post = (form: Record<string, string>) => submitSlideEditor(pageRequest(operator, { form }), CONTEXT);
    expect(((await post({ intent: "publish", id: String(id) })) as Response).status).toBe(302);
    expect((await listActiveSlides()).map((slide) => slide.id)).toContain(id);

    // Days still to come: online, not shown yet.
    const tomorrow = shanghaiIsoDay(Date.now() + DAY);
    const saved = (await submitSlideEditor(
      pageRequest(operator, {
        form: slideForm({ intent: "update", id: String(id), ...fields("页面"), from: tomorrow }, null),
      }),
      CONTEXT,
    )) as Response;
    expect(saved.status).toBe(302);
    expect((await listActiveSlides()).map((slide) => slide.id)).not.toContain(id);
    expect((await listActiveSlides(Date.now() + 2 * DAY)).map((slide) => slide.id)).toContain(id);
    const after = await loadSlideEditor(pageRequest(operator, { query: `?edit=${id}` }), CONTEXT);
    expect(after.editing?.stateName).toBe("已上线，未到开始日期");
    expect(after.editing?.from).toBe(tomorrow);

    const before = after.slides.map((slide) => slide.id);
    expect(((await post({ intent: "move", id: String(id), direction: "up" })) as Response).status).toBe(302);
    const moved = (await loadSlideEditor(pageRequest(operator), CONTEXT)).slides.map((slide) => slide.id);
    expect(moved).toEqual([...before.slice(0, -2), id, before.at(-2)]);

    expect(
      ((await post({ intent: "unpublish", id: String(id), back: "edit" })) as Response).headers.get("location"),
    ).toBe(`/console/slides?edit=${id}`);
    expect(await auditActions(id)).toEqual([
      "slide.create",
      "slide.publish",
      "slide.update",
      "slide.move",
      "slide.unpublish",
    ]);
  });

  it("answers 404 for an unknown slide and 403 to a school's administrator", async () => {
    await expect(loadSlideEditor(pageRequest(operator, { query: "?edit=99999999" }), CONTEXT)).rejects.toMatchObject({
      init: { status: 404 },
    });
    await expect(loadSlideEditor(pageRequest(staff), CONTEXT)).rejects.toMatchObject({ init: { status: 403 } });
  });
});

describe("/api/console/slides", () => {
  it("adds, changes, refuses what is already so, and keeps the order's ends", async () => {
    const created = await callApi("POST", "/api/console/slides", {
      token: operator,
      rawBody: slideForm(fields("接口"), photo),
    });
    expect([created.status, created.body.result.online]).toEqual([200, false]);
    const id = created.body.result.id as number;

    const unchanged = await callApi("PUT", `/api/console/slides/${id}`, {
      token: operator,
      rawBody: slideForm(fields("接口"), null),
    });
    expect([unchanged.status, unchanged.body.result.changed]).toEqual([200, false]);
    const renamed = await callApi("PUT", `/api/console/slides/${id}`, {
      token: operator,
      rawBody: slideForm({ ...fields("接口"), title: "新标题" }, photo),
    });
    expect([renamed.body.result.changed, renamed.body.result.title]).toEqual([true, "新标题"]);
    expect(renamed.body.result.imageUrl).not.toBe(created.body.result.imageUrl);

    expect((await callApi("POST", `/api/console/slides/${id}/unpublish`, { token: operator })).status).toBe(409);
    expect((await callApi("POST", `/api/console/slides/${id}/publish`, { token: operator })).status).toBe(200);
    expect((await callApi("POST", `/api/console/slides/${id}/publish`, { token: operator })).status).toBe(409);
    const down = await callApi("POST", `/api/console/slides/${id}/move`, {
      token: operator,
      body: { direction: "down" },
    });
    expect([down.status, down.body.msg]).toEqual([409, "已经在最前或最后，无法再移动"]);
    expect(await auditActions(id)).toEqual(["slide.create", "slide.update", "slide.publish"]);

    const list = await callApi("GET", "/api/console/slides", { token: operator });
    expect(list.body.result.items.at(-1).id).toBe(id);
    const shown = await callApi("GET", "/api/System/slide-show");
    expect(shown.body.result.items.map((slide: { id: number }) => slide.id)).toContain(id);
  });

  it("refuses bad input and anyone but the operator", async () => {
    const bad = await callApi("POST", "/api/console/slides", {
      token: operator,
      rawBody: slideForm({ ...fields("x"), linkUrl: "//evil.example" }, photo),
    });
    expect([bad.status, bad.body.msg]).toEqual([400, expect.stringContaining("本站路径")]);
    expect((await callApi("POST", "/api/console/slides/0/publish", { token: operator })).status).toBe(400);
    expect((await callApi("POST", "/api/console/slides/99999999/publish", { token: operator })).status).toBe(404);
    expect((await callApi("GET", "/api/console/slides", { token: staff })).status).toBe(403);
    expect((await callApi("GET", "/api/console/slides")).status).toBe(401);
  });
});
