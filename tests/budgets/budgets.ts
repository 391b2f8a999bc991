// The budgets every page is built under (issue "Gauges before growth"). `npm run audit` measures them and fails when
// one is broken; `npm test` runs it, so a failing budget fails CI. Tightening a budget is a one-line change here.
// Which routes are audited is tests/budgets/routes.ts; the template pages (hydrated and themed axe) and the layouts
// Lighthouse measures are `templatePages` below.

import type { AuditedRoute } from "./routes";

export type LighthouseCategory = "performance" | "accessibility" | "best-practices" | "seo";
export type LighthousePreset = "mobile" | "desktop";

export const budgets = {
  /** Minimum Lighthouse 12 scores (0–100), per preset, on every page in `lighthousePages` (the layouts). */
  lighthouse: {
    mobile: { performance: 90, accessibility: 100, "best-practices": 95, seo: 95 },
    desktop: { performance: 90, accessibility: 100, "best-practices": 95, seo: 95 },
  } satisfies Record<LighthousePreset, Record<LighthouseCategory, number>>,
  /** axe-core WCAG 2.1 A/AA violations allowed on any audited route, theme, login state, with or without JavaScript. */
  axeViolations: 0,
  /** JavaScript a route loads on a first visit (its modules and their imports from the client manifest), gzipped. */
  firstVisitJavaScriptKiB: { mobile: 150, desktop: 250 },
  /** Stylesheets a route loads on a first visit, gzipped. */
  firstVisitCssKiB: { mobile: 40, desktop: 40 },
  /** The HTML document itself, gzipped (it carries the inline Mantine variables and the Remix context). */
  htmlKiB: { mobile: 30, desktop: 30 },
  /** Pages whose document may be larger than htmlKiB, each with why (none since /api/docs is split by group). */
  htmlKiBByPath: {} as Record<string, number>,
  /**
   * The main pages of both trees at 400 kbps / 300 ms with an empty cache (scripts/audit/slow-network.ts): scripts may
   * make a page usable later, never its content visible later than without them by more than this (issue 23).
   */
  slowNetwork: {
    allowanceMs: 500,
    pages: [
      "/",
      "/course?type=2",
      "/question",
      "/policy",
      "/mobile/",
      "/mobile/course?type=2",
      "/mobile/question",
      "/mobile/news",
    ],
  },
} as const;

export interface TemplatePage {
  /** Path and query; a page of the tree its path belongs to (`/mobile/…` is mobile). */
  path: string;
  /** Logged in as the demo student (the page needs it). */
  loggedIn?: boolean;
  /** A layout of its own (Lighthouse measures it): see `lighthousePages`. */
  layout?: true;
}

/**
 * One page per layout and per template. axe audits each of them hydrated (JavaScript on) and in every theme
 * (`representative`); Lighthouse measures the layouts among them (`lighthousePages`). A later feature adds a page here
 * when it brings a new template or layout, not for every page of one; the home pages always stay.
 */
export const templatePages: TemplatePage[] = [
  // Layouts: default, mobile, login, mobile blank, lecture.
  { path: "/", layout: true },
  { path: "/mobile/", layout: true },
  { path: "/login/passLogin", layout: true },
  { path: "/mobile/login" },
  { path: "/booking", loggedIn: true },
  { path: "/mobile/user", loggedIn: true, layout: true },
  { path: "/course/player?id=1&videoId=1", layout: true },
  // One page per template. A mobile twin shares its desktop page's components and loads less (first-visit JS
  // 119–124 KiB against 163–167 KiB), so the desktop page is the harder case of the two.
  { path: "/word/wordBook", loggedIn: true },
  { path: "/word/learning", loggedIn: true },
  { path: "/course?type=2" },
  // The heaviest first visit of the site (JavaScript 167 KiB): Lighthouse measures it as the worst case of a template.
  { path: "/course/detail?id=1", loggedIn: true, layout: true },
  { path: "/trueQuesExplanation/trueQuestionExplanation" },
  { path: "/livePlayback" },
  { path: "/policy/1" },
  { path: "/square/experPlay?id=1" },
  { path: "/question" },
  // The question bank's templates: practice chooser, mock-exam start, 错题本, a paper's PDF page.
  { path: "/question/list?subject=math1" },
  { path: "/question/exam?setId=1", loggedIn: true },
  { path: "/question/wrong", loggedIn: true },
  { path: "/question/examPdf?id=4" },
  { path: "/mobile/news" },
  { path: "/search?keyword=%E6%94%BF%E6%B2%BB" },
  // The training platform's batch frame: a teacher's 学习概况 (tables, filters, exports) and a student's lecture (收藏).
  { path: "/Training/teacher/1", loggedIn: true },
  { path: "/Training/student/1/lectures/1", loggedIn: true },
];

/**
 * The presets a page is measured in: every page in the mobile preset (a slow phone, or an old laptop on a congested
 * campus network: 4× CPU slowdown, slow 4G), the desktop home page in the desktop preset too. A page within budget in
 * the mobile preset is within it on a desktop's faster CPU and network (every desktop page scored 100 there for
 * eleven stops), so the desktop preset re-measures one page — the home page — as the check of that claim. A mobile
 * page is never seen by a desktop browser (the device router sends it to its desktop twin).
 */
export function lighthousePresetsFor(path: string): LighthousePreset[] {
  return path === DESKTOP_PRESET_PAGE ? ["mobile", "desktop"] : ["mobile"];
}
const DESKTOP_PRESET_PAGE = "/";

/**
 * The pages Lighthouse measures: each layout once and the heaviest template (docs/decisions/0007). Pages of one layout
 * share their document, scripts and styles; what differs between templates is the route's own module (2–5 KiB of the
 * 160), which page weight measures on every page. Nineteen runs cost ten minutes of CI on a busy machine and measured
 * the same shell nineteen times.
 */
export const lighthousePages: TemplatePage[] = templatePages.filter((page) => page.layout);

/**
 * The entries axe audits hydrated (JavaScript on) and in the non-default themes (docs/decisions/0007): one page per
 * template (`templatePages`: every layout and the main templates), the error pages and the campus tips (off campus).
 */
const OFF_CAMPUS_REPRESENTATIVES = new Set(["/?tips=1", "/course?type=2", "/mobile/course?type=2"]);

export function templateRepresentative(route: AuditedRoute): boolean {
  if (route.status === 404) return true;
  if (route.offCampus) return OFF_CAMPUS_REPRESENTATIVES.has(route.path);
  return templatePages.some((page) => page.path === route.path);
}
