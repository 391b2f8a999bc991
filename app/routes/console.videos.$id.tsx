// /console/videos/:id: one video of 视频库 — its state and processing progress, why it failed (重新处理), and once
// ready its 高清 and 标清 renditions to watch.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { VideoAssetPage } from "~/components/desktop/console/video-library-views";
import { pageMeta } from "~/modules/shell/page-meta";
import { loadVideoAsset } from "~/modules/video-library/video-library-pages.server";

export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadVideoAsset(request, context, params.id);

export default function ConsoleVideoPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <h1>{data.video.title}</h1>
      <VideoAssetPage data={data} />
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(`${data?.video.title ?? "视频"} - 视频库 - 控制台`, "视频的处理状态与两种清晰度的预览", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
