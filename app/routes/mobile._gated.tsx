// Mobile twin of the gated layout: the same campus check and tips, inside the mobile layout. Only the server's loader
// is the desktop module's: its client parts are written here so a phone does not load the desktop layout's chunk.
import { Outlet } from "@remix-run/react";

export { loader } from "./_desktop._gated";

export default function GatedLayout() {
  return <Outlet />;
}

export { GatedRouteErrorBoundary as ErrorBoundary } from "~/components/shared/ip-gate-tips";
