// /mobile/user/senior: 学长学姐 on mobile (login required; docs/decisions/0027), the twin of /user/senior.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteError } from "@remix-run/react";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { SeniorDirectoryView } from "~/components/shared/centre/senior-directory-view";
import { ErrorPage } from "~/components/shared/error-page";
import { describeRouteError } from "~/lib/route-error";
import { loadSeniorDirectoryPage } from "~/modules/centre/centre-follow-pages.server";
import { centrePaths, centreText } from "~/modules/centre/centre-paths";
import { submitFollowForm } from "~/modules/follows/follow-form.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadSeniorDirectoryPage(request, context);

export const action = ({ request }: ActionFunctionArgs) => submitFollowForm(request);

export default function MobileSeniorDirectoryPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <MobileBlankLayout backHref={centrePaths.mobile.center} title={centreText.senior.title} titleIsHeading>
      <div className="centre-page centre-page--mobile">
        <SeniorDirectoryView data={data} path={centrePaths.mobile.senior} touch />
      </div>
    </MobileBlankLayout>
  );
}

export const meta: MetaFunction = () => pageMeta(centreText.senior.title, centreText.senior.description, { noindex: true });

export function ErrorBoundary() {
  const { status, message } = describeRouteError(useRouteError());
  return <ErrorPage status={status} message={message} />;
}
