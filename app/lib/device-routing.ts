// Sends each visitor to the tree made for their device (spec section 2, "Redirection by agent"): a phone, tablet or
// wearable on a desktop path goes to its /mobile twin; a desktop browser on a /mobile path goes to the unprefixed
// twin. Where a page has no twin, the table below names the nearest page that exists in the other tree; failing
// that, the nearest listed ancestor; failing that, the other tree's home. Known bots are never redirected, so each
// tree can be indexed as it is. The query string is kept. Used by server.ts before Remix sees the request.
import { isbot } from "isbot";
import UAParser from "ua-parser-js";
import { isMobilePath } from "./site-tree";

/** Desktop pages and their mobile counterparts where the names differ or no same-named twin exists. */
const desktopToMobile: Record<string, string> = {
  "/": "/mobile/",
  "/login/passLogin": "/mobile/login/passLogin",
  "/user": "/mobile/user",
  "/user/center": "/mobile/user/userInfo",
  "/user/collect": "/mobile/user/collect",
  "/user/download": "/mobile/user/download",
  "/user/record": "/mobile/user/learningRecord",
  "/booking": "/mobile/user",
  "/course": "/mobile/course",
  "/course/detail": "/mobile/course/cover",
  "/course/player": "/mobile/course/player",
  "/course/my": "/mobile/user/learningRecord",
  "/course/shopCar": "/mobile/course/shopCar",
  "/course/order": "/mobile/course/order",
  "/course/order/pay": "/mobile/course/order/pay",
  "/course/order/result": "/mobile/course/order/result",
  "/user/order": "/mobile/user/order",
  "/videoPlay": "/mobile/videvPlay",
  "/videvPlay": "/mobile/videvPlay",
  "/livePlayback": "/mobile/livePlayback",
  "/question": "/mobile/question",
  "/question/list": "/mobile/question/list",
  "/question/examPdf": "/mobile/question/examPdf",
  "/question/exam": "/mobile/question/exam",
  "/question/publicCourse": "/mobile/question/publicCourse",
  "/question/tkzyCourse": "/mobile/question/tkzyCourse",
  "/question/wrong": "/mobile/question/wrong",
  "/question/zmtCourse": "/mobile/question/zmtCourse",
  "/question/order": "/mobile/question/order",
  "/policy": "/mobile/timeInfo",
  "/square": "/mobile/news",
  "/square/experience": "/mobile/news/more",
  "/square/experPlay": "/mobile/news/player",
  "/square/moderation": "/mobile/user/moderation",
  "/square/group": "/mobile/square/group",
  "/square/more": "/mobile/square/more",
  "/search": "/mobile/search",
  "/legal/userAgreement": "/mobile/legal/userAgreement",
  "/legal/userPrivacy": "/mobile/legal/userPrivacy",
  "/legal/licenses": "/mobile/legal/licenses",
  "/trueQuesExplanation/trueQuestionExplanation": "/mobile/trueQuesExplanation/trueQuestionExplanation",
  "/trueQuesExplanation/videoPlay": "/mobile/trueQuesExplanation/videvPlay",
  "/word": "/mobile/word/bookList",
  "/word/wordBook": "/mobile/word/wordBook",
  "/word/learning": "/mobile/word/learning",
  "/word/reviewWords": "/mobile/word/reviewWords",
  "/word/collect": "/mobile/word/collect",
  "/word/wordDetail": "/mobile/word/wordDetail",
};

/** Mobile pages and their desktop counterparts. */
const mobileToDesktop: Record<string, string> = {
  "/mobile": "/",
  "/mobile/": "/",
  "/mobile/login": "/login/passLogin?login=sms",
  "/mobile/login/passLogin": "/login/passLogin",
  "/mobile/login/orgLogin": "/login/passLogin?login=org",
  "/mobile/login/register": "/?login=register",
  "/mobile/login/reset": "/?login=reset",
  "/mobile/user": "/user/center",
  "/mobile/user/userInfo": "/user/center",
  "/mobile/user/safe": "/user/center",
  "/mobile/user/seting": "/user/center",
  "/mobile/user/modifyNumber": "/user/center",
  "/mobile/user/collect": "/user/collect",
  "/mobile/user/download": "/user/download",
  "/mobile/user/learningRecord": "/user/record",
  "/mobile/user/feedback": "/?feedback=1",
  "/mobile/course": "/course?type=2",
  "/mobile/course/cover": "/course/detail",
  "/mobile/course/player": "/course/player",
  "/mobile/course/miniProgramPlay": "/course/detail",
  "/mobile/course/shopCar": "/course/shopCar",
  "/mobile/course/order": "/course/order",
  "/mobile/course/order/pay": "/course/order/pay",
  "/mobile/course/order/result": "/course/order/result",
  "/mobile/user/order": "/user/order",
  "/mobile/user/moderation": "/square/moderation",
  "/mobile/console": "/console",
  "/mobile/videvPlay": "/videoPlay",
  "/mobile/livePlayback": "/livePlayback",
  "/mobile/news": "/square/experience",
  "/mobile/news/more": "/square/experience",
  "/mobile/news/player": "/square/experPlay",
  "/mobile/square/group": "/square/group",
  "/mobile/square/more": "/square/more",
  "/mobile/question": "/question",
  "/mobile/question/examPdf": "/question/examPdf",
  "/mobile/question/exam": "/question/exam",
  "/mobile/question/list": "/question/list",
  "/mobile/question/publicCourse": "/question/publicCourse",
  "/mobile/question/tkzyCourse": "/question/tkzyCourse",
  "/mobile/question/wrong": "/question/wrong",
  "/mobile/question/zmtCourse": "/question/zmtCourse",
  "/mobile/question/order": "/question/order",
  "/mobile/search": "/search",
  "/mobile/timeInfo": "/policy",
  "/mobile/legal/userAgreement": "/legal/userAgreement",
  "/mobile/legal/userPrivacy": "/legal/userPrivacy",
  "/mobile/legal/licenses": "/legal/licenses",
  "/mobile/trueQuesExplanation/trueQuestionExplanation": "/trueQuesExplanation/trueQuestionExplanation",
  "/mobile/trueQuesExplanation/videvPlay": "/trueQuesExplanation/videoPlay",
  "/mobile/word/bookList": "/word",
  "/mobile/word/wordBook": "/word/wordBook",
  "/mobile/word/learning": "/word/learning",
  "/mobile/word/reviewWords": "/word/reviewWords",
  "/mobile/word/collect": "/word/collect",
  "/mobile/word/wordDetail": "/word/wordDetail",
};

/** Paths that are not pages (API, assets, actions, files): never redirected. */
const NOT_PAGES =
  /^\/(api|Report|question\/website|material\/website|course\/website|lecture\/website|sushi|assets|auth|events|media|uploads|__dev|__manifest|healthz)(\/|$)|\.[a-z0-9]+$/i;

/**
 * Desktop-only areas: the console (issue 25) is made for a desk, but a library's staff may still need it from a phone,
 * so a phone is not sent away from it; the mobile tree's /mobile/console only points here.
 */
const DESKTOP_ONLY = /^\/console(\/|$)/;

export type DeviceKind = "mobile" | "desktop" | "bot";

export function deviceKindOf(userAgent: string | undefined): DeviceKind {
  const ua = userAgent ?? "";
  if (isbot(ua)) return "bot";
  const type = new UAParser(ua).getDevice().type;
  return type === "mobile" || type === "tablet" || type === "wearable" ? "mobile" : "desktop";
}

function nearest(table: Record<string, string>, path: string, home: string): string {
  let candidate = path.length > 1 ? path.replace(/\/+$/, "") : path;
  for (;;) {
    const hit = table[candidate];
    if (hit) return hit;
    if (candidate === "/" || candidate === "") return home;
    candidate = candidate.slice(0, candidate.lastIndexOf("/")) || "/";
  }
}

/** Pages whose id is part of the path in one tree and the `id` query parameter in the other. */
const idInPath = [
  { desktop: /^\/policy\/(\d+)\/?$/, desktopPath: (id: string) => `/policy/${id}`, mobile: "/mobile/timeInfo/detail" },
  {
    desktop: /^\/question\/(\d+)\/?$/,
    desktopPath: (id: string) => `/question/${id}`,
    mobile: "/mobile/question/list",
  },
];
/** 学长学姐: the desktop senior page is the mobile experience list filtered to them. */
const SENIOR_DESKTOP = "/square/seniorInfo";
const SENIOR_MOBILE = "/mobile/news/more";

function moveId(path: string, search: string, toMobile: boolean): { target: string; search: string } | null {
  const query = new URLSearchParams(search);
  if (toMobile) {
    for (const rule of idInPath) {
      const id = rule.desktop.exec(path)?.[1];
      if (id) return { target: `${rule.mobile}?id=${id}`, search };
    }
    if (path === SENIOR_DESKTOP && query.get("id")) {
      const id = query.get("id") ?? "";
      query.delete("id");
      return { target: `${SENIOR_MOBILE}?senior=${encodeURIComponent(id)}`, search: query.toString() };
    }
    return null;
  }
  const id = query.get("id");
  const rule = idInPath.find((entry) => entry.mobile === path.replace(/\/+$/, ""));
  if (rule && id && /^\d+$/.test(id)) {
    query.delete("id");
    return { target: rule.desktopPath(id), search: query.toString() };
  }
  return null;
}

function mergeQuery(target: string, search: string): string {
  const url = new URL(target, "http://yantu.invalid");
  for (const [key, value] of new URLSearchParams(search))
    if (!url.searchParams.has(key)) url.searchParams.append(key, value);
  return `${url.pathname}${url.search}`;
}

/** Where to send this request instead, or null to serve it as asked. */
export function deviceRedirect(request: {
  method: string;
  path: string;
  search: string;
  userAgent: string | undefined;
}) {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (NOT_PAGES.test(request.path)) return null;
  const kind = deviceKindOf(request.userAgent);
  if (kind === "bot") return null;
  const onMobilePath = isMobilePath(request.path);
  if (kind === "mobile" && !onMobilePath) {
    if (DESKTOP_ONLY.test(request.path)) return null;
    const moved = moveId(request.path, request.search, true);
    if (moved) return mergeQuery(moved.target, moved.search);
    return mergeQuery(nearest(desktopToMobile, request.path, "/mobile/"), request.search);
  }
  if (kind === "desktop" && onMobilePath) {
    const moved = moveId(request.path, request.search, false);
    if (moved) return mergeQuery(moved.target, moved.search);
    return mergeQuery(nearest(mobileToDesktop, request.path, "/"), request.search);
  }
  return null;
}
