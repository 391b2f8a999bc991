// 打卡 and 松果 on SQLite and PostgreSQL (docs/decisions/0024-check-ins-and-pinecones.md): one check-in per study day
// however often or concurrently it is posted, with one ledger entry; grants idempotent by their key, also when two
// race; spends atomic (two concurrent spends over the balance: one passes, the balance never negative); a course
// video watched to the end and a mock exam handed in earn once; automatic check-in when the day's goal (minutes or
// words) was met; the streak bonus once per run; the month and the API endpoints.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { checkIn, getCheckInOverview, settleAutoCheckIns } from "~/modules/check-in/check-ins.server";
import { saveProgress } from "~/modules/course/progress.server";
import {
  getPineconeBalance,
  grantPinecones,
  listPineconeEntries,
  spendPinecones,
} from "~/modules/pinecone/pinecones.server";
import { startAttempt } from "~/modules/question/attempts/attempt-start.server";
import { submitAttempt } from "~/modules/question/attempts/attempt-submit.server";
import { setStudyGoal } from "~/modules/settings/user-settings.server";
import { studyDayIndex } from "~/modules/study-day/study-day";
import { VIDEO_TYPE } from "~/modules/video/video-types";
import { callApi } from "../support/api-client";
import { domainErrorOf } from "../support/domain-error";
import { newUser } from "./course-fixtures";
import { loadQuestionFixture } from "./question-fixtures";

// Wednesday 25 November 2026, 10:00 in Beijing.
const T0 = Date.parse("2026-11-25T10:00:00+08:00");
const MINUTE = 60_000;
const DAY = 86_400_000;

async function entries(userId: number) {
  return db
    .selectFrom("pinecone_entries")
    .select(["amount", "reason", "source_key"])
    .where("user_id", "=", userId)
    .orderBy("id")
    .execute();
}

async function checkIns(userId: number) {
  return db
    .selectFrom("check_ins")
    .select(["day_index", "source"])
    .where("user_id", "=", userId)
    .orderBy("day_index")
    .execute();
}

/** A published course with one 40-minute video, made directly (no demo seed needed). */
async function courseVideo(): Promise<number> {
  const now = Date.now();
  const course = await db
    .insertInto("courses")
    .values({
      code: `pinecone-${now}`,
      type: 1,
      subject: "english2",
      title: "松果测试课程",
      cover_key: null,
      teachers: "[]",
      introduction: "",
      tags: "[]",
      price_fen: 0,
      published: 1,
      published_at: now,
      video_count: 1,
      total_duration: 2400,
      view_count: 0,
      like_count: 0,
      collect_count: 0,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const chapter = await db
    .insertInto("course_chapters")
    .values({ course_id: course.id, title: "第一章", position: 1 })
    .returning("id")
    .executeTakeFirstOrThrow();
  const section = await db
    .insertInto("course_sections")
    .values({ course_id: course.id, chapter_id: chapter.id, title: "第一节", position: 1 })
    .returning("id")
    .executeTakeFirstOrThrow();
  const video = await db
    .insertInto("course_videos")
    .values({
      course_id: course.id,
      section_id: section.id,
      title: "第一讲",
      duration_seconds: 2400,
      poster_key: null,
      media_key: "demo/video.mp4",
      free_preview: 1,
      position: 1,
      sequence: 1,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return video.id;
}

const beacon = (videoId: number, position: number, startedAt: number, seq: number) => ({
  videoId,
  type: VIDEO_TYPE.course as 1,
  position,
  session: `p-${videoId}-${startedAt}`,
  seq,
  startedAt,
});

describe("check-in", () => {
  it("twice on one study day makes one check-in and one +5 entry", async () => {
    const user = await newUser();
    const first = await checkIn(user.id, T0);
    const second = await checkIn(user.id, T0 + 2 * 3_600_000);
    expect(first).toMatchObject({ created: true, earned: 5, date: "2026-11-25", streak: 1, balance: 5 });
    expect(second).toMatchObject({ created: false, earned: 0, streak: 1, balance: 5 });
    expect(await checkIns(user.id)).toEqual([{ day_index: studyDayIndex(T0), source: "manual" }]);
    expect(await entries(user.id)).toEqual([
      { amount: 5, reason: "check_in", source_key: `check-in:${studyDayIndex(T0)}` },
    ]);
  });

  it("turns the day at 04:00 Beijing time: 03:59 is still yesterday's", async () => {
    const user = await newUser();
    const lateNight = Date.parse("2026-11-26T03:59:00+08:00");
    const morning = Date.parse("2026-11-26T04:00:00+08:00");
    expect((await checkIn(user.id, lateNight)).date).toBe("2026-11-25");
    const next = await checkIn(user.id, morning);
    expect(next).toMatchObject({ created: true, date: "2026-11-26", streak: 2 });
  });

  it("posted twice at the same time makes one", async () => {
    const user = await newUser();
    const results = await Promise.all([checkIn(user.id, T0), checkIn(user.id, T0), checkIn(user.id, T0)]);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(await checkIns(user.id)).toHaveLength(1);
    expect(await entries(user.id)).toHaveLength(1);
    expect(await getPineconeBalance(user.id)).toBe(5);
  });

  it("pays the 7-day streak bonus once per run, and a new run earns it again", async () => {
    const user = await newUser();
    const start = T0 - 20 * DAY;
    for (let day = 0; day < 8; day += 1) await checkIn(user.id, start + day * DAY);
    let ledger = await entries(user.id);
    const startDay = studyDayIndex(start);
    expect(ledger.filter((entry) => entry.reason === "streak")).toEqual([
      { amount: 20, reason: "streak", source_key: `streak:7:${startDay}` },
    ]);
    expect(await getPineconeBalance(user.id)).toBe(8 * 5 + 20);
    // A day missed, then seven more: a second run, a second bonus.
    for (let day = 9; day < 16; day += 1) await checkIn(user.id, start + day * DAY);
    ledger = await entries(user.id);
    expect(ledger.filter((entry) => entry.reason === "streak").map((entry) => entry.source_key)).toEqual([
      `streak:7:${startDay}`,
      `streak:7:${startDay + 9}`,
    ]);
    const overview = await getCheckInOverview(user.id, "2026-11", start + 15 * DAY);
    expect(overview.streak).toBe(7);
    expect(overview.total).toBe(15);
  });

  it("shows a month's check-ins (one user's only) and the streak ending yesterday while today is open", async () => {
    const user = await newUser();
    const other = await newUser();
    await checkIn(user.id, T0 - 2 * DAY);
    await checkIn(user.id, T0 - DAY);
    await checkIn(other.id, T0 - 5 * DAY);
    const overview = await getCheckInOverview(user.id, "2026-11", T0);
    expect(overview.days).toEqual([
      { date: "2026-11-23", source: "manual" },
      { date: "2026-11-24", source: "manual" },
    ]);
    expect(overview.today).toEqual({ date: "2026-11-25", checkedIn: null });
    expect(overview.streak).toBe(2);
    expect(overview.calendar.label).toBe("2026年11月");
    expect((await getCheckInOverview(user.id, "2026-10", T0)).days).toEqual([]);
  });
});

describe("automatic check-in", () => {
  let videoId: number;
  beforeAll(async () => {
    videoId = await courseVideo();
  });

  it("credits the day once its study met the minutes goal (default 30), marked auto, and not before", async () => {
    const user = await newUser();
    const started = T0;
    await saveProgress(user.id, beacon(videoId, 600, started, 1), started + 20 * MINUTE);
    expect((await settleAutoCheckIns(user.id, started + 21 * MINUTE)).met).toBe(false);
    expect(await checkIns(user.id)).toEqual([]);
    await saveProgress(user.id, beacon(videoId, 1200, started, 2), started + 35 * MINUTE);
    const overview = await getCheckInOverview(user.id, "2026-11", started + 36 * MINUTE);
    expect(overview.progress).toMatchObject({ goal: { kind: "minutes", amount: 30 }, today: 35, met: true });
    expect(overview.today.checkedIn).toBe("auto");
    expect(await checkIns(user.id)).toEqual([{ day_index: studyDayIndex(T0), source: "auto" }]);
    // Checking in by hand afterwards is already done; the 松果 came once.
    expect((await checkIn(user.id, started + 40 * MINUTE)).created).toBe(false);
    expect((await entries(user.id)).filter((entry) => entry.reason === "check_in")).toHaveLength(1);
  });

  it("follows a words goal, and settles a past day that met it when the student next looks", async () => {
    const user = await newUser();
    await setStudyGoal(user.id, { goalKind: "words", goalAmount: 20 }, T0);
    const today = studyDayIndex(T0);
    await db
      .insertInto("word_study_days")
      .values([
        { user_id: user.id, study_day: today - 2, new_words: 15, reviews: 10 },
        { user_id: user.id, study_day: today - 1, new_words: 5, reviews: 3 },
        { user_id: user.id, study_day: today, new_words: 20, reviews: 0 },
      ])
      .execute();
    const progress = await settleAutoCheckIns(user.id, T0);
    expect(progress).toMatchObject({ goal: { kind: "words", amount: 20 }, today: 20, met: true });
    expect(await checkIns(user.id)).toEqual([
      { day_index: today - 2, source: "auto" },
      { day_index: today, source: "auto" },
    ]);
    // Settling again changes nothing.
    await settleAutoCheckIns(user.id, T0 + MINUTE);
    expect(await entries(user.id)).toHaveLength(2);
  });
});

describe("the ledger", () => {
  it("grants once per key, also when two grants race", async () => {
    const user = await newUser();
    const grant = { amount: 10, reason: "exam" as const, sourceKey: "exam:race" };
    const results = await Promise.all([
      grantPinecones(db, user.id, grant, T0),
      grantPinecones(db, user.id, grant, T0),
      grantPinecones(db, user.id, grant, T0),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await entries(user.id)).toEqual([{ amount: 10, reason: "exam", source_key: "exam:race" }]);
  });

  it("spends only what the balance covers: of two concurrent spends over it, one passes", async () => {
    const user = await newUser();
    await grantPinecones(db, user.id, { amount: 10, reason: "exam", sourceKey: "exam:seed" }, T0);
    const outcomes = await Promise.allSettled([
      spendPinecones(user.id, 7, "order:A", T0),
      spendPinecones(user.id, 7, "order:B", T0),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409, message: "松果余额不足" });
    expect(await getPineconeBalance(user.id)).toBe(3);
  });

  it("answers a retried spend (same key) without taking more, and refuses more than the balance", async () => {
    const user = await newUser();
    await grantPinecones(db, user.id, { amount: 10, reason: "exam", sourceKey: "exam:seed" }, T0);
    const first = await spendPinecones(user.id, 4, "order:YT1", T0);
    const again = await spendPinecones(user.id, 4, "order:YT1", T0 + 1);
    expect(first).toMatchObject({ amount: 4, balance: 6, repeated: false });
    expect(again).toMatchObject({ entryId: first.entryId, amount: 4, balance: 6, repeated: true });
    expect((await domainErrorOf(spendPinecones(user.id, 7, "order:YT2", T0))).status).toBe(409);
    expect((await domainErrorOf(spendPinecones(user.id, 0, "order:YT3", T0))).status).toBe(400);
    // A key that names a grant is not a spend.
    expect((await domainErrorOf(spendPinecones(user.id, 1, "exam:seed", T0))).status).toBe(409);
    expect(await getPineconeBalance(user.id)).toBe(6);
    const page = await listPineconeEntries(user.id, { page: 1, rows: 20 });
    expect(page.total).toBe(2);
    expect(page.items.map((item) => [item.amount, item.title])).toEqual([
      [-4, "抵扣消费"],
      [10, "完成模拟考试"],
    ]);
  });
});

describe("earning by studying", () => {
  it("gives +2 once when a course video is watched to the end", async () => {
    const videoId = await courseVideo();
    const user = await newUser();
    await saveProgress(user.id, beacon(videoId, 600, T0, 1), T0 + 10 * MINUTE);
    expect(await entries(user.id)).toEqual([]);
    await saveProgress(user.id, beacon(videoId, 2300, T0, 2), T0 + 40 * MINUTE);
    await saveProgress(user.id, beacon(videoId, 2400, T0, 3), T0 + 41 * MINUTE);
    // Watched again later: nothing more.
    await saveProgress(user.id, beacon(videoId, 2400, T0 + DAY, 1), T0 + DAY + 41 * MINUTE);
    expect(await entries(user.id)).toEqual([{ amount: 2, reason: "section", source_key: `section:${videoId}` }]);
  });

  it("gives +10 once when a mock exam is handed in, not for practice", async () => {
    const f = await loadQuestionFixture();
    const user = await newUser();
    const exam = await startAttempt(user.id, { setId: f.objectiveSetId, mode: "exam", timed: false }, T0);
    await Promise.all([submitAttempt(user.id, exam.id, T0 + MINUTE), submitAttempt(user.id, exam.id, T0 + MINUTE)]);
    await submitAttempt(user.id, exam.id, T0 + 2 * MINUTE);
    const practice = await startAttempt(
      user.id,
      { setId: f.objectiveSetId, mode: "practice", timed: false },
      T0 + 3 * MINUTE,
    );
    await submitAttempt(user.id, practice.id, T0 + 4 * MINUTE);
    expect(await entries(user.id)).toEqual([{ amount: 10, reason: "exam", source_key: `exam:${exam.id}` }]);
  });
});

describe("the API", () => {
  it("checks in, shows the month and the 松果, in the envelope, for the caller only", async () => {
    const user = await newUser();
    const first = await callApi("POST", "/api/CheckIn", { token: user.token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      code: 200,
      msg: "打卡成功，获得 5 个松果",
      result: { created: true, earned: 5, streak: 1, balance: 5 },
    });
    const second = await callApi("POST", "/api/CheckIn", { token: user.token });
    expect(second.body).toMatchObject({ code: 200, msg: "今天已经打过卡了", result: { created: false, balance: 5 } });

    const month = await callApi("GET", "/api/CheckIn/month", { token: user.token });
    expect(month.body.code).toBe(200);
    expect(month.body.result.days).toEqual([{ date: month.body.result.today.date, source: "manual" }]);
    expect(month.body.result).toMatchObject({ streak: 1, total: 1, goal: { kind: "minutes", amount: 30 } });
    const bad = await callApi("GET", "/api/CheckIn/month?month=2026-13", { token: user.token });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain("月份格式");
    const future = await callApi("GET", "/api/CheckIn/month?month=2999-01", { token: user.token });
    expect(future.status).toBe(400);

    expect((await callApi("GET", "/api/Pinecone/balance", { token: user.token })).body).toEqual({
      code: 200,
      msg: expect.any(String),
      result: { balance: 5 },
    });
    const ledger = await callApi("GET", "/api/Pinecone/page-query?page=1&rows=10", { token: user.token });
    expect(ledger.body.result).toMatchObject({
      page: 1,
      rows: 10,
      total: 1,
      items: [{ amount: 5, reason: "check_in", title: "每日打卡" }],
    });

    const other = await newUser();
    expect((await callApi("GET", "/api/Pinecone/balance", { token: other.token })).body.result).toEqual({ balance: 0 });
    expect((await callApi("POST", "/api/CheckIn")).status).toBe(401);
  });
});
