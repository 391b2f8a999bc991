// The personal centre's two cross-domain lists on SQLite and PostgreSQL: what a user has collected, of every kind
// (app/modules/favourites), and what they have studied (app/modules/records) — newest first, paged, one user's only.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { saveProgress } from "~/modules/course/progress.server";
import { listFavourites } from "~/modules/favourites/favourites.server";
import { setReaction } from "~/modules/reactions/reactions.server";
import { listStudyRecords } from "~/modules/records/study-records.server";
import { VIDEO_TYPE } from "~/modules/video/video-types";
import { dateOfStudyDay, studyDayIndex } from "~/modules/study-day/study-day";
import { chooseBook } from "~/modules/word/word-books.server";
import { setCollected } from "~/modules/word/word-notebook.server";
import { answerWord, nextLearnCard } from "~/modules/word/word-study.server";
import { course, newUser, paperVideo, seedDemo, videosOf } from "./course-fixtures";

const T0 = Date.parse("2025-03-10T02:00:00Z");
const SECOND = 1000;

beforeAll(async () => {
  await seedDemo();
});

async function firstPublished(table: "news" | "experiences" | "exam_papers") {
  return db
    .selectFrom(table)
    .select(["id", "title"])
    .where("published", "=", 1)
    .orderBy("id")
    .limit(1)
    .executeTakeFirstOrThrow();
}

async function firstWord() {
  return db.selectFrom("words").select(["id", "word"]).orderBy("id").limit(1).executeTakeFirstOrThrow();
}

describe("favourites: every kind a user collected", () => {
  it("lists courses, videos, paper videos, news and words newest first, with their pages, and only this user's", async () => {
    const user = await newUser();
    const other = await newUser();
    const target = await course("demo-english2-01");
    const [video] = await videosOf(target.id);
    const explanation = await paperVideo("demo-paper-math1-2025-17");
    const news = await firstPublished("news");
    const paper = await firstPublished("exam_papers");
    const experience = await firstPublished("experiences");
    const word = await firstWord();

    await setReaction(user.id, "course", target.id, "collect", true, T0);
    await setReaction(user.id, "news", news.id, "collect", true, T0 + 1 * SECOND);
    await setCollected(user.id, word.id, true, T0 + 2 * SECOND);
    await setReaction(user.id, "paper_video", explanation.id, "collect", true, T0 + 3 * SECOND);
    await setReaction(user.id, "course_video", video!.id, "collect", true, T0 + 4 * SECOND);
    // A like is not a favourite; another user's favourites are theirs.
    await setReaction(user.id, "experience", experience.id, "like", true, T0 + 5 * SECOND);
    await setReaction(other.id, "exam_paper", paper.id, "collect", true, T0 + 6 * SECOND);
    await setReaction(other.id, "course", target.id, "collect", true, T0 + 7 * SECOND);

    const page = await listFavourites(user.id, { page: 1, rows: 20 });
    expect(page).toMatchObject({ page: 1, rows: 20, total: 5 });
    expect(page.items).toEqual([
      {
        kind: "course_video",
        id: video!.id,
        title: video!.title,
        url: `/course/player?id=${target.id}&videoId=${video!.id}`,
        collectedAt: new Date(T0 + 4 * SECOND).toISOString(),
      },
      {
        kind: "paper_video",
        id: explanation.id,
        title: explanation.title,
        url: `/trueQuesExplanation/videoPlay?id=${explanation.id}`,
        collectedAt: new Date(T0 + 3 * SECOND).toISOString(),
      },
      {
        kind: "word",
        id: word.id,
        title: word.word,
        url: `/word/wordDetail?wordId=${word.id}`,
        collectedAt: new Date(T0 + 2 * SECOND).toISOString(),
      },
      {
        kind: "news",
        id: news.id,
        title: news.title,
        url: `/policy/${news.id}`,
        collectedAt: new Date(T0 + 1 * SECOND).toISOString(),
      },
      {
        kind: "course",
        id: target.id,
        title: target.title,
        url: `/course/detail?id=${target.id}`,
        collectedAt: new Date(T0).toISOString(),
      },
    ]);

    const theirs = await listFavourites(other.id, { page: 1, rows: 20 });
    expect(theirs.total).toBe(2);
    expect(theirs.items.map((item) => [item.kind, item.id])).toEqual([
      ["course", target.id],
      ["exam_paper", paper.id],
    ]);
    expect(theirs.items[1]!.url).toBe(`/question/${paper.id}`);
  });

  it("pages the union, and names the mobile pages when asked", async () => {
    const user = await newUser();
    const target = await course("demo-english2-01");
    const news = await firstPublished("news");
    const experience = await firstPublished("experiences");
    const word = await firstWord();
    await setReaction(user.id, "course", target.id, "collect", true, T0);
    await setReaction(user.id, "experience", experience.id, "collect", true, T0 + SECOND);
    await setCollected(user.id, word.id, true, T0 + 2 * SECOND);
    await setReaction(user.id, "news", news.id, "collect", true, T0 + 3 * SECOND);

    const pages = await Promise.all([1, 2, 3].map((page) => listFavourites(user.id, { page, rows: 2 }, "mobile")));
    expect(pages.map((page) => page.total)).toEqual([4, 4, 4]);
    expect(pages.map((page) => page.items.map((item) => item.kind))).toEqual([
      ["news", "word"],
      ["experience", "course"],
      [],
    ]);
    expect(pages[0]!.items.map((item) => item.url)).toEqual([
      `/mobile/timeInfo/detail?id=${news.id}`,
      `/mobile/word/wordDetail?wordId=${word.id}`,
    ]);
    expect(pages[1]!.items.map((item) => item.url)).toEqual([
      `/mobile/news/player?id=${experience.id}`,
      `/mobile/course/cover?id=${target.id}`,
    ]);
  });

  it("drops what is uncollected or taken down", async () => {
    const user = await newUser();
    const target = await course("demo-english2-01");
    const news = await firstPublished("news");
    const word = await firstWord();
    await setReaction(user.id, "course", target.id, "collect", true, T0);
    await setReaction(user.id, "news", news.id, "collect", true, T0 + SECOND);
    await setCollected(user.id, word.id, true, T0 + 2 * SECOND);

    await setCollected(user.id, word.id, false);
    expect((await listFavourites(user.id, { page: 1, rows: 20 })).items.map((item) => item.kind)).toEqual([
      "news",
      "course",
    ]);

    await db.updateTable("news").set({ published: 0 }).where("id", "=", news.id).execute();
    try {
      const page = await listFavourites(user.id, { page: 1, rows: 20 });
      expect(page.total).toBe(1);
      expect(page.items.map((item) => item.kind)).toEqual(["course"]);
    } finally {
      await db.updateTable("news").set({ published: 1 }).where("id", "=", news.id).execute();
    }
  });
});

describe("study records: every kind a user studied", () => {
  const beacon = (videoId: number, type: number, position: number, startedAt: number, seq = 0) => ({
    videoId,
    type: type as 1 | 2,
    position,
    session: `s-${videoId}-${startedAt}`,
    seq,
    startedAt,
  });

  // The demo videos are 24 s long: positions stay under 90 %, so none is learnt yet.
  it("lists watched videos and days of words latest first, paged, and only this user's", async () => {
    const user = await newUser();
    const other = await newUser();
    const target = await course("demo-english2-01");
    const [video] = await videosOf(target.id);
    const explanation = await paperVideo("demo-paper-math1-2025-17");

    await saveProgress(user.id, beacon(video!.id, VIDEO_TYPE.course, 10, T0), T0 + 30 * SECOND);
    await saveProgress(user.id, beacon(explanation.id, VIDEO_TYPE.paper, 5, T0 + 60 * SECOND), T0 + 120 * SECOND);
    const syllabus = await db
      .selectFrom("word_books")
      .select("id")
      .where("code", "=", "kaoyan-syllabus")
      .executeTakeFirstOrThrow();
    const wordsAt = T0 + 300 * SECOND;
    await chooseBook(user.id, syllabus.id, wordsAt);
    const card = await nextLearnCard(user.id, undefined, wordsAt);
    await answerWord(user.id, { wordId: card.card!.wordId, bookId: syllabus.id, reps: 0 }, "know", wordsAt);
    await saveProgress(other.id, beacon(video!.id, VIDEO_TYPE.course, 3, T0), T0 + 10 * SECOND);

    const page = await listStudyRecords(user.id, { page: 1, rows: 20 });
    expect(page.total).toBe(3);
    const day = studyDayIndex(wordsAt);
    expect(page.items).toEqual([
      {
        kind: "word_day",
        id: day,
        title: dateOfStudyDay(day),
        url: "/word/wordBook",
        studiedAt: new Date(wordsAt).toISOString(),
        video: null,
        words: { learnt: 1, reviewed: 0 },
        attempt: null,
        download: null,
      },
      {
        kind: "paper_video",
        id: explanation.id,
        title: explanation.title,
        url: `/trueQuesExplanation/videoPlay?id=${explanation.id}`,
        studiedAt: new Date(T0 + 120 * SECOND).toISOString(),
        video: { furthest: 5, duration: explanation.duration_seconds, learnt: false },
        words: null,
        attempt: null,
        download: null,
      },
      {
        kind: "course_video",
        id: video!.id,
        title: video!.title,
        url: `/course/player?id=${target.id}&videoId=${video!.id}`,
        studiedAt: new Date(T0 + 30 * SECOND).toISOString(),
        video: { furthest: 10, duration: video!.duration_seconds, learnt: false },
        words: null,
        attempt: null,
        download: null,
      },
    ]);

    // Watching again moves the video to the top; pages of one.
    await saveProgress(user.id, beacon(video!.id, VIDEO_TYPE.course, 12, T0, 1), wordsAt + 60 * SECOND);
    const pages = await Promise.all(
      [1, 2, 3, 4].map((number) => listStudyRecords(user.id, { page: number, rows: 1 }, "mobile")),
    );
    expect(pages.map((one) => one.total)).toEqual([3, 3, 3, 3]);
    expect(pages.map((one) => one.items.map((item) => item.kind))).toEqual([
      ["course_video"],
      ["word_day"],
      ["paper_video"],
      [],
    ]);
    expect(pages[0]!.items[0]).toMatchObject({
      url: `/mobile/course/player?id=${target.id}&videoId=${video!.id}`,
      video: { furthest: 12 },
    });
    expect(pages[1]!.items[0]!.url).toBe("/mobile/word/wordBook");

    const theirs = await listStudyRecords(other.id, { page: 1, rows: 20 });
    expect(theirs.total).toBe(1);
    expect(theirs.items.map((item) => [item.kind, item.id])).toEqual([["course_video", video!.id]]);
  });
});
