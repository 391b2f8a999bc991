// What `npm run bench` (and `npm run growth`) measure. Add a target by adding an entry: the runner logs in when a
// target needs a session, checks every target's answer once before measuring (status 200, no redirect, content type,
// marker texts or the API envelope), then measures all of them interleaved. Exactly one entry is the control.
import { prepareAnswers } from "./answer-preparation";
import type { BenchTarget } from "./bench-target";

/** The demo student every logged-in target acts as (README.md). */
export const DEMO_STUDENT = { phoneNumber: "13800000001", password: "Yantu#2026", nickname: "研友小林" } as const;

/** The control file gets this target's exact HTML, so size, content type and compressibility match. */
export const CONTROL_SOURCE_ID = "desktop-home";

const HTML = /^text\/html\b/i;
const JSON_TYPE = /^application\/json\b/i;

const STUDY_STATUSES = ["card", "waiting", "quotaReached", "bookFinished", "noneDue"];

/** A NextCard answer (docs/decisions/0008): a known status, the progress counters, and a card when the status says so. */
export function nextCardProblem(next: unknown): string | null {
  const value = next as { status?: unknown; card?: unknown; progress?: { dueToday?: unknown } } | null;
  if (!value || typeof value.status !== "string" || !STUDY_STATUSES.includes(value.status)) return "no NextCard status";
  if (typeof value.progress?.dueToday !== "number") return "NextCard without progress";
  if (value.status === "card" && (value.card === null || typeof value.card !== "object"))
    return "status card without a card";
  return null;
}

/** A demo course (the seed's first), the same at demo size and after the growth seeders add theirs. */
const BENCH_COURSE_ID = 1;

/** A paged answer ({page, rows, total, items}) with at least one item. */
function nonEmptyItems(result: unknown): string | null {
  const items = (result as { items?: unknown } | null)?.items;
  return Array.isArray(items) && items.length > 0 ? null : "result.items is not a non-empty list";
}

export const targets: readonly BenchTarget[] = [
  {
    id: "desktop-home",
    label: "desktop home /",
    kind: "page",
    device: "desktop",
    credential: "none",
    path: () => "/",
    check: { contentType: HTML, contains: ["研途 · 高校优质考研课程库"] },
  },
  {
    id: "mobile-home",
    label: "mobile home /mobile/",
    kind: "page",
    device: "mobile",
    credential: "none",
    path: () => "/mobile/",
    check: { contentType: HTML, contains: ["研途 · 考研课程库", "mobile-page"] },
  },
  {
    id: "user-center",
    label: "logged-in /user/center",
    kind: "page",
    device: "desktop",
    credential: "session-cookie",
    path: () => "/user/center",
    check: { contentType: HTML, contains: ["账号设置 - 研途", DEMO_STUDENT.nickname] },
  },
  // The personal centre's two long lists (issue 16's growth rule; the growth run gives the demo student a heavy history).
  {
    id: "user-record",
    label: "logged-in 学习记录 /user/record",
    kind: "page",
    device: "desktop",
    credential: "session-cookie",
    path: () => "/user/record",
    check: { contentType: HTML, contains: ["学习记录 - 研途", "近 30 天学习时长"] },
  },
  {
    id: "user-collect",
    label: "logged-in 我的收藏 /user/collect",
    kind: "page",
    device: "desktop",
    credential: "session-cookie",
    path: () => "/user/collect",
    check: { contentType: HTML, contains: ["我的收藏 - 研途", "个收藏"] },
  },
  {
    id: "api-slide-show",
    label: "API GET /api/System/slide-show",
    kind: "api",
    device: "desktop",
    credential: "none",
    path: () => "/api/System/slide-show",
    check: { contentType: JSON_TYPE, envelope: nonEmptyItems },
  },
  {
    id: "api-is-appointed",
    label: "API GET /api/Appoint/isAppointed (bearer)",
    kind: "api",
    device: "desktop",
    credential: "bearer",
    path: () => "/api/Appoint/isAppointed",
    check: {
      contentType: JSON_TYPE,
      envelope: (result) =>
        typeof (result as { isAppointed?: unknown } | null)?.isAppointed === "boolean"
          ? null
          : "result.isAppointed is missing",
    },
  },
  {
    id: "api-book-study",
    label: "API GET /api/Book/study (bearer)",
    kind: "api",
    device: "desktop",
    credential: "bearer",
    path: () => "/api/Book/study",
    check: {
      contentType: JSON_TYPE,
      envelope: (result) => {
        const value = result as { plan?: unknown; next?: unknown } | null;
        return value?.plan ? nextCardProblem(value.next) : "result.plan is missing";
      },
    },
  },
  {
    id: "api-next-review",
    label: "API GET /api/Word/nextReviewWordOfOneDay (bearer)",
    kind: "api",
    device: "desktop",
    credential: "bearer",
    path: () => "/api/Word/nextReviewWordOfOneDay",
    check: { contentType: JSON_TYPE, envelope: nextCardProblem },
  },
  {
    // Every request answers another card version that is answerable then (answer-queue.ts), as a dedicated student
    // (answer-preparation.ts) so that the demo student's next-card targets do not change under the answers.
    id: "api-word-answer",
    label: "API POST /api/Word/NotKnowWord (answer queue)",
    kind: "api",
    device: "desktop",
    credential: "none",
    path: () => "/api/Word/NotKnowWord",
    prepare: prepareAnswers,
    check: {
      contentType: JSON_TYPE,
      envelope: (result) => {
        const value = result as { answer?: unknown; card?: { reps?: unknown } } | null;
        return value?.answer === "notKnow" && typeof value.card?.reps === "number" ? null : "not an answer result";
      },
    },
  },
  // Courses (issue 6): the list, one course and its catalogue, as an on-campus visitor (127.0.0.1 is 演示大学's campus).
  {
    id: "course-list",
    label: "course list page /course?type=2",
    kind: "page",
    device: "desktop",
    credential: "none",
    path: () => "/course?type=2",
    check: { contentType: HTML, contains: ["微课 - 研途", "门课程"] },
  },
  {
    id: "api-course-page-query",
    label: "API GET /api/Course/page-query?type=2 (最热, page 1)",
    kind: "api",
    device: "desktop",
    credential: "none",
    path: () => "/api/Course/page-query?type=2&sort=hot&page=1&rows=20",
    check: { contentType: JSON_TYPE, envelope: nonEmptyItems },
  },
  {
    id: "api-course-detail",
    label: "API GET /api/Course/{id}",
    kind: "api",
    device: "desktop",
    credential: "none",
    path: () => `/api/Course/${BENCH_COURSE_ID}`,
    check: {
      contentType: JSON_TYPE,
      envelope: (result) =>
        (result as { id?: unknown } | null)?.id === BENCH_COURSE_ID ? null : "not the course asked for",
    },
  },
  {
    id: "api-course-catalogs",
    label: "API GET /api/Course/catalogs?id=",
    kind: "api",
    device: "desktop",
    credential: "none",
    path: () => `/api/Course/catalogs?id=${BENCH_COURSE_ID}`,
    check: {
      contentType: JSON_TYPE,
      envelope: (result) => {
        const chapters = (result as { chapters?: unknown } | null)?.chapters;
        return Array.isArray(chapters) && chapters.length > 0 ? null : "result.chapters is not a non-empty list";
      },
    },
  },
  // Search (issue 4): one keyword over every kind — the overview runs six searches, each a count and a short page.
  {
    id: "api-search",
    label: "API GET /api/Search?keyword=数学 (全部)",
    kind: "api",
    device: "desktop",
    credential: "none",
    path: () => `/api/Search?keyword=${encodeURIComponent("数学")}`,
    check: {
      contentType: JSON_TYPE,
      envelope: (result) => {
        const groups = (result as { groups?: unknown } | null)?.groups;
        return Array.isArray(groups) && groups.length > 0 ? null : "result.groups is not a non-empty list";
      },
    },
  },
  {
    id: "control",
    label: "CONTROL static file, same bytes as /",
    kind: "control",
    device: "desktop",
    credential: "none",
    path: (context) => context.controlPath,
    check: { contentType: HTML, contains: ["研途 · 高校优质考研课程库"] },
  },
];
