// /console/news/new and /console/news/{id}: 写资讯 and 编辑资讯 — the article's text beside its preview as students
// will read it, saved as a draft, then published or unpublished.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { NewsEditorView } from "~/components/desktop/console/news-editor-views";
import { loadNewsEditor, submitNewsEditor } from "~/modules/console/news-editor-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadNewsEditor(request, context, params.id);

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  submitNewsEditor(request, context, params.id);

export default function ConsoleNewsEditorPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main id="main-content">
      <h1>{data.article ? "编辑资讯" : "写资讯"}</h1>
      <NewsEditorView data={data} result={result} />
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(`${data?.article ? "编辑资讯" : "写资讯"} - 控制台`, "运营人员撰写、预览、发布和下架考研资讯", {
    noindex: true,
  });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
