// What a like or a collect answers, on every page and API call that sets one. Client-safe: a type import only.
import type { ReactionTargetType } from "~/db/schema";

export const reactionMessages = {
  liked: "已点赞",
  unliked: "已取消点赞",
  collected: "已收藏",
  uncollected: "已取消收藏",
} as const;

/** A like or collect of a target that does not exist or is not published: 404 with this. */
export const reactionTargetNotFound: Record<ReactionTargetType, string> = {
  course: "课程不存在或已下架",
  course_video: "视频不存在或已下架",
  paper_video: "视频不存在或已下架",
  news: "内容不存在或已下架",
  experience: "内容不存在或已下架",
  exam_paper: "内容不存在或已下架",
  question: "题目不存在或已下架",
  training_lecture: "讲座不存在",
};
