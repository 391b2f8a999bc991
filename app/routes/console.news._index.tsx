// /console/news: 资讯发布 — every 考研资讯 article, drafts first among the latest changes, with 写资讯.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NewsEditorListView } from "~/components/desktop/console/news-editor-views";
import { loadNewsEditorList } from "~/modules/console/news-editor-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadNewsEditorList(request, context);

export default function ConsoleNewsPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <h1>资讯发布</h1>
      <NewsEditorListView data={data} />
    </main>
  );
}

export const meta: MetaFunction = () =>
  pageMeta("资讯发布 - 控制台", "运营人员撰写、预览、发布和下架考研资讯", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
