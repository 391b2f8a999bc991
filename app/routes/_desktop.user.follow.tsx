// /user/follow: 我的关注 (login required; docs/decisions/0027) — tabs 关注的学长学姐 / 最新文章 (?tab=), pages (?page=),
// 取消关注 posting here.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FollowView } from "~/components/shared/centre/follow-view";
import { loadFollowPage } from "~/modules/centre/centre-follow-pages.server";
import { centrePaths, centreText } from "~/modules/centre/centre-paths";
import { submitFollowForm } from "~/modules/follows/follow-form.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadFollowPage(request, context);

export const action = ({ request }: ActionFunctionArgs) => submitFollowForm(request);

export default function FollowPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="centre-page">
      <h1>{centreText.follow.title}</h1>
      <FollowView data={data} path={centrePaths.desktop.follow} seniorsPath={centrePaths.desktop.senior} />
    </main>
  );
}

export const meta: MetaFunction = () =>
  pageMeta(centreText.follow.title, centreText.follow.description, { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
