// Who visits, in what proportions: browsers and devices of Chinese students (desktop Chrome/Edge, iPhone Safari and
// WeChat, Huawei/Xiaomi/vivo Android), the pages they open, and where they come from. The visit-log columns are
// derived from each user agent by the app's own classifier, so seeded rows look exactly like logged ones.
import { classifyAgent } from "~/modules/visit/visit-classify.server";
import { expandWeights, type SqlValue } from "./sql-fragments";

const SITE_ORIGIN = "https://yantu.example.cn";

interface AgentSpec {
  weight: number;
  userAgent: string;
  screens: ReadonlyArray<readonly [number, number]>;
}

const DESKTOP_SCREENS = [
  [1920, 1080],
  [1536, 864],
  [1366, 768],
  [2560, 1440],
] as const;
const PHONE_SCREENS = [
  [390, 844],
  [414, 896],
  [393, 873],
  [360, 800],
] as const;

const AGENTS: readonly AgentSpec[] = [
  {
    weight: 24,
    screens: DESKTOP_SCREENS,
    userAgent:
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  },
  {
    weight: 10,
    screens: DESKTOP_SCREENS,
    userAgent:
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  },
  {
    weight: 3,
    screens: DESKTOP_SCREENS,
    userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
  },
  {
    weight: 3,
    screens: DESKTOP_SCREENS,
    userAgent:
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36 QBCore/4.0.1326.400 QQBrowser/9.0.2524.400",
  },
  {
    weight: 5,
    screens: [
      [1440, 900],
      [1512, 982],
    ],
    userAgent:
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  },
  {
    weight: 4,
    screens: [
      [1440, 900],
      [1728, 1117],
    ],
    userAgent:
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  },
  {
    weight: 14,
    screens: PHONE_SCREENS,
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  },
  {
    weight: 12,
    screens: PHONE_SCREENS,
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN",
  },
  {
    weight: 8,
    screens: PHONE_SCREENS,
    userAgent:
      "Mozilla/5.0 (Linux; Android 12; NOH-AN00 Build/HUAWEINOH-AN00; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/99.0.4844.88 HuaweiBrowser/14.0.5.302 Mobile Safari/537.36",
  },
  {
    weight: 7,
    screens: PHONE_SCREENS,
    userAgent:
      "Mozilla/5.0 (Linux; U; Android 13; zh-cn; 2211133C Build/TKQ1.220905.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0.5414.118 Mobile Safari/537.36 XiaoMi/MiuiBrowser/17.8.110504",
  },
  {
    weight: 5,
    screens: PHONE_SCREENS,
    userAgent:
      "Mozilla/5.0 (Linux; Android 13; V2254A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/87.0.4280.141 Mobile Safari/537.36 VivoBrowser/17.9.0.1",
  },
  {
    weight: 3,
    screens: [
      [820, 1180],
      [1024, 1366],
    ],
    userAgent:
      "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  },
];

/** The agents CTE's columns, in the order agentRows() gives them. */
export const AGENT_COLUMNS = [
  "user_agent",
  "browsername",
  "browserversion",
  "clienttype",
  "devicemanufacturer",
  "devicemodel",
  "devicetype",
  "enginename",
  "engineversion",
  "osname",
  "osversion",
  "screenwidth",
  "screenheight",
] as const;

/** One row per (agent, screen), repeated by weight: picking a row uniformly picks agents by popularity. */
export function agentRows(): SqlValue[][] {
  return expandWeights(
    AGENTS.flatMap((agent) => {
      const fields = classifyAgent(agent.userAgent);
      if (fields.isBot) throw new Error(`seed agent classified as a bot: ${agent.userAgent}`);
      return agent.screens.map(([width, height]) => ({
        weight: agent.weight,
        value: [
          agent.userAgent,
          fields.browsername,
          fields.browserversion,
          fields.clienttype,
          fields.devicemanufacturer,
          fields.devicemodel,
          fields.devicetype,
          fields.enginename,
          fields.engineversion,
          fields.osname,
          fields.osversion,
          width,
          height,
        ] as SqlValue[],
      }));
    }),
  );
}

/** Pages people open, desktop path and its mobile twin, weighted (the home pages dominate). */
export function pageRows(): SqlValue[][] {
  return expandWeights<SqlValue[]>([
    { weight: 30, value: ["/", "/mobile/"] },
    { weight: 8, value: ["/user/center", "/mobile/user"] },
    { weight: 5, value: ["/booking", "/mobile/user"] },
    { weight: 4, value: ["/login/passLogin", "/mobile/login/passLogin"] },
    { weight: 2, value: ["/legal/userAgreement", "/mobile/legal/userAgreement"] },
    { weight: 1, value: ["/legal/userPrivacy", "/mobile/legal/userPrivacy"] },
    { weight: 6, value: ["/?login=password", "/mobile/login"] },
    { weight: 3, value: ["/?feedback=1", "/mobile/user/feedback"] },
  ]).map(([desktop, mobile]) => [`${SITE_ORIGIN}${desktop}`, `${SITE_ORIGIN}${mobile}`]);
}

/** Where views come from: referrertype (0 none, 1 search engine, 2 other site, 3 our own site) and the referrer. */
export function referrerRows(): SqlValue[][] {
  return expandWeights<SqlValue[]>([
    { weight: 25, value: [0, null] },
    { weight: 12, value: [1, "https://www.baidu.com/s?wd=%E8%80%83%E7%A0%94%E8%AF%BE%E7%A8%8B"] },
    { weight: 5, value: [1, "https://m.baidu.com/"] },
    { weight: 4, value: [1, "https://cn.bing.com/"] },
    { weight: 2, value: [1, "https://www.google.com.hk/"] },
    { weight: 5, value: [2, "https://www.zhihu.com/question/20000000"] },
    { weight: 3, value: [2, "https://lib.example.edu.cn/resources"] },
    { weight: 2, value: [2, "https://weibo.com/"] },
    { weight: 24, value: [3, `${SITE_ORIGIN}/`] },
    { weight: 10, value: [3, `${SITE_ORIGIN}/mobile/`] },
    { weight: 8, value: [3, `${SITE_ORIGIN}/user/center`] },
  ]);
}
