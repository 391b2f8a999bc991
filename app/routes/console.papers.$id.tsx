// /console/papers/new and /console/papers/{id}: 新建真题 and 编辑真题 — the paper's facts and structure, its PDF, and
// its preview as students will see it, saved as a draft, then published or unpublished.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PaperEditorView } from "~/components/desktop/console/paper-editor-views";
import { loadPaperEditor, submitPaperEditor } from "~/modules/console/paper-editor-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadPaperEditor(request, context, params.id);

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  submitPaperEditor(request, context, params.id);

export default function ConsolePaperEditorPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main id="main-content">
      <h1>{data.paper ? "编辑真题" : "新建真题"}</h1>
      <PaperEditorView data={data} result={result} />
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(`${data?.paper ? "编辑真题" : "新建真题"} - 控制台`, "运营人员录入、预览、发布和下架历年真题", {
    noindex: true,
  });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
