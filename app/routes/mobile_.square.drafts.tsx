// /mobile/square/drafts: 我的草稿 on mobile (login required; docs/decisions/0030), the twin of /square/drafts.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { DraftsView } from "~/components/shared/square/my-posts-view";
import { centrePaths } from "~/modules/centre/centre-paths";
import { pageMeta } from "~/modules/shell/page-meta";
import { postMessages as m } from "~/modules/square/post-messages";
import type { loader } from "./_desktop.square.drafts";

export { loader, action } from "./_desktop.square.drafts";

export default function MobileDraftsPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <MobileBlankLayout backHref={centrePaths.mobile.center} title={m.draftsTitle} titleIsHeading>
      <div className="centre-page centre-page--mobile">
        <DraftsView data={data} touch />
      </div>
    </MobileBlankLayout>
  );
}

export const meta: MetaFunction = () => pageMeta(m.draftsTitle, m.draftsDescription, { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
