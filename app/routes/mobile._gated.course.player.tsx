// /mobile/course/player?id=<courseId>&videoId=<videoId>: the player on top, the video's title and the next one, and
// the course catalogue below (the current video marked). Without videoId: where the viewer left off.
import { Anchor, Group, Stack, Text, Title } from "@mantine/core";
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import {
  CatalogList,
  NextVideoLink,
  PlayerStage,
  SectionPracticeLink,
  playerPageText,
  coursePlayerMeta,
} from "~/components/shared/video/player-page";
import type { loader } from "./_desktop._gated.course.player";

export { loader } from "./_desktop._gated.course.player";

export default function MobileCoursePlayerPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="mobile-page mobile-player-page">
      <PlayerStage page={page} />
      <Stack gap="sm" p="md">
        <Anchor component={Link} to={page.course.href} size="sm">
          <span aria-hidden="true">‹ </span>
          {playerPageText.backToCourse}：{page.course.title}
        </Anchor>
        <Title order={1} fz={19}>
          {page.video.title}
        </Title>
        <Group justify="space-between" gap="xs">
          <NextVideoLink next={page.next} />
          <SectionPracticeLink practice={page.practice} />
          <Anchor component={Link} to={page.miniProgramHref} size="sm">
            {playerPageText.openInMiniProgram}
          </Anchor>
        </Group>
        <section aria-labelledby="player-catalog-title">
          <Group justify="space-between" align="baseline">
            <Title order={2} fz={17} id="player-catalog-title">
              {playerPageText.catalog}
            </Title>
            <Text size="sm">{playerPageText.videoCount(page.catalog.videoCount)}</Text>
          </Group>
          <CatalogList chapters={page.catalog.chapters} currentId={page.video.id} headingLevel={3} />
        </section>
      </Stack>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => coursePlayerMeta(data);

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
