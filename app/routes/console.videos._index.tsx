// /console/videos: 视频库 — upload a video (resumable with JavaScript, a plain form without) and see every video with
// its state; processing makes 高清 and 标清 renditions for slow networks.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { VideoLibraryView } from "~/components/desktop/console/video-library-views";
import { pageMeta } from "~/modules/shell/page-meta";
import { loadVideoLibrary, submitVideoLibrary } from "~/modules/video-library/video-library-pages.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadVideoLibrary(request, context);

export const action = ({ request, context }: ActionFunctionArgs) => submitVideoLibrary(request, context);

export default function ConsoleVideosPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main id="main-content">
      <h1>视频库</h1>
      <VideoLibraryView data={data} result={result} />
    </main>
  );
}

export const meta: MetaFunction = () =>
  pageMeta("视频库 - 控制台", "运营人员上传视频，自动转为高清与标清两种清晰度", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
