// /trueQuesExplanation/videoPlay?id=: one paper-explanation video — the player (or why it does not play), its details,
// 点赞 / 收藏 (post/redirect/get), the neighbouring questions and the hot list.
import { Container } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PaperVideoPlayView, paperVideoPlayMeta } from "~/components/shared/paper-video/paper-video-play-view";
import { paperVideoMessages as m } from "~/modules/paper-video/paper-video-messages";
import { loadPaperVideoPlayPage, submitPaperVideoPlayPage } from "~/modules/paper-video/paper-video-pages.server";
import { videoPaths } from "~/modules/video/video-paths";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadPaperVideoPlayPage(request, context);

export const action = ({ request }: ActionFunctionArgs) => submitPaperVideoPlayPage(request);

export default function PaperVideoPlayPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <Container size="lg" py="xl">
        <PaperVideoPlayView {...page} hotTitle={m.hotTitle} paths={videoPaths.desktop} />
      </Container>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => paperVideoPlayMeta(data);

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
