// /mobile/user/follow: 我的关注 on mobile (login required; docs/decisions/0027), the twin of /user/follow.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { FollowView } from "~/components/shared/centre/follow-view";
import { centrePaths, centreText } from "~/modules/centre/centre-paths";
import { pageMeta } from "~/modules/shell/page-meta";
import type { loader } from "./_desktop.user.follow";

export { loader, action } from "./_desktop.user.follow";

export default function MobileFollowPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <MobileBlankLayout backHref={centrePaths.mobile.center} title={centreText.follow.title} titleIsHeading>
      <div className="centre-page centre-page--mobile">
        <FollowView data={data} path={centrePaths.mobile.follow} seniorsPath={centrePaths.mobile.senior} touch />
      </div>
    </MobileBlankLayout>
  );
}

export const meta: MetaFunction = () =>
  pageMeta(centreText.follow.title, centreText.follow.description, { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
