// The console's usage measures (issue 28; docs/decisions/0056-usage-and-counter.md), on SQLite and PostgreSQL: raw
// usage_events rows written by the real services (progress beacons — one posted twice, a seek jump —, downloads of
// each kind, searches with and without results, a robot's), words studied through the word service (a first and a
// second review), mock exams handed in through the attempt service, and page views; then a day's aggregation. Every
// console metric and table is checked against counts made from the raw rows; rebuilding gives the same rows; a late
// row is folded in by aggregatePendingUsage; the COUNTER reports do not change for the new metrics.
import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { getAppSecret } from "~/lib/app-secret.server";
import { saveProgress } from "~/modules/course/progress.server";
import { startAttempt } from "~/modules/question/attempts/attempt-start.server";
import { submitAttempt } from "~/modules/question/attempts/attempt-submit.server";
import { recordQuestionDownload } from "~/modules/question/pdf/question-downloads.server";
import { recordZmtDownload } from "~/modules/question/zmt/zmt-papers.server";
import { loadSearchPage } from "~/modules/search/search-pages.server";
import { searchSite } from "~/modules/search/search.server";
import { materialDownloadLink } from "~/modules/training/materials/materials.server";
import { requireBatchMember } from "~/modules/training/training-access.server";
import { schoolReport } from "~/modules/usage/sushi.server";
import { aggregatePendingUsage, rebuildUsageDay, visitorHash } from "~/modules/usage/usage-aggregation.server";
import { mondayOf } from "~/modules/usage/usage-periods";
import { recordUsageEvent, usageActorOf, usageKeyword, type UsageActor } from "~/modules/usage/usage-events.server";
import { VIDEO_TYPE } from "~/modules/video/video-types";
import { chooseBook } from "~/modules/word/word-books.server";
import { answerWord, nextLearnCard } from "~/modules/word/word-study.server";
import { IP, newUser, schoolId, seedDemo, viewerOfUser, type TestUser } from "./course-fixtures";
import { loadQuestionFixture, type QuestionFixture } from "./question-fixtures";

const at = (iso: string) => Date.parse(iso);
/** 10:00 on 8 October 2025 in Beijing: the day under test. */
const T0 = at("2025-10-08T02:00:00Z");
const DAY = "2025-10-08";
/** Another day of the same month (for the month's visitors). */
const OTHER_DAY_T = at("2025-10-09T03:00:00Z");
const NOW = at("2025-11-10T04:00:00Z");
const SECOND = 1000;
const MINUTE = 60_000;
const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126 Safari/537";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const CONSOLE_METRICS = ["watch_seconds", "downloads", "exams_submitted", "words_learnt"];

let f: QuestionFixture;
let demoSchool: number;
let studentA: TestUser;
let studentB: TestUser;
let courseVideo: { id: number; courseId: number };
let paperVideoId: number;
let zmtPaperId: number;
let materialId: number;
let wordBookId: number;
let actorA: UsageActor;
let actorB: UsageActor;

const requestOf = (userAgent: string, uuid?: string) =>
  new Request("http://localhost/x", {
    headers: { "user-agent": userAgent, ...(uuid ? { cookie: `appuuid=${uuid}` } : {}) },
  });

function actor(user: TestUser | null, userAgent: string, ip: string, uuid?: string): UsageActor {
  const made = usageActorOf(requestOf(userAgent, uuid), ip, user?.id ?? null);
  if (!made) throw new Error("not an actor");
  return made;
}

const beacon = (videoId: number, type: 1 | 2, position: number, session: string, seq: number, startedAt: number) => ({
  videoId,
  type,
  position,
  session,
  seq,
  startedAt,
});

async function insertVisit(
  url: string,
  when: number,
  user: TestUser | null,
  ip: string,
  mobile = false,
  uuid?: string,
) {
  await db
    .insertInto("visit_logs")
    .values({
      browsername: "Chrome",
      browserversion: "126",
      clienttype: mobile ? 1 : 0,
      devicemanufacturer: null,
      devicemodel: null,
      devicetype: mobile ? "mobile" : "desktop",
      enginename: "Blink",
      engineversion: "126",
      ip,
      osname: null,
      osversion: null,
      screenwidth: null,
      screenheight: null,
      currenturl: `http://localhost${url}`,
      referrer: null,
      referrertype: 0,
      uuid: uuid ?? null,
      user_id: user?.id ?? null,
      view_id: null,
      counter_robot: 0,
      created_at: when,
    })
    .execute();
}

async function studyWord(user: TestUser, when: number, reps: number, answer: "know" | "notKnow") {
  const card = await nextLearnCard(user.id, wordBookId, when);
  if (!card.card) throw new Error("no word to learn");
  await answerWord(user.id, { wordId: card.card.wordId, bookId: wordBookId, reps }, answer, when);
  return card.card.wordId;
}

beforeAll(async () => {
  await seedDemo();
  f = await loadQuestionFixture();
  demoSchool = await schoolId("演示大学");
  studentA = await newUser("演示大学");
  studentB = await newUser("演示大学");
  actorA = actor(studentA, BROWSER, IP.demoCampus);
  actorB = actor(studentB, PHONE, IP.offCampus);

  const video = await db
    .selectFrom("course_videos as v")
    .innerJoin("courses as c", "c.id", "v.course_id")
    .select(["v.id", "v.course_id"])
    .where("c.published", "=", 1)
    .orderBy("v.id")
    .executeTakeFirstOrThrow();
  courseVideo = { id: video.id, courseId: video.course_id };
  paperVideoId = (await db.selectFrom("paper_videos").select("id").where("published", "=", 1).executeTakeFirstOrThrow())
    .id;
  // The demo's sample videos are short: long enough here for a seek to 600 s (positions are clamped to the duration).
  await db.updateTable("course_videos").set({ duration_seconds: 1800 }).where("id", "=", courseVideo.id).execute();
  await db.updateTable("paper_videos").set({ duration_seconds: 600 }).where("id", "=", paperVideoId).execute();
  zmtPaperId = (
    await db
      .insertInto("zmt_papers")
      .values({
        code: `usage-zmt-${Date.now()}`,
        school_id: demoSchool,
        uploader_user_id: null,
        major_code: "801",
        major_name: "经济学",
        year: 2025,
        title: "使用统计测试自命题",
        file_key: "zmt/usage-test.pdf",
        byte_size: 1000,
        page_count: 2,
        sha256: `usage-${Date.now()}`,
        created_at: T0,
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
  const batch = await db
    .insertInto("training_batches")
    .values({
      school_id: demoSchool,
      name: "统计测试班",
      term: "2025 秋",
      created_at: T0,
      updated_at: T0,
      created_by_user_id: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("training_members")
    .values({
      batch_id: batch.id,
      user_id: studentA.id,
      role: "student",
      state: "active",
      source: "list",
      created_at: T0,
    })
    .execute();
  materialId = (
    await db
      .insertInto("training_materials")
      .values({
        batch_id: batch.id,
        title: "第一讲",
        file_name: "lecture.pdf",
        format: "pdf",
        byte_size: 1000,
        sha256: "usage-material",
        source_key: "training/usage-test.pdf",
        pdf_key: "training/usage-test.pdf",
        status: "ready",
        error: null,
        page_count: 1,
        job_id: null,
        uploaded_by_user_id: null,
        created_at: T0,
        updated_at: T0,
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
  wordBookId = (
    await db.selectFrom("word_books").select("id").where("code", "=", "kaoyan-syllabus").executeTakeFirstOrThrow()
  ).id;

  // Watching. A: a course video on campus — the first beacon has nothing before it, 10 s played, a seek to 600 (not
  // watching), 10 s played, and the last beacon posted twice (the retry changes nothing): 20 s.
  const s = T0;
  const a = (position: number, seq: number, when: number) =>
    saveProgress(studentA.id, beacon(courseVideo.id, VIDEO_TYPE.course, position, "sess-a", seq, s), when, actorA);
  await a(0, 1, T0);
  await a(10, 2, T0 + 10 * SECOND);
  await a(600, 3, T0 + 20 * SECOND);
  await a(610, 4, T0 + 30 * SECOND);
  await a(610, 4, T0 + 31 * SECOND);
  // B: a paper explanation on a phone off campus, 30 s in two beacons, then a pause of an hour and 5 s more: 35 s.
  const b = (position: number, seq: number, when: number) =>
    saveProgress(studentB.id, beacon(paperVideoId, VIDEO_TYPE.paper, position, "sess-b", seq, T0), when, actorB);
  await b(0, 1, T0 + MINUTE);
  await b(30, 2, T0 + MINUTE + 30 * SECOND);
  await b(35, 3, T0 + 62 * MINUTE);

  // Downloads, one of each kind, and one by a robot (an empty agent: COUNTER's list, not isbot's).
  await recordQuestionDownload(studentA.id, f.mockSetId, T0 + 2 * MINUTE, actorA);
  await recordZmtDownload(studentB.id, zmtPaperId, T0 + 3 * MINUTE, actorB);
  await materialDownloadLink(
    await requireBatchMember({ id: studentA.id, isOrg: false, schoolId: demoSchool }, batch.id),
    materialId,
    T0 + 4 * MINUTE,
    actorA,
  );
  await recordZmtDownload(studentA.id, zmtPaperId, T0 + 5 * MINUTE, actor(studentA, "", IP.demoCampus));

  // Searches: one that finds something, one that finds nothing (typed with odd spacing), page 2 of a kind (the same
  // search read further: not another), and a robot's.
  const viewerA = viewerOfUser(studentA, demoSchool);
  const found = await searchSite(viewerA, { keyword: "英语", type: "all", page: 1, rows: 10 }, actorA);
  expect(found.total).toBeGreaterThan(0);
  await searchSite(viewerA, { keyword: "英语", type: "course", page: 2, rows: 1 }, actorA);
  await searchSite(viewerA, { keyword: "没有  这种课", type: "all", page: 1, rows: 10 }, actorB);
  await searchSite(viewerA, { keyword: "英语", type: "all", page: 1, rows: 10 }, actor(null, "", IP.demoCampus));
  // The searches' rows carry the day's time: searchSite writes them now; moved onto the day under test.
  await db
    .updateTable("usage_events")
    .set({ created_at: T0 + 6 * MINUTE })
    .where("kind", "=", "search")
    .execute();

  // Words: B learns a new word (a first review) and reviews it again later the same day (not a new word).
  await chooseBook(studentB.id, wordBookId, T0);
  const wordId = await studyWord(studentB, T0 + 10 * MINUTE, 0, "notKnow");
  await answerWord(studentB.id, { wordId, bookId: wordBookId, reps: 1 }, "know", T0 + 3 * 3_600_000);

  // Mock exams: A hands in the mock (a past paper's set), B an exam on a practice set; B's practice is not an exam.
  const mock = await startAttempt(studentA.id, { setId: f.mockSetId, mode: "exam", timed: false }, T0 + 4 * 3_600_000);
  await submitAttempt(studentA.id, mock.id, T0 + 4 * 3_600_000 + 20 * MINUTE);
  const exam = await startAttempt(
    studentB.id,
    { setId: f.objectiveSetId, mode: "exam", timed: false },
    T0 + 5 * 3_600_000,
  );
  await submitAttempt(studentB.id, exam.id, T0 + 5 * 3_600_000 + 5 * MINUTE);
  const practice = await startAttempt(
    studentB.id,
    { setId: f.mockSetId, mode: "practice", timed: false },
    T0 + 6 * 3_600_000,
  );
  await submitAttempt(studentB.id, practice.id, T0 + 6 * 3_600_000 + 5 * MINUTE);

  // Page views: A on campus (the day and the next), B on a phone off campus, a visitor on campus without a login.
  await insertVisit(`/videoPlay?id=${courseVideo.id}`, T0, studentA, IP.demoCampus);
  await insertVisit(`/videoPlay?id=${courseVideo.id}`, T0 + 2 * 3_600_000, studentA, IP.demoCampus);
  await insertVisit(`/videoPlay?id=${courseVideo.id}`, OTHER_DAY_T, studentA, IP.demoCampus);
  await insertVisit(
    `/mobile/trueQuesExplanation/videvPlay?id=${paperVideoId}`,
    T0 + MINUTE,
    studentB,
    IP.offCampus,
    true,
  );
  await insertVisit("/course/list", T0 + 7 * MINUTE, null, IP.demoCampus, false, "campus-visitor-001");

  await aggregatePendingUsage(NOW);
});

// ---- What was recorded ----

describe("usage_events as the services write them", () => {
  it("records seconds watched per beacon, bounded: nothing for the first, the seek or the retry", async () => {
    const rows = await db
      .selectFrom("usage_events")
      .select(["user_id", "item_type", "item_id", "quantity", "clienttype", "ip", "counter_robot"])
      .where("kind", "=", "watch")
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      {
        user_id: studentA.id,
        item_type: "course_video",
        item_id: courseVideo.id,
        quantity: 10,
        clienttype: 0,
        ip: IP.demoCampus,
        counter_robot: 0,
      },
      {
        user_id: studentA.id,
        item_type: "course_video",
        item_id: courseVideo.id,
        quantity: 10,
        clienttype: 0,
        ip: IP.demoCampus,
        counter_robot: 0,
      },
      {
        user_id: studentB.id,
        item_type: "paper_video",
        item_id: paperVideoId,
        quantity: 30,
        clienttype: 1,
        ip: IP.offCampus,
        counter_robot: 0,
      },
      {
        user_id: studentB.id,
        item_type: "paper_video",
        item_id: paperVideoId,
        quantity: 5,
        clienttype: 1,
        ip: IP.offCampus,
        counter_robot: 0,
      },
    ]);
  });

  it("records every download with its kind, and a robot's flagged", async () => {
    const rows = await db
      .selectFrom("usage_events")
      .select(["user_id", "item_type", "item_id", "quantity", "counter_robot"])
      .where("kind", "=", "download")
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { user_id: studentA.id, item_type: "question_set", item_id: f.mockSetId, quantity: 1, counter_robot: 0 },
      { user_id: studentB.id, item_type: "zmt_paper", item_id: zmtPaperId, quantity: 1, counter_robot: 0 },
      { user_id: studentA.id, item_type: "material", item_id: materialId, quantity: 1, counter_robot: 0 },
      { user_id: studentA.id, item_type: "zmt_paper", item_id: zmtPaperId, quantity: 1, counter_robot: 1 },
    ]);
  });

  it("records one row per search run (not a later page), with the tidied keyword and what it found", async () => {
    const rows = await db
      .selectFrom("usage_events")
      .select(["detail", "quantity", "counter_robot"])
      .where("kind", "=", "search")
      .orderBy("id")
      .execute();
    expect(rows.map((row) => [row.detail, row.quantity > 0, row.counter_robot])).toEqual([
      ["英语", true, 0],
      ["没有 这种课", false, 0],
      ["英语", true, 1],
    ]);
    expect(rows[1]?.quantity).toBe(0);
  });

  it("does not count the search page bringing back the last search, and counts one typed again", async () => {
    const search = "keyword=%E8%8B%B1%E8%AF%AD";
    const cookie = (restoring: boolean) =>
      `search_history=${Buffer.from(JSON.stringify({ recent: ["英语"], last: search, restoring }), "utf8").toString("base64url")}`;
    const count = async () =>
      Number(
        (
          await db
            .selectFrom("usage_events")
            .select((eb) => eb.fn.countAll().as("n"))
            .where("kind", "=", "search")
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const page = (restoring: boolean) =>
      loadSearchPage(
        new Request(`http://localhost/search?${search}`, {
          headers: { "user-agent": BROWSER, cookie: cookie(restoring) },
        }),
        { clientIp: IP.demoCampus },
      );
    await page(true);
    expect(await count()).toBe(before);
    await page(false);
    expect(await count()).toBe(before + 1);
    // Moved out of the month under test.
    await db.deleteFrom("usage_events").where("kind", "=", "search").where("created_at", ">", NOW).execute();
  });

  it("keeps keywords to one line of at most 100 characters", () => {
    expect(usageKeyword("  高数\t\n极限  ")).toBe("高数 极限");
    expect(usageKeyword("题".repeat(150))).toHaveLength(100);
    expect(usageKeyword("\u0000\u200b ")).toBe("");
  });
});

// ---- The day's aggregate ----

type DailyRow = {
  school_id: number;
  item_type: string;
  item_id: number;
  database_type: string;
  database_id: number;
  access: string;
  device: string;
  metric: string;
  count: number;
};

async function consoleRows(day = DAY): Promise<DailyRow[]> {
  const rows = await db
    .selectFrom("usage_daily")
    .select([
      "school_id",
      "item_type",
      "item_id",
      "database_type",
      "database_id",
      "access",
      "device",
      "metric",
      "count",
    ])
    .where("day", "=", day)
    .where("metric", "in", CONSOLE_METRICS)
    .orderBy("metric")
    .orderBy("item_type")
    .orderBy("item_id")
    .orderBy("access")
    .orderBy("device")
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

const sumOf = (rows: DailyRow[], metric: string) =>
  rows.filter((row) => row.metric === metric).reduce((sum, row) => sum + row.count, 0);

describe("the console's metrics in usage_daily", () => {
  it("minutes watched: per video, its course, access and device, equal to the raw rows (robots left out)", async () => {
    const rows = (await consoleRows()).filter((row) => row.metric === "watch_seconds");
    expect(rows).toEqual([
      {
        school_id: demoSchool,
        item_type: "course_video",
        item_id: courseVideo.id,
        database_type: "course",
        database_id: courseVideo.courseId,
        access: "campus",
        device: "desktop",
        metric: "watch_seconds",
        count: 20,
      },
      {
        school_id: demoSchool,
        item_type: "paper_video",
        item_id: paperVideoId,
        database_type: "",
        database_id: 0,
        access: "login",
        device: "mobile",
        metric: "watch_seconds",
        count: 35,
      },
    ]);
    const raw = await db
      .selectFrom("usage_events")
      .select((eb) => eb.fn.sum<number>("quantity").as("seconds"))
      .where("kind", "=", "watch")
      .where("counter_robot", "=", 0)
      .executeTakeFirstOrThrow();
    expect(sumOf(rows, "watch_seconds")).toBe(Number(raw.seconds));
  });

  it("downloads: one per item downloaded, the robot's left out", async () => {
    const rows = (await consoleRows()).filter((row) => row.metric === "downloads");
    expect(rows.map((row) => [row.item_type, row.item_id, row.access, row.device, row.count])).toEqual([
      ["material", materialId, "campus", "desktop", 1],
      ["question_set", f.mockSetId, "campus", "desktop", 1],
      ["zmt_paper", zmtPaperId, "login", "mobile", 1],
    ]);
    const raw = await db
      .selectFrom("usage_events")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("kind", "=", "download")
      .where("counter_robot", "=", 0)
      .executeTakeFirstOrThrow();
    expect(sumOf(rows, "downloads")).toBe(Number(raw.n));
  });

  it("mock exams handed in: the paper for a past paper's set, else the set; practice is not an exam", async () => {
    const rows = (await consoleRows()).filter((row) => row.metric === "exams_submitted");
    expect(rows.map((row) => [row.item_type, row.item_id, row.access, row.device, row.count])).toEqual([
      ["paper", f.paperId, "login", "desktop", 1],
      ["question_set", f.objectiveSetId, "login", "desktop", 1],
    ]);
    const raw = await db
      .selectFrom("question_attempts")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("mode", "=", "exam")
      .where("submitted_at", "is not", null)
      .executeTakeFirstOrThrow();
    expect(sumOf(rows, "exams_submitted")).toBe(Number(raw.n));
  });

  it("words learnt: a card's first review only; reviews stay COUNTER's requests", async () => {
    const rows = (await consoleRows()).filter((row) => row.metric === "words_learnt");
    const reviews = await db
      .selectFrom("word_review_logs")
      .select(["word_id", "reps"])
      .where("user_id", "=", studentB.id)
      .orderBy("id")
      .execute();
    expect(reviews.map((row) => row.reps)).toEqual([0, 1]);
    expect(rows).toEqual([
      {
        school_id: demoSchool,
        item_type: "word",
        item_id: reviews[0]?.word_id,
        database_type: "word_book",
        database_id: wordBookId,
        access: "login",
        device: "desktop",
        metric: "words_learnt",
        count: 1,
      },
    ]);
    const requests = await db
      .selectFrom("usage_daily")
      .select((eb) => eb.fn.sum<number>("count").as("n"))
      .where("day", "=", DAY)
      .where("database_type", "=", "word_book")
      .where("metric", "=", "Total_Item_Requests")
      .executeTakeFirstOrThrow();
    expect(Number(requests.n)).toBe(2);
  });
});

describe("usage_keywords, usage_visitors and the month's visitors", () => {
  it("counts each keyword's searches and those that found nothing, robots left out", async () => {
    const rows = await db
      .selectFrom("usage_keywords")
      .select(["school_id", "keyword", "searches", "zero_results"])
      .where("day", "=", DAY)
      .orderBy("keyword")
      .execute();
    expect(
      rows.map((row) => ({ ...row, searches: Number(row.searches), zero_results: Number(row.zero_results) })),
    ).toEqual(
      [
        { school_id: demoSchool, keyword: "没有 这种课", searches: 1, zero_results: 1 },
        { school_id: demoSchool, keyword: "英语", searches: 1, zero_results: 0 },
      ].sort((x, y) => (x.keyword < y.keyword ? -1 : 1)),
    );
  });

  it("keeps one keyed hash per distinct visitor, school, access and device, matching the visitors metric", async () => {
    const rows = await db
      .selectFrom("usage_visitors")
      .select(["school_id", "visitor", "access", "device"])
      .where("day", "=", DAY)
      .execute();
    const key = crypto.createHmac("sha256", getAppSecret()).update("yantu usage visitors").digest();
    const hash = (subject: string) => crypto.createHmac("sha256", key).update(subject).digest("hex").slice(0, 32);
    expect(visitorHash(`u:${studentA.id}`)).toBe(hash(`u:${studentA.id}`));
    expect(rows.map((row) => `${row.visitor} ${row.access} ${row.device}`).sort()).toEqual(
      [
        `${hash(`u:${studentA.id}`)} campus desktop`,
        `${hash(`u:${studentB.id}`)} login mobile`,
        `${hash("c:campus-visitor-001")} campus desktop`,
      ].sort(),
    );
    expect(rows.every((row) => row.school_id === demoSchool && /^[0-9a-f]{32}$/.test(row.visitor))).toBe(true);
    const visitors = await db
      .selectFrom("usage_daily")
      .select((eb) => eb.fn.sum<number>("count").as("n"))
      .where("day", "=", DAY)
      .where("metric", "=", "visitors")
      .executeTakeFirstOrThrow();
    expect(Number(visitors.n)).toBe(rows.length);
  });

  it("the month's visitors are distinct over its days (A on two days is one)", async () => {
    const daily = await db
      .selectFrom("usage_visitors")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("day", ">=", "2025-10-01")
      .where("day", "<=", "2025-10-31")
      .executeTakeFirstOrThrow();
    const monthly = await db
      .selectFrom("usage_visitors_monthly")
      .select(["visitor", "campus", "login", "desktop", "mobile"])
      .where("school_id", "=", demoSchool)
      .where("month", "=", "2025-10")
      .execute();
    expect(Number(daily.n)).toBe(4);
    expect(monthly).toHaveLength(3);
    expect(monthly.filter((row) => row.visitor === visitorHash(`u:${studentA.id}`))).toHaveLength(1);
    // Each visitor's flags: the access and device of their days' rows, any of them.
    const days = await db
      .selectFrom("usage_visitors")
      .selectAll()
      .where("school_id", "=", demoSchool)
      .where("day", ">=", "2025-10-01")
      .where("day", "<=", "2025-10-31")
      .execute();
    const flagsOf = (visitor: string) => {
      const rows = days.filter((row) => row.visitor === visitor);
      const came = (test: (row: (typeof rows)[number]) => boolean) => (rows.some(test) ? 1 : 0);
      return {
        visitor,
        campus: came((row) => row.access === "campus"),
        login: came((row) => row.access === "login"),
        desktop: came((row) => row.device === "desktop"),
        mobile: came((row) => row.device === "mobile"),
      };
    };
    for (const row of monthly) expect({ ...row }).toEqual(flagsOf(row.visitor));
  });

  it("writes the overview's sums over items, equal to usage_daily's", async () => {
    const [daily, totals] = await Promise.all([
      db.selectFrom("usage_daily").selectAll().execute(),
      db.selectFrom("usage_daily_totals").selectAll().execute(),
    ]);
    const expected = new Map<string, number>();
    for (const row of daily) {
      const key = [row.school_id, row.day, row.metric, row.item_type, row.access, row.device].join("|");
      expected.set(key, (expected.get(key) ?? 0) + Number(row.count));
    }
    const written = new Map(
      totals.map((row) => [
        [row.school_id, row.day, row.metric, row.item_type, row.access, row.device].join("|"),
        Number(row.count),
      ]),
    );
    expect(written.size).toBeGreaterThan(0);
    expect(written).toEqual(expected);
  });

  it("writes each school's distinct visitors per day, Monday week and month, equal to the visitor rows'", async () => {
    const [visitors, monthly, counts] = await Promise.all([
      db.selectFrom("usage_visitors").selectAll().execute(),
      db.selectFrom("usage_visitors_monthly").selectAll().execute(),
      db.selectFrom("usage_visitor_counts").selectAll().execute(),
    ]);
    const sets = new Map<string, Set<string>>();
    const add = (key: string, visitor: string) => {
      const set = sets.get(key) ?? new Set<string>();
      set.add(visitor);
      sets.set(key, set);
    };
    for (const row of visitors) {
      add(`${row.school_id}|day|${row.day}`, row.visitor);
      add(`${row.school_id}|week|${mondayOf(row.day)}`, row.visitor);
    }
    for (const row of monthly) add(`${row.school_id}|month|${row.month}`, row.visitor);
    const expected = new Map([...sets].map(([key, set]) => [key, set.size]));
    const written = new Map(counts.map((row) => [`${row.school_id}|${row.kind}|${row.bucket}`, Number(row.count)]));
    expect(written).toEqual(expected);
    // The week of 8 October holds A's visits of the 8th and the 9th: one visitor, though a visitor of each day.
    const week = written.get(`${demoSchool}|week|2025-10-06`) ?? 0;
    const days =
      (written.get(`${demoSchool}|day|2025-10-08`) ?? 0) + (written.get(`${demoSchool}|day|2025-10-09`) ?? 0);
    expect(week).toBeGreaterThan(0);
    expect(week).toBeLessThan(days);
  });
});

// ---- Rebuilding, late rows, COUNTER ----

async function snapshot() {
  const [daily, monthly, keywords, visitors, visitorsMonthly, totals, counts] = await Promise.all([
    db
      .selectFrom("usage_daily")
      .selectAll()
      .where("day", ">=", "2025-10-01")
      .where("day", "<=", "2025-10-31")
      .execute(),
    db.selectFrom("usage_monthly").selectAll().where("month", "=", "2025-10").execute(),
    db.selectFrom("usage_keywords").selectAll().execute(),
    db.selectFrom("usage_visitors").selectAll().execute(),
    db.selectFrom("usage_visitors_monthly").selectAll().execute(),
    db.selectFrom("usage_daily_totals").selectAll().execute(),
    db.selectFrom("usage_visitor_counts").selectAll().execute(),
  ]);
  const sorted = (rows: object[]) => rows.map((row) => JSON.stringify(row)).sort();
  return {
    daily: sorted(daily),
    monthly: sorted(monthly),
    keywords: sorted(keywords),
    visitors: sorted(visitors),
    visitorsMonthly: sorted(visitorsMonthly),
    totals: sorted(totals),
    counts: sorted(counts),
  };
}

describe("rebuilding and late rows", () => {
  it("rebuilding the day twice gives the same rows in every table", async () => {
    const before = await snapshot();
    expect(before.daily.length).toBeGreaterThan(0);
    expect(before.totals.length).toBeGreaterThan(0);
    expect(before.counts.length).toBeGreaterThan(0);
    await rebuildUsageDay(DAY, NOW);
    await rebuildUsageDay(DAY, NOW);
    expect(await snapshot()).toEqual(before);
  });

  it("folds in a late usage_events row (and a late search) by rebuilding its day only", async () => {
    await recordUsageEvent(
      actorA,
      { kind: "download", itemType: "question_set", itemId: f.mockSetId },
      T0 + 8 * 3_600_000,
    );
    await recordUsageEvent(actorA, { kind: "search", keyword: "英语", results: 0 }, T0 + 8 * 3_600_000);
    expect(await aggregatePendingUsage(NOW)).toEqual([DAY]);
    const downloads = (await consoleRows()).filter(
      (row) => row.metric === "downloads" && row.item_type === "question_set",
    );
    expect(downloads.map((row) => row.count)).toEqual([2]);
    const keyword = await db
      .selectFrom("usage_keywords")
      .select(["searches", "zero_results"])
      .where("day", "=", DAY)
      .where("keyword", "=", "英语")
      .executeTakeFirstOrThrow();
    expect([Number(keyword.searches), Number(keyword.zero_results)]).toEqual([2, 1]);
    // Nothing new: nothing rebuilt.
    expect(await aggregatePendingUsage(NOW)).toEqual([]);
  });

  it("folds in a mock exam handed in later for its own day (the deadline sweeper's case)", async () => {
    const exam = await startAttempt(
      studentB.id,
      { setId: f.mockSetId, mode: "exam", timed: false },
      T0 + 9 * 3_600_000,
    );
    await submitAttempt(studentB.id, exam.id, T0 + 9 * 3_600_000 + MINUTE);
    expect(await aggregatePendingUsage(NOW)).toEqual([DAY]);
    const exams = (await consoleRows()).filter((row) => row.metric === "exams_submitted" && row.item_type === "paper");
    expect(exams.map((row) => row.count)).toEqual([2]);
  });
});

describe("COUNTER never reads the console's metrics", () => {
  it("gives the same reports with and without them", async () => {
    const query = new URLSearchParams({ begin_date: "2025-10", end_date: "2025-10" });
    const reports = async () =>
      Promise.all(
        (["pr", "dr", "ir", "ir_m1"] as const).map(async (id) => {
          const answer = await schoolReport(demoSchool, id, query, NOW);
          const body = answer.body as { Report_Header: Record<string, unknown>; Report_Items: unknown[] };
          return { status: answer.status, items: body.Report_Items, exceptions: body.Report_Header.Exceptions };
        }),
      );
    const withThem = await reports();
    expect(withThem[0]?.items.length).toBeGreaterThan(0);
    await db.deleteFrom("usage_monthly").where("metric", "in", CONSOLE_METRICS).execute();
    await db.deleteFrom("usage_daily").where("metric", "in", CONSOLE_METRICS).execute();
    expect(await reports()).toEqual(withThem);
  });
});
