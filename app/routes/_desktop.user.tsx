// The personal centre's frame on desktop (/user/*, docs/decisions/0022): login first, then the side menu beside the
// page (/user/center, record, course, collect, download, order render in the <Outlet/>, each its own <main>).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useRouteError } from "@remix-run/react";
import { CentreMenu } from "~/components/desktop/centre/centre-menu";
import { ErrorPage } from "~/components/shared/error-page";
import { describeRouteError } from "~/lib/route-error";
import { loadCentreFrame } from "~/modules/centre/centre-pages.server";

export const loader = ({ request }: LoaderFunctionArgs) => loadCentreFrame(request);

export default function CentreFrame() {
  return (
    <div className="centre-frame">
      <CentreMenu />
      <Outlet />
    </div>
  );
}

export function ErrorBoundary() {
  const { status, message } = describeRouteError(useRouteError());
  return <ErrorPage status={status} message={message} />;
}
