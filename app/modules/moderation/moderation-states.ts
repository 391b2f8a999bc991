// The life of anything a student writes on the square (posts, comments, group posts): client-safe data. A draft is
// its author's only; 审核中 waits in the school's queue; 已发布 is public (behind the campus gate); 未通过 and 已隐藏 are
// visible to the author alone, with the reviewer's reason.
export const contentStates = ["draft", "pending", "published", "declined", "hidden"] as const;
export type ContentState = (typeof contentStates)[number];

export const contentStateNames: Record<ContentState, string> = {
  draft: "草稿",
  pending: "审核中",
  published: "已发布",
  declined: "未通过",
  hidden: "已隐藏",
};

/** What a moderator can do to an item of the queue, or to published content (hide), or to a report (dismiss). */
export const moderationActions = ["approve", "decline", "hide", "restore", "dismiss"] as const;
export type ModerationAction = (typeof moderationActions)[number];

export const moderationActionNames: Record<ModerationAction, string> = {
  approve: "通过",
  decline: "不通过",
  hide: "隐藏",
  restore: "恢复显示",
  dismiss: "驳回举报",
};

/** Actions that must say why (the author is told the reason). */
export const actionsNeedingReason: ReadonlySet<ModerationAction> = new Set(["decline", "hide"]);
