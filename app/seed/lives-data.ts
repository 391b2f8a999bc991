// The demo lives: six broadcasts, scheduled relative to the moment they are first seeded so that all three states are
// there — two ended (with recordings), two on air (a 90-minute Q&A and a month-long study room) and two upcoming.
// Their status is derived from the schedule, so as days pass they move on (upcoming → live → ended) like real ones.
import { SHANGHAI_OFFSET_MS } from "~/lib/shanghai-time";
import type { SubjectCode } from "~/modules/subjects/subjects";

export interface DemoLive {
  code: string;
  title: string;
  teacher: string;
  subject: SubjectCode;
  introduction: string;
  free: boolean;
  /** When it starts, from the seeding moment: minutes (for lives on air) or whole days at 19:30 Shanghai time. */
  start: { minutesFromNow: number } | { daysFromNow: number };
  minutes: number;
}

export const demoLives: DemoLive[] = [
  {
    code: "demo-live-score-line",
    title: "国家线解读与调剂指导直播",
    teacher: "许清和",
    subject: "politics",
    introduction:
      "国家线公布后第一时间解读各学科门类分数线的变化，讲清调剂系统的开放时间、填报规则和常见误区，并现场答疑。",
    free: true,
    start: { daysFromNow: -10 },
    minutes: 120,
  },
  {
    code: "demo-live-math1-review",
    title: "数学一真题直播讲评：2025 年第 17—22 题",
    teacher: "周明哲",
    subject: "math1",
    introduction: "逐题讲评 2025 年数学一全部解答题，分析每道题的命题思路、评分要点和最容易丢分的步骤。",
    free: false,
    start: { daysFromNow: -3 },
    minutes: 120,
  },
  {
    code: "demo-live-politics-qa",
    title: "政治冲刺答疑直播：分析题怎么写才能拿高分",
    teacher: "林知远",
    subject: "politics",
    introduction: "现场批改同学提交的分析题答案，讲清“原理 + 材料 + 结论”的作答结构和规范术语，直播中随时提问。",
    free: false,
    start: { minutesFromNow: -30 },
    minutes: 120,
  },
  {
    code: "demo-live-study-room",
    title: "考研自习室 · 全天陪伴学习",
    teacher: "研途助教团",
    subject: "major",
    introduction: "番茄钟节奏的在线自习室：每 50 分钟专注、10 分钟休息，助教在线解答学习规划问题。全天开放，免费进入。",
    free: true,
    start: { minutesFromNow: -60 },
    minutes: 30 * 24 * 60,
  },
  {
    code: "demo-live-english1-reading",
    title: "英语一阅读提分直播：长难句现场拆解",
    teacher: "陈思源",
    subject: "english1",
    introduction: "用十个真题长难句现场演示“找主干—切意群—调语序”三步拆解法，直播后提供回放与讲义。",
    free: false,
    start: { daysFromNow: 2 },
    minutes: 120,
  },
  {
    code: "demo-live-408-ds",
    title: "408 数据结构高频考点直播串讲",
    teacher: "吴启航",
    subject: "major",
    introduction:
      "两小时串讲数据结构十大高频考点：线性表、二叉树、图的遍历与最短路径、查找与排序，附历年选择题速解技巧。",
    free: false,
    start: { daysFromNow: 7 },
    minutes: 120,
  },
];

const DAY_MS = 86_400_000;

/** The epoch ms a demo live starts at, for a seeding moment `now`. */
export function demoLiveStart(live: DemoLive, now: number): number {
  if ("minutesFromNow" in live.start) return now + live.start.minutesFromNow * 60_000;
  const shanghaiMidnight = Math.floor((now + SHANGHAI_OFFSET_MS) / DAY_MS) * DAY_MS - SHANGHAI_OFFSET_MS;
  return shanghaiMidnight + live.start.daysFromNow * DAY_MS + (19 * 60 + 30) * 60_000;
}
