// /user: the centre's first page, 账号设置 (/user/center). Only a redirect: the frame has no page of its own.
import { redirect } from "@remix-run/node";
import { centrePaths } from "~/modules/centre/centre-paths";

export const loader = () => redirect(centrePaths.desktop.center);
