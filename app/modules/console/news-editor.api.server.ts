// /api/console/news (issue 26): 资讯发布 for API clients — list every article (drafts too), read one, write a draft,
// save a new text over the version read, publish and unpublish — in the envelope, under the console's rule and the
// operator's (a school's administrator gets 403). The same services as /console/news.
import { z } from "zod";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { count, epochMillis, pageResultOf, rowId } from "~/modules/api/result-schemas.server";
import { newsCategories, type NewsCategory } from "~/modules/news/news-config";
import { campusMessages } from "./campus-messages";
import { newsEditorMessages as m, newsStates, type NewsState } from "./news-editor-messages";
import { createNews, getEditorNews, listEditorNews, setNewsPublished, updateNews } from "./news-editor.server";
import { newsArticleIdSchema, newsArticleSchema, newsEditorListSchema, newsVersionSchema } from "./news-editor-schemas";

const BASE = "/api/console/news";
const OPERATOR_ONLY = `不是运营人员（msg「${campusMessages.operatorOnly}」）`;
const categoryCodes = newsCategories.map((category) => category.code) as [NewsCategory, ...NewsCategory[]];
const stateCodes = newsStates.map((state) => state.code) as [NewsState, ...NewsState[]];

const newsItem = z.object({
  id: rowId,
  title: z.string(),
  category: z.enum(categoryCodes),
  categoryName: z.string(),
  state: z.enum(stateCodes).describe("draft 草稿，published 已发布"),
  publishedAt: epochMillis.nullable().describe("首次发布时间；从未发布为 null（下架后保留）"),
  updatedAt: epochMillis.describe("正文等内容最后修改时间，也是保存时要带上的 version"),
  viewCount: count,
});

const newsArticle = newsItem.extend({
  summary: z.string(),
  content: z.string().describe("纯文本，空一行分段"),
  source: z.string(),
  author: z.string(),
  likeCount: count,
  collectCount: count,
  createdAt: epochMillis,
});

export const newsEditorEndpoints = [
  defineEndpoint({
    method: "GET",
    path: BASE,
    auth: "console",
    input: newsEditorListSchema,
    summary: "全部资讯（含草稿），最近修改的在前；state 可选 draft、published",
    result: pageResultOf(newsItem),
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => listEditorNews(caller, input),
  }),
  defineEndpoint({
    method: "POST",
    path: BASE,
    auth: "console",
    input: newsArticleSchema,
    summary: "写一条资讯，保存为草稿（发布前学生看不到）",
    result: newsArticle,
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => {
      const created = await createNews(caller, input);
      return reply(created, { msg: m.created(created.title) });
    },
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/{id}`,
    auth: "console",
    input: newsArticleIdSchema,
    summary: "一条资讯的全部内容（草稿也可以）",
    result: newsArticle,
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => getEditorNews(caller, input.id),
  }),
  defineEndpoint({
    method: "PUT",
    path: `${BASE}/{id}`,
    auth: "console",
    input: newsArticleSchema.merge(newsArticleIdSchema).merge(newsVersionSchema),
    summary:
      "保存一条资讯的新内容：version 为读取时的 updatedAt；期间别人改过则为 409，什么也不写。已发布的资讯保存后学生立即看到",
    result: newsArticle.extend({ changed: z.boolean().describe("false：与已保存的相同，未写入") }),
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => {
      const { id, version, ...fields } = input;
      const saved = await updateNews(caller, id, version, fields);
      return reply(
        { ...saved.article, changed: saved.changed },
        { msg: saved.changed ? m.saved(saved.article.title) : m.unchanged },
      );
    },
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/{id}/publish`,
    auth: "console",
    input: newsArticleIdSchema,
    summary: "发布一条资讯：学生立即能看到；再次发布保留首次发布时间。已发布为 409",
    result: newsArticle,
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => {
      const article = await setNewsPublished(caller, input.id, true);
      return reply(article, { msg: m.published(article.title) });
    },
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/{id}/unpublish`,
    auth: "console",
    input: newsArticleIdSchema,
    summary: "下架一条资讯：学生看不到（其页面为 404），点赞、收藏和阅读数保留。已下架为 409",
    result: newsArticle,
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => {
      const article = await setNewsPublished(caller, input.id, false);
      return reply(article, { msg: m.unpublished(article.title) });
    },
  }),
];
