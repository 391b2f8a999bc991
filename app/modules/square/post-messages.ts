// What writing a post says (/square/write, /square/drafts, 我的文章's states, the post queue and its notifications;
// docs/decisions/0030-square-posts.md). Client-safe.
import { DRAFT_LIMITS, PUBLISH_LIMITS, POST_LIMITS } from "./post-limits";

export const postMessages = {
  // Input
  idInvalid: "文章不存在",
  revisionInvalid: "草稿版本无效，请刷新页面后重试",
  intentInvalid: "请选择预览、保存草稿或发布",
  titleRequired: "请填写标题",
  titleTooLong: `标题最多 ${POST_LIMITS.titleMax} 个字`,
  categoryRequired: "请选择分类",
  categoryInvalid: "请从六个分类中选择",
  bodyRequired: "请填写正文",
  bodyTooLong: `正文最多 ${POST_LIMITS.bodyMax.toLocaleString("en-US")} 个字`,
  formatInvalid: "正文格式无效",
  tagRequired: "请至少填写一个标签",
  tagTooLong: `每个标签最多 ${POST_LIMITS.tagMax} 个字`,
  tagsTooMany: `最多 ${POST_LIMITS.tagsMax} 个标签`,
  tagsDuplicate: "两个标签不能相同",
  videoLinkInvalid: "视频链接只能是本站的视频页面地址，例如 /videoPlay?id=12",
  stateInvalid: "没有这个文章状态",

  // Outcomes
  previewReady: "预览已生成（尚未保存）",
  draftSaved: "草稿已保存",
  draftUnchanged: "草稿没有改动",
  savedAsNewDraft: "另一个窗口已修改这篇草稿，本次内容已另存为新草稿",
  submitted: "已提交审核，通过后将公开发布",
  submittedFlagged: "已提交审核。内容含有需人工确认的词语，审核人员会仔细查看",
  submittedEdit: "修改已提交审核，通过前读者仍看到原来的版本",
  noModerator: "你的账号未绑定学校，暂时没有审核人员处理这篇文章",
  draftDeleted: "草稿已删除",
  postDeleted: "文章已删除",
  imageInserted: "图片已上传并插入正文末尾",
  loginToWrite: "请先登录，再写文章",
  rateLimitedDrafts: `保存草稿太频繁（每小时最多 ${DRAFT_LIMITS.perUser} 次），请稍后再试`,
  rateLimitedPublish: `发布太频繁（每小时最多 ${PUBLISH_LIMITS.perUser} 篇），请稍后再试`,
  rateLimitedIp: "当前网络提交太频繁，请稍后再试",

  // Pages
  writeTitle: "写文章",
  editTitle: "编辑文章",
  writeDescription: "写考研经验：标题、分类、正文、标签，保存草稿或发布（发布后经本校审核公开）。",
  draftsTitle: "我的草稿",
  draftsDescription: "我保存的草稿，继续编辑或删除。",
  draftsEmpty: "还没有草稿。",
  untitled: "（无标题）",
  confirmDelete: (title: string) => `确定删除「${title}」吗？删除后无法恢复。`,
  notFound: "文章不存在",
  autosaved: (time: string) => `已自动保存 ${time}`,
  autosaveFailed: "自动保存失败，请手动保存草稿",

  // The queue and the author's notifications
  queueName: "帖子",
  approvedTitle: (title: string) => `你的文章《${title}》已通过审核`,
  declinedTitle: (title: string) => `你的文章《${title}》未通过审核：`,
  hiddenTitle: (title: string) => `你的文章《${title}》已被隐藏：`,
  restoredTitle: (title: string) => `你的文章《${title}》已恢复显示`,
} as const;
