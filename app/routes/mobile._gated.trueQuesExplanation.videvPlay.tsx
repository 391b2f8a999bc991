// /mobile/trueQuesExplanation/videvPlay?id= (the spec's spelling): one paper-explanation video in the mobile layout.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PaperVideoPlayView, paperVideoPlayMeta } from "~/components/shared/paper-video/paper-video-play-view";
import { paperVideoMessages as m } from "~/modules/paper-video/paper-video-messages";
import { loadPaperVideoPlayPage, submitPaperVideoPlayPage } from "~/modules/paper-video/paper-video-pages.server";
import { videoPaths } from "~/modules/video/video-paths";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadPaperVideoPlayPage(request, context);

export const action = ({ request }: ActionFunctionArgs) => submitPaperVideoPlayPage(request);

export default function MobilePaperVideoPlayPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="mobile-page">
      <div style={{ padding: 16 }}>
        <PaperVideoPlayView {...page} hotTitle={m.hotTitle} paths={videoPaths.mobile} compact />
      </div>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => paperVideoPlayMeta(data);

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
