// /console/papers: 真题管理 — every past paper, drafts and published, the latest change first, with 新建真题.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PaperEditorListView } from "~/components/desktop/console/paper-editor-views";
import { loadPaperEditorList } from "~/modules/console/paper-editor-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadPaperEditorList(request, context);

export default function ConsolePapersPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <h1>真题管理</h1>
      <PaperEditorListView data={data} />
    </main>
  );
}

export const meta: MetaFunction = () =>
  pageMeta("真题管理 - 控制台", "运营人员录入、预览、发布和下架历年真题", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
