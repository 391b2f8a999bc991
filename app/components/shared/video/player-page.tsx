// The parts of the player pages both trees show: the video or the refusal in its place, the next video, and the
// course catalogue (the desktop lecture menu and the mobile list under the player). Plain links and lists, so
// everything works without JavaScript.
import { Anchor, Button, Group, Paper, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import { formatClock } from "~/components/shared/media/duration";
import type { CoursePlayerPageData, PlayerCatalogChapter, PlayerPageData } from "~/modules/course/player-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";
import { VideoPlayer } from "./video-player";

export const playerPageText = {
  catalog: "课程目录",
  backToCourse: "返回课程",
  next: "下一个视频",
  lastVideo: "已是本课程最后一个视频",
  login: "登录后观看",
  courseOf: "所属课程",
  preview: "试看",
  learnt: "已学完",
  locked: "未开通",
  current: "正在播放",
  openInMiniProgram: "在小程序中打开",
  practice: "课后练习",
  videoCount: (count: number) => `共 ${count} 个视频`,
} as const;

type PlayedVideo = { video: { title: string }; course: { title: string } } | undefined;

/** The meta of /videoPlay and /mobile/videvPlay (one course video by id). */
export function videoPlayMeta(data: PlayedVideo) {
  return pageMeta(
    data ? `${data.video.title} - ${data.course.title}` : "视频播放",
    data ? `观看研途课程《${data.course.title}》中的视频：${data.video.title}。` : "研途课程视频播放。",
  );
}

/** The meta of /course/player and /mobile/course/player (a course's video with its catalogue). */
export function coursePlayerMeta(data: PlayedVideo) {
  return pageMeta(
    data ? `${data.video.title} - ${data.course.title}` : "课程播放",
    data
      ? `观看研途课程《${data.course.title}》：${data.video.title}。支持倍速、断点续播与课程目录。`
      : "研途课程视频播放。",
  );
}

/** The video, or in its place why it does not play and what to do (log in, or see the course). */
export function PlayerStage({ page }: { page: Pick<PlayerPageData, "player" | "refusal" | "course"> }) {
  if (page.player) {
    return (
      <div className="player-stage">
        <VideoPlayer {...page.player} />
      </div>
    );
  }
  const refusal = page.refusal;
  return (
    <Paper className="player-refusal" withBorder radius="md" p="lg" role="status">
      <Text fw={600} fz="lg">
        {refusal?.message}
      </Text>
      <Group mt="md" gap="sm">
        {refusal?.loginHref ? (
          <Button component={Link} to={refusal.loginHref}>
            {playerPageText.login}
          </Button>
        ) : null}
        <Button component={Link} to={page.course.href} variant="default">
          {playerPageText.backToCourse}
        </Button>
      </Group>
    </Paper>
  );
}

/** "下一个视频：…" as a link, or that this is the last one. */
export function NextVideoLink({ next }: { next: PlayerPageData["next"] }) {
  if (!next) return <Text size="sm">{playerPageText.lastVideo}</Text>;
  return (
    <Anchor component={Link} to={next.href} className="player-next-link">
      {playerPageText.next}：{next.title}
      <span aria-hidden="true"> ›</span>
    </Anchor>
  );
}

/** 课后练习 of the section just watched, when it has one: practised one question at a time (/question/list). */
export function SectionPracticeLink({ practice }: { practice: CoursePlayerPageData["practice"] }) {
  if (!practice) return null;
  return (
    <Anchor component={Link} to={practice.href} className="player-next-link">
      {playerPageText.practice}：{practice.title.replace(/^课后练习：/, "")}
      <span aria-hidden="true"> ›</span>
    </Anchor>
  );
}

/** Chapters → sections → videos, the current one marked (aria-current) and each one's state in words. */
export function CatalogList({
  chapters,
  currentId,
  headingLevel,
}: {
  chapters: PlayerCatalogChapter[];
  currentId: number;
  /** The chapters' heading level (the list's own heading is one above). */
  headingLevel: 2 | 3;
}) {
  const ChapterHeading = headingLevel === 2 ? "h2" : "h3";
  const SectionHeading = headingLevel === 2 ? "h3" : "h4";
  return (
    <div className="player-catalog">
      {chapters.map((chapter) => (
        <section key={chapter.id} className="player-catalog-chapter">
          <ChapterHeading className="player-catalog-chapter-title">{chapter.title}</ChapterHeading>
          {chapter.sections.map((section) => (
            <div key={section.id} className="player-catalog-section">
              <SectionHeading className="player-catalog-section-title">{section.title}</SectionHeading>
              <ol className="player-catalog-videos">
                {section.videos.map((video) => {
                  const current = video.id === currentId;
                  const notes = [
                    current ? playerPageText.current : null,
                    video.freePreview ? playerPageText.preview : null,
                    video.learnt ? playerPageText.learnt : null,
                    video.playable ? null : playerPageText.locked,
                  ].filter(Boolean);
                  return (
                    <li key={video.id}>
                      <Link
                        to={video.href}
                        className="player-catalog-video"
                        aria-current={current ? "page" : undefined}
                        data-current={current ? "" : undefined}
                      >
                        <span className="player-catalog-video-title">{video.title}</span>
                        <span className="player-catalog-video-meta">
                          {notes.length > 0 ? `${notes.join(" · ")} · ` : ""}
                          {formatClock(video.duration)}
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ol>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
