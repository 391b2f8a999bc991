// The desktop login page (login layout), for links that carry a `redirect` target, e.g. from a page that needs login.
// Its screens are query states (?login=sms|password|org|register|reset), password login by default.
import { Anchor, Container, Paper } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { LoginPage } from "~/components/shared/auth/login-page";
import { hrefWith } from "~/lib/url-state";
import { handleLoginPagePost, loadLoginPage, type LoginPageActionData } from "~/modules/auth/auth-routes.server";
import { parseLoginMode } from "~/modules/auth/login-dialog.server";
import { pageDescriptions, pageMeta } from "~/modules/shell/page-meta";

const modeOf = (request: Request) => parseLoginMode(new URL(request.url).searchParams.get("login")) ?? "password";

export const loader = ({ request }: LoaderFunctionArgs) => loadLoginPage(modeOf(request), request, "/");

export const action = ({ request, context }: ActionFunctionArgs) =>
  handleLoginPagePost(modeOf(request), request, context, { fallback: "/", afterReset: "/login/passLogin" });

export default function DesktopLoginPage() {
  const { screen, redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<LoginPageActionData>();
  const location = useLocation();
  return (
    <main id="main-content" className="login-layout">
      <Container size={480} py={48}>
        <Anchor component={Link} to="/" fw={700} fz="xl" c="blue.9" underline="never">
          研途
        </Anchor>
        <Paper withBorder p="xl" mt="md" radius="md">
          <LoginPage
            screen={screen}
            redirectTo={redirectTo}
            actionData={actionData}
            action={`${location.pathname}${location.search}`}
            hrefFor={(mode) => hrefWith(location, { login: mode })}
          />
        </Paper>
      </Container>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta("登录", pageDescriptions.login);
