// Titles and descriptions. Remix v2 does not merge `meta` down the route tree: a route that exports `meta` replaces
// the root's, so every page builds its tags here and none can lose the description (Lighthouse SEO budget).
import type { MetaDescriptor } from "@remix-run/node";

const SITE_NAME = "研途";
export const SITE_TITLE = "研途 — 高校优质考研课程库";
export const SITE_DESCRIPTION =
  "研途是面向高校师生的优质考研课程库：微课、历年真题与模拟考试、考研词汇、真题解析视频、考试资讯与经验分享，让考研备考更轻松。";
export const SITE_KEYWORDS = "考研,考研课程,考研真题,考研英语词汇,真题解析,考研资讯,信息素养,图书馆数据库,高校图书馆";

/** `<title>` "页面 - 研途" and its description; `noindex` for pages no search engine should list. */
export function pageMeta(title: string, description: string, options: { noindex?: boolean } = {}): MetaDescriptor[] {
  return [
    { title: `${title} - ${SITE_NAME}` },
    { name: "description", content: description },
    ...(options.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/** Descriptions shared by the desktop and mobile twins of a page. */
export const pageDescriptions = {
  login: "登录研途考研课程库：手机短信验证码登录、账号密码登录或机构登录；在学校校园网内无需登录即可浏览。",
  orgLogin: "机构登录研途：高校图书馆等机构用户使用机构注册码登录，使用本校订购的考研资源。",
  register: "注册研途账号：连接学校校园网后用手机号注册，免费使用学校订购的考研课程、真题与词汇。",
  reset: "找回研途账号密码：通过手机短信验证码重新设置登录密码。",
  account: "管理您的研途账号：昵称、头像与登录密码。",
  mine: "我的研途：个人资料、账号安全、意见反馈与学习记录。",
  feedback: "向研途提交产品建议或功能异常反馈，我们会认真阅读每一条意见。",
  booking: "预约研途考研咨询：留下联系方式与报考方向，老师会在您方便的时间联系您。咨询热线 400-807-5786。",
} as const;
