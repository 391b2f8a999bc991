// The personal centre's frame on desktop (/user/*, docs/decisions/0022): login first, then the side menu beside the
// page (/user/center, record, course, collect, download, order render in the <Outlet/>, each its own <main>).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { CentreMenu } from "~/components/desktop/centre/centre-menu";
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

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
