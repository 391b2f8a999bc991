// The error boundary the routes share: what a loader or action threw (a page's 404, a service's refusal) shown as the
// error page. Under the campus gate, gated-route-error-boundary.tsx.
import { useRouteError } from "@remix-run/react";
import { describeRouteError } from "~/lib/route-error";
import { ErrorPage } from "./error-page";

export function RouteErrorBoundary() {
  const { status, message } = describeRouteError(useRouteError());
  return <ErrorPage status={status} message={message} />;
}
