// /course/player?id=<courseId>&videoId=<videoId>: a course's video in the lecture layout — the header, the course
// catalogue in a side menu over a mask (?menu=open without JavaScript), the player (or why it does not play), the
// next video and the way back to the course. Without videoId: where the viewer left off (or the first video).
import { Anchor, Group, Stack, Text, Title } from "@mantine/core";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useRef } from "react";
import { LectureMenu, LectureMenuToggle, useLectureMenu } from "~/components/desktop/lecture-menu";
import {
  CatalogList,
  NextVideoLink,
  PlayerStage,
  SectionPracticeLink,
  playerPageText,
  coursePlayerMeta,
} from "~/components/shared/video/player-page";
import { loadCoursePlayerPage } from "~/modules/course/player-pages.server";

export const handle = { layout: "lecture" };

export const loader = ({ request, context }: LoaderFunctionArgs) => loadCoursePlayerPage({ request, context });

export default function CoursePlayerPage() {
  const page = useLoaderData<typeof loader>();
  const { open, setOpen } = useLectureMenu(page.menuOpen);
  const toggleRef = useRef<HTMLAnchorElement>(null);
  return (
    <main id="main-content" className="lecture-page">
      <LectureMenu
        open={open}
        setOpen={setOpen}
        toggleRef={toggleRef}
        title={`${playerPageText.catalog}（${playerPageText.videoCount(page.catalog.videoCount)}）`}
      >
        <CatalogList chapters={page.catalog.chapters} currentId={page.video.id} headingLevel={3} />
      </LectureMenu>
      <Stack gap="md" className="lecture-content">
        <Group justify="space-between" wrap="nowrap">
          <Anchor component={Link} to={page.course.href} size="sm">
            <span aria-hidden="true">‹ </span>
            {playerPageText.backToCourse}：{page.course.title}
          </Anchor>
          <LectureMenuToggle open={open} setOpen={setOpen} toggleRef={toggleRef} />
        </Group>
        <Title order={1} fz={22}>
          {page.video.title}
        </Title>
        <PlayerStage page={page} />
        <Group justify="space-between">
          <Text size="sm">
            {playerPageText.courseOf}：{page.course.title}
          </Text>
          <Group gap="md">
            <SectionPracticeLink practice={page.practice} />
            <NextVideoLink next={page.next} />
          </Group>
        </Group>
      </Stack>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => coursePlayerMeta(data);

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
