// /api/TrueQuestion (spec section 7, "Past papers") and /api/HomePage/TrueQuestionRecommend. Browsing needs the
// campus network or a login, like the pages; favourites need a login (401 请先登录). The two list calls differ on
// purpose: page-query is the plain list (subject, year); truequestion-page-query also takes a keyword and gives each
// paper's explanation-video count and the caller's `collected` flag (what the list pages show). The records calls
// (myTrueQuestionRecord) are attempts on a paper's questions: app/modules/question/question.api.server.ts. The
// downloads calls wait for paper files; there is no GET /api/TrueQuestion/{id}.
import { z } from "zod";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { count, isoDateTime, pageResultOf, pagingNotes, rowId } from "~/modules/api/result-schemas.server";
import { pagingSchema } from "~/modules/paging/paging-schemas";
import { paperMessages as m } from "./paper-messages";
import {
  paperIdSchema,
  paperListSchema,
  paperQuerySchema,
  paperRecommendSchema,
  paperSubjects,
  type PaperSubjectCode,
} from "./paper-schemas";
import { listCollectedPapers, listPapers, queryPapers, recommendedPapers, setPaperCollect } from "./paper.server";

// The answers (paper.server.ts PaperCard and the cards built on it).
const paperCard = z.object({
  id: rowId,
  title: z.string(),
  subject: z.enum(paperSubjects.map((subject) => subject.code) as [PaperSubjectCode, ...PaperSubjectCode[]]),
  subjectName: z.string(),
  year: z.number().int(),
  durationMinutes: count,
  totalScore: count,
  viewCount: count,
  likeCount: count,
  collectCount: count,
  publishedAt: isoDateTime.nullable(),
});
const collectState = z.object({ id: rowId, collected: z.boolean(), collectCount: count });

/** The subject filter takes a code or its Chinese name; 专业课 has no national paper. */
const listNotes = {
  ...pagingNotes,
  subject: `科目代码或中文名称：${paperSubjects.map((subject) => `${subject.code}（${subject.name}）`).join("、")}`,
};

export const paperEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/api/TrueQuestion/page-query",
    auth: "campus",
    input: paperListSchema,
    result: pageResultOf(paperCard),
    fieldNotes: listNotes,
    handle: async ({ input }) => listPapers(input),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/TrueQuestion/truequestion-page-query",
    auth: "campus",
    input: paperQuerySchema,
    result: pageResultOf(paperCard.extend({ videoCount: count, collected: z.boolean() })),
    fieldNotes: {
      ...listNotes,
      keyword: "标题中的关键词；也可以是科目的中文名称（如 数学一，找出该科目的全部试卷）",
    },
    handle: async ({ input, user }) => queryPapers(user?.id ?? null, input),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/TrueQuestion/favoriteTrueQuestion",
    auth: "user",
    input: pagingSchema,
    result: pageResultOf(paperCard.extend({ videoCount: count, collectedAt: isoDateTime })),
    fieldNotes: pagingNotes,
    handle: async ({ input, user }) => listCollectedPapers(user.id, input),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/TrueQuestion/favoriteTrueQuestion",
    auth: "user",
    input: paperIdSchema,
    result: collectState,
    handle: async ({ input, user }) => reply(await setPaperCollect(user.id, input.id, true), { msg: m.collected }),
  }),
  defineEndpoint({
    method: "PUT",
    path: "/api/TrueQuestion/unfavoriteTrueQuestion",
    auth: "user",
    input: paperIdSchema,
    result: collectState,
    handle: async ({ input, user }) => reply(await setPaperCollect(user.id, input.id, false), { msg: m.uncollected }),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/HomePage/TrueQuestionRecommend",
    // Open to everyone, like the home pages' other sections.
    auth: "public",
    input: paperRecommendSchema,
    result: z.array(paperCard.extend({ videoCount: count })),
    fieldNotes: { rows: "条数；超过 100 按 100 条返回" },
    handle: async ({ input }) => recommendedPapers(input.rows),
  }),
];
