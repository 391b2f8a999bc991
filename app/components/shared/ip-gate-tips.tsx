// Shown instead of gated content to a visitor who is neither logged in nor on a campus network (spec section 4):
// log in, register (which needs the campus network) or send feedback. On mobile, login and register lead to the
// mobile login pages.
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Link, useLocation, useRouteError } from "@remix-run/react";
import { describeRouteError } from "~/lib/route-error";
import { hrefWith } from "~/lib/url-state";
import { ipGateTips } from "~/modules/auth/auth-messages";
import { isMobilePath } from "~/lib/site-tree";
import { ErrorPage } from "./error-page";

export function IpGateTips() {
  const location = useLocation();
  const isMobile = isMobilePath(location.pathname);
  const back = encodeURIComponent(`${location.pathname}${location.search}`);
  const loginHref = isMobile ? `/mobile/login?redirect=${back}` : hrefWith(location, { login: "sms" });
  const registerHref = isMobile ? `/mobile/login/register?redirect=${back}` : hrefWith(location, { login: "register" });
  const feedbackHref = isMobile ? `/mobile/user/feedback?redirect=${back}` : hrefWith(location, { feedback: "1" });
  return (
    <main id="main-content">
      <Paper withBorder radius="md" p="xl" maw={560} mx="auto" my={60}>
        <Stack gap="md">
          <Title order={1} fz={22}>
            {ipGateTips.title}
          </Title>
          <Text>{ipGateTips.body}</Text>
          <Group>
            <Button component={Link} to={loginHref}>
              登录
            </Button>
            <Button component={Link} to={registerHref} variant="default">
              注册
            </Button>
            <Button component={Link} to={feedbackHref} variant="default">
              意见反馈
            </Button>
          </Group>
        </Stack>
      </Paper>
    </main>
  );
}

/**
 * The error boundary of the pages under the campus gate: an off-campus guest's 403 shows these tips, any other error
 * the error page. Here, in the chunk those pages load anyway.
 */
export function GatedRouteErrorBoundary() {
  const { status, message, campusGate } = describeRouteError(useRouteError());
  return campusGate ? <IpGateTips /> : <ErrorPage status={status} message={message} />;
}
