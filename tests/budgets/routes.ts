// Every page of both trees, as the audit visits it (`npm run audit`: axe in four themes × logged out/in × JavaScript
// on/off, the JavaScript-off crawl, page weight). The audit fails when a page route of the build is missing here, so
// a new page cannot slip past the gauges: add its entry (and, for a main page, a line in budgets.ts lighthousePages).
import { treeOfPath, type SiteTree } from "../../app/lib/site-tree";

export type Tree = SiteTree;

export interface AuditedRoute {
  /** The Remix route id that renders it (checked against the build: the URL must reach this route). */
  routeId: string;
  /** Path and query to visit. */
  path: string;
  /**
   * Who is shown `content`: everyone; only a logged-in `user` (a login-only page, the logout dialog); only a `guest`
   * who is not logged in (login pages and dialogs). axe audits the route as the visitors it is meant for.
   */
  audience: "everyone" | "user" | "guest";
  /**
   * What the others get: sent to their tree's `login` page (with a `redirect` back) or `home`, or, when absent, the
   * same page without `content`.
   */
  othersRedirectTo?: "login" | "home";
  /**
   * A `user` page for a school's organisation account (the console's enrolment, before it has bound an authenticator):
   * its logged-in visitor is 演示大学's organisation account instead of the demo student.
   */
  orgAccount?: boolean;
  /**
   * A console page (issue 25): its logged-in visitor is a demo console account signed in through the second factor —
   * 演示大学's library staff ("school") or the operator ("operator"); or the staff logged in without it ("pending").
   */
  console?: "school" | "operator" | "pending";
  /** An operator-only console page (a school's administrators get 403). */
  operatorOnly?: boolean;
  /** A console section of one school (?school= for the operator; another school's answers its staff 404). */
  schoolSection?: boolean;
  /** Where it is seen as an off-campus visitor (198.51.100.7 through the trusted proxy) rather than on campus. */
  offCampus?: boolean;
  /** The HTTP status the page answers with (default 200). */
  status?: number;
  /** Main content that must be present and visible without JavaScript. */
  content: { selector?: string; text: string };
}

export const treeOf: (path: string) => Tree = treeOfPath;

const dialog = (text: string) => ({ selector: '[role="dialog"]', text });
/** A login-only page: guests go to their tree's login page (and come back after logging in). */
const userPage = { audience: "user", othersRedirectTo: "login" } as const;
/** A page of a school's organisation account: guests go to the login page, the audit logs in as 演示大学's account. */
const orgPage = { audience: "user", othersRedirectTo: "login", orgAccount: true } as const;
/** A console page of a school's administrators: guests go to the login page, the audit signs in as 演示大学's staff. */
const consolePage = { audience: "user", othersRedirectTo: "login", console: "school" } as const;
/** A school section of the console (one school's data, chosen with ?school= by the operator). */
const schoolSectionPage = { ...consolePage, schoolSection: true } as const;
/** An operator-only console page: the audit signs in as the demo operator. */
const operatorPage = { ...consolePage, console: "operator", operatorOnly: true } as const;
/** A login page: logged-in users go to their tree's home. */
const loginPage = { audience: "guest", othersRedirectTo: "home" } as const;

/** Who a route's logged-in visitor is: the demo student, or the account the route names. */
export type VisitorAccount = "student" | "org" | "console-school" | "console-operator" | "console-pending";

export function accountOf(route: AuditedRoute): VisitorAccount {
  if (route.console) return `console-${route.console}`;
  return route.orgAccount ? "org" : "student";
}

/** The path `othersRedirectTo` names for this route's tree. */
export function othersRedirectPath(route: AuditedRoute): string | undefined {
  const mobile = treeOf(route.path) === "mobile";
  if (route.othersRedirectTo === "login") return mobile ? "/mobile/login" : "/login/passLogin";
  if (route.othersRedirectTo === "home") return mobile ? "/mobile/" : "/";
  return undefined;
}

export const auditedRoutes: AuditedRoute[] = [
  // Desktop
  { routeId: "routes/_desktop._index", path: "/", audience: "everyone", content: { text: "合作院校" } },
  { routeId: "routes/_desktop._index", path: "/?login=sms", audience: "guest", content: dialog("短信登录") },
  { routeId: "routes/_desktop._index", path: "/?login=password", audience: "guest", content: dialog("图形验证码") },
  { routeId: "routes/_desktop._index", path: "/?login=org", audience: "guest", content: dialog("机构注册码") },
  { routeId: "routes/_desktop._index", path: "/?login=register", audience: "guest", content: dialog("注册并登录") },
  { routeId: "routes/_desktop._index", path: "/?login=reset", audience: "guest", content: dialog("确认新密码") },
  { routeId: "routes/_desktop._index", path: "/?feedback=1", audience: "everyone", content: dialog("意见建议") },
  {
    routeId: "routes/_desktop._index",
    path: "/?tips=1",
    audience: "guest",
    offCampus: true,
    content: dialog("温馨提示"),
  },
  { routeId: "routes/_desktop._index", path: "/?logout=1", audience: "user", content: dialog("您要退出本次登录吗？") },
  { routeId: "routes/login.passLogin", path: "/login/passLogin", ...loginPage, content: { text: "图形验证码" } },
  { routeId: "routes/_desktop.booking", path: "/booking", ...userPage, content: { text: "填写预约信息" } },
  { routeId: "routes/_desktop.user.center", path: "/user/center", ...userPage, content: { text: "修改密码" } },
  {
    routeId: "routes/_desktop.legal.userAgreement",
    path: "/legal/userAgreement",
    audience: "everyone",
    content: { text: "用户协议" },
  },
  {
    routeId: "routes/_desktop.legal.userPrivacy",
    path: "/legal/userPrivacy",
    audience: "everyone",
    content: { text: "隐私政策" },
  },
  {
    routeId: "routes/_desktop.legal.licenses",
    path: "/legal/licenses",
    audience: "everyone",
    content: { text: "ECDICT" },
  },
  { routeId: "routes/api.docs", path: "/api/docs", audience: "everyone", content: { text: "研途 API 文档" } },
  {
    routeId: "routes/api.docs",
    path: "/api/docs?group=Course",
    audience: "everyone",
    content: { selector: "h1", text: "课程" },
  },
  {
    routeId: "routes/$",
    path: "/no-such-page",
    audience: "everyone",
    status: 404,
    content: { text: "哎呀，打不开网页了呢！" },
  },
  { routeId: "routes/[__dev].inbox", path: "/__dev/inbox", audience: "everyone", content: { text: "开发收件箱" } },
  // Desktop vocabulary: books, notebook, detail
  { routeId: "routes/_desktop.word._index", path: "/word", ...userPage, content: { text: "高频核心词" } },
  { routeId: "routes/_desktop.word.wordBook", path: "/word/wordBook", ...userPage, content: { text: "今日计划" } },
  {
    routeId: "routes/_desktop.word.wordBook",
    path: "/word/wordBook?restart=1",
    ...userPage,
    content: dialog("此操作无法撤销"),
  },
  { routeId: "routes/_desktop.word.collect", path: "/word/collect", ...userPage, content: { text: "移出生词本" } },
  {
    routeId: "routes/_desktop.word.wordDetail",
    path: "/word/wordDetail?wordId=1",
    ...userPage,
    content: { text: "中文释义" },
  },
  // Desktop vocabulary: study and review
  { routeId: "routes/_desktop.word.learning", path: "/word/learning", ...userPage, content: { text: "不认识" } },
  { routeId: "routes/_desktop.word.reviewWords", path: "/word/reviewWords", ...userPage, content: { text: "不认识" } },
  // Desktop courses: list, detail, my courses (helper A inserts below)
  {
    routeId: "routes/_desktop._gated.course._index",
    path: "/course?type=2",
    audience: "everyone",
    content: { text: "门课程" },
  },
  {
    routeId: "routes/_desktop._gated.course._index",
    path: "/course?type=2&subject=math1&sort=new",
    audience: "everyone",
    content: { text: "高等数学基础" },
  },
  {
    routeId: "routes/_desktop._gated.course._index",
    path: "/course?type=2&page=2",
    audience: "everyone",
    content: { text: "第 2 / 3 页" },
  },
  {
    routeId: "routes/_desktop._gated.course._index",
    path: "/course?type=2&subject=chemistry",
    audience: "everyone",
    content: { text: "科目不存在" },
  },
  {
    routeId: "routes/_desktop._gated.course._index",
    path: "/course?type=2&keyword=no-such-course",
    audience: "everyone",
    content: { text: "没有找到符合条件的课程" },
  },
  {
    routeId: "routes/_desktop._gated.course._index",
    path: "/course?type=2",
    audience: "guest",
    offCampus: true,
    status: 403,
    content: { text: "温馨提示" },
  },
  {
    routeId: "routes/_desktop._gated.course.detail",
    path: "/course/detail?id=1",
    audience: "everyone",
    content: { text: "课程目录" },
  },
  {
    routeId: "routes/_desktop._gated.course.detail",
    path: "/course/detail?id=1&login=sms",
    audience: "guest",
    content: dialog("短信登录"),
  },
  {
    routeId: "routes/_desktop._gated.course.detail",
    path: "/course/detail?id=999999",
    audience: "everyone",
    status: 404,
    content: { text: "课程不存在或已下架" },
  },
  {
    routeId: "routes/_desktop.course.my.oneCoach",
    path: "/course/my/oneCoach",
    ...userPage,
    content: { text: "开通于" },
  },
  {
    routeId: "routes/_desktop.course.my.plubic",
    path: "/course/my/plubic",
    ...userPage,
    content: { text: "考研英语备考规划公开课" },
  },
  { routeId: "routes/_desktop.course.my.zyk", path: "/course/my/zyk", ...userPage, content: { text: "门课程" } },
  // 购物车, 确认订单, pay, result, 我的订单 (issue 15; the demo seed gives 13800000001 a pending and a paid order; whatever
  // it would buy is licensed to its school, so the confirm page says there is nothing to buy)
  {
    routeId: "routes/_desktop.course.shopCar",
    path: "/course/shopCar",
    ...userPage,
    content: { text: "购物车是空的" },
  },
  {
    routeId: "routes/_desktop.course.order._index",
    path: "/course/order?courseId=1",
    ...userPage,
    content: { text: "无需购买" },
  },
  {
    routeId: "routes/_desktop.course.order.pay",
    path: "/course/order/pay?orderNo=YT202611010000000001",
    ...userPage,
    content: { text: "订单信息" },
  },
  {
    routeId: "routes/_desktop.course.order.pay",
    path: "/course/order/pay?orderNo=YT209911010000000009",
    ...userPage,
    status: 404,
    content: { text: "订单不存在" },
  },
  {
    routeId: "routes/_desktop.course.order.result",
    path: "/course/order/result?orderNo=YT202611010000000002",
    ...userPage,
    content: { text: "支付成功" },
  },
  // 演示大学 licenses everything, so its student is told the 408 bank (id 7, the seed's seventh) needs no purchase.
  {
    routeId: "routes/_desktop.question.order",
    path: "/question/order?bankId=7",
    ...userPage,
    content: { text: "无需购买" },
  },
  {
    routeId: "routes/_desktop.user.order",
    path: "/user/order",
    ...userPage,
    content: { text: "YT202611010000000001" },
  },
  {
    routeId: "routes/_desktop.user.order",
    path: "/user/order?tab=paid&refund=YT202611010000000002",
    ...userPage,
    content: { text: "退款原因" },
  },
  { routeId: "routes/_desktop.user.record", path: "/user/record", ...userPage, content: { text: "近 30 天学习时长" } },
  {
    routeId: "routes/_desktop.user.record",
    path: "/user/record?kind=nope&from=2025-13-01",
    ...userPage,
    content: { text: "日期格式应为 2025-03-10" },
  },
  { routeId: "routes/_desktop.user.collect", path: "/user/collect", ...userPage, content: { text: "真题与题目" } },
  {
    routeId: "routes/_desktop.user.download",
    path: "/user/download",
    ...userPage,
    content: { selector: "main h1", text: "我的下载" },
  },
  // 讲座 and 作业 of the demo batch 1 (issue 27): its teacher pages as 演示大学's staff (the school's administrators run
  // every batch of their school), its student pages as the demo student.
  {
    routeId: "routes/_desktop.Training.teacher.$id.lectures",
    path: "/Training/teacher/1/lectures",
    ...orgPage,
    content: { selector: "h1", text: "讲座" },
  },
  {
    routeId: "routes/_desktop.Training.teacher.$id.assignments",
    path: "/Training/teacher/1/assignments",
    ...orgPage,
    content: { selector: "h1", text: "作业" },
  },
  {
    routeId: "routes/_desktop.Training.student.$id.lectures._index",
    path: "/Training/student/1/lectures",
    ...userPage,
    content: { selector: "h1", text: "讲座" },
  },
  {
    routeId: "routes/_desktop.Training.student.$id.lectures.$lectureId",
    path: "/Training/student/1/lectures/1",
    ...userPage,
    content: { text: "主讲老师" },
  },
  {
    routeId: "routes/_desktop.Training.student.$id.assignments",
    path: "/Training/student/1/assignments",
    ...userPage,
    content: { selector: "h1", text: "作业" },
  },
  { routeId: "routes/_desktop.user.news", path: "/user/news", ...userPage, content: { text: "系统通知" } },
  { routeId: "routes/_desktop.user.news", path: "/user/news?tab=order", ...userPage, content: { text: "支付成功" } },
  {
    routeId: "routes/_desktop.user.clock",
    path: "/user/clock",
    ...userPage,
    content: { selector: "main table caption", text: "月" },
  },
  {
    routeId: "routes/_desktop.user.clock",
    path: "/user/clock?month=2026-13",
    ...userPage,
    content: { text: "月份格式应为 2026-11" },
  },
  { routeId: "routes/_desktop.user.pinecone", path: "/user/pinecone", ...userPage, content: { text: "如何获得松果" } },
  { routeId: "routes/_desktop.user.seting", path: "/user/seting", ...userPage, content: { text: "距离考研还有" } },
  {
    routeId: "routes/_desktop.user.modifyNumber",
    path: "/user/modifyNumber",
    ...userPage,
    content: { text: "第一步：验证原手机号" },
  },
  { routeId: "routes/_desktop.user.course.($tab)", path: "/user/course", ...userPage, content: { text: "开通于" } },
  { routeId: "routes/_desktop.user.course.($tab)", path: "/user/course/zyk", ...userPage, content: { text: "门课程" } },
  {
    routeId: "routes/_desktop.user.follow",
    path: "/user/follow",
    ...userPage,
    content: { text: "已关注（取消关注）" },
  },
  {
    routeId: "routes/console.moderation",
    path: "/console/moderation",
    ...schoolSectionPage,
    content: { text: "审核记录" },
  },
  {
    routeId: "routes/console.moderation",
    path: "/console/moderation?tab=words",
    ...schoolSectionPage,
    content: { text: "全站敏感词" },
  },
  // The school administration (issue 25): users, staff and the organisation code, the inbox (the demo seeds one
  // feedback and one booking, ids 1), library demand.
  {
    routeId: "routes/console.users",
    path: "/console/users",
    ...schoolSectionPage,
    content: { text: "手机号后几位或昵称" },
  },
  {
    routeId: "routes/console.staff",
    path: "/console/staff",
    ...schoolSectionPage,
    content: { text: "更换机构注册码" },
  },
  {
    routeId: "routes/console.staff",
    path: "/console/staff?rotate=1",
    ...schoolSectionPage,
    content: { text: "确认更换" },
  },
  {
    routeId: "routes/console.inbox._index",
    path: "/console/inbox",
    ...schoolSectionPage,
    content: { text: "预约咨询" },
  },
  {
    routeId: "routes/console.inbox.$kind.$id",
    path: "/console/inbox/feedback/1",
    ...schoolSectionPage,
    content: { text: "反馈内容" },
  },
  {
    routeId: "routes/console.inbox.$kind.$id",
    path: "/console/inbox/booking/1",
    ...schoolSectionPage,
    content: { text: "咨询的问题" },
  },
  {
    routeId: "routes/console.demand",
    path: "/console/demand",
    ...schoolSectionPage,
    content: { text: "推荐图书馆购买" },
  },
  {
    routeId: "routes/console.training",
    path: "/console/training",
    ...consolePage,
    content: { text: "2027 考研数学集训营" },
  },
  {
    routeId: "routes/console.sushi",
    path: "/console/sushi",
    ...schoolSectionPage,
    content: { text: "签发新凭据" },
  },
  // 使用统计 (issue 28): the overview (a chart and a table per measure), resources and searches, and a refused period.
  {
    routeId: "routes/console.usage._index",
    path: "/console/usage",
    ...schoolSectionPage,
    content: { text: "合计与对比" },
  },
  {
    routeId: "routes/console.usage._index",
    path: "/console/usage?from=2025-10-31&to=2025-10-01&granularity=day&compare=previous",
    ...schoolSectionPage,
    status: 400,
    content: { text: "结束日期不能早于开始日期" },
  },
  {
    routeId: "routes/console.usage.resources",
    path: "/console/usage/resources",
    ...schoolSectionPage,
    content: { text: "视频与直播" },
  },
  {
    routeId: "routes/console.usage.searches",
    path: "/console/usage/searches",
    ...schoolSectionPage,
    content: { text: "热门搜索词" },
  },
  // The training platform (issue 27): the demo batch is the first (id 1); the student's pages as 研友小林, its teacher
  // pages as 演示大学's organisation account (the school's administrator sees every batch of the school).
  {
    routeId: "routes/_desktop.Training._index",
    path: "/Training",
    ...userPage,
    content: { text: "2027 考研数学集训营" },
  },
  {
    routeId: "routes/_desktop.Training.student.$id._index",
    path: "/Training/student/1",
    ...userPage,
    content: { selector: "main h1", text: "我的学习" },
  },
  {
    routeId: "routes/_desktop.Training.teacher.$id._index",
    path: "/Training/teacher/1",
    ...orgPage,
    content: { selector: "main h1", text: "学习概况" },
  },
  {
    routeId: "routes/_desktop.Training.teacher.$id._index",
    path: "/Training/teacher/1?days=1&behind=1",
    ...orgPage,
    content: { selector: "main h1", text: "学习概况" },
  },
  {
    routeId: "routes/_desktop.Training.teacher.$id.students",
    path: "/Training/teacher/1/students",
    ...orgPage,
    content: { selector: "main h1", text: "学员管理" },
  },
  { routeId: "routes/console._index", path: "/console", ...consolePage, content: { text: "可以使用的功能" } },
  { routeId: "routes/console.words", path: "/console/words", ...operatorPage, content: { text: "全站词库" } },
  {
    routeId: "routes/console.questions",
    path: "/console/questions",
    ...operatorPage,
    content: { text: "上传题目文件" },
  },
  {
    routeId: "routes/console.courses._index",
    path: "/console/courses",
    ...operatorPage,
    content: { text: "新建课程" },
  },
  {
    routeId: "routes/console.courses.$id",
    path: "/console/courses/new",
    ...operatorPage,
    content: { text: "保存草稿" },
  },
  {
    routeId: "routes/console.courses.$id",
    path: "/console/courses/1",
    ...operatorPage,
    content: { text: "学生看到的样子" },
  },
  { routeId: "routes/console.seniors", path: "/console/seniors", ...operatorPage, content: { text: "学长学姐申请" } },
  { routeId: "routes/console.news._index", path: "/console/news", ...operatorPage, content: { text: "写资讯" } },
  { routeId: "routes/console.news.$id", path: "/console/news/new", ...operatorPage, content: { text: "保存草稿" } },
  { routeId: "routes/console.news.$id", path: "/console/news/1", ...operatorPage, content: { text: "学生看到的样子" } },
  { routeId: "routes/console.papers._index", path: "/console/papers", ...operatorPage, content: { text: "新建真题" } },
  { routeId: "routes/console.papers.$id", path: "/console/papers/new", ...operatorPage, content: { text: "保存草稿" } },
  {
    routeId: "routes/console.papers.$id",
    path: "/console/papers/1",
    ...operatorPage,
    content: { text: "学生看到的样子" },
  },
  { routeId: "routes/console.slides", path: "/console/slides", ...operatorPage, content: { text: "添加轮播图" } },
  { routeId: "routes/console.lives._index", path: "/console/lives", ...operatorPage, content: { text: "新建直播" } },
  { routeId: "routes/console.lives.$id", path: "/console/lives/new", ...operatorPage, content: { text: "保存草稿" } },
  {
    routeId: "routes/console.lives.$id",
    path: "/console/lives/1",
    ...operatorPage,
    content: { text: "学生此刻看到的样子" },
  },
  {
    routeId: "routes/console.paper-videos._index",
    path: "/console/paper-videos",
    ...operatorPage,
    content: { text: "新建真题解析视频" },
  },
  {
    routeId: "routes/console.paper-videos.$id",
    path: "/console/paper-videos/new",
    ...operatorPage,
    content: { text: "保存草稿" },
  },
  {
    routeId: "routes/console.paper-videos.$id",
    path: "/console/paper-videos/1",
    ...operatorPage,
    content: { text: "学生看到的样子" },
  },
  { routeId: "routes/console.videos._index", path: "/console/videos", ...operatorPage, content: { text: "上传视频" } },
  { routeId: "routes/console.videos.$id", path: "/console/videos/1", ...operatorPage, content: { text: "媒体键" } },
  {
    routeId: "routes/console.slides",
    path: "/console/slides?edit=1",
    ...operatorPage,
    content: { text: "首页轮播中的样子" },
  },
  { routeId: "routes/console.campus", path: "/console/campus", ...schoolSectionPage, content: { text: "测试地址" } },
  {
    routeId: "routes/console.campus",
    path: "/console/campus?address=192.0.2.7",
    ...schoolSectionPage,
    content: { text: "在演示大学的校园网内" },
  },
  {
    routeId: "routes/console.licences",
    path: "/console/licences",
    ...schoolSectionPage,
    content: { text: "授权由运营人员设置" },
  },
  // The operator's view of a school section (?school=1 is 演示大学, the first seeded school): the licence forms
  // (新增授权, with courses and banks grouped by subject) and the school switcher.
  {
    routeId: "routes/console.licences",
    path: "/console/licences?school=1",
    ...schoolSectionPage,
    console: "operator",
    content: { text: "新增授权" },
  },
  { routeId: "routes/console.schools", path: "/console/schools", ...operatorPage, content: { text: "新建学校" } },
  {
    routeId: "routes/console.schools",
    path: "/console/schools?edit=1",
    ...operatorPage,
    content: { text: "更换机构注册码" },
  },
  {
    routeId: "routes/console.operators",
    path: "/console/operators",
    ...operatorPage,
    content: { text: "添加运营人员" },
  },
  {
    routeId: "routes/console.sessions",
    path: "/console/sessions",
    ...consolePage,
    content: { text: "退出所有控制台登录" },
  },
  { routeId: "routes/console.audit", path: "/console/audit", ...consolePage, content: { text: "控制台登录" } },
  {
    routeId: "routes/console.audit",
    path: "/console/audit?limit=50",
    ...consolePage,
    console: "operator",
    content: { text: "全站的每一次控制台操作" },
  },
  {
    routeId: "routes/console_.signIn",
    path: "/console/signIn",
    ...consolePage,
    console: "pending",
    content: { text: "验证并进入控制台" },
  },
  {
    routeId: "routes/console_.enrol",
    path: "/console/enrol",
    ...orgPage,
    content: { text: "绑定并进入控制台" },
  },

  { routeId: "routes/_desktop.user.follow", path: "/user/follow?tab=posts", ...userPage, content: { text: "篇文章" } },
  { routeId: "routes/_desktop.user.senior", path: "/user/senior", ...userPage, content: { text: "申请成为学长学姐" } },
  {
    routeId: "routes/_desktop.user.senior",
    path: "/user/senior?category=nope&year=1999",
    ...userPage,
    content: { text: "部分筛选条件无效" },
  },
  { routeId: "routes/_desktop.user.article", path: "/user/article", ...userPage, content: { text: "还没有发表文章" } },
  {
    routeId: "routes/_desktop.user.article",
    path: "/user/article?tab=draft",
    ...userPage,
    content: { text: "草稿（" },
  },
  // Writing posts (docs/decisions/0030)
  { routeId: "routes/_desktop.square.write", path: "/square/write", ...userPage, content: { text: "标记语法说明" } },
  {
    routeId: "routes/_desktop.square.drafts",
    path: "/square/drafts",
    ...userPage,
    content: { selector: "main h1", text: "我的草稿" },
  },
  { routeId: "routes/_desktop.user.data", path: "/user/data", ...userPage, content: { text: "将被保留的信息及原因" } },
  // Desktop player: /course/player, /videoPlay, /videvPlay (helper B inserts below)
  {
    routeId: "routes/_desktop._gated.course.player",
    path: "/course/player?id=1&videoId=1",
    audience: "everyone",
    content: { text: "课程目录" },
  },
  {
    routeId: "routes/_desktop._gated.course.player",
    path: "/course/player?id=1&videoId=2&menu=open",
    audience: "everyone",
    content: { selector: "#lecture-menu", text: "世界的物质性及其发展规律：知识精讲" },
  },
  {
    routeId: "routes/_desktop._gated.course.player",
    path: "/course/player?id=35",
    audience: "guest",
    status: 401,
    content: { text: "请登录后观看" },
  },
  {
    routeId: "routes/_desktop._gated.videoPlay",
    path: "/videoPlay?id=2",
    audience: "everyone",
    content: { text: "所属课程" },
  },
  {
    routeId: "routes/_desktop._gated.videvPlay",
    path: "/videvPlay?id=2",
    audience: "everyone",
    content: { text: "所属课程" },
  },
  // Desktop paper explanations and live playback (helper C inserts below)
  {
    routeId: "routes/_desktop._gated.trueQuesExplanation.trueQuestionExplanation",
    path: "/trueQuesExplanation/trueQuestionExplanation",
    audience: "everyone",
    content: { text: "共 40 个真题解析视频" },
  },
  {
    routeId: "routes/_desktop._gated.trueQuesExplanation.trueQuestionExplanation",
    path: "/trueQuesExplanation/trueQuestionExplanation?subject=math1&year=2025&sort=hot",
    audience: "everyone",
    content: { text: "个真题解析视频" },
  },
  {
    routeId: "routes/_desktop._gated.trueQuesExplanation.videoPlay",
    path: "/trueQuesExplanation/videoPlay?id=1",
    audience: "everyone",
    content: { selector: "main video", text: "" },
  },
  {
    routeId: "routes/_desktop._gated.livePlayback",
    path: "/livePlayback",
    audience: "everyone",
    content: { text: "往期回放" },
  },
  {
    routeId: "routes/_desktop._gated.livePlayback",
    path: "/livePlayback?id=5",
    audience: "everyone",
    content: { text: "距开播还有" },
  },
  {
    routeId: "routes/_desktop._gated.livePlayback",
    path: "/livePlayback?id=1",
    audience: "everyone",
    content: { text: "直播回放" },
  },
  {
    routeId: "routes/_desktop._gated.livePlayback",
    path: "/livePlayback",
    audience: "guest",
    offCampus: true,
    status: 403,
    content: { text: "温馨提示" },
  },
  // Mobile
  { routeId: "routes/mobile._index", path: "/mobile/", audience: "everyone", content: { text: "合作院校" } },
  { routeId: "routes/mobile.user._index", path: "/mobile/user", ...userPage, content: { text: "账号安全" } },
  { routeId: "routes/mobile_.login._index", path: "/mobile/login", ...loginPage, content: { text: "短信验证码" } },
  {
    routeId: "routes/mobile_.login.passLogin",
    path: "/mobile/login/passLogin",
    ...loginPage,
    content: { text: "图形验证码" },
  },
  {
    routeId: "routes/mobile_.login.orgLogin",
    path: "/mobile/login/orgLogin",
    ...loginPage,
    content: { text: "机构注册码" },
  },
  {
    routeId: "routes/mobile_.login.register",
    path: "/mobile/login/register",
    ...loginPage,
    content: { text: "注册并登录" },
  },
  { routeId: "routes/mobile_.login.reset", path: "/mobile/login/reset", ...loginPage, content: { text: "重置密码" } },
  {
    routeId: "routes/mobile_.user.userInfo",
    path: "/mobile/user/userInfo",
    ...userPage,
    content: { text: "上传头像" },
  },
  { routeId: "routes/mobile_.user.safe", path: "/mobile/user/safe", ...userPage, content: { text: "修改密码" } },
  {
    routeId: "routes/mobile_.user.feedback",
    path: "/mobile/user/feedback",
    audience: "everyone",
    content: { text: "意见建议" },
  },
  {
    routeId: "routes/mobile_.legal.userAgreement",
    path: "/mobile/legal/userAgreement",
    audience: "everyone",
    content: { text: "用户协议" },
  },
  {
    routeId: "routes/mobile_.legal.userPrivacy",
    path: "/mobile/legal/userPrivacy",
    audience: "everyone",
    content: { text: "隐私政策" },
  },
  {
    routeId: "routes/mobile_.legal.licenses",
    path: "/mobile/legal/licenses",
    audience: "everyone",
    content: { text: "ECDICT" },
  },
  // Mobile vocabulary: books, notebook, detail
  {
    routeId: "routes/mobile_.word.bookList",
    path: "/mobile/word/bookList",
    ...userPage,
    content: { text: "高频核心词" },
  },
  {
    routeId: "routes/mobile_.word.wordBook",
    path: "/mobile/word/wordBook",
    ...userPage,
    content: { text: "今日计划" },
  },
  {
    routeId: "routes/mobile_.word.wordBook",
    path: "/mobile/word/wordBook?restart=1",
    ...userPage,
    content: dialog("此操作无法撤销"),
  },
  {
    routeId: "routes/mobile_.word.collect",
    path: "/mobile/word/collect",
    ...userPage,
    content: { text: "移出生词本" },
  },
  {
    routeId: "routes/mobile_.word.wordDetail",
    path: "/mobile/word/wordDetail?wordId=1&from=collect",
    ...userPage,
    content: { text: "中文释义" },
  },
  // Mobile vocabulary: study and review
  { routeId: "routes/mobile_.word.learning", path: "/mobile/word/learning", ...userPage, content: { text: "不认识" } },
  {
    routeId: "routes/mobile_.word.reviewWords",
    path: "/mobile/word/reviewWords",
    ...userPage,
    content: { text: "不认识" },
  },
  // Mobile courses: list, cover (helper A inserts below)
  {
    routeId: "routes/mobile._gated.course._index",
    path: "/mobile/course?type=2",
    audience: "everyone",
    content: { text: "门课程" },
  },
  {
    routeId: "routes/mobile._gated.course._index",
    path: "/mobile/course?type=2&tag=408&free=0",
    audience: "everyone",
    content: { text: "408 计算机" },
  },
  {
    routeId: "routes/mobile._gated.course._index",
    path: "/mobile/course?type=2",
    audience: "guest",
    offCampus: true,
    status: 403,
    content: { text: "温馨提示" },
  },
  {
    routeId: "routes/mobile._gated.course.cover",
    path: "/mobile/course/cover?id=1",
    audience: "everyone",
    content: { text: "课程目录" },
  },
  {
    routeId: "routes/mobile._gated.course.cover",
    path: "/mobile/course/cover?id=999999",
    audience: "everyone",
    status: 404,
    content: { text: "课程不存在或已下架" },
  },
  // 购物车, 确认订单, pay, result, 我的订单 (issue 15)
  {
    routeId: "routes/mobile_.course.shopCar",
    path: "/mobile/course/shopCar",
    ...userPage,
    content: { text: "购物车是空的" },
  },
  {
    routeId: "routes/mobile_.course.order._index",
    path: "/mobile/course/order?from=cart",
    ...userPage,
    content: { text: "购物车是空的" },
  },
  {
    routeId: "routes/mobile_.course.order.pay",
    path: "/mobile/course/order/pay?orderNo=YT202611010000000001",
    ...userPage,
    content: { text: "订单信息" },
  },
  {
    routeId: "routes/mobile_.course.order.result",
    path: "/mobile/course/order/result?orderNo=YT202611010000000002",
    ...userPage,
    content: { text: "支付成功" },
  },
  {
    routeId: "routes/mobile_.question.order",
    path: "/mobile/question/order?bankId=7",
    ...userPage,
    content: { text: "无需购买" },
  },
  {
    routeId: "routes/mobile_.user.order",
    path: "/mobile/user/order?tab=pending",
    ...userPage,
    content: { text: "YT202611010000000001" },
  },
  {
    routeId: "routes/mobile_.user.learningRecord",
    path: "/mobile/user/learningRecord",
    ...userPage,
    content: { text: "近 30 天学习时长" },
  },
  {
    routeId: "routes/mobile_.user.collect",
    path: "/mobile/user/collect?tab=course",
    ...userPage,
    content: { text: "真题与题目" },
  },
  {
    routeId: "routes/mobile_.user.download",
    path: "/mobile/user/download",
    ...userPage,
    content: { selector: "h1", text: "我的下载" },
  },
  {
    routeId: "routes/mobile_.Training._index",
    path: "/mobile/Training",
    ...userPage,
    content: { text: "2027 考研数学集训营" },
  },
  {
    routeId: "routes/mobile_.Training.student.$id._index",
    path: "/mobile/Training/student/1",
    ...userPage,
    content: { selector: "h1", text: "我的学习" },
  },
  {
    routeId: "routes/mobile_.Training.teacher.$id._index",
    path: "/mobile/Training/teacher/1",
    ...orgPage,
    content: { selector: "h1", text: "学习概况" },
  },
  {
    routeId: "routes/mobile_.Training.teacher.$id.students",
    path: "/mobile/Training/teacher/1/students",
    ...orgPage,
    content: { selector: "h1", text: "学员管理" },
  },
  // 讲座 and 作业 of the demo batch 1 (issue 27): its teacher pages as 演示大学's staff (the school's administrators run
  // every batch of their school), its student pages as the demo student.
  {
    routeId: "routes/mobile_.Training.teacher.$id.lectures",
    path: "/mobile/Training/teacher/1/lectures",
    ...orgPage,
    content: { selector: "h1", text: "讲座" },
  },
  {
    routeId: "routes/mobile_.Training.teacher.$id.assignments",
    path: "/mobile/Training/teacher/1/assignments",
    ...orgPage,
    content: { selector: "h1", text: "作业" },
  },
  {
    routeId: "routes/mobile_.Training.student.$id.lectures._index",
    path: "/mobile/Training/student/1/lectures",
    ...userPage,
    content: { selector: "h1", text: "讲座" },
  },
  {
    routeId: "routes/mobile_.Training.student.$id.lectures.$lectureId",
    path: "/mobile/Training/student/1/lectures/1",
    ...userPage,
    content: { text: "主讲老师" },
  },
  {
    routeId: "routes/mobile_.Training.student.$id.assignments",
    path: "/mobile/Training/student/1/assignments",
    ...userPage,
    content: { selector: "h1", text: "作业" },
  },
  { routeId: "routes/mobile_.user.news", path: "/mobile/user/news", ...userPage, content: { text: "欢迎使用研途" } },
  {
    routeId: "routes/mobile_.user.clock",
    path: "/mobile/user/clock",
    ...userPage,
    content: { selector: "main table caption", text: "月" },
  },
  {
    routeId: "routes/mobile_.user.pinecone",
    path: "/mobile/user/pinecone",
    ...userPage,
    content: { text: "如何获得松果" },
  },
  {
    routeId: "routes/mobile_.user.seting",
    path: "/mobile/user/seting",
    ...userPage,
    content: { text: "每日学习目标" },
  },
  {
    routeId: "routes/mobile_.user.modifyNumber",
    path: "/mobile/user/modifyNumber",
    ...userPage,
    content: { text: "第一步：验证原手机号" },
  },
  {
    routeId: "routes/mobile_.user.follow",
    path: "/mobile/user/follow?tab=posts",
    ...userPage,
    content: { text: "篇文章" },
  },
  {
    routeId: "routes/mobile_.user.senior",
    path: "/mobile/user/senior",
    ...userPage,
    content: { text: "申请成为学长学姐" },
  },
  {
    routeId: "routes/mobile.console",
    path: "/mobile/console",
    audience: "everyone",
    content: { text: "在本机打开控制台" },
  },
  {
    routeId: "routes/mobile_.user.article",
    path: "/mobile/user/article",
    ...userPage,
    content: { text: "还没有发表文章" },
  },
  {
    routeId: "routes/mobile_.square.write",
    path: "/mobile/square/write",
    ...userPage,
    content: { text: "标记语法说明" },
  },
  {
    routeId: "routes/mobile_.square.drafts",
    path: "/mobile/square/drafts",
    ...userPage,
    content: { text: "继续编辑" },
  },
  { routeId: "routes/mobile_.user.data", path: "/mobile/user/data", ...userPage, content: { text: "申请导出" } },
  // Mobile player: /mobile/course/player, /mobile/videvPlay, /mobile/course/miniProgramPlay (helper B inserts below)
  {
    routeId: "routes/mobile._gated.course.player",
    path: "/mobile/course/player?id=1&videoId=1",
    audience: "everyone",
    content: { text: "课程目录" },
  },
  {
    routeId: "routes/mobile._gated.course.player",
    path: "/mobile/course/player?id=35",
    audience: "guest",
    status: 401,
    content: { text: "请登录后观看" },
  },
  {
    routeId: "routes/mobile._gated.videvPlay",
    path: "/mobile/videvPlay?id=2",
    audience: "everyone",
    content: { text: "所属课程" },
  },
  {
    routeId: "routes/mobile._gated.course.miniProgramPlay",
    path: "/mobile/course/miniProgramPlay?id=1",
    audience: "everyone",
    content: { text: "打开研途小程序" },
  },
  // Mobile paper explanations and live playback (helper C inserts below)
  {
    routeId: "routes/mobile._gated.trueQuesExplanation.trueQuestionExplanation",
    path: "/mobile/trueQuesExplanation/trueQuestionExplanation",
    audience: "everyone",
    content: { text: "共 40 个真题解析视频" },
  },
  {
    routeId: "routes/mobile._gated.trueQuesExplanation.videvPlay",
    path: "/mobile/trueQuesExplanation/videvPlay?id=1",
    audience: "everyone",
    content: { selector: "main video", text: "" },
  },
  {
    routeId: "routes/mobile._gated.livePlayback",
    path: "/mobile/livePlayback",
    audience: "everyone",
    content: { text: "往期回放" },
  },
  {
    routeId: "routes/mobile._gated.livePlayback",
    path: "/mobile/livePlayback?id=5",
    audience: "everyone",
    content: { text: "距开播还有" },
  },
  {
    routeId: "routes/mobile._gated.livePlayback",
    path: "/mobile/livePlayback?id=1",
    audience: "everyone",
    content: { text: "直播回放" },
  },
  {
    routeId: "routes/mobile._gated.livePlayback",
    path: "/mobile/livePlayback",
    audience: "guest",
    offCampus: true,
    status: 403,
    content: { text: "温馨提示" },
  },
  {
    routeId: "routes/$",
    path: "/mobile/no-such-page",
    audience: "everyone",
    status: 404,
    content: { text: "哎呀，打不开网页了呢！" },
  },
  // News (考研资讯)
  {
    routeId: "routes/_desktop._gated.policy._index",
    path: "/policy",
    audience: "everyone",
    content: { text: "共 30 条资讯" },
  },
  {
    routeId: "routes/_desktop._gated.policy._index",
    path: "/policy?category=guide",
    audience: "everyone",
    content: { text: "共 8 条资讯" },
  },
  {
    routeId: "routes/_desktop._gated.policy._index",
    path: "/policy?category=sports&page=0",
    audience: "everyone",
    content: { text: "资讯分类不存在" },
  },
  {
    routeId: "routes/_desktop._gated.policy._index",
    path: "/policy",
    audience: "guest",
    offCampus: true,
    status: 403,
    content: { text: "温馨提示" },
  },
  {
    routeId: "routes/_desktop._gated.policy.$id",
    path: "/policy/1",
    audience: "everyone",
    content: { text: "下一篇" },
  },
  {
    routeId: "routes/_desktop._gated.policy.$id",
    path: "/policy/1?login=sms",
    audience: "guest",
    content: dialog("短信登录"),
  },
  {
    routeId: "routes/_desktop._gated.policy.$id",
    path: "/policy/999999",
    audience: "everyone",
    status: 404,
    content: { text: "资讯不存在或已下架" },
  },
  {
    routeId: "routes/_desktop._gated.policy.$id",
    path: "/policy/1",
    audience: "guest",
    offCampus: true,
    status: 403,
    content: { text: "温馨提示" },
  },
  {
    routeId: "routes/mobile._gated.timeInfo._index",
    path: "/mobile/timeInfo",
    audience: "everyone",
    content: { text: "共 30 条资讯" },
  },
  {
    routeId: "routes/mobile._gated.timeInfo._index",
    path: "/mobile/timeInfo?category=policy&page=2",
    audience: "everyone",
    content: { text: "第 2 页没有资讯" },
  },
  {
    routeId: "routes/mobile._gated.timeInfo._index",
    path: "/mobile/timeInfo",
    audience: "guest",
    offCampus: true,
    status: 403,
    content: { text: "温馨提示" },
  },
  {
    routeId: "routes/mobile._gated.timeInfo.detail",
    path: "/mobile/timeInfo/detail?id=1",
    audience: "everyone",
    content: { text: "下一篇" },
  },
  {
    routeId: "routes/mobile._gated.timeInfo.detail",
    path: "/mobile/timeInfo/detail?id=999999",
    audience: "everyone",
    status: 404,
    content: { text: "资讯不存在或已下架" },
  },
  // end news
  // Experience (考研经验)
  {
    routeId: "routes/_desktop._gated.square.experience",
    path: "/square/experience",
    audience: "everyone",
    content: { text: "共 31 篇经验" },
  },
  {
    routeId: "routes/_desktop._gated.square.experience",
    path: "/square/experience?category=math&sort=hot",
    audience: "everyone",
    content: { text: "数学 · 共 5 篇经验" },
  },
  {
    routeId: "routes/_desktop._gated.square.experience",
    path: "/square/experience?senior=1&page=9",
    audience: "everyone",
    content: { text: "林晓的考研经验" },
  },
  {
    routeId: "routes/_desktop._gated.square.experience",
    path: "/square/experience?category=chemistry&page=2",
    audience: "everyone",
    content: { text: "分类不存在" },
  },
  {
    routeId: "routes/_desktop._gated.square.experience",
    path: "/square/experience",
    audience: "guest",
    offCampus: true,
    status: 403,
    content: { text: "温馨提示" },
  },
  {
    routeId: "routes/_desktop._gated.square.experPlay",
    path: "/square/experPlay?id=1",
    audience: "everyone",
    content: { selector: "main video", text: "" },
  },
  {
    routeId: "routes/_desktop._gated.square.experPlay",
    path: "/square/experPlay?id=2",
    audience: "everyone",
    content: { text: "更多经验" },
  },
  {
    routeId: "routes/_desktop._gated.square.experPlay",
    path: "/square/experPlay?id=2&login=sms",
    audience: "guest",
    content: dialog("短信登录"),
  },
  {
    routeId: "routes/_desktop._gated.square.experPlay",
    path: "/square/experPlay?id=999999",
    audience: "everyone",
    status: 404,
    content: { text: "经验文章不存在或已下架" },
  },
  // Comments (docs/decisions/0032): the list for everyone, the comment form or 登录后评论, and the report form's state.
  {
    routeId: "routes/_desktop._gated.square.experPlay",
    path: "/square/experPlay?id=1&cpage=1",
    audience: "guest",
    content: { text: "登录后评论" },
  },
  {
    routeId: "routes/_desktop._gated.square.experPlay",
    path: "/square/experPlay?id=1&report=post",
    audience: "user",
    content: { selector: "#report-form", text: "举报文章" },
  },
  {
    routeId: "routes/_desktop._gated.square.seniorInfo",
    path: "/square/seniorInfo?id=1",
    audience: "everyone",
    content: { text: "TA 的经验分享" },
  },
  {
    routeId: "routes/_desktop._gated.square.seniorInfo",
    path: "/square/seniorInfo?id=999999",
    audience: "everyone",
    status: 404,
    content: { text: "学长学姐不存在" },
  },
  {
    routeId: "routes/mobile._gated.news.more",
    path: "/mobile/news/more",
    audience: "everyone",
    content: { text: "共 31 篇经验" },
  },
  {
    routeId: "routes/mobile._gated.news.more",
    path: "/mobile/news/more?senior=2&category=major",
    audience: "everyone",
    content: { text: "周子航的考研经验" },
  },
  {
    routeId: "routes/mobile._gated.news.more",
    path: "/mobile/news/more",
    audience: "guest",
    offCampus: true,
    status: 403,
    content: { text: "温馨提示" },
  },
  {
    routeId: "routes/mobile._gated.news.player",
    path: "/mobile/news/player?id=1",
    audience: "everyone",
    content: { selector: "main video", text: "" },
  },
  {
    routeId: "routes/mobile._gated.news.player",
    path: "/mobile/news/player?id=2",
    audience: "everyone",
    content: { text: "更多经验" },
  },
  {
    routeId: "routes/mobile._gated.news.player",
    path: "/mobile/news/player?id=999999",
    audience: "everyone",
    status: 404,
    content: { text: "经验文章不存在或已下架" },
  },
  {
    routeId: "routes/mobile._gated.news.player",
    path: "/mobile/news/player?id=1&report=post",
    audience: "user",
    content: { selector: "#report-form", text: "举报文章" },
  },
  // end experience
  // 学习小组 and 更多 (docs/decisions/0034): the list, a group (the seed's 408 group is 1), an unknown group, the gate
  {
    routeId: "routes/_desktop._gated.square.group",
    path: "/square/group",
    audience: "everyone",
    content: { text: "英语一阅读打卡" },
  },
  {
    routeId: "routes/_desktop._gated.square.group",
    path: "/square/group?subject=math&sort=members",
    audience: "everyone",
    content: { text: "共 1 个小组" },
  },
  {
    routeId: "routes/_desktop._gated.square.group",
    path: "/square/group?id=1",
    audience: "everyone",
    content: { text: "2027 计算机 408" },
  },
  {
    routeId: "routes/_desktop._gated.square.group",
    path: "/square/group?id=999999",
    audience: "everyone",
    status: 404,
    content: { text: "小组不存在或尚未通过审核" },
  },
  {
    routeId: "routes/_desktop._gated.square.group",
    path: "/square/group",
    audience: "guest",
    offCampus: true,
    status: 403,
    content: { text: "温馨提示" },
  },
  {
    routeId: "routes/_desktop._gated.square.more",
    path: "/square/more",
    audience: "everyone",
    content: { text: "共 31 篇" },
  },
  {
    routeId: "routes/_desktop._gated.square.more",
    path: "/square/more?tab=seniors&category=math",
    audience: "everyone",
    content: { text: "学长学姐（共" },
  },
  {
    routeId: "routes/_desktop._gated.square.more",
    path: "/square/more",
    audience: "guest",
    offCampus: true,
    status: 403,
    content: { text: "温馨提示" },
  },
  {
    routeId: "routes/mobile._gated.square.group",
    path: "/mobile/square/group",
    audience: "everyone",
    content: { text: "英语一阅读打卡" },
  },
  {
    routeId: "routes/mobile._gated.square.group",
    path: "/mobile/square/group?id=2",
    audience: "everyone",
    content: { text: "英语一冲刺" },
  },
  {
    routeId: "routes/mobile._gated.square.group",
    path: "/mobile/square/group",
    audience: "guest",
    offCampus: true,
    status: 403,
    content: { text: "温馨提示" },
  },
  {
    routeId: "routes/mobile._gated.square.more",
    path: "/mobile/square/more?sort=hot",
    audience: "everyone",
    content: { text: "共 31 篇" },
  },
  {
    routeId: "routes/mobile._gated.square.more",
    path: "/mobile/square/more?tab=seniors",
    audience: "everyone",
    content: { text: "学长学姐（共" },
  },
  {
    routeId: "routes/mobile._gated.square.more",
    path: "/mobile/square/more",
    audience: "guest",
    offCampus: true,
    status: 403,
    content: { text: "温馨提示" },
  },
  // end groups
  // Past papers (真题)
  {
    routeId: "routes/_desktop._gated.question._index",
    path: "/question",
    audience: "everyone",
    content: { text: "共 60 份真题（第 1 / 3 页）" },
  },
  {
    routeId: "routes/_desktop._gated.question._index",
    path: "/question?subject=math1&year=2025",
    audience: "everyone",
    content: { text: "共 1 份真题" },
  },
  {
    routeId: "routes/_desktop._gated.question._index",
    path: "/question?year=1999",
    audience: "everyone",
    content: { text: "筛选条件无效" },
  },
  {
    routeId: "routes/_desktop._gated.question._index",
    path: "/question",
    audience: "guest",
    offCampus: true,
    status: 403,
    content: { text: "温馨提示" },
  },
  {
    routeId: "routes/_desktop._gated.question.$id",
    path: "/question/4",
    audience: "everyone",
    content: { selector: "main table", text: "解答题" },
  },
  {
    routeId: "routes/_desktop._gated.question.$id",
    path: "/question/987654",
    audience: "everyone",
    status: 404,
    content: { text: "真题不存在或已下架" },
  },
  {
    routeId: "routes/_desktop._gated.question.examPdf",
    path: "/question/examPdf?id=4",
    audience: "everyone",
    content: { selector: "main form", text: "下载 PDF" },
  },
  {
    routeId: "routes/_desktop._gated.question.examPdf",
    path: "/question/examPdf?id=4&format=html",
    audience: "everyone",
    content: { selector: "main h1", text: "（网页版）" },
  },
  {
    routeId: "routes/_desktop._gated.question.list",
    path: "/question/list?subject=math1",
    audience: "everyone",
    content: { text: "按科目与知识点练习" },
  },
  {
    routeId: "routes/_desktop._gated.question.list",
    path: "/question/list?subject=math1&difficulty=9",
    audience: "everyone",
    content: { text: "难度应为 1–5" },
  },
  {
    routeId: "routes/_desktop._gated.question.list",
    path: "/question/list?attempt=987654&q=1",
    ...userPage,
    status: 404,
    content: { text: "作答记录不存在" },
  },
  {
    routeId: "routes/_desktop._gated.question.publicCourse",
    path: "/question/publicCourse",
    audience: "everyone",
    content: { text: "考研数学（一）题库" },
  },
  {
    routeId: "routes/_desktop._gated.question.tkzyCourse",
    path: "/question/tkzyCourse",
    audience: "everyone",
    content: { text: "408 计算机学科专业基础题库" },
  },
  {
    routeId: "routes/_desktop._gated.question.wrong",
    path: "/question/wrong",
    ...userPage,
    content: { text: "开始今日错题" },
  },
  {
    routeId: "routes/_desktop._gated.question.wrong",
    path: "/question/wrong?review=1",
    ...userPage,
    content: { selector: "main h1", text: "今日错题" },
  },
  {
    routeId: "routes/_desktop._gated.question.wrong",
    path: "/question/wrong?print=1",
    ...userPage,
    content: { text: "打印版" },
  },
  {
    routeId: "routes/mobile._gated.question._index",
    path: "/mobile/question",
    audience: "everyone",
    content: { text: "共 60 份真题（第 1 / 3 页）" },
  },
  {
    routeId: "routes/mobile._gated.question._index",
    path: "/mobile/question?subject=english1&year=2024",
    audience: "everyone",
    content: { text: "共 1 份真题" },
  },
  {
    routeId: "routes/mobile._gated.question._index",
    path: "/mobile/question",
    audience: "guest",
    offCampus: true,
    status: 403,
    content: { text: "温馨提示" },
  },
  {
    routeId: "routes/mobile._gated.question.list",
    path: "/mobile/question/list?id=2",
    audience: "everyone",
    content: { selector: "main table", text: "大作文" },
  },
  {
    routeId: "routes/mobile._gated.question.list",
    path: "/mobile/question/list?id=987654",
    audience: "everyone",
    status: 404,
    content: { text: "真题不存在或已下架" },
  },
  {
    routeId: "routes/mobile._gated.question.examPdf",
    path: "/mobile/question/examPdf?id=2",
    audience: "everyone",
    content: { selector: "main form", text: "下载 PDF" },
  },
  {
    routeId: "routes/mobile._gated.question.examPdf",
    path: "/mobile/question/examPdf?id=987654",
    audience: "everyone",
    status: 404,
    content: { text: "试卷不存在或未发布" },
  },
  {
    routeId: "routes/mobile._gated.question.list",
    path: "/mobile/question/list?subject=english1",
    audience: "everyone",
    content: { text: "按科目与知识点练习" },
  },
  {
    routeId: "routes/mobile._gated.question.list",
    path: "/mobile/question/list?attempt=987654&q=1",
    ...userPage,
    status: 404,
    content: { text: "作答记录不存在" },
  },
  {
    routeId: "routes/mobile._gated.question.publicCourse",
    path: "/mobile/question/publicCourse",
    audience: "everyone",
    content: { text: "考研政治题库" },
  },
  {
    routeId: "routes/mobile._gated.question.tkzyCourse",
    path: "/mobile/question/tkzyCourse",
    audience: "everyone",
    content: { text: "408 计算机学科专业基础题库" },
  },
  {
    routeId: "routes/mobile._gated.question.wrong",
    path: "/mobile/question/wrong",
    ...userPage,
    content: { text: "开始今日错题" },
  },
  {
    routeId: "routes/mobile._gated.question.wrong",
    path: "/mobile/question/wrong?review=1",
    ...userPage,
    content: { selector: "main h1", text: "今日错题" },
  },
  // Mock exam (模拟考试): the start screen (the politics mock paper is set 1) and an unknown set
  {
    routeId: "routes/_desktop._gated.question.exam",
    path: "/question/exam?setId=1",
    ...userPage,
    content: { text: "计时方式" },
  },
  {
    routeId: "routes/_desktop._gated.question.exam",
    path: "/question/exam?setId=987654",
    ...userPage,
    status: 404,
    content: { text: "试卷不存在或未发布" },
  },
  {
    routeId: "routes/mobile._gated.question.exam",
    path: "/mobile/question/exam?setId=1",
    ...userPage,
    content: { text: "计时方式" },
  },
  {
    routeId: "routes/mobile._gated.question.exam",
    path: "/mobile/question/exam?attempt=987654",
    ...userPage,
    status: 404,
    content: { text: "作答记录不存在" },
  },
  // 自命题真题 (school libraries' PDFs; the demo seed gives 演示大学 three): list, filters, a bad filter, the campus gate
  {
    routeId: "routes/_desktop._gated.question.zmtCourse",
    path: "/question/zmtCourse",
    audience: "everyone",
    content: { text: "801 经济学" },
  },
  {
    routeId: "routes/_desktop._gated.question.zmtCourse",
    path: "/question/zmtCourse?major=843&year=2025",
    audience: "everyone",
    content: { text: "共 1 份自命题真题" },
  },
  {
    routeId: "routes/_desktop._gated.question.zmtCourse",
    path: "/question/zmtCourse?year=1999",
    audience: "everyone",
    content: { text: "筛选条件无效" },
  },
  {
    routeId: "routes/_desktop._gated.question.zmtCourse",
    path: "/question/zmtCourse",
    audience: "guest",
    offCampus: true,
    status: 403,
    content: { text: "温馨提示" },
  },
  {
    routeId: "routes/mobile._gated.question.zmtCourse",
    path: "/mobile/question/zmtCourse",
    audience: "everyone",
    content: { text: "801 经济学" },
  },
  {
    routeId: "routes/mobile._gated.question.zmtCourse",
    path: "/mobile/question/zmtCourse?year=2024",
    audience: "everyone",
    content: { text: "共 1 份自命题真题" },
  },
  // end papers
  // Search and the mobile 经验 hub. A bare /search restores the visitor's last search (a cookie the audit's shared
  // contexts carry), so the empty page is audited as ?keyword=, which always shows the form and its message.
  {
    routeId: "routes/_desktop._gated.search",
    path: "/search?keyword=%E6%94%BF%E6%B2%BB",
    audience: "everyone",
    content: { text: "相关的内容" },
  },
  {
    routeId: "routes/_desktop._gated.search",
    path: "/search?keyword=%E6%95%B0%E5%AD%A6&type=paper",
    audience: "everyone",
    content: { text: "相关的真题" },
  },
  {
    routeId: "routes/_desktop._gated.search",
    path: "/search?keyword=",
    audience: "everyone",
    content: { text: "请输入搜索关键词" },
  },
  {
    routeId: "routes/_desktop._gated.search",
    path: "/search",
    audience: "guest",
    offCampus: true,
    status: 403,
    content: { text: "温馨提示" },
  },
  {
    routeId: "routes/mobile._gated.search",
    path: "/mobile/search?keyword=",
    audience: "everyone",
    content: { text: "请输入搜索关键词" },
  },
  {
    routeId: "routes/mobile._gated.search",
    path: "/mobile/search?keyword=%E6%94%BF%E6%B2%BB",
    audience: "everyone",
    content: { text: "相关的内容" },
  },
  {
    routeId: "routes/mobile._gated.search",
    path: "/mobile/search",
    audience: "guest",
    offCampus: true,
    status: 403,
    content: { text: "温馨提示" },
  },
  {
    routeId: "routes/mobile._gated.news._index",
    path: "/mobile/news",
    audience: "everyone",
    content: { text: "最新经验" },
  },
  {
    routeId: "routes/mobile._gated.news._index",
    path: "/mobile/news",
    audience: "guest",
    offCampus: true,
    status: 403,
    content: { text: "温馨提示" },
  },
  // end search
  // 课件 of the training platform (issue 27; docs/decisions/0055): the demo batch 1's lists as 演示大学's organisation
  // account (it runs every batch of its school) and its demo student; a viewer page of a batch that does not exist is
  // the 404 every outsider gets (the demo has no converted material: tests/e2e/training-materials.test.ts audits the
  // viewer of a real one with axe, JavaScript on and off, on both trees).
  {
    routeId: "routes/_desktop.Training.teacher.$id.materials",
    path: "/Training/teacher/1/materials",
    ...orgPage,
    content: { selector: "h1", text: "课件" },
  },
  {
    routeId: "routes/_desktop.Training.teacher.$id.materials_.$mid.$page",
    path: "/Training/teacher/999999/materials/1/1",
    ...userPage,
    status: 404,
    content: { text: "班级不存在" },
  },
  {
    routeId: "routes/_desktop.Training.student.$id.materials",
    path: "/Training/student/1/materials",
    ...userPage,
    content: { selector: "h1", text: "课件" },
  },
  {
    routeId: "routes/_desktop.Training.student.$id.materials_.$mid.$page",
    path: "/Training/student/999999/materials/1/1",
    ...userPage,
    status: 404,
    content: { text: "班级不存在" },
  },
  {
    routeId: "routes/mobile_.Training.teacher.$id.materials",
    path: "/mobile/Training/teacher/1/materials",
    ...orgPage,
    content: { selector: "h1", text: "课件" },
  },
  {
    routeId: "routes/mobile_.Training.teacher.$id.materials_.$mid.$page",
    path: "/mobile/Training/teacher/999999/materials/1/1",
    ...userPage,
    status: 404,
    content: { text: "班级不存在" },
  },
  {
    routeId: "routes/mobile_.Training.student.$id.materials",
    path: "/mobile/Training/student/1/materials",
    ...userPage,
    content: { selector: "h1", text: "课件" },
  },
  {
    routeId: "routes/mobile_.Training.student.$id.materials_.$mid.$page",
    path: "/mobile/Training/student/999999/materials/1/1",
    ...userPage,
    status: 404,
    content: { text: "班级不存在" },
  },
];
