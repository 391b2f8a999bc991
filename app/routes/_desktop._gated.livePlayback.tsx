// /livePlayback: without id the schedule (直播中 / 即将开始 / 往期回放, or one status a page at a time with ?status=);
// with ?id= one live — its start time and countdown before it starts, the stream while on air, the recording after.
import { Container } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LiveDetailView, LiveScheduleView, livePageMeta } from "~/components/shared/live/live-views";
import { liveMessages as m } from "~/modules/live/live-messages";
import { loadLivePage } from "~/modules/live/live-pages.server";
import { submitLiveBooking } from "~/modules/notifications/notification-pages.server";
import { videoPaths } from "~/modules/video/video-paths";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadLivePage(request, context);

/** 预约直播 / 取消预约 (a live that has not started; docs/decisions/0023). */
export const action = ({ request }: ActionFunctionArgs) => submitLiveBooking(request);

export default function LivePage() {
  const page = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <Container size="lg" py="xl">
        {page.view === "live" ? (
          <LiveDetailView {...page} paths={videoPaths.desktop} notStartedText={m.notStartedYet} />
        ) : (
          <div className="media-page">
            <h1>{m.scheduleTitle}</h1>
            <LiveScheduleView {...page} paths={videoPaths.desktop} emptyText={m.emptyGroup} />
          </div>
        )}
      </Container>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => livePageMeta(data);

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
