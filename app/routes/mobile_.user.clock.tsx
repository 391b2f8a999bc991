// /mobile/user/clock: 打卡 on mobile (login required; docs/decisions/0024), the twin of /user/clock.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { ClockView } from "~/components/shared/centre/clock-view";
import { centrePaths, centreText } from "~/modules/centre/centre-paths";
import { pageMeta } from "~/modules/shell/page-meta";
import type { loader } from "./_desktop.user.clock";

export { loader, action } from "./_desktop.user.clock";

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

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
