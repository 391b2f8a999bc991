// /api/Square/more/* (docs/decisions/0034): the lists of /square/more in the envelope — posts and seniors with the
// same filters. Browsing needs the campus network or a login ("campus"), like every content list.
import { apiViewer } from "~/modules/access/api-viewer.server";
import { defineEndpoint } from "~/modules/api/endpoint";
import { listMorePosts, listMoreSeniors } from "./square-more.server";
import { squareMoreSchema } from "./square-more-schemas";

export const squareMoreEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/api/Square/more/experiences",
    auth: "campus",
    input: squareMoreSchema,
    summary: "全部经验帖（category 分类、school 录取院校、major 专业、sort：new 最新 / hot 最热；page、rows）",
    handle: async (call) => listMorePosts(await apiViewer(call), call.input),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Square/more/seniors",
    auth: "campus",
    input: squareMoreSchema,
    summary: "全部学长学姐，考研年份新的在前（category 写过的分类、school 录取院校、major 专业；page、rows）",
    handle: async (call) => listMoreSeniors(await apiViewer(call), call.input),
  }),
];
