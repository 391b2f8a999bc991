// Usage aggregation and COUNTER 5.1 over the COUNTER_SUSHI API (issue 28; docs/decisions/0056-usage-and-counter.md).
// A month (October 2025) of raw rows is seeded — double clicks 10 s and 40 s apart, two sessions of one student, a
// robot, a refused off-campus visit, a licence refusal, word reviews and answers — the days are aggregated, and every
// report's numbers are checked against counts made from those rows by hand (each number's reason is beside it). Every
// SUSHI answer, success or exception, is validated against COUNTER's own OpenAPI document for 5.1.
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { requireCampusOrUser } from "~/modules/auth/campus-gate.server";
import { catalogVideoPlayUrl } from "~/modules/course/course-play.server";
import { commandLineActor } from "~/modules/console/console-roles.server";
import { ITEMIZED_ITEM_TYPES } from "~/modules/usage/counter-reports";
import { aggregatePendingUsage, rebuildUsageDay } from "~/modules/usage/usage-aggregation.server";
import { usageDaysBetween } from "~/modules/usage/usage-rules";
import {
  issueSushiCredential,
  revokeSushiCredential,
  type IssuedSushiCredential,
} from "~/modules/usage/sushi-credentials.server";
import { loader as membersLoader } from "~/routes/sushi.r51.members";
import { loader as reportLoader } from "~/routes/sushi.r51.reports.$id";
import { loader as reportListLoader } from "~/routes/sushi.r51.reports._index";
import { loader as statusLoader } from "~/routes/sushi.r51.status";
import {
  downloadCounterTable,
  loadSushiCredentialsPage,
  submitSushiCredentialsPage,
} from "~/modules/usage/sushi-credential-pages.server";
import { demoConsoleAccounts } from "~/seed/console-accounts";
import { asConsoleSession } from "../support/console-session";
import { counterOpenApi, validatorsOf } from "../support/counter-schema";
import { IP, loginDemo, newUser, schoolId, seedDemo, viewerOfUser, type TestUser } from "./course-fixtures";

// ---- COUNTER's schema, compiled from the published file (tests/support/counter-schema.ts) ----

const document = counterOpenApi();
const validatorFor = validatorsOf(document);
// The file's one flaw that concerns an answer: it spells Granularity `Total` and its Counts take months only; 5.1.0.1
// (and the Code) say `Totals`. Only granularity=Totals answers are checked against this widened copy.
const totalsDocument = structuredClone(document);
totalsDocument.components.schemas.Granularity_Attribute = {
  type: "object",
  properties: { Granularity: { type: "string", enum: ["Month", "Totals"] } },
};
(totalsDocument.components.schemas.Counts as { patternProperties: Record<string, unknown> }).patternProperties[
  "^Totals$"
] = { type: "integer", minimum: 0 };
const totalsValidatorFor = validatorsOf(totalsDocument);

// ---- The seeded month ----

const MONTH = "2025-10";
const at = (iso: string) => Date.parse(iso);
/** 10:00 on 8 October 2025 in Beijing. */
const T0 = at("2025-10-08T02:00:00Z");
const NOW = at("2025-11-10T04:00:00Z");
const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126 Safari/537";

let studentA: TestUser;
let studentB: TestUser;
let fudanStudent: TestUser;
let demoSchool: number;
let fudanSchool: number;
let video: { id: number; courseId: number };
let refusedVideo: { id: number; courseId: number };
let paperVideoId: number;
let liveId: number;
let paperId: number;
let wordBookId: number;
let bank: { id: number; questions: number[] };
let demoCredential: IssuedSushiCredential;
let fudanCredential: IssuedSushiCredential;

interface Visit {
  url: string;
  at: number;
  user?: TestUser;
  uuid?: string;
  ip: string;
  mobile?: boolean;
  robot?: boolean;
}

async function insertVisits(visits: Visit[]) {
  await db
    .insertInto("visit_logs")
    .values(
      visits.map((visit) => ({
        browsername: "Chrome",
        browserversion: "126",
        clienttype: visit.mobile ? (1 as const) : (0 as const),
        devicemanufacturer: null,
        devicemodel: null,
        devicetype: visit.mobile ? "mobile" : "desktop",
        enginename: "Blink",
        engineversion: "126",
        ip: visit.ip,
        osname: null,
        osversion: null,
        screenwidth: null,
        screenheight: null,
        currenturl: `http://localhost${visit.url}`,
        referrer: null,
        referrertype: 0 as const,
        uuid: visit.uuid ?? null,
        user_id: visit.user?.id ?? null,
        view_id: null,
        counter_robot: visit.robot ? (1 as const) : (0 as const),
        created_at: visit.at,
      })),
    )
    .execute();
}

beforeAll(async () => {
  await seedDemo();
  demoSchool = await schoolId("演示大学");
  fudanSchool = await schoolId("复旦大学");
  studentA = await newUser("演示大学");
  studentB = await newUser("演示大学");
  fudanStudent = await newUser("复旦大学");

  const videos = await db
    .selectFrom("course_videos as v")
    .innerJoin("courses as c", "c.id", "v.course_id")
    .select(["v.id", "v.course_id", "c.price_fen", "v.free_preview", "c.type"])
    .where("c.published", "=", 1)
    .orderBy("v.id")
    .execute();
  const paid = videos.find((row) => row.price_fen > 0 && row.free_preview === 0 && row.type !== 3);
  if (!paid) throw new Error("the demo data has no paid course video");
  video = { id: paid.id, courseId: paid.course_id };
  refusedVideo = video;
  paperVideoId = (await db.selectFrom("paper_videos").select("id").where("published", "=", 1).executeTakeFirstOrThrow())
    .id;
  liveId = (await db.selectFrom("lives").select("id").where("published", "=", 1).executeTakeFirstOrThrow()).id;
  paperId = (await db.selectFrom("exam_papers").select("id").executeTakeFirstOrThrow()).id;
  wordBookId = (await db.selectFrom("word_books").select("id").executeTakeFirstOrThrow()).id;
  const questions = await db
    .selectFrom("questions")
    .select(["id", "bank_id"])
    .where("parent_id", "is", null)
    .orderBy("id")
    .limit(2)
    .execute();
  if (questions.length < 2 || questions[0]?.bank_id !== questions[1]?.bank_id) throw new Error("need two questions");
  bank = { id: questions[0]?.bank_id as number, questions: questions.map((row) => row.id) };
  const setId = (await db.selectFrom("question_sets").select("id").executeTakeFirstOrThrow()).id;

  const V = `/videoPlay?id=${video.id}`;
  await insertVisits([
    // A, on campus: the video at T0, 10 s later (a double click: counts once) and 40 s after that (counts again).
    { url: V, at: T0, user: studentA, ip: IP.demoCampus },
    { url: V, at: T0 + 10_000, user: studentA, ip: IP.demoCampus },
    { url: V, at: T0 + 50_000, user: studentA, ip: IP.demoCampus },
    // A's second session (two hours later): the video again, from the course player.
    {
      url: `/course/player?id=${video.courseId}&videoId=${video.id}`,
      at: T0 + 2 * 3_600_000,
      user: studentA,
      ip: IP.demoCampus,
    },
    // A looks at the course's own page: an investigation of the course database.
    { url: `/course/detail?id=${video.courseId}`, at: T0 + 3 * 3_600_000, user: studentA, ip: IP.demoCampus },
    // B, logged in off campus on a phone: a paper-explanation video, a past paper, three searches (two 5 s apart).
    {
      url: `/mobile/trueQuesExplanation/videvPlay?id=${paperVideoId}`,
      at: at("2025-10-15T12:00:00Z"),
      user: studentB,
      ip: IP.offCampus,
      mobile: true,
    },
    {
      url: `/mobile/question/list?id=${paperId}`,
      at: at("2025-10-15T12:05:00Z"),
      user: studentB,
      ip: IP.offCampus,
      mobile: true,
    },
    {
      url: "/mobile/search?keyword=高数",
      at: at("2025-10-15T12:10:00Z"),
      user: studentB,
      ip: IP.offCampus,
      mobile: true,
    },
    {
      url: "/mobile/search?keyword=高数",
      at: at("2025-10-15T12:10:05Z"),
      user: studentB,
      ip: IP.offCampus,
      mobile: true,
    },
    {
      url: "/mobile/search?keyword=英语",
      at: at("2025-10-15T12:11:00Z"),
      user: studentB,
      ip: IP.offCampus,
      mobile: true,
    },
    // Someone on 演示大学's campus, not logged in: a live's page.
    {
      url: `/livePlayback?id=${liveId}`,
      at: at("2025-10-20T03:00:00Z"),
      uuid: "visitor-on-campus-01",
      ip: IP.demoCampus,
    },
    // A robot (COUNTER's list) on campus, and a refused visitor off campus without a login: neither counts.
    { url: V, at: at("2025-10-21T03:00:00Z"), uuid: "robot-agent-0001", ip: IP.demoCampus, robot: true },
    { url: V, at: at("2025-10-22T03:00:00Z"), uuid: "off-campus-visitor", ip: IP.offCampus },
    // 复旦大学's student asks for the paid video, which 复旦 does not license: the page's visit is not a request.
    { url: `/videoPlay?id=${refusedVideo.id}`, at: at("2025-10-23T03:00:00Z"), user: fudanStudent, ip: IP.offCampus },
  ]);
  // The refusals as the gate and the play URL record them.
  await requireCampusOrUser(
    new Request(`http://localhost${V}`, { headers: { "user-agent": BROWSER, cookie: "appuuid=off-campus-visitor" } }),
    IP.offCampus,
  ).catch(() => undefined);
  await db
    .updateTable("usage_refusals")
    .set({ created_at: at("2025-10-22T03:00:00Z") })
    .execute();
  await expect(
    catalogVideoPlayUrl(viewerOfUser(fudanStudent), refusedVideo.id, at("2025-10-23T03:00:00.300Z")),
  ).rejects.toMatchObject({ status: 403 });

  // A reviews three words of a word book (same hour) and answers two questions of a bank.
  await db
    .insertInto("word_review_logs")
    .values(
      [1, 2, 3].map((n) => ({
        user_id: studentA.id,
        book_id: wordBookId,
        word_id: 900_000 + n,
        card_id: 900_000 + n,
        reps: 0,
        rating: 3,
        state: 0,
        due: T0,
        stability: 1,
        difficulty: 5,
        elapsed_days: 0,
        last_elapsed_days: 0,
        scheduled_days: 1,
        learning_steps: 0,
        reviewed_at: T0 + n * 60_000,
        study_day: 0,
      })),
    )
    .execute();
  const attempt = await db
    .insertInto("question_attempts")
    .values({
      user_id: studentA.id,
      set_id: setId,
      attempt_no: 1,
      mode: "practice",
      timed: 0,
      started_at: T0,
      deadline_at: null,
      submitted_at: null,
      finish_reason: null,
      state: "in_progress",
      score: null,
      max_score: 100,
      updated_at: T0,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("question_attempt_answers")
    .values(
      bank.questions.map((questionId, index) => ({
        attempt_id: attempt.id,
        question_id: questionId,
        answer: '"A"',
        answered_at: T0 + 10 * 60_000 + index * 60_000,
        saved_at: T0 + 10 * 60_000 + index * 60_000,
        flagged: 0 as const,
        outcome: null,
        points_awarded: null,
        self_marks: null,
      })),
    )
    .execute();

  const built = await aggregatePendingUsage(NOW);
  expect(built[0]).toBe("2025-10-08");
  expect(built.at(-1)).toBe("2025-11-09");

  demoCredential = await issueSushiCredential(demoSchool, commandLineActor, "测试", NOW);
  fudanCredential = await issueSushiCredential(fudanSchool, commandLineActor, "测试", NOW);
});

// ---- Calling the API through its routes ----

// The API never looks at the address; a context is passed as Remix would.
const routeContext = { clientIp: "203.0.113.9" } as never;

async function get(
  path: string,
  params: Record<string, string> = {},
): Promise<{ status: number; body: unknown; path: string }> {
  const url = new URL(`http://localhost/sushi/r51${path}`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  const request = new Request(url);
  const args = { request, context: routeContext, params: {} as Record<string, string> };
  let response: Response;
  if (path === "/status") response = await statusLoader();
  else if (path === "/members") response = await membersLoader(args);
  else if (path === "/reports") response = await reportListLoader(args);
  else response = await reportLoader({ ...args, params: { id: path.replace("/reports/", "") } });
  const text = await response.text();
  const body = response.headers.get("content-type")?.includes("json") ? JSON.parse(text) : text;
  return { status: response.status, body, path: `/r51${path}` };
}

function expectValid(answer: { status: number; body: unknown; path: string }, totals = false) {
  const validate = (totals ? totalsValidatorFor : validatorFor)(answer.path, answer.status);
  const ok = validate(answer.body);
  expect(ok, JSON.stringify(validate.errors?.slice(0, 5), null, 1)).toBe(true);
}

const demo = () => ({
  customer_id: demoCredential.customerId,
  requestor_id: demoCredential.requestorId,
  api_key: demoCredential.apiKey,
});
const october = { begin_date: MONTH, end_date: `${MONTH}-31` };

type Report = {
  Report_Header: Record<string, unknown> & { Exceptions?: Array<{ Code: number; Data?: string }> };
  Report_Items: Array<Record<string, unknown>>;
};

async function report(id: string, params: Record<string, string> = {}, credential = demo()): Promise<Report> {
  const answer = await get(`/reports/${id}`, { ...credential, ...october, ...params });
  expect(answer.status).toBe(200);
  expectValid(answer, params.granularity === "Totals");
  return answer.body as Report;
}

type Performance = Record<string, Record<string, number>>;

async function reportJson(id: string): Promise<Report> {
  const answer = await get(`/reports/${id}`, { ...demo(), ...october });
  return answer.body as Report;
}
const performanceOf = (entries: unknown, dataType?: string): Performance =>
  ((entries as Array<{ Data_Type?: string; Performance: Performance }>).find(
    (entry) => dataType === undefined || entry.Data_Type === dataType,
  )?.Performance ?? {}) as Performance;

const october_ = (count: number) => ({ [MONTH]: count });

// ---- The numbers ----

describe("COUNTER reports equal the raw rows' counts", () => {
  it("PR: platform searches, audiovisual items, the paper and the databases' items", async () => {
    const pr = await report("pr");
    expect(pr.Report_Items).toHaveLength(1);
    const entries = pr.Report_Items[0]?.Attribute_Performance;
    // 高数 twice 5 s apart (once) + 英语.
    expect(performanceOf(entries, "Platform")).toEqual({ Searches_Platform: october_(2) });
    // Requests: the video 3 (T0+10 s, T0+50 s, the second session), the paper video 1, the live 1 = 5; the robot, the
    // off-campus visitor and 复旦's refused view are not 演示大学's or not counted. Investigations: those + the
    // course page = 6. Unique: the video once per session (2) + 1 + 1 = 4; + the course page = 5.
    expect(performanceOf(entries, "Audiovisual")).toEqual({
      Total_Item_Investigations: october_(6),
      Total_Item_Requests: october_(5),
      Unique_Item_Investigations: october_(5),
      Unique_Item_Requests: october_(4),
    });
    // The past paper, once.
    expect(performanceOf(entries, "Other")).toEqual({
      Total_Item_Investigations: october_(1),
      Total_Item_Requests: october_(1),
      Unique_Item_Investigations: october_(1),
      Unique_Item_Requests: october_(1),
    });
    // Three words reviewed + two questions answered, all different items.
    expect(performanceOf(entries, "Database_Full_Item")).toEqual({
      Total_Item_Investigations: october_(5),
      Total_Item_Requests: october_(5),
      Unique_Item_Investigations: october_(5),
      Unique_Item_Requests: october_(5),
    });
    expect(pr.Report_Header.Exceptions).toBeUndefined();
    expect(pr.Report_Header.Institution_Name).toBe("演示大学");
  });

  it("PR_P1: the Standard View's metrics only", async () => {
    const view = await report("pr_p1");
    const entries = view.Report_Items[0]?.Attribute_Performance;
    expect(performanceOf(entries, "Platform")).toEqual({ Searches_Platform: october_(2) });
    expect(performanceOf(entries, "Audiovisual")).toEqual({
      Total_Item_Requests: october_(5),
      Unique_Item_Requests: october_(4),
    });
  });

  it("DR and DR_D1: the course, the word book and the bank", async () => {
    const dr = await report("dr");
    const byId = new Map(dr.Report_Items.map((item) => [(item.Item_ID as { Proprietary: string }).Proprietary, item]));
    expect([...byId.keys()].sort()).toEqual(
      [`yantu:course-${video.courseId}`, `yantu:question_bank-${bank.id}`, `yantu:word_book-${wordBookId}`].sort(),
    );
    // The course: its video 3 requests (2 unique) and its page (1 investigation).
    expect(performanceOf(byId.get(`yantu:course-${video.courseId}`)?.Attribute_Performance, "Audiovisual")).toEqual({
      Total_Item_Investigations: october_(4),
      Total_Item_Requests: october_(3),
      Unique_Item_Investigations: october_(3),
      Unique_Item_Requests: october_(2),
    });
    expect(
      performanceOf(byId.get(`yantu:word_book-${wordBookId}`)?.Attribute_Performance, "Database_Full_Item")
        .Total_Item_Requests,
    ).toEqual(october_(3));
    expect(
      performanceOf(byId.get(`yantu:question_bank-${bank.id}`)?.Attribute_Performance, "Database_Full_Item")
        .Unique_Item_Requests,
    ).toEqual(october_(2));

    const d1 = await report("dr_d1");
    const course = d1.Report_Items.find(
      (item) => (item.Item_ID as { Proprietary: string }).Proprietary === `yantu:course-${video.courseId}`,
    );
    expect(performanceOf(course?.Attribute_Performance)).toEqual({
      Total_Item_Investigations: october_(4),
      Total_Item_Requests: october_(3),
      Unique_Item_Investigations: october_(3),
      Unique_Item_Requests: october_(2),
    });
  });

  it("DR_D2 and IR: No_License goes to 复旦大学, whose student was refused; 演示大学 has none", async () => {
    const demoDenied = await report("dr_d2");
    expect(demoDenied.Report_Items).toEqual([]);
    expect(demoDenied.Report_Header.Exceptions?.map((exception) => exception.Code)).toEqual([3030]);

    const fudan = {
      customer_id: fudanCredential.customerId,
      requestor_id: fudanCredential.requestorId,
      api_key: fudanCredential.apiKey,
    };
    const denied = await report("dr_d2", {}, fudan);
    expect(denied.Report_Items).toHaveLength(1);
    expect(performanceOf(denied.Report_Items[0]?.Attribute_Performance)).toEqual({ No_License: october_(1) });
    const items = await report("ir", {}, fudan);
    const refused = (items.Report_Items[0] as { Items: Array<Record<string, unknown>> }).Items;
    expect(refused).toHaveLength(1);
    // Refused, so not a request: only No_License.
    expect(performanceOf(refused[0]?.Attribute_Performance)).toEqual({ No_License: october_(1) });
  });

  it("IR and IR_M1: each item with its own numbers", async () => {
    const ir = await report("ir");
    const items = (ir.Report_Items[0] as { Items: Array<Record<string, unknown>> }).Items;
    const byId = new Map(items.map((item) => [(item.Item_ID as { Proprietary: string }).Proprietary, item]));
    expect([...byId.keys()].sort()).toEqual(
      [
        `yantu:course_video-${video.id}`,
        `yantu:paper_video-${paperVideoId}`,
        `yantu:live-${liveId}`,
        `yantu:paper-${paperId}`,
      ].sort(),
    );
    expect(performanceOf(byId.get(`yantu:course_video-${video.id}`)?.Attribute_Performance)).toEqual({
      Total_Item_Investigations: october_(3),
      Total_Item_Requests: october_(3),
      Unique_Item_Investigations: october_(2),
      Unique_Item_Requests: october_(2),
    });
    expect(
      performanceOf(byId.get(`yantu:paper-${paperId}`)?.Attribute_Performance, "Other").Total_Item_Requests,
    ).toEqual(october_(1));

    const m1 = await report("ir_m1");
    const multimedia = (m1.Report_Items[0] as { Items: Array<Record<string, unknown>> }).Items;
    // The paper is not multimedia.
    expect(multimedia).toHaveLength(3);
    const total = multimedia.reduce(
      (sum, item) => sum + (performanceOf(item.Attribute_Performance).Total_Item_Requests?.[MONTH] ?? 0),
      0,
    );
    expect(total).toBe(5);
  });

  it("filters, attributes and Totals", async () => {
    const filtered = await report("pr", {
      metric_type: "Total_Item_Requests|Unique_Item_Requests",
      data_type: "Audiovisual",
      attributes_to_show: "Access_Method",
    });
    expect(filtered.Report_Items[0]?.Attribute_Performance).toEqual([
      {
        Data_Type: "Audiovisual",
        Access_Method: "Regular",
        Performance: { Total_Item_Requests: october_(5), Unique_Item_Requests: october_(4) },
      },
    ]);
    const totals = await report("ir", { granularity: "Totals", item_id: `yantu:course_video-${video.id}` });
    const item = (totals.Report_Items[0] as { Items: Array<Record<string, unknown>> }).Items;
    expect(item).toHaveLength(1);
    expect(performanceOf(item[0]?.Attribute_Performance).Total_Item_Requests).toEqual({ Totals: 3 });
    const ignored = await report("dr", { attributed: "No", attributes_to_show: "Country_Code", colour: "blue" });
    expect(ignored.Report_Header.Exceptions?.map((exception) => exception.Code).sort()).toEqual([3050, 3060, 3062]);
  });
});

describe("aggregation", () => {
  it("keeps the console's measures beside COUNTER's: page views, visitors, sessions, the gate's refusals", async () => {
    const sums = await db
      .selectFrom("usage_daily")
      .select(["school_id", "metric", (eb) => eb.fn.sum<number>("count").as("count")])
      .where("day", ">=", `${MONTH}-01`)
      .where("day", "<=", `${MONTH}-31`)
      .where("metric", "in", ["page_views", "visitors", "sessions", "campus_refusals"])
      .groupBy(["school_id", "metric"])
      .orderBy(["school_id", "metric"])
      .execute();
    const of = (school: number, metric: string) =>
      Number(sums.find((row) => row.school_id === school && row.metric === metric)?.count ?? 0);
    // 演示大学: A's 5 pages, B's 5, the campus visitor's 1 (the robot and the anonymous off-campus visitor are no one's).
    expect(of(demoSchool, "page_views")).toBe(11);
    // Visitors per day: A (8th), B (15th), the campus visitor (20th). Sessions: A's three hours, B's one, the visitor's.
    expect(of(demoSchool, "visitors")).toBe(3);
    expect(of(demoSchool, "sessions")).toBe(5);
    // 复旦大学's student saw the refusal page: a page view, not a request.
    expect(of(fudanSchool, "page_views")).toBe(1);
    expect(of(0, "campus_refusals")).toBe(1);
  });

  it("rebuilding a day gives the same rows", async () => {
    const snapshot = () =>
      db
        .selectFrom("usage_daily")
        .selectAll()
        .where("day", ">=", `${MONTH}-01`)
        .where("day", "<=", `${MONTH}-31`)
        .orderBy([
          "school_id",
          "day",
          "item_type",
          "item_id",
          "database_type",
          "database_id",
          "access",
          "device",
          "metric",
        ])
        .execute();
    const monthly = () =>
      db
        .selectFrom("usage_monthly")
        .selectAll()
        .orderBy(["school_id", "month", "item_type", "item_id", "database_type", "database_id", "metric"])
        .execute();
    const monthlyBefore = await monthly();
    const before = await snapshot();
    expect(before.length).toBeGreaterThan(10);
    for (const day of usageDaysBetween(at("2025-09-30T16:00:00Z"), at("2025-10-31T15:59:59Z"))) {
      await rebuildUsageDay(day, NOW);
    }
    expect(await snapshot()).toEqual(before);
    expect(await monthly()).toEqual(monthlyBefore);
    // The month's rows are the sums of its days'.
    const october = monthlyBefore.filter((row) => row.month === MONTH);
    expect(october.reduce((sum, row) => sum + row.count, 0)).toBe(before.reduce((sum, row) => sum + row.count, 0));
    // Nothing new: the nightly run has nothing to do.
    expect(await aggregatePendingUsage(NOW)).toEqual([]);
  });

  it("sums the words and questions per database in usage_monthly (item_id 0); what is listed by item stays", async () => {
    const daily = await db
      .selectFrom("usage_daily")
      .selectAll()
      .where("day", ">=", `${MONTH}-01`)
      .where("day", "<=", `${MONTH}-31`)
      .execute();
    // usage_daily keeps every item: the three words and two questions each have their own rows.
    const dailyIds = (type: string) => new Set(daily.filter((row) => row.item_type === type).map((row) => row.item_id));
    expect(dailyIds("word").size).toBe(3);
    expect(dailyIds("question").size).toBe(2);
    // The month is the days summed, with every type but ITEMIZED_ITEM_TYPES rolled up to its database.
    const expected = new Map<string, number>();
    for (const row of daily) {
      const itemId = (ITEMIZED_ITEM_TYPES as readonly string[]).includes(row.item_type) ? row.item_id : 0;
      const key = [row.school_id, row.item_type, itemId, row.database_type, row.database_id, row.metric].join("|");
      expected.set(key, (expected.get(key) ?? 0) + row.count);
    }
    const monthly = await db.selectFrom("usage_monthly").selectAll().where("month", "=", MONTH).execute();
    const actual = new Map(
      monthly.map((row) => [
        [row.school_id, row.item_type, row.item_id, row.database_type, row.database_id, row.metric].join("|"),
        row.count,
      ]),
    );
    expect(actual).toEqual(expected);
    const monthlyOf = (type: string) => monthly.filter((row) => row.item_type === type);
    expect(new Set(monthlyOf("word").map((row) => row.item_id))).toEqual(new Set([0]));
    expect(new Set(monthlyOf("question").map((row) => row.item_id))).toEqual(new Set([0]));
    const wordRequests = monthlyOf("word").find((row) => row.metric === "Total_Item_Requests");
    expect(wordRequests).toMatchObject({ database_type: "word_book", database_id: wordBookId, count: 3 });
    const bankUnique = monthlyOf("question").find((row) => row.metric === "Unique_Item_Requests");
    expect(bankUnique).toMatchObject({ database_type: "question_bank", database_id: bank.id, count: 2 });
    expect(monthlyOf("course_video").map((row) => row.item_id)).toContain(video.id);
    // The reports read the rolled-up month: DR's word book and bank equal the raw rows' counts (3 reviews, 2
    // answers), and IR still lists each reported item (the tests above check their numbers).
    const dr = await report("dr");
    const drOf = (id: string) =>
      performanceOf(
        dr.Report_Items.find((item) => (item.Item_ID as { Proprietary: string }).Proprietary === id)
          ?.Attribute_Performance,
        "Database_Full_Item",
      );
    expect(drOf(`yantu:word_book-${wordBookId}`)).toEqual({
      Total_Item_Investigations: october_(3),
      Total_Item_Requests: october_(3),
      Unique_Item_Investigations: october_(3),
      Unique_Item_Requests: october_(3),
    });
    expect(drOf(`yantu:question_bank-${bank.id}`)).toEqual({
      Total_Item_Investigations: october_(2),
      Total_Item_Requests: october_(2),
      Unique_Item_Investigations: october_(2),
      Unique_Item_Requests: october_(2),
    });
    const ir = await report("ir");
    const listed = (ir.Report_Items[0] as { Items: Array<{ Item_ID: { Proprietary: string } }> }).Items;
    expect(listed.map((item) => item.Item_ID.Proprietary).sort()).toEqual(
      [
        `yantu:course_video-${video.id}`,
        `yantu:paper_video-${paperVideoId}`,
        `yantu:live-${liveId}`,
        `yantu:paper-${paperId}`,
      ].sort(),
    );
  });

  it("splits by access and device: B's searches are logged in off campus, on a phone", async () => {
    const rows = await db
      .selectFrom("usage_daily")
      .select(["access", "device", "count"])
      .where("school_id", "=", demoSchool)
      .where("metric", "=", "Searches_Platform")
      .execute();
    expect(rows).toEqual([{ access: "login", device: "mobile", count: 2 }]);
  });
});

describe("COUNTER_SUSHI answers and exceptions, validated against COUNTER's OpenAPI document", () => {
  it("/status is public", async () => {
    const answer = await get("/status");
    expect(answer.status).toBe(200);
    expectValid(answer);
  });

  it("/members and /reports for the requestor's school", async () => {
    const members = await get("/members", demo());
    expect(members.status).toBe(200);
    expectValid(members);
    expect(members.body).toEqual([
      expect.objectContaining({ Customer_ID: demoCredential.customerId, Institution_Name: "演示大学" }),
    ]);
    const list = await get("/reports", demo());
    expect(list.status).toBe(200);
    expectValid(list);
    expect((list.body as Array<{ Report_ID: string }>).map((entry) => entry.Report_ID)).toEqual([
      "PR",
      "PR_P1",
      "DR",
      "DR_D1",
      "DR_D2",
      "IR",
      "IR_M1",
    ]);
  });

  const cases: Array<[string, Record<string, string>, number, number]> = [
    ["missing customer_id", { customer_id: "" }, 400, 1030],
    ["missing begin_date", { begin_date: "" }, 400, 1030],
    ["an unknown requestor_id", { requestor_id: "nobody" }, 401, 2000],
    ["another school's customer_id", { customer_id: "YT999999" }, 403, 2010],
    ["The World", { customer_id: "0000000000000000" }, 403, 2011],
    ["a wrong api_key", { api_key: "wrong" }, 401, 2020],
    ["a missing api_key", { api_key: "" }, 401, 2020],
    ["begin after end", { begin_date: "2025-10", end_date: "2025-09" }, 400, 3020],
    ["month 13", { begin_date: "2025-13", end_date: "2025-13" }, 400, 3020],
    ["a future month", { begin_date: "2099-01", end_date: "2099-02" }, 400, 3020],
    ["a day that does not exist", { begin_date: "2025-02-30", end_date: "2025-03" }, 400, 3020],
  ];
  for (const [name, change, status, code] of cases) {
    it(`${name}: ${status} with exception ${code}`, async () => {
      const params = { ...demo(), ...october, ...change };
      for (const key of Object.keys(params) as Array<keyof typeof params>) if (params[key] === "") delete params[key];
      const answer = await get("/reports/pr", params);
      expect(answer.status).toBe(status);
      expect((answer.body as { Code: number }).Code).toBe(code);
      expectValid(answer);
    });
  }

  it("another school's customer_id with a school's own credentials is refused (2010), also on /members", async () => {
    const answer = await get("/members", { ...demo(), customer_id: fudanCredential.customerId });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ Code: 2010, Message: "Requestor is Not Authorized to Access Usage for Institution" });
    expectValid(answer);
  });

  it("the lowest code wins when several apply", async () => {
    const answer = await get("/reports/pr", { ...demo(), api_key: "wrong", begin_date: "2025-13", end_date: "" });
    expect(answer.status).toBe(400);
    expect((answer.body as { Code: number }).Code).toBe(1030);
  });

  it("never answers a 5xx to odd input: every answer is the Code's JSON", async () => {
    const odd: Array<Record<string, string>> = [
      { ...demo(), ...october, platform: "another-platform" },
      { ...demo(), ...october, requestor_id: "r".repeat(10_000) },
      { ...demo(), ...october, api_key: "\u0000\uffff💥" },
      { ...demo(), begin_date: "2025-02-29", end_date: "2025-03" },
      { ...demo(), begin_date: "0000-01", end_date: "2025-03" },
      { ...demo(), begin_date: "2025-01-01T00:00:00Z", end_date: "2025-03" },
      { ...demo(), ...october, granularity: "Weekly", metric_type: "|||", data_type: "Nothing" },
      { ...demo(), ...october, include_component_details: "True", access_method: "TDM" },
      { customer_id: "'; drop table users; --", requestor_id: "x", api_key: "y", ...october },
    ];
    for (const params of odd) {
      for (const path of ["/reports/ir", "/reports/dr_d1", "/members", "/reports"]) {
        const answer = await get(path, params);
        expect(answer.status, `${path} ${JSON.stringify(params).slice(0, 120)}`).toBeLessThan(500);
        expectValid(answer);
      }
    }
  });

  it("an unknown report id is a plain 404", async () => {
    for (const id of ["tr", "xyz", "PR"]) {
      const answer = await get(`/reports/${id}`, { ...demo(), ...october });
      expect(answer.status).toBe(404);
    }
  });

  it("usage not ready (3031) and no usage (3030) are the report header's", async () => {
    const partly = await report("pr", { begin_date: MONTH, end_date: "2025-11" });
    expect(partly.Report_Header.Exceptions).toEqual([
      { Code: 3031, Message: "Usage Not Ready for Requested Dates", Data: "Not processed yet: 2025-11" },
    ]);
    expect((partly.Report_Header.Report_Filters as { End_Date: string }).End_Date).toBe(`${MONTH}-31`);
    const notYet = await report("ir_m1", { begin_date: "2026-01", end_date: "2026-02" });
    expect(notYet.Report_Items).toEqual([]);
    expect(notYet.Report_Header.Exceptions?.map((exception) => exception.Code)).toEqual([3031]);
    const none = await report("pr", { begin_date: "2025-01", end_date: "2025-03" });
    expect(none.Report_Items).toEqual([]);
    expect(none.Report_Header.Exceptions?.map((exception) => exception.Code)).toEqual([3030]);
  });

  it("a revoked credential is refused at once", async () => {
    const extra = await issueSushiCredential(demoSchool, commandLineActor, "临时", NOW);
    const params = { customer_id: extra.customerId, requestor_id: extra.requestorId, api_key: extra.apiKey };
    expect((await get("/members", params)).status).toBe(200);
    await revokeSushiCredential(demoSchool, extra.id, commandLineActor, NOW);
    const answer = await get("/members", params);
    expect(answer.status).toBe(401);
    expect((answer.body as { Code: number }).Code).toBe(2000);
    // Another school's credential is not found, as an id that names nothing.
    await expect(revokeSushiCredential(fudanSchool, demoCredential.id, commandLineActor)).rejects.toMatchObject({
      status: 404,
    });
    const audit = await db
      .selectFrom("console_audit_log")
      .select("action")
      .where("target_type", "=", "sushi_credential")
      .where("school_id", "=", demoSchool)
      .execute();
    expect(audit.map((row) => row.action).sort()).toEqual(["sushi.issue", "sushi.issue", "sushi.revoke"]);
    expect(
      await db.selectFrom("sushi_credentials").select("api_key_hash").where("id", "=", extra.id).executeTakeFirst(),
    ).not.toMatchObject({ api_key_hash: extra.apiKey });
  });
});

describe("a late batch", () => {
  it("is folded in by rebuilding the day it touches", async () => {
    const before = await report("ir_m1");
    const liveTotal = (body: Report) =>
      performanceOf(
        (body.Report_Items[0] as { Items: Array<Record<string, unknown>> }).Items.find(
          (item) => (item.Item_ID as { Proprietary: string }).Proprietary === `yantu:live-${liveId}`,
        )?.Attribute_Performance,
      ).Total_Item_Requests?.[MONTH];
    expect(liveTotal(before)).toBe(1);
    await insertVisits([
      {
        url: `/livePlayback?id=${liveId}`,
        at: at("2025-10-20T05:00:00Z"),
        uuid: "late-visitor-00001",
        ip: IP.demoCampus,
      },
    ]);
    expect(await aggregatePendingUsage(NOW)).toEqual(["2025-10-20"]);
    expect(liveTotal(await report("ir_m1"))).toBe(2);
  });
});

describe("COUNTER 凭据 (/console/sushi)", () => {
  const CONSOLE = { clientIp: "10.20.30.40" };
  function page(token: string, path: string, form?: Record<string, string>): Request {
    const headers = new Headers({ cookie: `Authorization=${token}` });
    if (!form) return new Request(`http://localhost${path}`, { headers });
    headers.set("content-type", "application/x-www-form-urlencoded");
    return new Request(`http://localhost${path}`, { method: "POST", headers, body: new URLSearchParams(form) });
  }
  async function statusOf(run: () => Promise<unknown>): Promise<number> {
    try {
      const value = await run();
      if (value instanceof Response) return value.status;
      const init = (value as { init?: { status?: number } | null }).init;
      return init?.status ?? 200;
    } catch (thrown) {
      return thrown instanceof Response
        ? thrown.status
        : ((thrown as { init?: { status?: number } }).init?.status ?? 500);
    }
  }

  it("lets a school's staff issue (the key shown once) and revoke; another school's page or credential is 404", async () => {
    const staff = await loginDemo(demoConsoleAccounts[1].phoneNumber);
    await asConsoleSession(staff.token);
    const loaded = await loadSushiCredentialsPage(page(staff.token, "/console/sushi"), CONSOLE);
    expect(loaded.school.name).toBe("演示大学");
    expect(loaded.customerId).toBe(demoCredential.customerId);
    expect(loaded.credentials.map((credential) => credential.requestorId)).toContain(demoCredential.requestorId);
    expect(JSON.stringify(loaded)).not.toContain(demoCredential.apiKey);

    const issued = (await submitSushiCredentialsPage(
      page(staff.token, "/console/sushi", { intent: "issue", label: "ERM 采集" }),
      CONSOLE,
    )) as unknown as { data: { issued: { requestorId: string; apiKey: string; customerId: string } } };
    const key = issued.data.issued;
    const members = await get("/members", {
      customer_id: key.customerId,
      requestor_id: key.requestorId,
      api_key: key.apiKey,
    });
    expect(members.status).toBe(200);

    expect(
      await statusOf(() =>
        loadSushiCredentialsPage(page(staff.token, `/console/sushi?school=${fudanSchool}`), CONSOLE),
      ),
    ).toBe(404);
    const fudanId = (
      await db
        .selectFrom("sushi_credentials")
        .select("id")
        .where("requestor_id", "=", fudanCredential.requestorId)
        .executeTakeFirstOrThrow()
    ).id;
    expect(
      await statusOf(() =>
        submitSushiCredentialsPage(
          page(staff.token, "/console/sushi", { intent: "revoke", id: String(fudanId) }),
          CONSOLE,
        ),
      ),
    ).toBe(404);
    const own = (
      await db
        .selectFrom("sushi_credentials")
        .select("id")
        .where("requestor_id", "=", key.requestorId)
        .executeTakeFirstOrThrow()
    ).id;
    expect(
      await statusOf(() =>
        submitSushiCredentialsPage(page(staff.token, "/console/sushi", { intent: "revoke", id: String(own) }), CONSOLE),
      ),
    ).toBe(302);
    const student = await newUser("演示大学");
    expect(await statusOf(() => loadSushiCredentialsPage(page(student.token, "/console/sushi"), CONSOLE))).toBe(403);
  });

  it("downloads the Code's tabular reports, whose numbers parsed back equal the JSON report's", async () => {
    const staff = await loginDemo(demoConsoleAccounts[1].phoneNumber);
    await asConsoleSession(staff.token);
    const range = `begin_date=${MONTH}&end_date=${MONTH}`;
    for (const report of ["pr", "pr_p1", "dr", "dr_d1", "dr_d2", "ir", "ir_m1"]) {
      const response = (await downloadCounterTable(
        page(staff.token, `/console/counter/${report}.tsv?${range}`),
        CONSOLE,
        `${report}.tsv`,
      )) as Response;
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/tab-separated-values");
      const rows = (await response.text())
        .trimEnd()
        .split("\n")
        .map((line) => line.split("\t"));
      expect(rows[1]?.slice(0, 2)).toEqual(["Report_ID", report.toUpperCase()]);
      const headings = rows[14] ?? [];
      const metricColumn = headings.indexOf("Metric_Type");
      const fromTable = new Map<string, number>();
      for (const row of rows.slice(15)) {
        const metric = row[metricColumn] ?? "";
        const october = Number(row[headings.indexOf("Oct-2025")]);
        fromTable.set(metric, (fromTable.get(metric) ?? 0) + october);
        // One month: the period's total is October's.
        expect(Number(row[metricColumn + 1])).toBe(october);
      }
      // The JSON report's numbers, summed per metric.
      const json = await reportJson(report);
      const fromJson = new Map<string, number>();
      const items =
        report === "ir" || report === "ir_m1"
          ? ((json.Report_Items[0] as { Items: unknown[] } | undefined)?.Items ?? [])
          : json.Report_Items;
      for (const item of items as Array<{ Attribute_Performance: Array<{ Performance: Performance }> }>)
        for (const entry of item.Attribute_Performance)
          for (const [metric, counts] of Object.entries(entry.Performance))
            fromJson.set(metric, (fromJson.get(metric) ?? 0) + (counts[MONTH] ?? 0));
      expect(Object.fromEntries(fromTable), report).toEqual(Object.fromEntries(fromJson));
      if (report === "ir") {
        // IR item by item: the Code's identifier columns, and each item's counts where its Proprietary_ID says.
        expect(headings.slice(0, metricColumn)).toEqual([
          "Item",
          "Publisher",
          "Publisher_ID",
          "Platform",
          "DOI",
          "Proprietary_ID",
          "ISBN",
          "Print_ISSN",
          "Online_ISSN",
          "URI",
          "Data_Type",
        ]);
        const idColumn = headings.indexOf("Proprietary_ID");
        const byItem = (entries: Array<[string, string, number]>) =>
          Object.fromEntries(entries.map(([id, metric, count]) => [`${id} ${metric}`, count]));
        const tableItems = rows
          .slice(15)
          .map((row): [string, string, number] => [
            row[idColumn] ?? "",
            row[metricColumn] ?? "",
            Number(row[headings.indexOf("Oct-2025")]),
          ]);
        const jsonItems = (
          items as Array<{
            Item_ID: { Proprietary: string };
            Attribute_Performance: Array<{ Performance: Performance }>;
          }>
        ).flatMap((item) =>
          item.Attribute_Performance.flatMap((entry) =>
            Object.entries(entry.Performance).map(([metric, counts]): [string, string, number] => [
              item.Item_ID.Proprietary,
              metric,
              counts[MONTH] ?? 0,
            ]),
          ),
        );
        expect(tableItems.length).toBeGreaterThan(0);
        expect(byItem(tableItems)).toEqual(byItem(jsonItems));
      }

      // The XLSX holds the same rows, the counts as numbers.
      const xlsx = (await downloadCounterTable(
        page(staff.token, `/console/counter/${report}.xlsx?${range}`),
        CONSOLE,
        `${report}.xlsx`,
      )) as Response;
      expect(xlsx.status).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await xlsx.arrayBuffer());
      const sheet = workbook.getWorksheet(report.toUpperCase());
      const sheetRows: string[][] = [];
      sheet?.eachRow({ includeEmpty: true }, (row) => {
        const values = (row.values as unknown[]).slice(1).map((value) => (value == null ? "" : String(value)));
        sheetRows.push([...values, ...Array.from({ length: headings.length - values.length }, () => "")]);
      });
      // Created is the second each file was made in: two requests may straddle a second.
      const filled = (table: string[][]) =>
        table.filter((row) => row.some((cell) => cell !== "") && row[0] !== "Created");
      expect(filled(sheetRows)).toEqual(filled(rows));
      expect(sheetRows.find((row) => row[0] === "Created")?.[1]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect(typeof sheet?.getRow(16).getCell(headings.indexOf("Oct-2025") + 1).value).toBe(
        rows.length > 15 ? "number" : "object",
      );
    }
    expect(
      await statusOf(() =>
        downloadCounterTable(
          page(staff.token, `/console/counter/pr.tsv?${range}&school=${fudanSchool}`),
          CONSOLE,
          "pr.tsv",
        ),
      ),
    ).toBe(404);
    expect(
      await statusOf(() =>
        downloadCounterTable(page(staff.token, `/console/counter/tr.tsv?${range}`), CONSOLE, "tr.tsv"),
      ),
    ).toBe(404);
    const refused = (await downloadCounterTable(
      page(staff.token, "/console/counter/pr.tsv?begin_date=2025-13&end_date=2025-12"),
      CONSOLE,
      "pr.tsv",
    )) as Response;
    expect([refused.status, await refused.text()]).toEqual([
      400,
      "3020: Invalid Date Arguments (begin_date must be a date as yyyy-mm or yyyy-mm-dd)\n",
    ]);
  });
});
