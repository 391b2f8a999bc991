// What each demo poster says (docs/decisions/0037-demo-media.md): one per course, paper-explanation video and live —
// the three kinds of content the site shows a picture for. Pure: demo-media.server.ts draws them.
import { courseTypes } from "~/modules/course/course-config";
import { subjectName } from "~/modules/subjects/subjects";
import { demoCourses, type DemoCourse } from "../courses-data";
import { demoPaperVideos, type DemoPaperVideo } from "../courses-paper-videos";
import { demoLives, type DemoLive } from "../lives-data";
import { posterKey, posterSvg, type PosterContent } from "./demo-posters";

export interface DemoPoster {
  /** The demo code the poster belongs to (also its file name stem). */
  code: string;
  svg: string;
  key: string;
}

export function coursePosterContent(course: DemoCourse): PosterContent {
  const type = courseTypes.find((entry) => entry.code === course.type)?.name ?? "课程";
  return {
    subject: course.subject,
    badge: `${subjectName(course.subject)} · ${type}`,
    title: course.title,
    byline:
      course.teachers.length > 0 ? `${course.teachers.map((teacher) => teacher.name).join("、")} 主讲` : undefined,
  };
}

export function paperVideoPosterContent(video: DemoPaperVideo): PosterContent {
  const paper = video.paper.replace(/^\d+ 年全国硕士研究生招生考试/, "");
  return {
    subject: video.subject,
    badge: `${subjectName(video.subject)} · 真题解析`,
    title: `${video.examYear} ${paper} ${video.questionLabel}`,
    subtitle: video.topic,
    byline: `${video.teacher} 讲解`,
  };
}

export function livePosterContent(live: DemoLive): PosterContent {
  return {
    subject: live.subject,
    badge: `${subjectName(live.subject)} · 直播`,
    title: live.title,
    byline: `${live.teacher} 主讲`,
  };
}

function poster(code: string, content: PosterContent): DemoPoster {
  const svg = posterSvg(content);
  return { code, svg, key: posterKey(code, svg) };
}

/** Every demo poster, by the code of what it shows (codes are unique across the three kinds: demo-…, demo-paper-…, demo-live-…). */
export function demoPosters(): Map<string, DemoPoster> {
  const posters = [
    ...demoCourses.map((course) => poster(course.code, coursePosterContent(course))),
    ...demoPaperVideos.map((video) => poster(video.code, paperVideoPosterContent(video))),
    ...demoLives.map((live) => poster(live.code, livePosterContent(live))),
  ];
  return new Map(posters.map((entry) => [entry.code, entry]));
}
