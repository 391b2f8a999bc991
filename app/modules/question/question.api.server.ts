// The question bank's JSON API under /question/website (spec section 7, "Further endpoints": shapes not shown, ours
// as issue 14 lists them) and the spec's myTrueQuestionRecord calls under /api/TrueQuestion, which are attempts on a
// past paper's questions. Browsing banks, sets and questions needs the campus network or a login, as the pages do;
// everything a student owns (attempts, the 错题本, favourites, notes) needs a login, and another student's attempt is
// not found (404). Handlers only call the services the pages will call too.
import { z } from "zod";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { apiAccessContext } from "~/modules/access/api-viewer.server";
import { idField } from "~/lib/validation/input-fields";
import { pagingSchema } from "~/modules/paging/paging-schemas";
import { attemptMessages as m } from "./attempts/attempt-messages";
import {
  attemptIdSchema,
  flagQuestionSchema,
  myAttemptsSchema,
  paperRecordSchema,
  questionFavouriteSchema,
  questionIdSchema,
  questionNoteSchema,
  saveAnswerSchema,
  selfMarksSchema,
  startAttemptSchema,
  wrongQuestionListSchema,
  wrongQuestionReviewSchema,
} from "./attempts/attempt-schemas";
import { listBankQuestions } from "./bank/bank-questions.server";
import { flagQuestion, saveAnswer } from "./attempts/attempt-answers.server";
import { startAttempt } from "./attempts/attempt-start.server";
import { selfMarkAttempt, submitAttempt } from "./attempts/attempt-submit.server";
import { getAttempt, listMyAttempts } from "./attempts/attempt-views.server";
import { listQuestionBanks } from "./bank/question-banks.server";
import {
  deleteQuestionNote,
  getQuestionNote,
  listFavouriteQuestions,
  listQuestionNotes,
  saveQuestionNote,
  setQuestionFavourite,
} from "./notes/question-notes.server";
import { bankQuestionListSchema, bankListSchema, questionSetListSchema } from "./bank/question-schemas";
import { getQuestionSet, listQuestionSets } from "./bank/question-sets.server";
import { listWrongQuestions, reviewWrongQuestion } from "./wrong-book/wrong-questions.server";
import { myQuestionDownloadsSchema, questionDownloadSchema } from "./pdf/question-downloads-schemas";
import { listMyQuestionDownloads, recordQuestionDownload } from "./pdf/question-downloads.server";
import { questionMessages as qm } from "./bank/question-messages";

const BASE = "/question/website";

/** The sets a past-paper record is about: past papers' own questions and mock papers. */
const paperSetKinds = ["paper", "mock"] as const;

export const questionEndpoints = [
  defineEndpoint({
    method: "GET",
    path: `${BASE}/banks`,
    auth: "campus",
    input: bankListSchema,
    handle: async ({ input }) => listQuestionBanks(input),
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/papers`,
    auth: "campus",
    input: questionSetListSchema,
    handle: async ({ input }) => listQuestionSets(input),
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/papers/{id}`,
    auth: "campus",
    input: z.object({ id: idField(m.setIdInvalid) }),
    handle: async ({ input }) => getQuestionSet(input.id),
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/questions`,
    auth: "campus",
    input: bankQuestionListSchema,
    handle: async ({ input }) => listBankQuestions(input),
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/attempts`,
    auth: "user",
    input: startAttemptSchema,
    handle: async (call) => {
      const access = await apiAccessContext(call);
      const started = await startAttempt(call.user.id, call.input, access.now, access);
      return reply(started, { msg: started.resumed ? m.resumed : m.started });
    },
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/attempts`,
    auth: "user",
    input: myAttemptsSchema,
    handle: async ({ input, user }) => listMyAttempts(user.id, input),
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/attempts/{id}`,
    auth: "user",
    input: attemptIdSchema,
    handle: async ({ input, user }) => getAttempt(user.id, input.id),
  }),
  defineEndpoint({
    method: "PUT",
    path: `${BASE}/attempts/{id}/answers`,
    auth: "user",
    input: saveAnswerSchema,
    handle: async ({ input, user }) => {
      const saved = await saveAnswer(user.id, input);
      return reply(saved, { msg: saved.superseded ? m.superseded : m.saved });
    },
  }),
  defineEndpoint({
    method: "PUT",
    path: `${BASE}/attempts/{id}/flags`,
    auth: "user",
    input: flagQuestionSchema,
    handle: async ({ input, user }) => flagQuestion(user.id, input),
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/attempts/{id}/submit`,
    auth: "user",
    input: attemptIdSchema,
    handle: async ({ input, user }) => {
      const result = await submitAttempt(user.id, input.id);
      return reply(result, { msg: result.finishReason === "deadline" ? m.autoSubmitted : m.submitted });
    },
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/attempts/{id}/self-marks`,
    auth: "user",
    input: selfMarksSchema,
    handle: async ({ input, user }) => reply(await selfMarkAttempt(user.id, input), { msg: m.selfMarked }),
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/wrong-questions`,
    auth: "user",
    input: wrongQuestionListSchema,
    handle: async ({ input, user }) => listWrongQuestions(user.id, input),
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/wrong-questions/{questionId}/review`,
    auth: "user",
    input: wrongQuestionReviewSchema,
    handle: async ({ input, user }) => {
      const review = await reviewWrongQuestion(user.id, input);
      return reply(review, { msg: m.reviewed(review.right) });
    },
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/favourites`,
    auth: "user",
    input: pagingSchema,
    handle: async ({ input, user }) => listFavouriteQuestions(user.id, input),
  }),
  defineEndpoint({
    method: "PUT",
    path: `${BASE}/questions/{questionId}/favourite`,
    auth: "user",
    input: questionFavouriteSchema,
    handle: async ({ input, user }) => {
      const result = await setQuestionFavourite(user.id, input.questionId, input.collected);
      return reply(result, { msg: result.collected ? m.collected : m.uncollected });
    },
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/notes`,
    auth: "user",
    input: pagingSchema,
    handle: async ({ input, user }) => listQuestionNotes(user.id, input),
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/questions/{questionId}/note`,
    auth: "user",
    input: questionIdSchema,
    handle: async ({ input, user }) => getQuestionNote(user.id, input.questionId),
  }),
  defineEndpoint({
    method: "PUT",
    path: `${BASE}/questions/{questionId}/note`,
    auth: "user",
    input: questionNoteSchema,
    handle: async ({ input, user }) => reply(await saveQuestionNote(user.id, input), { msg: m.noteSaved }),
  }),
  defineEndpoint({
    method: "DELETE",
    path: `${BASE}/questions/{questionId}/note`,
    auth: "user",
    input: questionIdSchema,
    handle: async ({ input, user }) =>
      reply(await deleteQuestionNote(user.id, input.questionId), { msg: m.noteDeleted }),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/TrueQuestion/myTrueQuestionRecord",
    auth: "user",
    input: paperRecordSchema,
    handle: async (call) => {
      const { input, user } = call;
      const access = await apiAccessContext(call);
      const started = await startAttempt(
        user.id,
        { paperId: input.id, mode: input.mode, timed: input.timed },
        access.now,
        access,
      );
      return reply(started, { msg: started.resumed ? m.resumed : m.started });
    },
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/TrueQuestion/myTrueQuestionRecord-page-query",
    auth: "user",
    input: pagingSchema,
    handle: async ({ input, user }) => listMyAttempts(user.id, { ...input, kinds: paperSetKinds }),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/TrueQuestion/myTrueQuestionDownload",
    auth: "user",
    summary: "记录下载一份试卷的 PDF（id 为试卷编号，同 /question/examPdf?id=），返回该条下载记录与 PDF 地址",
    input: questionDownloadSchema,
    handle: async ({ input, user }) =>
      reply(await recordQuestionDownload(user.id, input.id), { msg: qm.downloadRecorded }),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/TrueQuestion/myTrueQuestionDownload-page-query",
    auth: "user",
    summary: "我的下载：下载过的试卷 PDF，最近下载的在前（page、rows）",
    input: myQuestionDownloadsSchema,
    handle: async ({ input, user }) => listMyQuestionDownloads(user.id, input),
  }),
];
