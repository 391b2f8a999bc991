// /console/paper-videos/new and /console/paper-videos/{id}: 新建 and 编辑真题解析视频 — the paper, question and video
// from 视频库 beside the preview as students will see it, saved as a draft, then published or unpublished.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PaperVideoEditorView } from "~/components/desktop/console/paper-video-editor-views";
import { loadPaperVideoEditor, submitPaperVideoEditor } from "~/modules/console/paper-video-editor-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadPaperVideoEditor(request, context, params.id);

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  submitPaperVideoEditor(request, context, params.id);

export default function ConsolePaperVideoEditorPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const heading = data.paperVideo ? "编辑真题解析视频" : "新建真题解析视频";
  return (
    <main id="main-content">
      <h1>{heading}</h1>
      <PaperVideoEditorView data={data} result={result} />
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(
    `${data?.paperVideo ? "编辑真题解析视频" : "新建真题解析视频"} - 控制台`,
    "运营人员编辑、预览、发布和下架真题解析视频",
    {
      noindex: true,
    },
  );

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
