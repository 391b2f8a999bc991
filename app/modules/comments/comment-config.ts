// The rules of comments and reports that the pages, the API and the services share (docs/decisions/0032). Client-safe.

/** Longest comment, in characters (code points). */
export const COMMENT_MAX = 500;
/** Longest free text of a report. */
export const REPORT_DETAIL_MAX = 200;
/** Top-level comments per page (their replies come with them). */
export const COMMENT_ROWS = 10;

/** 举报's reason categories, in the order the form lists them. */
export const reportReasons = [
  { code: "spam", name: "垃圾广告" },
  { code: "porn", name: "色情低俗" },
  { code: "political", name: "政治敏感" },
  { code: "abuse", name: "人身攻击" },
  { code: "plagiarism", name: "抄袭侵权" },
  { code: "cheating", name: "作弊/代考" },
  { code: "other", name: "其他" },
] as const;

export const reportSubjectKinds = ["post", "comment"] as const;
export type ReportSubjectKind = (typeof reportSubjectKinds)[number];

export function reportReasonName(code: string): string {
  return reportReasons.find((reason) => reason.code === code)?.name ?? "其他";
}

/**
 * Rate limits (per window, per user and per IP address). A campus NAT puts many students behind one address, so the
 * IP limits are wider than the user ones; they stop a script, not a class.
 */
export const COMMENT_LIMITS = {
  perUser: { points: 10, durationSeconds: 10 * 60 },
  perIp: { points: 60, durationSeconds: 10 * 60 },
} as const;
export const REPORT_LIMITS = {
  perUser: { points: 10, durationSeconds: 60 * 60 },
  perIp: { points: 60, durationSeconds: 60 * 60 },
} as const;

/** The anchor of a comment on the post's page, and of the forms. */
export const commentAnchor = (id: number) => `comment-${id}`;
export const COMMENT_FORM_ANCHOR = "comment-form";
export const REPORT_FORM_ANCHOR = "report-form";
export const COMMENTS_ANCHOR = "comments";
