// /mobile/user/clock: 打卡 on mobile (login required; docs/decisions/0024), the twin of /user/clock.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteError } from "@remix-run/react";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { ClockView } from "~/components/shared/centre/clock-view";
import { ErrorPage } from "~/components/shared/error-page";
import { describeRouteError } from "~/lib/route-error";
import { loadClockPage, submitClockPage } from "~/modules/check-in/check-in-pages.server";
import { centrePaths, centreText } from "~/modules/centre/centre-paths";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request }: LoaderFunctionArgs) => loadClockPage(request);

export const action = ({ request }: ActionFunctionArgs) => submitClockPage(request);

export default function MobileClockPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <MobileBlankLayout backHref={centrePaths.mobile.center} title={centreText.clock.title} titleIsHeading>
      <div className="centre-page centre-page--mobile">
        <ClockView data={data} path={centrePaths.mobile.clock} touch />
      </div>
    </MobileBlankLayout>
  );
}

export const meta: MetaFunction = () =>
  pageMeta(centreText.clock.title, centreText.clock.description, { noindex: true });

export function ErrorBoundary() {
  const { status, message } = describeRouteError(useRouteError());
  return <ErrorPage status={status} message={message} />;
}
