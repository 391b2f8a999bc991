// What the console's frame shows around every page (issue 25): who is signed in, in which role and school, and the
// menu lines they may use. The guard runs here and again in each page's loader; it is looked up once per request.
import { consoleMenuFor } from "./console-paths";
import type { ConsoleUser } from "./require-console-user.server";

export interface ConsoleFrame {
  label: string;
  roleText: string;
  menu: Array<{ path: string; label: string }>;
}

export function consoleFrameOf({ user, access }: ConsoleUser): ConsoleFrame {
  const roles = [
    ...(access.operator ? ["运营人员"] : []),
    ...(access.adminSchoolId !== null ? [`${user.schoolName ?? ""}管理员`] : []),
  ];
  return {
    label: user.isOrg ? (user.schoolName ?? user.nickname) : user.nickname,
    roleText: roles.join("、"),
    menu: consoleMenuFor(access).map(({ path, label }) => ({ path, label })),
  };
}
