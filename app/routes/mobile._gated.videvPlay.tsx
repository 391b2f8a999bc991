// /mobile/videvPlay?id=<videoId> (the spec's spelling): one course video by id, with its course and the next video.
import { Anchor, Stack, Text, Title } from "@mantine/core";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { NextVideoLink, PlayerStage, playerPageText, videoPlayMeta } from "~/components/shared/video/player-page";
import { loadVideoPlayPage } from "~/modules/course/player-pages.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadVideoPlayPage({ request, context });

export default function MobileVideoPlayPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="mobile-page mobile-player-page">
      <PlayerStage page={page} />
      <Stack gap="sm" p="md">
        <Title order={1} fz={19}>
          {page.video.title}
        </Title>
        <Text size="sm">
          {playerPageText.courseOf}：
          <Anchor component={Link} to={page.course.href}>
            {page.course.title}
          </Anchor>
        </Text>
        <NextVideoLink next={page.next} />
      </Stack>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => videoPlayMeta(data);

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
