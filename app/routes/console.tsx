// /console/*: the console's frame (issue 25; docs/decisions/0045-console-frame.md) — the bar and the one menu around
// every console section. Its loader is the console's access rule: login, a console role, the second factor, a live
// console session (requireConsoleUser); the sections check it again for themselves.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { ConsoleFrame } from "~/components/desktop/console/console-frame";
import { loadConsoleLayout } from "~/modules/console/console-account-pages.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadConsoleLayout(request, context);

export default function ConsoleLayout() {
  const frame = useLoaderData<typeof loader>();
  return (
    <ConsoleFrame frame={frame}>
      <Outlet />
    </ConsoleFrame>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
