// /console/lives: 直播管理 — every live, drafts too, the latest start first, with 新建直播.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LiveEditorListView } from "~/components/desktop/console/live-editor-views";
import { loadLiveEditorList } from "~/modules/console/live-editor-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadLiveEditorList(request, context);

export default function ConsoleLivesPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <h1>直播管理</h1>
      <LiveEditorListView data={data} />
    </main>
  );
}

export const meta: MetaFunction = () =>
  pageMeta("直播管理 - 控制台", "运营人员安排、预览、发布和下架直播", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
