// The personal centre's pages in both trees and the desktop side menu (docs/decisions/0022). Client-safe: no imports
// but types. The menu lists only pages that exist; 消息, 打卡, 松果, 关注 and 文章 join it when they are built.
import type { SiteTree } from "~/lib/site-tree";

export const centrePaths = {
  desktop: { record: "/user/record", collect: "/user/collect", download: "/user/download", course: "/user/course", center: "/user/center", order: "/user/order" },
  mobile: { record: "/mobile/user/learningRecord", collect: "/mobile/user/collect", download: "/mobile/user/download", center: "/mobile/user", order: "/mobile/user/order" },
} as const satisfies Record<SiteTree, Record<string, string>>;

export const centreMenu = [
  { to: centrePaths.desktop.center, name: "账号设置" },
  { to: centrePaths.desktop.record, name: "学习记录" },
  { to: centrePaths.desktop.course, name: "我的课程" },
  { to: centrePaths.desktop.collect, name: "我的收藏" },
  { to: centrePaths.desktop.download, name: "我的下载" },
  { to: centrePaths.desktop.order, name: "我的订单" },
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
} as const;
