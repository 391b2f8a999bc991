// /api/Book and /api/Word (spec section 7, "Words"), all for a logged-in user. Handlers only call the services the
// pages call too. Ours beyond the spec: POST /api/Word/EasyWord (太简单) and GET/PUT /api/Word/settings.
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { pagingNotes, rowId } from "~/modules/api/result-schemas.server";
import { streakTerms } from "~/modules/records/streak-terms";
import {
  answerResult,
  bookList,
  bookSummary,
  collectedWords,
  collectState,
  dueList,
  lookedUpWord,
  nextCard,
  restarted,
  studyPlanAndNext,
  wordDetail,
  wordSettings,
  wordSummary,
} from "./word-api-results.server";
import { chooseBook, getStudyPlan, listBooks } from "./word-books.server";
import { getWordDetail, lookUpWord } from "./word-detail.server";
import { wordMessages as m } from "./word-messages";
import { listCollected, nextCollectedWordId, setCollected } from "./word-notebook.server";
import type { WordAnswer } from "./word-scheduler";
import {
  bookIdSchema,
  collectSchema,
  dueListSchema,
  nextCollectSchema,
  optionalBookIdSchema,
  pagingSchema,
  wordAnswerSchema,
  wordClickSchema,
  wordDetailSchema,
  wordSettingsSchema,
} from "./word-schemas";
import { getWordSettings, updateWordSettings } from "./word-settings.server";
import { answerWord, listDueToday, nextLearnCard, nextReviewCard, restartBook } from "./word-study.server";
import { getWordSummary } from "./word-summary.server";

/** The book a call works in when bookId is absent. */
const chosenBookNote = { bookId: "词书编号；缺省为已选的词书（未选词书时 409）" };

const answerEndpoint = (path: string, answer: WordAnswer) =>
  defineEndpoint({
    method: "POST",
    path,
    auth: "user",
    input: wordAnswerSchema,
    result: answerResult,
    handle: async ({ input, user }) => reply(await answerWord(user.id, input, answer), { msg: m.answered }),
  });

const wordClick = (method: "GET" | "POST") =>
  defineEndpoint({
    method,
    path: "/api/Word/wordClick",
    auth: "user",
    input: wordClickSchema,
    result: lookedUpWord,
    fieldNotes: {
      wordId: "单词编号（与 word 至少给一个；都给时按 wordId）",
      word: "单词拼写（与 wordId 至少给一个）：先按原样查，再不区分大小写",
    },
    handle: async ({ input, user }) => lookUpWord(user.id, input),
  });

export const wordEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/api/Book",
    auth: "user",
    result: bookList,
    handle: async ({ user }) => listBooks(user.id),
  }),
  defineEndpoint({
    method: "PUT",
    path: "/api/Book",
    auth: "user",
    input: bookIdSchema,
    result: bookSummary,
    handle: async ({ input, user }) => {
      const book = await chooseBook(user.id, input.bookId);
      return reply(book, { msg: m.bookChosen(book.name) });
    },
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Book/study",
    auth: "user",
    input: optionalBookIdSchema,
    result: studyPlanAndNext,
    fieldNotes: chosenBookNote,
    handle: async ({ input, user }) => {
      const plan = await getStudyPlan(user.id, input.bookId);
      return { plan, next: await nextLearnCard(user.id, plan.book.id) };
    },
  }),
  answerEndpoint("/api/Word/KnowWord", "know"),
  answerEndpoint("/api/Word/NotKnowWord", "notKnow"),
  answerEndpoint("/api/Word/EasyWord", "easy"),
  defineEndpoint({
    method: "GET",
    path: "/api/Word/review",
    auth: "user",
    input: dueListSchema,
    result: dueList,
    fieldNotes: { ...pagingNotes, ...chosenBookNote },
    handle: async ({ input, user }) => listDueToday(user.id, input),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Word/nextReviewWordOfOneDay",
    auth: "user",
    input: optionalBookIdSchema,
    result: nextCard,
    fieldNotes: chosenBookNote,
    handle: async ({ input, user }) => nextReviewCard(user.id, input.bookId),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Word/collect",
    auth: "user",
    input: pagingSchema,
    result: collectedWords,
    fieldNotes: pagingNotes,
    handle: async ({ input, user }) => listCollected(user.id, input),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/Word/collect",
    auth: "user",
    input: collectSchema,
    result: collectState,
    fieldNotes: { collected: "true 收入生词本（缺省），false 移出" },
    handle: async ({ input, user }) => {
      const result = await setCollected(user.id, input.wordId, input.collected);
      return reply(result, { msg: result.collected ? m.collected : m.uncollected });
    },
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Word/nextCollectWordId",
    auth: "user",
    input: nextCollectSchema,
    result: rowId.nullable(),
    fieldNotes: { wordId: "当前单词编号；缺省或已不在生词本中时给第一个，最后一个之后为 null" },
    handle: async ({ input, user }) => nextCollectedWordId(user.id, input.wordId),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Word/detail",
    auth: "user",
    input: wordDetailSchema,
    result: wordDetail,
    fieldNotes: { bookId: "词书编号（须收录该词）；缺省时为已选词书（若收录该词）" },
    handle: async ({ input, user }) => getWordDetail(user.id, input.wordId, input.bookId),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Word/summary",
    auth: "user",
    input: optionalBookIdSchema,
    result: wordSummary,
    fieldNotes: { bookId: "词书编号；缺省为已选的词书，未选时统计全部词书" },
    summary: `背单词概况：已学、已掌握、今日待复习（book 为这三项所属的词书，null 为全部词书）、今日新学与复习；streak.current 连续背词天数（${streakTerms.words.meaning}）、streak.longest 最长连续、streak.totalDays 累计背词天数`,
    handle: async ({ input, user }) => getWordSummary(user.id, input.bookId),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/Word/restartStudyWord",
    auth: "user",
    input: bookIdSchema,
    result: restarted,
    handle: async ({ input, user }) => {
      const result = await restartBook(user.id, input.bookId);
      return reply(result, { msg: m.restarted(result.book.name) });
    },
  }),
  wordClick("GET"),
  wordClick("POST"),
  defineEndpoint({
    method: "GET",
    path: "/api/Word/settings",
    auth: "user",
    result: wordSettings,
    handle: async ({ user }) => getWordSettings(user.id),
  }),
  defineEndpoint({
    method: "PUT",
    path: "/api/Word/settings",
    auth: "user",
    input: wordSettingsSchema,
    result: wordSettings,
    fieldNotes: {
      examDate: "考试日期（YYYY-MM-DD）：不得早于今天，最多三年后；空串或 null 恢复为全国统考日",
    },
    handle: async ({ input, user }) => reply(await updateWordSettings(user.id, input), { msg: m.settingsSaved }),
  }),
];
