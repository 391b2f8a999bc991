// The kinds of thing a user can collect (收藏) and where each one is, in either tree. Client-safe: the personal
// centre's page names and links them from here, and favourites.server.ts builds each item's URL with it.
import type { SiteTree } from "~/lib/site-tree";
import { contentPaths } from "~/modules/content/content-paths";
import { videoPaths } from "~/modules/video/video-paths";
import { wordDetailHref, wordPaths } from "~/modules/word/word-paths";

/** content_reactions' target types (collect), and the words of the notebook (word_collects). */
export type FavouriteKind = "course" | "course_video" | "paper_video" | "news" | "experience" | "exam_paper" | "word";

export const favouriteKindNames: Record<FavouriteKind, string> = {
  course: "课程",
  course_video: "课程视频",
  paper_video: "真题解析",
  news: "考研资讯",
  experience: "考研经验",
  exam_paper: "真题",
  word: "单词",
};

/** The page of one collected thing; a course video needs its course (`courseId`). */
export function favouriteHref(tree: SiteTree, kind: FavouriteKind, id: number, courseId: number | null): string {
  switch (kind) {
    case "course":
      return videoPaths[tree].course(id);
    case "course_video":
      return courseId === null ? videoPaths[tree].video(id) : videoPaths[tree].player(courseId, id);
    case "paper_video":
      return videoPaths[tree].paperVideo(id);
    case "news":
      return contentPaths[tree].newsItem(id);
    case "experience":
      return contentPaths[tree].experience(id);
    case "exam_paper":
      return contentPaths[tree].paper(id);
    case "word":
      return wordDetailHref(wordPaths[tree], id);
  }
}
