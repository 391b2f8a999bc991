// /api/Square/more/* (docs/decisions/0034): the lists of /square/more in the envelope — posts and seniors with the
// same filters. Browsing needs the campus network or a login ("campus"), like every content list.
import { apiViewer } from "~/modules/access/api-viewer.server";
import { defineEndpoint } from "~/modules/api/endpoint";
import { pageResultOf } from "~/modules/api/result-schemas.server";
import { experienceCard, experienceCategoryNote, seniorCard } from "./experience-api-results.server";
import { listMorePosts, listMoreSeniors } from "./square-more.server";
import { squareMoreSchema } from "./square-more-schemas";

/** The filters' meanings (the glossary's school and major are the papers' school number and subject code). */
const fieldNotes = {
  category: `${experienceCategoryNote}；不填为全部`,
  school: "学长学姐的录取院校（全名，≤ 40 字）",
  major: "学长学姐的录取专业（全名，≤ 40 字）",
};

export const squareMoreEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/api/Square/more/experiences",
    auth: "campus",
    input: squareMoreSchema,
    summary: "全部经验帖（category 分类、school 录取院校、major 专业、sort：new 最新 / hot 最热；page、rows）",
    result: pageResultOf(experienceCard),
    fieldNotes,
    handle: async (call) => listMorePosts(await apiViewer(call), call.input),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Square/more/seniors",
    auth: "campus",
    input: squareMoreSchema,
    summary: "全部学长学姐，考研年份新的在前（category 写过的分类、school 录取院校、major 专业；page、rows）",
    result: pageResultOf(seniorCard),
    fieldNotes: { ...fieldNotes, sort: "此列表不按它排序（学长学姐按考研年份新的在前），只校验取值" },
    handle: async (call) => listMoreSeniors(await apiViewer(call), call.input),
  }),
];
