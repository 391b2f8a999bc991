import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { MobileLoginScreen } from "~/components/mobile/mobile-login-screen";
import { handleLoginPagePost, loadLoginPage } from "~/modules/auth/auth-routes.server";
import { pageDescriptions, pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request }: LoaderFunctionArgs) => loadLoginPage("org", request, "/mobile/");

export const action = ({ request, context }: ActionFunctionArgs) =>
  handleLoginPagePost("org", request, context, { fallback: "/mobile/", afterReset: "/mobile/login/passLogin" });

export default function Page() {
  return <MobileLoginScreen title="机构登录" />;
}

export const meta: MetaFunction = () => pageMeta("机构登录", pageDescriptions.orgLogin);
