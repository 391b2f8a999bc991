// The error boundary of the pages under the campus gate: an off-campus guest's 403 shows the gate's tips, any other
// error the error page (route-error-boundary.tsx, kept apart so the other pages do not load the tips).
import { useRouteError } from "@remix-run/react";
import { describeRouteError } from "~/lib/route-error";
import { ErrorPage } from "./error-page";
import { IpGateTips } from "./ip-gate-tips";

export function GatedRouteErrorBoundary() {
  const { status, message, campusGate } = describeRouteError(useRouteError());
  return campusGate ? <IpGateTips /> : <ErrorPage status={status} message={message} />;
}
