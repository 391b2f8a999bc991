// /mobile/livePlayback: the live schedule or one live (?id=), in the mobile layout.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LiveDetailView, LiveScheduleView, livePageMeta } from "~/components/shared/live/live-views";
import { liveMessages as m } from "~/modules/live/live-messages";
import { videoPaths } from "~/modules/video/video-paths";
import type { loader } from "./_desktop._gated.livePlayback";

export { loader, action } from "./_desktop._gated.livePlayback";

/** 预约直播 / 取消预约 (a live that has not started; docs/decisions/0023). */
export default function MobileLivePage() {
  const page = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="mobile-page">
      <div style={{ padding: 16 }}>
        {page.view === "live" ? (
          <LiveDetailView {...page} paths={videoPaths.mobile} notStartedText={m.notStartedYet} compact />
        ) : (
          <div className="media-page" data-compact="">
            <h1>{m.scheduleTitle}</h1>
            <LiveScheduleView {...page} paths={videoPaths.mobile} emptyText={m.emptyGroup} compact />
          </div>
        )}
      </div>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => livePageMeta(data);

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
