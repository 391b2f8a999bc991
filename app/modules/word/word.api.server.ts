// /api/Book and /api/Word (spec section 7, "Words"), all for a logged-in user. Handlers only call the services the
// pages call too. Ours beyond the spec: POST /api/Word/EasyWord (太简单) and GET/PUT /api/Word/settings.
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { streakTerms } from "~/modules/records/streak-terms";
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

const answerEndpoint = (path: string, answer: WordAnswer) =>
  defineEndpoint({
    method: "POST",
    path,
    auth: "user",
    input: wordAnswerSchema,
    handle: async ({ input, user }) => reply(await answerWord(user.id, input, answer), { msg: m.answered }),
  });

const wordClick = (method: "GET" | "POST") =>
  defineEndpoint({
    method,
    path: "/api/Word/wordClick",
    auth: "user",
    input: wordClickSchema,
    handle: async ({ input, user }) => lookUpWord(user.id, input),
  });

export const wordEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/api/Book",
    auth: "user",
    handle: async ({ user }) => listBooks(user.id),
  }),
  defineEndpoint({
    method: "PUT",
    path: "/api/Book",
    auth: "user",
    input: bookIdSchema,
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
    handle: async ({ input, user }) => listDueToday(user.id, input),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Word/nextReviewWordOfOneDay",
    auth: "user",
    input: optionalBookIdSchema,
    handle: async ({ input, user }) => nextReviewCard(user.id, input.bookId),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Word/collect",
    auth: "user",
    input: pagingSchema,
    handle: async ({ input, user }) => listCollected(user.id, input),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/Word/collect",
    auth: "user",
    input: collectSchema,
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
    handle: async ({ input, user }) => nextCollectedWordId(user.id, input.wordId),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Word/detail",
    auth: "user",
    input: wordDetailSchema,
    handle: async ({ input, user }) => getWordDetail(user.id, input.wordId, input.bookId),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Word/summary",
    auth: "user",
    input: optionalBookIdSchema,
    summary: `背单词概况：已学、已掌握、今日待复习（book 为这三项所属的词书，null 为全部词书）、今日新学与复习；streak.current 连续背词天数（${streakTerms.words.meaning}）、streak.longest 最长连续、streak.totalDays 累计背词天数`,
    handle: async ({ input, user }) => getWordSummary(user.id, input.bookId),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/Word/restartStudyWord",
    auth: "user",
    input: bookIdSchema,
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
    handle: async ({ user }) => getWordSettings(user.id),
  }),
  defineEndpoint({
    method: "PUT",
    path: "/api/Word/settings",
    auth: "user",
    input: wordSettingsSchema,
    handle: async ({ input, user }) => reply(await updateWordSettings(user.id, input), { msg: m.settingsSaved }),
  }),
];
