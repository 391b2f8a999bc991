// The one error page (spec sections 2 and 8): 404 says the page cannot be opened; anything else shows the message it
// was given or the generic server-problem sentence. Both lead home.
import { Anchor, Stack, Text, Title } from "@mantine/core";
import { useRouteError } from "@remix-run/react";
import { describeRouteError } from "~/lib/route-error";

export const NOT_FOUND_MESSAGE = "哎呀，打不开网页了呢！";
export const SERVER_ERROR_MESSAGE = "哎呀，服务器出了点小问题~";

export function ErrorPage({ status, message }: { status: number; message?: string }) {
  const text = status === 404 ? NOT_FOUND_MESSAGE : message || SERVER_ERROR_MESSAGE;
  return (
    <main id="main-content" data-error-page={status}>
      <Stack align="center" gap="md" py={80} px="md">
        <Text component="p" fz={56} fw={700} c="gray.7" aria-hidden="true">
          {status}
        </Text>
        <Title order={1} fz={24} ta="center">
          {text}
        </Title>
        {/* A 404 a page threw with its own reason (作答记录不存在, …) says that reason; a wrong address, the usual line. */}
        {status === 404 ? (
          <Text c="gray.7">{message || "您访问的页面不存在，可能已被移动或删除，请检查网址。"}</Text>
        ) : null}
        <Anchor href="/" fz="lg" fw={600} underline="always">
          返回首页
        </Anchor>
      </Stack>
    </main>
  );
}

/**
 * The error boundary most routes re-export: what a loader or action threw (a page's 404, a service's refusal) as the
 * error page. Here rather than in a module of its own, so it rides in the chunk every such page loads anyway.
 */
export function RouteErrorBoundary() {
  const { status, message } = describeRouteError(useRouteError());
  return <ErrorPage status={status} message={message} />;
}
