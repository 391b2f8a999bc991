// /user/clock: 打卡 (login required; docs/decisions/0024) — the month calendar (?month=YYYY-MM), the streak, and
// 立即打卡 posting here.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ClockView } from "~/components/shared/centre/clock-view";
import { loadClockPage, submitClockPage } from "~/modules/check-in/check-in-pages.server";
import { centrePaths, centreText } from "~/modules/centre/centre-paths";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request }: LoaderFunctionArgs) => loadClockPage(request);

export const action = ({ request }: ActionFunctionArgs) => submitClockPage(request);

export default function ClockPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="centre-page">
      <h1>{centreText.clock.title}</h1>
      <ClockView data={data} path={centrePaths.desktop.clock} />
    </main>
  );
}

export const meta: MetaFunction = () =>
  pageMeta(centreText.clock.title, centreText.clock.description, { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
