// /user/article: 我的文章 (login required; docs/decisions/0027 and 0030) — the student's posts by state (草稿 / 审核中 /
// 已发布 / 未通过, with counts), readers, likes and comments, the reviewer's reason, 编辑 and 删除 (asked first).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ArticlesView } from "~/components/shared/square/my-posts-view";
import { centreText } from "~/modules/centre/centre-paths";
import { pageMeta } from "~/modules/shell/page-meta";
import { loadArticlesPage, submitPostDeletion } from "~/modules/square/post-pages.server";

export const loader = ({ request }: LoaderFunctionArgs) => loadArticlesPage(request);

// 删除 (after the confirm step): the whole post, back to the list with a toast.
export const action = ({ request }: ActionFunctionArgs) => submitPostDeletion(request, "post");

export default function ArticlePage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="centre-page">
      <h1>{centreText.article.title}</h1>
      <ArticlesView data={data} />
    </main>
  );
}

export const meta: MetaFunction = () =>
  pageMeta(centreText.article.title, centreText.article.description, { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
