import { describe, expect, it } from "vitest";
import { deviceKindOf, deviceRedirect } from "./device-routing";

// Real user-agent strings.
const agents = {
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  android:
    "Mozilla/5.0 (Linux; Android 13; M2012K11AC) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36",
  ipad: "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
  androidTablet:
    "Mozilla/5.0 (Linux; Android 12; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
  watch:
    "Mozilla/5.0 (Linux; Android 11; SM-R860 Build/RP1A.200720.012; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/96.0.4664.45 Mobile Safari/537.36 Watch",
  windowsChrome:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  macSafari:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  googlebot: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  baiduspider: "Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)",
};

const go = (path: string, userAgent: string, search = "", method = "GET") =>
  deviceRedirect({ method, path, search, userAgent });

describe("deviceKindOf", () => {
  it.each([
    ["iphone", "mobile"],
    ["android", "mobile"],
    ["ipad", "mobile"],
    ["androidTablet", "mobile"],
    ["watch", "mobile"],
    ["windowsChrome", "desktop"],
    ["macSafari", "desktop"],
    ["googlebot", "bot"],
    ["baiduspider", "bot"],
  ] as const)("%s is %s", (agent, kind) => {
    expect(deviceKindOf(agents[agent])).toBe(kind);
  });

  it("treats a missing user agent as desktop", () => {
    expect(deviceKindOf(undefined)).toBe("desktop");
  });
});

describe("deviceRedirect", () => {
  it("sends a phone from a desktop page to its twin, keeping the query", () => {
    expect(go("/", agents.iphone)).toBe("/mobile/");
    expect(go("/login/passLogin", agents.android, "?redirect=%2Fuser")).toBe(
      "/mobile/login/passLogin?redirect=%2Fuser",
    );
    expect(go("/word/learning", agents.ipad, "?bookId=3")).toBe("/mobile/word/learning?bookId=3");
    expect(go("/square/moderation", agents.iphone, "?tab=words")).toBe("/mobile/user/moderation?tab=words");
  });

  it("goes to the nearest listed page when there is no twin", () => {
    expect(go("/user/center", agents.iphone)).toBe("/mobile/user/userInfo");
    expect(go("/user/follow", agents.iphone)).toBe("/mobile/user");
    expect(go("/square/write", agents.iphone)).toBe("/mobile/news");
    expect(go("/training/student/3", agents.iphone)).toBe("/mobile/");
  });

  it("moves an id between the path and the query where the trees spell a page differently", () => {
    expect(go("/policy/42", agents.iphone)).toBe("/mobile/timeInfo/detail?id=42");
    expect(go("/question/7", agents.android, "?from=home")).toBe("/mobile/question/list?id=7&from=home");
    expect(go("/question/wrong", agents.iphone, "?review=1")).toBe("/mobile/question/wrong?review=1");
    expect(go("/mobile/question/wrong", agents.windowsChrome, "?status=due")).toBe("/question/wrong?status=due");
    expect(go("/square/seniorInfo", agents.iphone, "?id=3")).toBe("/mobile/news/more?senior=3");
    expect(go("/mobile/timeInfo/detail", agents.windowsChrome, "?id=42")).toBe("/policy/42");
    expect(go("/mobile/question/list", agents.macSafari, "?id=7&from=home")).toBe("/question/7?from=home");
    // 练习 (no id) and the shelves are twins by name.
    expect(go("/mobile/question/list", agents.macSafari, "?attempt=3&q=2")).toBe("/question/list?attempt=3&q=2");
    expect(go("/question/list", agents.iphone, "?setId=5")).toBe("/mobile/question/list?setId=5");
    expect(go("/question/publicCourse", agents.android)).toBe("/mobile/question/publicCourse");
    expect(go("/question/exam", agents.iphone, "?attempt=3&q=2")).toBe("/mobile/question/exam?attempt=3&q=2");
    expect(go("/mobile/question/exam", agents.windowsChrome, "?setId=5")).toBe("/question/exam?setId=5");
    expect(go("/mobile/question/tkzyCourse", agents.windowsChrome)).toBe("/question/tkzyCourse");
    // Without a usable id the nearest page is the list.
    expect(go("/mobile/timeInfo/detail", agents.windowsChrome, "?id=abc")).toBe("/policy?id=abc");
    expect(go("/policy", agents.iphone)).toBe("/mobile/timeInfo");
    expect(go("/mobile/news", agents.windowsChrome)).toBe("/square/experience");
    expect(go("/square/experPlay", agents.iphone, "?id=5")).toBe("/mobile/news/player?id=5");
  });

  it("sends a desktop browser from a mobile page to the unprefixed twin", () => {
    expect(go("/mobile/", agents.windowsChrome)).toBe("/");
    expect(go("/mobile", agents.windowsChrome)).toBe("/");
    expect(go("/mobile/login", agents.macSafari, "?redirect=%2Fmobile%2Fuser")).toBe(
      "/login/passLogin?login=sms&redirect=%2Fmobile%2Fuser",
    );
    expect(go("/mobile/user", agents.windowsChrome)).toBe("/user/center");
    expect(go("/mobile/user/moderation", agents.windowsChrome, "?tab=log&page=2")).toBe(
      "/square/moderation?tab=log&page=2",
    );
    expect(go("/mobile/course/miniProgramPlay", agents.windowsChrome, "?id=7")).toBe("/course/detail?id=7");
    expect(go("/mobile/unknown/deep/path", agents.windowsChrome)).toBe("/");
  });

  it("leaves pages of the right tree, bots, non-pages and non-GET requests alone", () => {
    expect(go("/", agents.windowsChrome)).toBeNull();
    expect(go("/mobile/user", agents.android)).toBeNull();
    expect(go("/", agents.googlebot)).toBeNull();
    expect(go("/mobile/", agents.baiduspider)).toBeNull();
    expect(go("/api/System/ip-check", agents.iphone)).toBeNull();
    expect(go("/Report/website/UserCourseFav/GetMyCoursePageList", agents.iphone)).toBeNull();
    expect(go("/question/website/wrong-questions", agents.iphone)).toBeNull();
    expect(go("/assets/root-abc.js", agents.iphone)).toBeNull();
    // The pay page's event stream: one address for both trees.
    expect(go("/events/order-status", agents.iphone, "?orderNo=1")).toBeNull();
    expect(go("/user/center.data", agents.iphone)).toBeNull();
    // A question set's PDF: one address for both trees (the .pdf ending).
    expect(go("/question/examPdf/paper.pdf", agents.iphone, "?id=4")).toBeNull();
    expect(go("/auth/sms", agents.iphone, "", "POST")).toBeNull();
    expect(go("/user/center", agents.iphone, "", "POST")).toBeNull();
  });
});
