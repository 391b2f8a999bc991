// What access says when a video does not play, and how pages name why one does (badges) or why not. Client-safe: no
// imports. Shared by courses, paper videos, lives and experience talks (docs/decisions/0010).

export const accessMessages = {
  loginToWatch: "请登录后观看",
  loginToWatchUnlicensed: "本校园网未开通该内容，请登录后观看（登录后可使用所在学校的开通或购买）",
  purchaseToWatch: "该内容需购买，或由所在学校开通后观看",
} as const;

/** How a page names why a video plays (badges) or why it does not. */
export const accessLabels = {
  "free-preview": "试看",
  free: "免费",
  enrolled: "已购",
  "member-licence": "学校已开通",
  "campus-licence": "校园网已开通",
  "login-required": "登录后观看",
  "purchase-required": "购买后观看",
} as const;
