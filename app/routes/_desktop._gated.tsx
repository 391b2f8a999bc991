// Pathless layout for desktop pages that show licensed content (courses, papers, words, news, experience, live):
// a visitor who is neither logged in nor on a campus network gets the tips instead, inside the site layout.
// Pages that belong here are named _desktop._gated.<path>.tsx.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { requireCampusOrUser } from "~/modules/auth/campus-gate.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireCampusOrUser(request, context.clientIp);
  return null;
}

export default function GatedLayout() {
  return <Outlet />;
}

export { GatedRouteErrorBoundary as ErrorBoundary } from "~/components/shared/ip-gate-tips";
