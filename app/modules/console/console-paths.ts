// The console's addresses and its one menu (issue 25; docs/decisions/0045-console-frame.md). Client-safe: the frame
// draws the menu from here, the guard and the pages redirect with these paths. A later section adds its line here.
import { schoolAdminPaths } from "./school-admin-paths";

export const consolePaths = {
  home: "/console",
  signIn: "/console/signIn",
  enrol: "/console/enrol",
  sessions: "/console/sessions",
  audit: "/console/audit",
  mobileNote: "/mobile/console",
} as const;

/** Who a menu line is for: a school's administrators (the operator sees it for any school), the operator, everyone. */
type ConsoleMenuAudience = "school" | "operator" | "everyone";

export interface ConsoleMenuItem {
  path: string;
  label: string;
  audience: ConsoleMenuAudience;
}

const consoleMenu: readonly ConsoleMenuItem[] = [
  { path: consolePaths.home, label: "概览", audience: "everyone" },
  { path: "/console/moderation", label: "内容审核", audience: "school" },
  { path: "/console/campus", label: "校园网", audience: "school" },
  { path: "/console/licences", label: "授权", audience: "school" },
  { path: "/console/schools", label: "学校", audience: "operator" },
  { path: "/console/operators", label: "运营人员", audience: "operator" },
  { path: schoolAdminPaths.users, label: "用户", audience: "school" },
  { path: schoolAdminPaths.staff, label: "管理员与教师", audience: "school" },
  { path: schoolAdminPaths.inbox, label: "留言与预约", audience: "school" },
  { path: schoolAdminPaths.demand, label: "推荐购买", audience: "school" },
  { path: "/console/training", label: "培训班级", audience: "school" },
  { path: "/console/usage", label: "使用统计", audience: "school" },
  { path: "/console/sushi", label: "COUNTER 凭据", audience: "school" },
  { path: "/console/courses", label: "课程管理", audience: "operator" },
  { path: "/console/news", label: "资讯发布", audience: "operator" },
  { path: "/console/slides", label: "轮播图", audience: "operator" },
  { path: "/console/papers", label: "真题管理", audience: "operator" },
  { path: "/console/videos", label: "视频库", audience: "operator" },
  { path: "/console/lives", label: "直播管理", audience: "operator" },
  { path: "/console/paper-videos", label: "真题解析视频", audience: "operator" },
  { path: "/console/questions", label: "题库导入", audience: "operator" },
  { path: "/console/seniors", label: "学长学姐认证", audience: "operator" },
  { path: "/console/words", label: "全站敏感词", audience: "operator" },
  { path: consolePaths.audit, label: "操作记录", audience: "everyone" },
  { path: consolePaths.sessions, label: "登录设备", audience: "everyone" },
];

/** The menu lines this console user sees. */
export function consoleMenuFor(access: { operator: boolean; adminSchoolId: number | null }): ConsoleMenuItem[] {
  return consoleMenu.filter(
    (item) =>
      item.audience === "everyone" ||
      (item.audience === "operator" && access.operator) ||
      (item.audience === "school" && (access.operator || access.adminSchoolId !== null)),
  );
}

/** A path inside the console (for ?redirect=), never elsewhere: the way back after the second factor. */
export function consoleReturnPath(value: string | null | undefined): string {
  if (!value?.startsWith("/console") || value.startsWith("//")) return consolePaths.home;
  if (value.startsWith(consolePaths.signIn) || value.startsWith(consolePaths.enrol)) return consolePaths.home;
  return value;
}
