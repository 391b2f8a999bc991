import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { MobileLoginScreen } from "~/components/mobile/mobile-login-screen";
import { handleLoginPagePost, loadLoginPage } from "~/modules/auth/auth-routes.server";
import { pageDescriptions, pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request }: LoaderFunctionArgs) => loadLoginPage("password", request, "/mobile/");

export const action = ({ request, context }: ActionFunctionArgs) =>
  handleLoginPagePost("password", request, context, { fallback: "/mobile/", afterReset: "/mobile/login/passLogin" });

export default function Page() {
  return <MobileLoginScreen title="密码登录" />;
}

export const meta: MetaFunction = () => pageMeta("密码登录", pageDescriptions.login);
