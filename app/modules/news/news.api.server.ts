// /api/ResNews (spec section 7, "News") and /api/HomePage/hot-news. Reading needs the campus network or a login (the
// "campus" rule), like the news pages; favourites, likes and collects need a login. The home pages' hot list is open
// to everyone, like the home pages themselves — and so shows what they show: the first few titles, no summaries, no
// paging (otherwise it would hand every article's summary to anyone off campus).
import { z } from "zod";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { count, isoDateTime, pageResultOf, rowId } from "~/modules/api/result-schemas.server";
import { pagingSchema } from "~/modules/paging/paging-schemas";
import { reactionMessages } from "~/modules/reactions/reaction-messages";
import { newsCategories, type NewsCategory } from "./news-config";
import { hotNewsSchema, newsIdSchema, newsListSchema } from "./news-schemas";
import {
  getNewsDetail,
  hotNews,
  listCollectedNews,
  listHotNews,
  listNews,
  setNewsCollect,
  setNewsLike,
} from "./news.server";

// The answers (news.server.ts NewsListItem, NewsDetail): the handlers' return types are checked against these.
const newsCategoryCodes = newsCategories.map((category) => category.code) as [NewsCategory, ...NewsCategory[]];
const newsListItem = z.object({
  id: rowId,
  title: z.string(),
  category: z.enum(newsCategoryCodes),
  categoryName: z.string(),
  summary: z.string(),
  source: z.string(),
  publishedAt: isoDateTime.nullable(),
  viewCount: count,
  likeCount: count,
  collectCount: count,
});
const newsLink = z.object({ id: rowId, title: z.string() });
const newsDetail = newsListItem.extend({
  author: z.string(),
  content: z.string().describe("正文的标记文本（# 标题、- 列表、**加粗** 等简单标记；空一行分段）"),
  paragraphs: z.array(z.string()).describe("正文的纯文本，按段"),
  html: z.string().describe("正文的安全 HTML（服务器按白名单净化）：页面显示的就是它"),
  liked: z.boolean(),
  collected: z.boolean(),
  previousId: rowId.nullable(),
  nextId: rowId.nullable(),
  previous: newsLink.nullable(),
  next: newsLink.nullable(),
});
const likeState = z.object({ id: rowId, liked: z.boolean(), likeCount: count });
const collectState = z.object({ id: rowId, collected: z.boolean(), collectCount: count });

/** The most the public home-page list gives. */
const HOME_HOT_NEWS_MAX = 10;

const reaction = (path: string, kind: "like" | "collect", on: boolean) =>
  defineEndpoint({
    method: "POST",
    path,
    auth: "user",
    input: newsIdSchema,
    result: kind === "like" ? likeState : collectState,
    handle: async ({ input, user }) => {
      if (kind === "like")
        return reply(await setNewsLike(user.id, input.id, on), {
          msg: on ? reactionMessages.liked : reactionMessages.unliked,
        });
      return reply(await setNewsCollect(user.id, input.id, on), {
        msg: on ? reactionMessages.collected : reactionMessages.uncollected,
      });
    },
  });

export const newsEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/api/ResNews/page-query",
    auth: "campus",
    input: newsListSchema,
    result: pageResultOf(newsListItem),
    fieldNotes: {
      category: `分类代码，也可写中文名（${newsCategories.map((category) => `${category.code} ${category.name}`).join("、")}）；不填为全部`,
    },
    handle: async ({ input }) => listNews(input),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/ResNews/hot-news",
    auth: "campus",
    input: hotNewsSchema,
    result: z.array(newsListItem),
    handle: async ({ input }) => listHotNews(input),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/ResNews/favorite-page-query",
    auth: "user",
    input: pagingSchema,
    result: pageResultOf(newsListItem.extend({ collectedAt: isoDateTime })),
    handle: async ({ input, user }) => listCollectedNews(user.id, input),
  }),
  reaction("/api/ResNews/i-like", "like", true),
  reaction("/api/ResNews/cancel-like", "like", false),
  reaction("/api/ResNews/i-collect", "collect", true),
  reaction("/api/ResNews/cancel-collect", "collect", false),
  defineEndpoint({
    method: "GET",
    path: "/api/HomePage/hot-news",
    auth: "public",
    input: hotNewsSchema,
    fieldNotes: {
      page: "不起作用（只给第一页），只校验取值",
      rows: `条数，超过 ${HOME_HOT_NEWS_MAX} 按 ${HOME_HOT_NEWS_MAX}`,
    },
    result: z.array(
      newsListItem.pick({
        id: true,
        title: true,
        category: true,
        categoryName: true,
        publishedAt: true,
        viewCount: true,
      }),
    ),
    handle: async ({ input }) =>
      (await hotNews(Math.min(input.rows, HOME_HOT_NEWS_MAX))).map(
        ({ id, title, category, categoryName, publishedAt, viewCount }) => ({
          id,
          title,
          category,
          categoryName,
          publishedAt,
          viewCount,
        }),
      ),
  }),
  // Last: /api/ResNews/{id} would also match the named calls above (the first match of a method wins). A read counts.
  defineEndpoint({
    method: "GET",
    path: "/api/ResNews/{id}",
    auth: "campus",
    input: newsIdSchema,
    result: newsDetail,
    handle: async ({ input, user }) => getNewsDetail(user?.id ?? null, input.id, { countView: true }),
  }),
];
