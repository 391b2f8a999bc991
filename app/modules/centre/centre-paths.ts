// The personal centre's pages in both trees and the desktop side menu (docs/decisions/0022). Client-safe: no imports
// but types. The menu lists every centre page of the desktop tree.
import type { SiteTree } from "~/lib/site-tree";

export const centrePaths = {
  desktop: {
    record: "/user/record",
    collect: "/user/collect",
    download: "/user/download",
    course: "/user/course",
    center: "/user/center",
    order: "/user/order",
    news: "/user/news",
    clock: "/user/clock",
    pinecone: "/user/pinecone",
    follow: "/user/follow",
    article: "/user/article",
    senior: "/user/senior",
    settings: "/user/seting",
    modifyNumber: "/user/modifyNumber",
    myData: "/user/data",
  },
  mobile: {
    record: "/mobile/user/learningRecord",
    collect: "/mobile/user/collect",
    download: "/mobile/user/download",
    center: "/mobile/user",
    order: "/mobile/user/order",
    news: "/mobile/user/news",
    clock: "/mobile/user/clock",
    pinecone: "/mobile/user/pinecone",
    follow: "/mobile/user/follow",
    article: "/mobile/user/article",
    senior: "/mobile/user/senior",
    settings: "/mobile/user/seting",
    modifyNumber: "/mobile/user/modifyNumber",
    myData: "/mobile/user/data",
  },
} as const satisfies Record<SiteTree, Record<string, string>>;

export const centreMenu = [
  { to: centrePaths.desktop.center, name: "账号设置" },
  { to: centrePaths.desktop.record, name: "学习记录" },
  { to: centrePaths.desktop.course, name: "我的课程" },
  { to: centrePaths.desktop.collect, name: "我的收藏" },
  { to: centrePaths.desktop.download, name: "我的下载" },
  { to: centrePaths.desktop.order, name: "我的订单" },
  { to: centrePaths.desktop.news, name: "消息" },
  { to: centrePaths.desktop.clock, name: "打卡" },
  { to: centrePaths.desktop.pinecone, name: "松果" },
  { to: centrePaths.desktop.follow, name: "我的关注" },
  { to: centrePaths.desktop.article, name: "我的文章" },
  { to: centrePaths.desktop.senior, name: "学长学姐" },
  { to: centrePaths.desktop.settings, name: "学习设置" },
  { to: centrePaths.desktop.modifyNumber, name: "换绑手机" },
  { to: centrePaths.desktop.myData, name: "我的数据" },
] as const;

/** The item of the menu a path belongs to (a page and its sub-pages, e.g. /user/course/zyk → /user/course). */
export function currentCentreItem(pathname: string): string | null {
  return centreMenu.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))?.to ?? null;
}

export const centreText = {
  menuLabel: "个人中心",
  record: { title: "学习记录", description: "视频、单词、模考与刷题、下载的学习记录，本周学习时长与连续学习天数。" },
  collect: { title: "我的收藏", description: "收藏的课程、视频、考研经验、考研资讯、真题与题目、单词。" },
  download: { title: "我的下载", description: "下载过的试卷 PDF 与自命题真题，可再次下载。" },
  course: { title: "我的课程", description: "已开通的课程与学习进度。" },
  news: { title: "消息", description: "系统通知、订单与退款进度、预约直播的开播提醒与社区消息，保留 180 天。" },
  settings: { title: "学习设置", description: "考试日期与考研倒计时、目标院校与专业、每日学习目标、消息提醒与主题。" },
  modifyNumber: { title: "换绑手机", description: "验证原手机号后绑定新手机号，其他设备上的登录将失效。" },
  clock: { title: "打卡", description: "每日打卡、连续打卡天数与打卡日历，达成学习目标自动打卡。" },
  pinecone: { title: "松果", description: "松果余额、获得规则与收支明细。" },
  follow: { title: "我的关注", description: "关注的学长学姐与 TA 们的最新文章。" },
  senior: {
    title: "学长学姐",
    description: "按录取院校、经验分类与考研年份查找学长学姐，关注后可在「我的关注」看到 TA 们的新文章。",
  },
  article: { title: "我的文章", description: "我发表的考研经验文章与阅读、点赞、收藏数。" },
  myData: { title: "我的数据", description: "导出本站保存的我的全部个人信息（ZIP：JSON 与 CSV），或注销账号。" },
} as const;
