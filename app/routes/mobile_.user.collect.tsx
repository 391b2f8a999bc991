// /mobile/user/collect: 我的收藏 on mobile (login required; docs/decisions/0022), the twin of /user/collect.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteError } from "@remix-run/react";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { CollectView } from "~/components/shared/centre/collect-view";
import { ErrorPage } from "~/components/shared/error-page";
import { describeRouteError } from "~/lib/route-error";
import { loadCollectPage, submitCollectPage } from "~/modules/centre/centre-pages.server";
import { centrePaths, centreText } from "~/modules/centre/centre-paths";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request }: LoaderFunctionArgs) => loadCollectPage(request);

export const action = ({ request }: ActionFunctionArgs) => submitCollectPage(request);

export default function MobileCollectPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <MobileBlankLayout backHref={centrePaths.mobile.center} title={centreText.collect.title} titleIsHeading>
      <div className="centre-page centre-page--mobile">
        <CollectView data={data} path={centrePaths.mobile.collect} touch />
      </div>
    </MobileBlankLayout>
  );
}

export const meta: MetaFunction = () =>
  pageMeta(centreText.collect.title, centreText.collect.description, { noindex: true });

export function ErrorBoundary() {
  const { status, message } = describeRouteError(useRouteError());
  return <ErrorPage status={status} message={message} />;
}
