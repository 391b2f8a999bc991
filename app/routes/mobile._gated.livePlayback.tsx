// /mobile/livePlayback: the live schedule or one live (?id=), in the mobile layout.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteError } from "@remix-run/react";
import { ErrorPage } from "~/components/shared/error-page";
import { LiveDetailView, LiveScheduleView, livePageMeta } from "~/components/shared/live/live-views";
import { describeRouteError } from "~/lib/route-error";
import { liveMessages as m } from "~/modules/live/live-messages";
import { loadLivePage } from "~/modules/live/live-pages.server";
import { submitLiveBooking } from "~/modules/notifications/notification-pages.server";
import { videoPaths } from "~/modules/video/video-paths";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadLivePage(request, context);

/** 预约直播 / 取消预约 (a live that has not started; docs/decisions/0023). */
export const action = ({ request }: ActionFunctionArgs) => submitLiveBooking(request);

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

export function ErrorBoundary() {
  const { status, message } = describeRouteError(useRouteError());
  return <ErrorPage status={status} message={message} />;
}
