import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { MobileLoginScreen } from "~/components/mobile/mobile-login-screen";
import { handleLoginPagePost, loadLoginPage } from "~/modules/auth/auth-routes.server";
import { pageDescriptions, pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request }: LoaderFunctionArgs) => loadLoginPage("register", request, "/mobile/");

export const action = ({ request, context }: ActionFunctionArgs) =>
  handleLoginPagePost("register", request, context, { fallback: "/mobile/", afterReset: "/mobile/login/passLogin" });

export default function Page() {
  return <MobileLoginScreen title="注册" />;
}

export const meta: MetaFunction = () => pageMeta("注册", pageDescriptions.register);
