// /mobile/user/follow: 我的关注 on mobile (login required; docs/decisions/0027), the twin of /user/follow.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteError } from "@remix-run/react";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { FollowView } from "~/components/shared/centre/follow-view";
import { ErrorPage } from "~/components/shared/error-page";
import { describeRouteError } from "~/lib/route-error";
import { loadFollowPage } from "~/modules/centre/centre-follow-pages.server";
import { centrePaths, centreText } from "~/modules/centre/centre-paths";
import { submitFollowForm } from "~/modules/follows/follow-form.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadFollowPage(request, context);

export const action = ({ request }: ActionFunctionArgs) => submitFollowForm(request);

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

export function ErrorBoundary() {
  const { status, message } = describeRouteError(useRouteError());
  return <ErrorPage status={status} message={message} />;
}
