// 学长学姐 applications on SQLite and PostgreSQL (docs/decisions/0033): apply with a proof image (stored without its
// metadata), one pending application per user (also under concurrency), an organisation account cannot apply; the
// queue source lists the school's pending applications only; decline with a reason → the student sees it and applies
// again; approve → a seniors row linked to the account, in the decision's transaction, with the log row and the
// notification → the badge (seniorBadgeFor, the cards) → their posts on their profile and in the directory; the proof
// image for the applicant and their school's organisation account only (404 for another school's and for students, as for none);
// bad files refused; the API in its envelope.
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { DomainError } from "~/lib/domain-error";
import { getSenior, listExperiences, listSeniorDirectory } from "~/modules/experience/experience.server";
import { decideOn, moderationSources, pendingCounts, sourceOf } from "~/modules/moderation/moderation-sources.server";
import type { Moderator } from "~/modules/moderation/moderation-queue";
import { seniorApplicationSchema } from "~/modules/seniors/senior-application-schemas";
import {
  applyForSenior,
  applyStateOf,
  proofImageFor,
  seniorBadgeFor,
  SENIOR_APPLICATION_KIND,
} from "~/modules/seniors/senior-applications.server";
import { callApi } from "../support/api-client";
import { insertExperience, newUser, schoolId, seedDemo, viewerOfUser, type TestUser } from "./course-fixtures";

const form = {
  admittedSchool: "清华大学",
  admittedMajor: "软件工程",
  examYear: "2026",
  subject1: "政治",
  score1: "72",
  subject2: "英语一",
  score2: "81",
  subject3: "数学一",
  score3: "128",
  subject4: "408",
  score4: "119",
  totalScore: "400",
  introduction: "一战上岸，分享数学一和 408 的复习节奏。",
};
const input = seniorApplicationSchema.parse(form);

/** A JPEG carrying a GPS position in its EXIF (APP1), as a phone photo of an admission letter would. */
async function photoWithGps(): Promise<File> {
  const plain = await sharp({ create: { width: 32, height: 24, channels: 3, background: "#d35400" } })
    .jpeg()
    .toBuffer();
  const tiff = Buffer.alloc(38);
  tiff.write("MM", 0, "latin1");
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(0x8825, 10); // GPS IFD pointer
  tiff.writeUInt16BE(4, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt32BE(24, 18);
  tiff.writeUInt32BE(0, 18 + 4); // no next IFD
  tiff.writeUInt16BE(0, 24); // the GPS IFD: no entries; the marker after the block stands for the position
  const payload = Buffer.concat([
    Buffer.from("Exif\0\0", "latin1"),
    tiff,
    Buffer.from("GPS-LOCATION-MARKER", "latin1"),
  ]);
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xffe1, 0);
  head.writeUInt16BE(payload.length + 2, 2);
  const bytes = Buffer.concat([plain.subarray(0, 2), head, payload, plain.subarray(2)]);
  return new File([new Uint8Array(bytes)], "offer.jpg", { type: "image/jpeg" });
}

const applicant = (user: TestUser) => ({ id: user.id, isOrg: false, schoolId: user.schoolId });

async function orgOf(school: string): Promise<Moderator & { token: string }> {
  const now = Date.now();
  const id = await schoolId(school);
  const row = await db
    .insertInto("users")
    .values({
      school_id: id,
      phone_number: null,
      password_hash: null,
      nickname: `${school}图书馆`,
      avatar: null,
      is_org: 1,
      disabled: 0,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const { createSession } = await import("~/modules/auth/session.server");
  return { userId: row.id, schoolId: id, token: await createSession(row.id, { ip: "127.0.0.1", userAgent: "vitest" }) };
}

const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: unknown) => (error instanceof DomainError ? error.status : 500),
  );

let demoOrg: Moderator & { token: string };
let pkuOrg: Moderator & { token: string };

beforeAll(async () => {
  await seedDemo();
  demoOrg = await orgOf("演示大学");
  pkuOrg = await orgOf("北京大学");
});

describe("学长学姐 applications", () => {
  it("is registered as a moderation queue source named 学长学姐申请", () => {
    expect(moderationSources.some((source) => source.kind === SENIOR_APPLICATION_KIND)).toBe(true);
    expect(sourceOf(SENIOR_APPLICATION_KIND).name).toBe("学长学姐申请");
  });

  it("stores the proof without its metadata, for the applicant and their school's organisation account only", async () => {
    const student = await newUser("演示大学");
    const photo = await photoWithGps();
    expect(Buffer.from(await photo.arrayBuffer()).includes(Buffer.from("GPS-LOCATION-MARKER"))).toBe(true);
    const application = await applyForSenior(applicant(student), input, photo);
    expect(application).toMatchObject({ state: "pending", stateName: "审核中", totalScore: 400, reason: "" });
    expect(application.subjects).toHaveLength(4);
    expect(application.proofUrl).toBe(`/user/senior/proof/${application.id}.jpg`);

    const own = await proofImageFor(applicant(student), application.id);
    expect(own.type).toBe("image/jpeg");
    const stored = Buffer.from(own.bytes);
    expect(stored.includes(Buffer.from("GPS-LOCATION-MARKER"))).toBe(false);
    expect(stored.includes(Buffer.from("Exif\0\0", "latin1"))).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();

    const school = await proofImageFor({ id: demoOrg.userId, isOrg: true, schoolId: demoOrg.schoolId }, application.id);
    expect(Buffer.from(school.bytes).equals(stored)).toBe(true);
    expect(
      await status(proofImageFor({ id: pkuOrg.userId, isOrg: true, schoolId: pkuOrg.schoolId }, application.id)),
    ).toBe(404);
    const other = await newUser("演示大学");
    expect(await status(proofImageFor(applicant(other), application.id))).toBe(404);
    expect(await status(proofImageFor(applicant(other), 99_999_999))).toBe(404);
  });

  it("keeps one pending application per user, even sent twice at once; an organisation account cannot apply", async () => {
    const student = await newUser("演示大学");
    const results = await Promise.all(
      [1, 2].map(async () => status(applyForSenior(applicant(student), input, await photoWithGps()))),
    );
    expect(results.sort()).toEqual([200, 409]);
    expect(await status(applyForSenior(applicant(student), input, await photoWithGps()))).toBe(409);
    const rows = await db.selectFrom("senior_applications").select("id").where("user_id", "=", student.id).execute();
    expect(rows).toHaveLength(1);
    expect((await applyStateOf(applicant(student))).canApply).toBe(false);
    expect(
      await status(
        applyForSenior({ id: demoOrg.userId, isOrg: true, schoolId: demoOrg.schoolId }, input, await photoWithGps()),
      ),
    ).toBe(403);
  });

  it("refuses bad files: not an image, a GIF, an image over 2 MB, none", async () => {
    const student = await newUser("演示大学");
    const text = new File([new TextEncoder().encode("not an image at all")], "offer.jpg", { type: "image/jpeg" });
    await expect(applyForSenior(applicant(student), input, text)).rejects.toMatchObject({
      status: 415,
      fieldErrors: { proof: "只能上传 JPEG 或 PNG 图片" },
    });
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    expect(await status(applyForSenior(applicant(student), input, new File([new Uint8Array(gif)], "a.png")))).toBe(415);
    expect(
      await status(
        applyForSenior(applicant(student), input, new File([new Uint8Array(2 * 1024 * 1024 + 1)], "big.jpg")),
      ),
    ).toBe(413);
    await expect(applyForSenior(applicant(student), input, undefined)).rejects.toMatchObject({
      status: 400,
      fieldErrors: { proof: "请上传录取通知书或拟录取名单截图" },
    });
    expect(await db.selectFrom("senior_applications").select("id").where("user_id", "=", student.id).execute()).toEqual(
      [],
    );
  });

  it("declines with a reason the student sees, then takes a new application; another school's moderator gets 404 (as for none)", async () => {
    const student = await newUser("演示大学");
    const first = await applyForSenior(applicant(student), input, await photoWithGps());
    const queue = await sourceOf(SENIOR_APPLICATION_KIND).listPending(demoOrg.schoolId, { page: 1, rows: 100 });
    const item = queue.items.find((entry) => entry.id === first.id);
    expect(item).toMatchObject({
      kind: SENIOR_APPLICATION_KIND,
      title: "清华大学 · 软件工程（2026 年）",
      link: first.proofUrl,
      actions: ["approve", "decline"],
    });
    expect(item!.excerpt).toContain("总分 400（政治 72、英语一 81、数学一 128、408 119）");
    const pkuQueue = await sourceOf(SENIOR_APPLICATION_KIND).listPending(pkuOrg.schoolId, { page: 1, rows: 100 });
    expect(pkuQueue.items.some((entry) => entry.id === first.id)).toBe(false);
    expect(
      (await pendingCounts(demoOrg.schoolId)).find((entry) => entry.kind === SENIOR_APPLICATION_KIND)!.count,
    ).toBeGreaterThan(0);

    expect(await status(decideOn(pkuOrg, { kind: SENIOR_APPLICATION_KIND, id: first.id, action: "approve" }))).toBe(
      404,
    );
    expect(await status(decideOn(demoOrg, { kind: SENIOR_APPLICATION_KIND, id: first.id, action: "decline" }))).toBe(
      400,
    );
    expect(
      await status(decideOn(demoOrg, { kind: SENIOR_APPLICATION_KIND, id: first.id, action: "hide", reason: "x" })),
    ).toBe(400);
    await decideOn(demoOrg, {
      kind: SENIOR_APPLICATION_KIND,
      id: first.id,
      action: "decline",
      reason: "证明图片看不清录取专业",
    });
    expect(await status(decideOn(demoOrg, { kind: SENIOR_APPLICATION_KIND, id: first.id, action: "approve" }))).toBe(
      404,
    );

    const state = await applyStateOf(applicant(student));
    expect(state).toMatchObject({
      canApply: true,
      seniorId: null,
      application: { state: "declined", stateName: "未通过", reason: "证明图片看不清录取专业" },
    });
    const log = await db
      .selectFrom("moderation_decisions")
      .selectAll()
      .where("subject_kind", "=", SENIOR_APPLICATION_KIND)
      .where("subject_id", "=", first.id)
      .execute();
    expect(log).toMatchObject([
      {
        action: "decline",
        reason: "证明图片看不清录取专业",
        moderator_user_id: demoOrg.userId,
        school_id: demoOrg.schoolId,
      },
    ]);
    const notice = await db.selectFrom("notifications").selectAll().where("user_id", "=", student.id).execute();
    expect(notice).toMatchObject([{ kind: "square", title: "学长学姐申请未通过" }]);
    expect(notice[0]!.body).toContain("证明图片看不清录取专业");

    const second = await applyForSenior(applicant(student), input, await photoWithGps());
    expect(second.id).not.toBe(first.id);
    expect((await applyStateOf(applicant(student))).application).toMatchObject({ id: second.id, state: "pending" });
  });

  it("approves: a linked seniors row, the badge, their posts on their profile and in the directory", async () => {
    const student = await newUser("演示大学");
    const application = await applyForSenior(applicant(student), input, await photoWithGps());
    expect(await seniorBadgeFor([student.id])).toEqual(new Map());
    await decideOn(demoOrg, { kind: SENIOR_APPLICATION_KIND, id: application.id, action: "approve" });

    const senior = await db
      .selectFrom("seniors")
      .selectAll()
      .where("user_id", "=", student.id)
      .executeTakeFirstOrThrow();
    expect(senior).toMatchObject({
      admitted_school: "清华大学",
      admitted_major: "软件工程",
      exam_year: 2026,
      total_score: 400,
      undergraduate_school: "演示大学",
    });
    const state = await applyStateOf(applicant(student));
    expect(state).toMatchObject({
      canApply: false,
      blockedReason: "你已是学长学姐，无需再次申请",
      seniorId: senior.id,
      application: { state: "approved", seniorId: senior.id },
    });
    expect(await status(applyForSenior(applicant(student), input, await photoWithGps()))).toBe(409);
    const badges = await seniorBadgeFor([student.id, 99_999_999]);
    expect([...badges.values()]).toEqual([{ userId: student.id, seniorId: senior.id }]);
    const log = await db
      .selectFrom("moderation_decisions")
      .select("action")
      .where("subject_kind", "=", SENIOR_APPLICATION_KIND)
      .where("subject_id", "=", application.id)
      .execute();
    expect(log).toEqual([{ action: "approve" }]);
    expect(await db.selectFrom("notifications").select("title").where("user_id", "=", student.id).execute()).toEqual([
      { title: "学长学姐申请已通过" },
    ]);

    // A post the student wrote (sq-posts fills author_user_id) is theirs on their profile.
    const postId = await insertExperience({
      author_user_id: student.id,
      category: "strategy",
      title: `学长的经验 ${student.id}`,
    });
    const viewer = viewerOfUser(student);
    const profile = await getSenior(viewer, senior.id);
    expect(profile).toMatchObject({ badge: true, experienceCount: 1, name: senior.name });
    const list = await listExperiences(viewer, { page: 1, rows: 20, sort: "new", seniorId: senior.id });
    expect(list.items.map((item) => item.id)).toEqual([postId]);
    const directory = await listSeniorDirectory(viewer, { page: 1, rows: 100 }, { school: "清华大学", examYear: 2026 });
    expect(directory.items.find((item) => item.id === senior.id)).toMatchObject({ badge: true });
  });

  it("answers the API in its envelope: my application, apply (multipart), errors per field", async () => {
    const student = await newUser("演示大学");
    const before = await callApi("GET", "/api/Senior/application", { token: student.token });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ code: 200, result: { canApply: true, application: null, seniorId: null } });

    const bad = new FormData();
    for (const [key, value] of Object.entries({ ...form, totalScore: "399" })) bad.set(key, value);
    bad.set("proof", await photoWithGps());
    const refused = await callApi("POST", "/api/Senior/application", { token: student.token, rawBody: bad });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("总分应等于各科成绩之和（400）");

    const good = new FormData();
    for (const [key, value] of Object.entries(form)) good.set(key, value);
    good.set("proof", await photoWithGps());
    const applied = await callApi("POST", "/api/Senior/application", { token: student.token, rawBody: good });
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({
      code: 200,
      msg: "申请已提交，等待学校审核",
      result: { state: "pending", admittedSchool: "清华大学" },
    });
    const after = await callApi("GET", "/api/Senior/application", { token: student.token });
    expect(after.body.result).toMatchObject({ canApply: false, application: { state: "pending" } });

    const guest = await callApi("GET", "/api/Senior/application");
    expect(guest.status).toBe(401);
    const org = await callApi("POST", "/api/Senior/application", { token: demoOrg.token, rawBody: good });
    expect(org.status).toBe(403);
  });
});
