// /console/lives/new and /console/lives/{id}: 新建直播 and 编辑直播 — the schedule, stream and replay beside the
// preview as students see it, saved as a draft, then published or unpublished.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { LiveEditorView } from "~/components/desktop/console/live-editor-views";
import { loadLiveEditor, submitLiveEditor } from "~/modules/console/live-editor-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadLiveEditor(request, context, params.id);

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  submitLiveEditor(request, context, params.id);

export default function ConsoleLiveEditorPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main id="main-content">
      <h1>{data.live ? "编辑直播" : "新建直播"}</h1>
      <LiveEditorView data={data} result={result} />
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(`${data?.live ? "编辑直播" : "新建直播"} - 控制台`, "运营人员安排、预览、发布和下架直播", {
    noindex: true,
  });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
