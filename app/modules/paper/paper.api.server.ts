// /api/TrueQuestion (spec section 7, "Past papers") and /api/HomePage/TrueQuestionRecommend. Browsing needs the
// campus network or a login, like the pages; favourites need a login (401 请先登录). The two list calls differ on
// purpose: page-query is the plain list (subject, year); truequestion-page-query also takes a keyword and gives each
// paper's explanation-video count and the caller's `collected` flag (what the list pages show). The records calls
// (myTrueQuestionRecord) are attempts on a paper's questions: app/modules/question/question.api.server.ts. The
// downloads calls wait for paper files; there is no GET /api/TrueQuestion/{id}.
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { pagingSchema } from "~/modules/paging/paging-schemas";
import { paperMessages as m } from "./paper-messages";
import { paperIdSchema, paperListSchema, paperQuerySchema, paperRecommendSchema } from "./paper-schemas";
import { listCollectedPapers, listPapers, queryPapers, recommendedPapers, setPaperCollect } from "./paper.server";

export const paperEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/api/TrueQuestion/page-query",
    auth: "campus",
    input: paperListSchema,
    handle: async ({ input }) => listPapers(input),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/TrueQuestion/truequestion-page-query",
    auth: "campus",
    input: paperQuerySchema,
    handle: async ({ input, user }) => queryPapers(user?.id ?? null, input),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/TrueQuestion/favoriteTrueQuestion",
    auth: "user",
    input: pagingSchema,
    handle: async ({ input, user }) => listCollectedPapers(user.id, input),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/TrueQuestion/favoriteTrueQuestion",
    auth: "user",
    input: paperIdSchema,
    handle: async ({ input, user }) => reply(await setPaperCollect(user.id, input.id, true), { msg: m.collected }),
  }),
  defineEndpoint({
    method: "PUT",
    path: "/api/TrueQuestion/unfavoriteTrueQuestion",
    auth: "user",
    input: paperIdSchema,
    handle: async ({ input, user }) => reply(await setPaperCollect(user.id, input.id, false), { msg: m.uncollected }),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/HomePage/TrueQuestionRecommend",
    // Open to everyone, like the home pages' other sections.
    auth: "public",
    input: paperRecommendSchema,
    handle: async ({ input }) => recommendedPapers(input.rows),
  }),
];
