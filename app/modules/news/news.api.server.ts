// /api/ResNews (spec section 7, "News") and /api/HomePage/hot-news. Reading needs the campus network or a login (the
// "campus" rule), like the news pages; favourites, likes and collects need a login. The home pages' hot list is open
// to everyone, like the home pages themselves — and so shows what they show: the first few titles, no summaries, no
// paging (otherwise it would hand every article's summary to anyone off campus).
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { pagingSchema } from "~/modules/paging/paging-schemas";
import { reactionMessages } from "~/modules/reactions/reaction-messages";
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

/** The most the public home-page list gives. */
const HOME_HOT_NEWS_MAX = 10;

const reaction = (path: string, kind: "like" | "collect", on: boolean) =>
  defineEndpoint({
    method: "POST",
    path,
    auth: "user",
    input: newsIdSchema,
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
    handle: async ({ input }) => listNews(input),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/ResNews/hot-news",
    auth: "campus",
    input: hotNewsSchema,
    handle: async ({ input }) => listHotNews(input),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/ResNews/favorite-page-query",
    auth: "user",
    input: pagingSchema,
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
    handle: async ({ input, user }) => getNewsDetail(user?.id ?? null, input.id, { countView: true }),
  }),
];
