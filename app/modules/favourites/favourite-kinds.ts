// The kinds of thing a user can collect (收藏) and where each one is, in either tree. Client-safe: the personal
// centre's page names and links them from here, and favourites.server.ts builds each item's URL with it.
import type { SiteTree } from "~/lib/site-tree";
import { contentPaths } from "~/modules/content/content-paths";
import { trainingPaths } from "~/modules/training/training-paths";
import { videoPaths } from "~/modules/video/video-paths";
import { wordDetailHref, wordPaths } from "~/modules/word/word-paths";

/** content_reactions' target types (collect), and the words of the notebook (word_collects). */
export type FavouriteKind =
  | "course"
  | "course_video"
  | "paper_video"
  | "news"
  | "experience"
  | "exam_paper"
  | "question"
  | "word"
  | "training_lecture";

/** Every kind, in the order 全部 lists their branches. */
export const favouriteKinds = [
  "course",
  "course_video",
  "paper_video",
  "news",
  "experience",
  "exam_paper",
  "question",
  "word",
  "training_lecture",
] as const satisfies readonly FavouriteKind[];

export const favouriteKindNames: Record<FavouriteKind, string> = {
  course: "课程",
  course_video: "课程视频",
  paper_video: "真题解析",
  news: "考研资讯",
  experience: "考研经验",
  exam_paper: "真题",
  question: "题目",
  word: "单词",
  training_lecture: "班级讲座",
};

/** 我的收藏's tabs (?tab=): the spec's course, experience, news and question, plus videos, words and lectures. */
export const favouriteTabs = [
  {
    code: "all",
    name: "全部",
    kinds: favouriteKinds,
  },
  { code: "course", name: "课程", kinds: ["course"] },
  { code: "video", name: "视频", kinds: ["course_video", "paper_video"] },
  { code: "experience", name: "考研经验", kinds: ["experience"] },
  { code: "news", name: "考研资讯", kinds: ["news"] },
  { code: "question", name: "真题与题目", kinds: ["exam_paper", "question"] },
  { code: "word", name: "单词", kinds: ["word"] },
  { code: "lecture", name: "讲座", kinds: ["training_lecture"] },
] as const satisfies readonly { code: string; name: string; kinds: readonly FavouriteKind[] }[];

export function favouriteTabOf(code: string | null | undefined): (typeof favouriteTabs)[number] | null {
  return favouriteTabs.find((tab) => tab.code === (code || "all")) ?? null;
}

/**
 * The page of one collected thing, given its parent: a course video's course, a question's past paper (a question
 * has no page of its own: its paper's page when it came from one, else none).
 */
export function favouriteHref(tree: SiteTree, kind: FavouriteKind, id: number, parentId: number | null): string | null {
  switch (kind) {
    case "course":
      return videoPaths[tree].course(id);
    case "course_video":
      return parentId === null ? videoPaths[tree].video(id) : videoPaths[tree].player(parentId, id);
    case "paper_video":
      return videoPaths[tree].paperVideo(id);
    case "news":
      return contentPaths[tree].newsItem(id);
    case "experience":
      return contentPaths[tree].experience(id);
    case "exam_paper":
      return contentPaths[tree].paper(id);
    case "question":
      return parentId === null ? null : contentPaths[tree].paper(parentId);
    case "word":
      return wordDetailHref(wordPaths[tree], id);
    case "training_lecture":
      return parentId === null ? null : `${trainingPaths[tree].student(parentId, "lectures")}/${id}`;
  }
}
