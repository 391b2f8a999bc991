// /console/paper-videos: 真题解析视频 — every paper-explanation video, drafts too, the latest change first, with 新建.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PaperVideoEditorListView } from "~/components/desktop/console/paper-video-editor-views";
import { loadPaperVideoEditorList } from "~/modules/console/paper-video-editor-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadPaperVideoEditorList(request, context);

export default function ConsolePaperVideosPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <h1>真题解析视频</h1>
      <PaperVideoEditorListView data={data} />
    </main>
  );
}

export const meta: MetaFunction = () =>
  pageMeta("真题解析视频 - 控制台", "运营人员编辑、预览、发布和下架真题解析视频", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
