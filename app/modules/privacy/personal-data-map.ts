// Every table that holds rows about one person, in one place (docs/decisions/0026): which column says whose a row is,
// whether and as which file it goes into 我的数据's export (and which columns stay out), and what erasing the account
// does to it. The export and the erasure both read this list; a test compares it with the person columns the
// database itself reports (user_id, *_user_id, owner_id, author_id, actor_id), so a table added without a decision
// here fails that test. Order matters for erasure: children before their parents. Client-safe: data only.

/** A row is the person's through its own column, or through a parent row that is (an order's lines). */
type PersonalOwner = { column: string } | { column: string; parent: string; parentKey: string; parentOwner: string };

/** What erasing the account does to the rows: delete them, keep them (the reason says why), or overwrite columns. */
type ErasureRule =
  | { kind: "delete" }
  | { kind: "keep"; reason: string }
  | { kind: "anonymise"; set: Record<string, string | number | null>; reason: string };

export interface PersonalTable {
  table: string;
  owner: PersonalOwner;
  /** The export's file (without .json/.csv) and what it holds, in Chinese for the archive's 说明.txt; null: not exported. */
  export: { file: string; title: string; omit?: readonly string[] } | { file: null; reason: string };
  /** Columns to sort the rows by (stable exports). */
  orderBy: readonly string[];
  erase: ErasureRule;
}

const del = { kind: "delete" } as const;

export const personalTables: readonly PersonalTable[] = [
  // ——— The console (issue 25; docs/decisions/0044): children of the account and of its sessions ———
  {
    table: "console_sessions",
    owner: { column: "user_id" },
    export: { file: null, reason: "控制台登录状态（哪次网站登录通过了二次验证），随网站登录会话一起导出与删除" },
    orderBy: ["session_id"],
    erase: del,
  },
  {
    table: "console_recovery_codes",
    owner: { column: "user_id" },
    export: { file: null, reason: "恢复码只以不可还原的摘要保存，导出也无法使用" },
    orderBy: ["id"],
    erase: del,
  },
  {
    table: "console_second_factors",
    owner: { column: "user_id" },
    export: { file: null, reason: "验证器密钥是登录凭据，加密保存，不导出" },
    orderBy: ["user_id"],
    erase: del,
  },
  {
    table: "console_roles",
    owner: { column: "user_id" },
    export: { file: "console_roles", title: "控制台身份（运营人员、学校管理员、教师）与授予时间" },
    orderBy: ["id"],
    erase: del,
  },
  {
    table: "console_audit_log",
    owner: { column: "actor_user_id" },
    export: { file: null, reason: "控制台操作记录是学校与网站的安全记录，记录中有其他用户的数据" },
    orderBy: ["id"],
    erase: {
      kind: "anonymise",
      set: { actor_user_id: null, actor_label: "已注销用户" },
      reason: "操作记录须完整保留，只解除与账号的关联",
    },
  },
  {
    table: "question_import_uploads",
    owner: { column: "user_id" },
    export: {
      file: null,
      reason: "运营人员上传后待导入的题目文件：内容是题目而非个人数据，导入或放弃即删除，一天后过期",
    },
    orderBy: ["id"],
    erase: del,
  },
  {
    table: "video_assets",
    owner: { column: "uploaded_by_user_id" },
    export: { file: null, reason: "运营人员上传的视频是网站的内容，不是个人数据；上传人只用于操作记录" },
    orderBy: ["id"],
    erase: {
      kind: "anonymise",
      set: { uploaded_by_user_id: null },
      reason: "视频仍在课程、真题解析和直播中使用，只解除与账号的关联",
    },
  },
  // ——— Account ———
  {
    table: "sessions",
    owner: { column: "user_id" },
    export: {
      file: "login_sessions",
      title: "登录会话（登录时间、最近使用时间、IP 地址、浏览器标识；不含登录令牌）",
      omit: ["token_hash"],
    },
    orderBy: ["id"],
    erase: del,
  },
  {
    table: "phone_change_requests",
    owner: { column: "user_id" },
    export: {
      file: null,
      reason: "换绑手机进行中的临时状态（几分钟内失效），不含新旧号码以外的内容，号码已在 profile 中",
    },
    orderBy: ["user_id"],
    erase: del,
  },
  {
    table: "user_settings",
    owner: { column: "user_id" },
    export: { file: "settings", title: "学习设置（每日目标、通知偏好、目标院校与专业、主题）" },
    orderBy: ["user_id"],
    erase: del,
  },
  {
    table: "data_exports",
    owner: { column: "user_id" },
    export: { file: null, reason: "导出任务本身（状态、进度、文件名），不是关于您的内容" },
    orderBy: ["id"],
    erase: del,
  },
  // ——— Vocabulary ———
  {
    table: "word_settings",
    owner: { column: "user_id" },
    export: { file: "word_settings", title: "背单词设置（词书、每日新词数、考试日期）" },
    orderBy: ["user_id"],
    erase: del,
  },
  {
    table: "word_user_books",
    owner: { column: "user_id" },
    export: { file: "word_books", title: "选过的词书" },
    orderBy: ["book_id"],
    erase: del,
  },
  {
    table: "word_review_logs",
    owner: { column: "user_id" },
    export: { file: "word_review_logs", title: "单词的每次作答（复习记录）" },
    orderBy: ["id"],
    erase: del,
  },
  {
    table: "word_cards",
    owner: { column: "user_id" },
    export: { file: "word_cards", title: "每个单词的记忆状态（FSRS 卡片）" },
    orderBy: ["id"],
    erase: del,
  },
  {
    table: "word_study_days",
    owner: { column: "user_id" },
    export: { file: "word_study_days", title: "每天背单词的汇总" },
    orderBy: ["study_day"],
    erase: del,
  },
  {
    table: "word_collects",
    owner: { column: "user_id" },
    export: { file: "word_collects", title: "生词本" },
    orderBy: ["created_at", "word_id"],
    erase: del,
  },
  {
    table: "word_lookups",
    owner: { column: "user_id" },
    export: { file: "word_lookups", title: "查看过的单词详情" },
    orderBy: ["word_id"],
    erase: del,
  },
  // ——— Courses and videos ———
  {
    table: "course_enrolments",
    owner: { column: "user_id" },
    export: { file: "course_enrolments", title: "开通的课程（来源与有效期）" },
    orderBy: ["created_at", "course_id"],
    erase: del,
  },
  {
    table: "video_progress",
    owner: { column: "user_id" },
    export: { file: "video_progress", title: "视频观看进度" },
    orderBy: ["video_type", "video_id"],
    erase: del,
  },
  {
    table: "course_progress",
    owner: { column: "user_id" },
    export: { file: "course_progress", title: "课程学习进度" },
    orderBy: ["course_id"],
    erase: del,
  },
  {
    table: "content_reactions",
    owner: { column: "user_id" },
    export: { file: "favourites_and_likes", title: "收藏与点赞（课程、视频、资讯、经验、真题、题目）" },
    orderBy: ["created_at", "target_type", "target_id", "kind"],
    // The targets' like/collect counters are lowered first (account-deletion.server.ts).
    erase: del,
  },
  {
    table: "library_recommendations",
    owner: { column: "user_id" },
    export: { file: "library_recommendations", title: "推荐图书馆购买的课程" },
    orderBy: ["created_at", "course_id"],
    erase: del,
  },
  {
    table: "live_bookings",
    owner: { column: "user_id" },
    export: { file: "live_bookings", title: "预约的直播" },
    orderBy: ["created_at", "live_id"],
    erase: del,
  },
  {
    table: "training_lecture_views",
    owner: { column: "user_id" },
    export: { file: "training_lecture_views", title: "查看过的班级讲座" },
    orderBy: ["lecture_id"],
    erase: del,
  },
  // ——— Question bank ———
  {
    table: "question_attempt_answers",
    owner: { column: "attempt_id", parent: "question_attempts", parentKey: "id", parentOwner: "user_id" },
    export: { file: "question_answers", title: "模考与练习中每道题的作答" },
    orderBy: ["attempt_id", "question_id"],
    erase: del,
  },
  {
    table: "question_attempts",
    owner: { column: "user_id" },
    export: { file: "question_attempts", title: "模拟考试与练习（成绩、用时）" },
    orderBy: ["id"],
    erase: del,
  },
  {
    table: "question_review_logs",
    owner: { column: "user_id" },
    export: { file: "question_review_logs", title: "错题本的复习记录" },
    orderBy: ["id"],
    erase: del,
  },
  {
    table: "question_cards",
    owner: { column: "user_id" },
    export: { file: "wrong_questions", title: "错题本" },
    orderBy: ["id"],
    erase: del,
  },
  {
    table: "question_notes",
    owner: { column: "user_id" },
    export: { file: "question_notes", title: "题目笔记" },
    orderBy: ["question_id"],
    erase: del,
  },
  {
    table: "question_sets",
    owner: { column: "owner_user_id" },
    export: { file: "practice_sets", title: "为您生成的练习组卷" },
    orderBy: ["id"],
    erase: del,
  },
  {
    table: "question_downloads",
    owner: { column: "user_id" },
    export: { file: "paper_downloads", title: "下载过的试卷 PDF" },
    orderBy: ["id"],
    erase: del,
  },
  // ——— The training platform's 课件 (issue 27; docs/decisions/0055) ———
  {
    table: "training_material_downloads",
    owner: { column: "user_id" },
    export: { file: "training_material_downloads", title: "下载过的班级课件（次数与首次、最近下载时间）" },
    orderBy: ["id"],
    erase: del,
  },
  {
    table: "training_materials",
    owner: { column: "uploaded_by_user_id" },
    export: { file: null, reason: "教师上传的课件是班级的教学内容，不是个人数据；上传人只用于记录" },
    orderBy: ["id"],
    erase: {
      kind: "anonymise",
      set: { uploaded_by_user_id: null },
      reason: "课件仍供班级学员阅读，只解除与账号的关联",
    },
  },
  // ——— The training platform's batches, lectures and assignments (issue 27; docs/decisions/0055) ———
  {
    table: "training_members",
    owner: { column: "user_id" },
    export: { file: "training_members", title: "加入或任教的培训班级（身份、状态、加入方式与时间）" },
    orderBy: ["batch_id"],
    erase: del,
  },
  ...(["training_batches", "training_lectures", "training_assignments"] as const).map(
    (table): PersonalTable => ({
      table,
      owner: { column: "created_by_user_id" },
      export: { file: null, reason: "教师建立的班级、讲座与作业是班级的教学安排，不是个人数据；建立人只用于记录" },
      orderBy: ["id"],
      erase: {
        kind: "anonymise",
        set: { created_by_user_id: null },
        reason: "班级的安排仍供其成员使用，只解除与账号的关联",
      },
    }),
  ),
  {
    table: "zmt_paper_downloads",
    owner: { column: "user_id" },
    export: { file: "zmt_paper_downloads", title: "下载过的自命题真题" },
    orderBy: ["id"],
    erase: del,
  },
  {
    table: "question_bank_enrolments",
    owner: { column: "user_id" },
    export: { file: "question_bank_enrolments", title: "开通的题库" },
    orderBy: ["created_at", "bank_id"],
    erase: del,
  },
  {
    table: "zmt_papers",
    owner: { column: "uploader_user_id" },
    export: { file: "uploaded_zmt_papers", title: "机构账号上传的自命题真题" },
    orderBy: ["id"],
    erase: {
      kind: "anonymise",
      set: { uploader_user_id: null },
      reason: "学校图书馆上传的真题属于学校，只解除与账号的关联",
    },
  },
  // ——— Centre: check-ins, 松果, messages, follows, posts ———
  {
    table: "check_ins",
    owner: { column: "user_id" },
    export: { file: "check_ins", title: "打卡记录" },
    orderBy: ["day_index"],
    erase: del,
  },
  {
    table: "pinecone_entries",
    owner: { column: "user_id" },
    export: { file: "pinecones", title: "松果明细" },
    orderBy: ["id"],
    erase: del,
  },
  {
    table: "notifications",
    owner: { column: "user_id" },
    export: { file: "notifications", title: "站内消息" },
    orderBy: ["id"],
    erase: del,
  },
  {
    table: "senior_follows",
    owner: { column: "user_id" },
    export: { file: "senior_follows", title: "关注的学长学姐" },
    orderBy: ["created_at", "senior_id"],
    erase: del,
  },
  {
    // Every saved draft and submitted version of the student's posts (docs/decisions/0030): the text is theirs.
    table: "experience_revisions",
    owner: { column: "experience_id", parent: "experiences", parentKey: "id", parentOwner: "author_user_id" },
    export: { file: "experience_post_revisions", title: "您的文章的草稿与提交版本" },
    orderBy: ["experience_id", "number"],
    erase: del,
  },
  {
    table: "experiences",
    owner: { column: "author_user_id" },
    export: { file: "experience_posts", title: "您发表的考研经验" },
    orderBy: ["id"],
    erase: {
      kind: "anonymise",
      set: { author_user_id: null },
      reason: "已发表的经验帖解除与账号的关联（注销前可自行删除）",
    },
  },
  // 学长学姐 (docs/decisions/0033): the applications (their proof images are removed with them) and the profile an
  // approval made, which is the person's own public page.
  {
    table: "senior_applications",
    owner: { column: "user_id" },
    export: {
      file: "senior_applications",
      title: "学长学姐申请（录取院校、专业、年份、各科成绩、自我介绍、审核结果与原因；证明图片的文件名）",
    },
    orderBy: ["id"],
    erase: del,
  },
  {
    table: "seniors",
    owner: { column: "user_id" },
    export: { file: "senior_profile", title: "学长学姐主页（审核通过后开通）" },
    orderBy: ["id"],
    erase: del,
  },
  // ——— Study groups (docs/decisions/0034) ———
  {
    table: "study_group_members",
    owner: { column: "user_id" },
    export: { file: "study_group_memberships", title: "加入的学习小组" },
    orderBy: ["joined_at", "group_id"],
    erase: del,
  },
  {
    table: "study_groups",
    owner: { column: "owner_user_id" },
    export: { file: "study_groups", title: "您创建的学习小组" },
    orderBy: ["id"],
    erase: {
      kind: "anonymise",
      set: { owner_user_id: null },
      reason: "小组属于其成员，解除与账号的关联（注销前可自行解散只剩您一人的小组）",
    },
  },
  // ——— Comments, likes and reports on the square (docs/decisions/0032) ———
  {
    table: "experience_comments",
    owner: { column: "author_user_id" },
    export: { file: "experience_comments", title: "您在考研经验下发表的评论与回复（含审核状态）" },
    orderBy: ["id"],
    erase: {
      kind: "anonymise",
      set: { author_user_id: null, body: "", flagged_words: "[]", deleted: 1, like_count: 0 },
      reason: "评论的文字删除，只留下「已删除」的占位，别人对它的回复不致失去上下文",
    },
  },
  {
    table: "experience_comment_likes",
    owner: { column: "user_id" },
    export: { file: "experience_comment_likes", title: "点赞过的评论" },
    orderBy: ["created_at", "comment_id"],
    erase: del,
  },
  {
    table: "content_reports",
    owner: { column: "reporter_user_id" },
    export: { file: "content_reports", title: "您提交的举报" },
    orderBy: ["id"],
    erase: {
      kind: "anonymise",
      set: { reporter_user_id: null },
      reason: "举报及其处理结果属于学校的审核记录，只解除与账号的关联",
    },
  },
  // ——— Moderation (the organisation account's own work, docs/decisions/0029) ———
  {
    table: "moderation_decisions",
    owner: { column: "moderator_user_id" },
    export: { file: "moderation_decisions", title: "作为机构账号做出的审核决定" },
    orderBy: ["id"],
    erase: {
      kind: "anonymise",
      set: { moderator_user_id: null },
      reason: "审核记录属于学校，留存备查，只解除与账号的关联",
    },
  },
  {
    table: "sensitive_words",
    owner: { column: "created_by_user_id" },
    export: { file: "sensitive_words", title: "作为机构账号添加的敏感词" },
    orderBy: ["id"],
    erase: { kind: "anonymise", set: { created_by_user_id: null }, reason: "敏感词库属于学校，只解除与账号的关联" },
  },
  // ——— Feedback, booking, visits ———
  {
    table: "feedback",
    owner: { column: "user_id" },
    export: { file: "feedback", title: "意见反馈" },
    orderBy: ["id"],
    erase: {
      kind: "anonymise",
      set: { user_id: null, phone: "", ip: "", user_agent: "" },
      reason: "反馈内容留作改进产品之用，去掉账号、联系方式、IP 与浏览器标识",
    },
  },
  {
    table: "appointments",
    owner: { column: "user_id" },
    export: { file: "appointments", title: "预约咨询" },
    orderBy: ["id"],
    erase: del,
  },
  {
    table: "visit_logs",
    owner: { column: "user_id" },
    export: { file: "visit_logs", title: "登录后的页面访问记录" },
    orderBy: ["id"],
    erase: {
      kind: "anonymise",
      set: { user_id: null, ip: "", uuid: null },
      reason: "访问统计保留页面与设备类型，去掉账号、IP 与访客标识",
    },
  },
  {
    // Issue 28 (docs/decisions/0056): refused requests, for the school's usage statistics (COUNTER's No_License).
    table: "usage_refusals",
    owner: { column: "user_id" },
    export: { file: "usage_refusals", title: "登录后被拒绝的访问（未获学校授权的内容）" },
    orderBy: ["id"],
    erase: {
      kind: "anonymise",
      set: { user_id: null, ip: "", uuid: null },
      reason: "使用统计保留被拒绝的内容与学校，去掉账号、IP 与访客标识",
    },
  },
  {
    // Issue 28: seconds watched, downloads and searches (with their keyword), for the school's usage statistics.
    table: "usage_events",
    owner: { column: "user_id" },
    export: { file: "usage_events", title: "观看时长、下载与搜索记录（使用统计）" },
    orderBy: ["id"],
    erase: {
      kind: "anonymise",
      set: { user_id: null, ip: "", uuid: null, detail: "" },
      reason: "使用统计保留观看、下载与搜索的次数，去掉账号、IP、访客标识与搜索词",
    },
  },
  // ——— Cart and orders ———
  {
    table: "cart_items",
    owner: { column: "user_id" },
    export: { file: "cart", title: "购物车" },
    orderBy: ["created_at", "product_kind", "product_id"],
    erase: del,
  },
  {
    table: "order_lines",
    owner: { column: "order_id", parent: "orders", parentKey: "id", parentOwner: "user_id" },
    export: { file: "order_lines", title: "订单明细" },
    orderBy: ["order_id", "id"],
    erase: { kind: "keep", reason: "《电子商务法》第三十一条：交易信息自交易完成之日起保存不少于三年" },
  },
  {
    table: "payment_attempts",
    owner: { column: "order_id", parent: "orders", parentKey: "id", parentOwner: "user_id" },
    export: { file: "payments", title: "支付记录", omit: ["pay_url"] },
    orderBy: ["order_id", "id"],
    erase: { kind: "keep", reason: "《电子商务法》第三十一条：交易信息自交易完成之日起保存不少于三年" },
  },
  {
    table: "order_refunds",
    owner: { column: "order_id", parent: "orders", parentKey: "id", parentOwner: "user_id" },
    export: { file: "refunds", title: "退款记录" },
    orderBy: ["order_id", "id"],
    erase: { kind: "keep", reason: "《电子商务法》第三十一条：交易信息自交易完成之日起保存不少于三年" },
  },
  {
    table: "orders",
    owner: { column: "user_id" },
    export: { file: "orders", title: "订单（含发票信息）", omit: ["client_token"] },
    orderBy: ["id"],
    // The users row they point at is anonymised (no phone, no name); a personal invoice title is a name: removed.
    erase: {
      kind: "keep",
      reason:
        "《电子商务法》第三十一条：交易信息自交易完成之日起保存不少于三年；订单指向的账号已匿名，个人发票抬头删除",
    },
  },
];

/** Person columns the database has that are not a person's own data, with why (the coverage test reads this too). */
export const notPersonalColumns: ReadonlyArray<{ table: string; column: string; reason: string }> = [
  // A school's administrators reply to its users' feedback and bookings in the console (migration 0027): the row is
  // the user's (exported and erased with them); the replier's column only says which staff account answered, and an
  // erased account is anonymised where it stands.
  ...(["feedback", "appointments"] as const).map((table) => ({
    table,
    column: "replied_by_user_id",
    reason: "回复人是学校管理员，回复属于收到它的用户；回复人的账号注销后即被匿名，不随回复人导出他人的反馈",
  })),
];

/** Column names that refer to a person (the coverage test looks for these in every table). */
export function isPersonColumn(column: string): boolean {
  return /^(user_id|owner_id|author_id|actor_id|uploader_id)$/.test(column) || /_user_id$/.test(column);
}

/** The file names of the export, profile first. */
export function exportFileNames(): string[] {
  return ["profile", ...personalTables.flatMap((entry) => (entry.export.file ? [entry.export.file] : []))];
}
