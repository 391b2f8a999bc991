// /user/senior: 学长学姐 (login required; docs/decisions/0027) — the GET filter (school, category, year), pages,
// 关注 / 取消关注 posting here; a line that applying to become a senior opens with the square.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteError } from "@remix-run/react";
import { SeniorDirectoryView } from "~/components/shared/centre/senior-directory-view";
import { ErrorPage } from "~/components/shared/error-page";
import { describeRouteError } from "~/lib/route-error";
import { loadSeniorDirectoryPage } from "~/modules/centre/centre-follow-pages.server";
import { centrePaths, centreText } from "~/modules/centre/centre-paths";
import { submitFollowForm } from "~/modules/follows/follow-form.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadSeniorDirectoryPage(request, context);

export const action = ({ request }: ActionFunctionArgs) => submitFollowForm(request);

export default function SeniorDirectoryPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="centre-page">
      <h1>{centreText.senior.title}</h1>
      <SeniorDirectoryView data={data} path={centrePaths.desktop.senior} />
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta(centreText.senior.title, centreText.senior.description, { noindex: true });

export function ErrorBoundary() {
  const { status, message } = describeRouteError(useRouteError());
  return <ErrorPage status={status} message={message} />;
}
