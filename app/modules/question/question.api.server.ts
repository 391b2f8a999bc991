// The question bank's JSON API under /question/website (spec section 7, "Further endpoints": shapes not shown, ours
// as issue 14 lists them) and the spec's myTrueQuestionRecord calls under /api/TrueQuestion, which are attempts on a
// past paper's questions. Browsing banks, sets and questions needs the campus network or a login, as the pages do;
// everything a student owns (attempts, the 错题本, favourites, notes) needs a login, and another student's attempt is
// not found (404). Handlers only call the services the pages will call too.
import { z } from "zod";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { pageResultOf, pagingNotes, rowId } from "~/modules/api/result-schemas.server";
import { apiAccessContext } from "~/modules/access/api-viewer.server";
import { idField } from "~/lib/validation/input-fields";
import { pagingSchema } from "~/modules/paging/paging-schemas";
import { attemptMessages as m } from "./attempts/attempt-messages";
import { ANSWER_CLOCK_AHEAD_MS } from "./attempts/attempt-rules";
import {
  FILL_BLANK_MAX,
  SUBJECTIVE_ANSWER_MAX,
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
import { usageActorOf } from "~/modules/usage/usage-events.server";
import { questionMessages as qm } from "./bank/question-messages";
import { questionSubjects } from "./bank/question-subjects";
import {
  attemptCard,
  attemptView,
  favouriteQuestion,
  notedQuestion,
  publicQuestion,
  questionBankCard,
  questionDownloadItem,
  questionNote,
  questionSetCard,
  questionSetDetail,
  savedAnswer,
  startedAttempt,
  wrongQuestionItem,
  wrongQuestionReview,
} from "./question-api-results.server";

const BASE = "/question/website";

/** The sets a past-paper record is about: past papers' own questions and mock papers. */
const paperSetKinds = ["paper", "mock"] as const;

/** A subject filter takes a code or its Chinese name. */
const subjectNote = `科目代码或中文名称：${questionSubjects.map((subject) => `${subject.code}（${subject.name}）`).join("、")}`;
/** Starting needs the banks the set draws on: free, licensed to the student's school or campus, or bought. */
/** An objective answer's shape and limits by the question's kind (attempt-schemas.ts answerSchemaFor). */
const objectiveShapes = `单选 "B"；多选 ["A","C"]（也可写 "AC"、"A,C"）；填空按空的顺序，每空最多 ${FILL_BLANK_MAX} 字`;
const timedNote = "是否限时（按试卷规定时长，由服务器计时）；试卷没有规定时长时，限时答 409";
const bankRefusal = {
  403: "试卷的题目来自需要购买的题库，而学生的学校与所在校园网都未授权、本人也未购买（msg 指明题库，result.bankId 为其编号）",
};

export const questionEndpoints = [
  defineEndpoint({
    method: "GET",
    path: `${BASE}/banks`,
    auth: "campus",
    input: bankListSchema,
    result: z.array(questionBankCard),
    handle: async ({ input }) => listQuestionBanks(input),
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/papers`,
    auth: "campus",
    input: questionSetListSchema,
    result: pageResultOf(questionSetCard),
    fieldNotes: { ...pagingNotes, subject: subjectNote },
    handle: async ({ input }) => listQuestionSets(input),
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/papers/{id}`,
    auth: "campus",
    input: z.object({ id: idField(m.setIdInvalid) }),
    result: questionSetDetail,
    handle: async ({ input }) => getQuestionSet(input.id),
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/questions`,
    auth: "campus",
    input: bankQuestionListSchema,
    result: pageResultOf(publicQuestion),
    fieldNotes: pagingNotes,
    handle: async ({ input }) => listBankQuestions(input),
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/attempts`,
    auth: "user",
    input: startAttemptSchema,
    result: startedAttempt,
    refuses: bankRefusal,
    fieldNotes: {
      timed: timedNote,
      setId: "试卷或练习编号；setId 与 paperId 须给出其一",
      paperId: "真题编号（作答其题目）；setId 与 paperId 须给出其一，都给时按 setId",
    },
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
    result: pageResultOf(attemptCard),
    fieldNotes: pagingNotes,
    handle: async ({ input, user }) => listMyAttempts(user.id, input),
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/attempts/{id}`,
    auth: "user",
    input: attemptIdSchema,
    result: attemptView,
    handle: async ({ input, user }) => getAttempt(user.id, input.id),
  }),
  defineEndpoint({
    method: "PUT",
    path: `${BASE}/attempts/{id}/answers`,
    auth: "user",
    input: saveAnswerSchema,
    result: savedAnswer,
    fieldNotes: {
      answer: `答案，须合该题题型：${objectiveShapes}；主观题 {"text": …}，最多 ${SUBJECTIVE_ANSWER_MAX} 字；null 或空答案清除`,
      answeredAt: `作答时间（毫秒时间戳或 ISO 时间，按学生设备时钟；不填为收到的时间，比服务器时钟快 ${ANSWER_CLOCK_AHEAD_MS / 60_000} 分钟以上的按服务器时钟加 ${ANSWER_CLOCK_AHEAD_MS / 60_000} 分钟）；同一题保留作答时间最晚的答案`,
    },
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
    result: z.object({ questionId: rowId, flagged: z.boolean() }),
    handle: async ({ input, user }) => flagQuestion(user.id, input),
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/attempts/{id}/submit`,
    auth: "user",
    input: attemptIdSchema,
    result: attemptView,
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
    result: attemptView,
    handle: async ({ input, user }) => reply(await selfMarkAttempt(user.id, input), { msg: m.selfMarked }),
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/wrong-questions`,
    auth: "user",
    input: wrongQuestionListSchema,
    result: pageResultOf(wrongQuestionItem),
    fieldNotes: {
      ...pagingNotes,
      subject: subjectNote,
      mastered: "只看已掌握的错题；due 为 true 时不看此值",
    },
    handle: async ({ input, user }) => listWrongQuestions(user.id, input),
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/wrong-questions/{questionId}/review`,
    auth: "user",
    input: wrongQuestionReviewSchema,
    result: wrongQuestionReview,
    fieldNotes: {
      answer: `客观题的答案，必填：${objectiveShapes}（主观题不看此值，用 selfMarks）`,
      selfMarks: "主观题复习时答到的评分要点编号；主观题必填",
      reps: "显示时卡片的复习次数；给出时与卡片不符（已提交过）答 409，重复提交无害",
    },
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
    result: pageResultOf(favouriteQuestion),
    fieldNotes: pagingNotes,
    handle: async ({ input, user }) => listFavouriteQuestions(user.id, input),
  }),
  defineEndpoint({
    method: "PUT",
    path: `${BASE}/questions/{questionId}/favourite`,
    auth: "user",
    input: questionFavouriteSchema,
    result: z.object({ questionId: rowId, collected: z.boolean() }),
    fieldNotes: { collected: "true 收藏（默认），false 取消收藏" },
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
    result: pageResultOf(notedQuestion),
    fieldNotes: pagingNotes,
    handle: async ({ input, user }) => listQuestionNotes(user.id, input),
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/questions/{questionId}/note`,
    auth: "user",
    input: questionIdSchema,
    result: questionNote.nullable(),
    handle: async ({ input, user }) => getQuestionNote(user.id, input.questionId),
  }),
  defineEndpoint({
    method: "PUT",
    path: `${BASE}/questions/{questionId}/note`,
    auth: "user",
    input: questionNoteSchema,
    result: questionNote,
    fieldNotes: { body: "笔记内容（首尾空白不计）" },
    handle: async ({ input, user }) => reply(await saveQuestionNote(user.id, input), { msg: m.noteSaved }),
  }),
  defineEndpoint({
    method: "DELETE",
    path: `${BASE}/questions/{questionId}/note`,
    auth: "user",
    input: questionIdSchema,
    result: z.object({ questionId: rowId, deleted: z.boolean() }),
    handle: async ({ input, user }) =>
      reply(await deleteQuestionNote(user.id, input.questionId), { msg: m.noteDeleted }),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/TrueQuestion/myTrueQuestionRecord",
    auth: "user",
    input: paperRecordSchema,
    result: startedAttempt,
    refuses: bankRefusal,
    fieldNotes: { timed: timedNote },
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
    result: pageResultOf(attemptCard),
    fieldNotes: pagingNotes,
    handle: async ({ input, user }) => listMyAttempts(user.id, { ...input, kinds: paperSetKinds }),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/TrueQuestion/myTrueQuestionDownload",
    auth: "user",
    summary: "记录下载一份试卷的 PDF（id 为试卷编号，同 /question/examPdf?id=），返回该条下载记录与 PDF 地址",
    input: questionDownloadSchema,
    result: questionDownloadItem,
    handle: async ({ input, user, request, clientIp }) =>
      reply(await recordQuestionDownload(user.id, input.id, Date.now(), usageActorOf(request, clientIp, user.id)), {
        msg: qm.downloadRecorded,
      }),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/TrueQuestion/myTrueQuestionDownload-page-query",
    auth: "user",
    summary: "我的下载：下载过的试卷 PDF，最近下载的在前（page、rows）",
    input: myQuestionDownloadsSchema,
    result: pageResultOf(questionDownloadItem),
    fieldNotes: pagingNotes,
    handle: async ({ input, user }) => listMyQuestionDownloads(user.id, input),
  }),
];
