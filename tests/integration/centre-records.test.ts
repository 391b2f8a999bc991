// The personal centre's timeline and summary on SQLite and PostgreSQL (docs/decisions/0022): one UNION ALL over every
// kind of study — videos, days of words, mock exams, practice, paper and 自命题 downloads — latest first, paged exactly,
// filtered by kind and study-day range, one user's only; and the summary of a seeded student (watch a video, study
// words on two days, answer an exam and a practice question): this week's minutes, the streak, the week's counts and
// the minutes of each of the last 30 days; favourites by tab, questions among them.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { saveProgress } from "~/modules/course/progress.server";
import { favouriteTabOf } from "~/modules/favourites/favourite-kinds";
import { listFavourites } from "~/modules/favourites/favourites.server";
import { setQuestionFavourite } from "~/modules/question/notes/question-notes.server";
import { saveAnswer } from "~/modules/question/attempts/attempt-answers.server";
import { startAttempt } from "~/modules/question/attempts/attempt-start.server";
import { submitAttempt } from "~/modules/question/attempts/attempt-submit.server";
import { recordQuestionDownload } from "~/modules/question/pdf/question-downloads.server";
import { recordZmtDownload } from "~/modules/question/zmt/zmt-papers.server";
import { setReaction } from "~/modules/reactions/reactions.server";
import { listStudyRecords } from "~/modules/records/study-records.server";
import { getStudySummary } from "~/modules/records/study-summary.server";
import { dateOfStudyDay, studyDayIndex } from "~/modules/study-day/study-day";
import { VIDEO_TYPE } from "~/modules/video/video-types";
import { chooseBook } from "~/modules/word/word-books.server";
import { answerWord, nextLearnCard } from "~/modules/word/word-study.server";
import { course, newUser, seedDemo, videosOf, type TestUser } from "./course-fixtures";
import { loadQuestionFixture, type QuestionFixture } from "./question-fixtures";

// A Wednesday, 10:00 in Beijing.
const T0 = Date.parse("2026-03-04T10:00:00+08:00");
const SECOND = 1000;
const MINUTE = 60_000;
const DAY = 86_400_000;
let f: QuestionFixture;
let zmtPaperId: number;

beforeAll(async () => {
  await seedDemo();
  f = await loadQuestionFixture();
  const school = await db.selectFrom("schools").select("id").orderBy("id").limit(1).executeTakeFirstOrThrow();
  const row = await db
    .insertInto("zmt_papers")
    .values({
      code: `centre-zmt-${Date.now()}`,
      school_id: school.id,
      uploader_user_id: null,
      major_code: "801",
      major_name: "经济学",
      year: 2025,
      title: "中心测试自命题 801 经济学 2025",
      file_key: "zmt/centre-test.pdf",
      byte_size: 1000,
      page_count: 2,
      sha256: `centre-${Date.now()}`,
      created_at: T0,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  zmtPaperId = row.id;
});

const beacon = (videoId: number, position: number, startedAt: number, seq = 0) => ({
  videoId,
  type: VIDEO_TYPE.course as 1,
  position,
  session: `c-${videoId}-${startedAt}`,
  seq,
  startedAt,
});

async function studyWord(userId: number, at: number) {
  const syllabus = await db
    .selectFrom("word_books")
    .select("id")
    .where("code", "=", "kaoyan-syllabus")
    .executeTakeFirstOrThrow();
  await chooseBook(userId, syllabus.id, at);
  const card = await nextLearnCard(userId, undefined, at);
  await answerWord(userId, { wordId: card.card!.wordId, bookId: syllabus.id, reps: card.card!.reps }, "know", at);
}

/** One of every kind: a word day two days back, then today a video, an exam, a practice session and two downloads. */
async function studyEverything(user: TestUser) {
  const target = await course("demo-english2-01");
  const [video] = await videosOf(target.id);
  await studyWord(user.id, T0 - 2 * DAY);
  await saveProgress(user.id, beacon(video!.id, 10, T0), T0 + 1 * MINUTE);
  const exam = await startAttempt(user.id, { setId: f.objectiveSetId, mode: "exam", timed: false }, T0 + 10 * MINUTE);
  await saveAnswer(
    user.id,
    { id: exam.id, questionId: f.q["att-s1"]!, answer: "B", answeredAt: T0 + 11 * MINUTE },
    T0 + 11 * MINUTE,
  );
  await submitAttempt(user.id, exam.id, T0 + 20 * MINUTE);
  const practice = await startAttempt(
    user.id,
    { setId: f.mockSetId, mode: "practice", timed: false },
    T0 + 30 * MINUTE,
  );
  await saveAnswer(
    user.id,
    { id: practice.id, questionId: f.q["att-s1"]!, answer: "A", answeredAt: T0 + 31 * MINUTE },
    T0 + 31 * MINUTE,
  );
  await recordQuestionDownload(user.id, f.mockSetId, T0 + 40 * MINUTE);
  await recordQuestionDownload(user.id, f.mockSetId, T0 + 41 * MINUTE);
  await recordZmtDownload(user.id, zmtPaperId, T0 + 50 * MINUTE);
  return { target, video: video!, exam, practice };
}

describe("the timeline", () => {
  it("merges every kind latest first, with each kind's facts and links, and only this user's", async () => {
    const user = await newUser();
    const other = await newUser();
    const { target, video, exam, practice } = await studyEverything(user);
    await recordQuestionDownload(other.id, f.objectiveSetId, T0 + 45 * MINUTE);
    await startAttempt(other.id, { setId: f.objectiveSetId, mode: "exam", timed: false }, T0 + 46 * MINUTE);

    const page = await listStudyRecords(user.id, { page: 1, rows: 20 });
    expect(page.total).toBe(6);
    expect(page.items.map((item) => item.kind)).toEqual([
      "zmt_download",
      "paper_download",
      "practice",
      "exam",
      "course_video",
      "word_day",
    ]);
    const [zmt, pdf, practised, examined, watched, words] = page.items;
    expect(zmt).toMatchObject({
      id: zmtPaperId,
      title: "中心测试自命题 801 经济学 2025",
      url: "/question/zmtCourse",
      download: { count: 1 },
    });
    expect(pdf).toMatchObject({
      id: f.mockSetId,
      title: "作答测试模拟卷",
      url: `/question/examPdf?id=${f.mockSetId}`,
      studiedAt: new Date(T0 + 41 * MINUTE).toISOString(),
      download: { count: 2, firstAt: new Date(T0 + 40 * MINUTE).toISOString() },
    });
    expect(practised).toMatchObject({
      id: practice.id,
      url: `/question/list?attempt=${practice.id}&q=1`,
      attempt: { state: "in_progress", score: null, seconds: 60 },
    });
    expect(examined!.id).toBe(exam.id);
    expect(examined!.url).toBe(`/question/exam?attempt=${exam.id}&view=result`);
    expect(examined!.attempt).toMatchObject({ state: "finished", seconds: 600 });
    expect(examined!.attempt!.score).not.toBeNull();
    expect(examined!.attempt!.maxScore).toBeGreaterThan(0);
    expect(watched).toMatchObject({
      id: video.id,
      url: `/course/player?id=${target.id}&videoId=${video.id}`,
      video: { furthest: 10 },
    });
    expect(words).toMatchObject({
      title: dateOfStudyDay(studyDayIndex(T0 - 2 * DAY)),
      words: { learnt: 1, reviewed: 0 },
    });

    const theirs = await listStudyRecords(other.id, { page: 1, rows: 20 });
    expect(theirs.items.map((item) => item.kind)).toEqual(["exam", "paper_download"]);
    expect(theirs.items.every((item) => item.id !== exam.id && item.id !== practice.id)).toBe(true);
  });

  it("pages the union exactly, in the mobile tree too", async () => {
    const user = await newUser();
    const { exam } = await studyEverything(user);
    const pages = await Promise.all(
      [1, 2, 3, 4].map((number) => listStudyRecords(user.id, { page: number, rows: 2 }, "mobile")),
    );
    expect(pages.map((one) => one.total)).toEqual([6, 6, 6, 6]);
    expect(pages.map((one) => one.items.map((item) => item.kind))).toEqual([
      ["zmt_download", "paper_download"],
      ["practice", "exam"],
      ["course_video", "word_day"],
      [],
    ]);
    expect(pages[1]!.items[1]!.url).toBe(`/mobile/question/exam?attempt=${exam.id}&view=result`);
    expect(pages[0]!.items[1]!.url).toBe(`/mobile/question/examPdf?id=${f.mockSetId}`);
  });

  it("filters by kind and by study-day range (04:00 Beijing boundaries)", async () => {
    const user = await newUser();
    await studyEverything(user);
    const list = (filter: Parameters<typeof listStudyRecords>[3]) =>
      listStudyRecords(user.id, { page: 1, rows: 20 }, "desktop", filter);

    expect((await list({ kinds: ["exam", "practice"] })).items.map((item) => item.kind)).toEqual(["practice", "exam"]);
    expect((await list({ kinds: ["paper_download", "zmt_download"] })).total).toBe(2);
    const today = dateOfStudyDay(studyDayIndex(T0));
    const twoDaysBack = dateOfStudyDay(studyDayIndex(T0 - 2 * DAY));
    expect((await list({ from: today })).total).toBe(5);
    expect((await list({ to: twoDaysBack })).items.map((item) => item.kind)).toEqual(["word_day"]);
    expect((await list({ from: twoDaysBack, to: twoDaysBack, kinds: ["exam"] })).total).toBe(0);
    // 03:30 the next morning is still today's study day.
    const late = await newUser();
    await studyWord(late.id, Date.parse("2026-03-05T03:30:00+08:00"));
    expect(
      (await listStudyRecords(late.id, { page: 1, rows: 20 }, "desktop", { from: "2026-03-04", to: "2026-03-04" }))
        .total,
    ).toBe(1);
    expect((await listStudyRecords(late.id, { page: 1, rows: 20 }, "desktop", { from: "2026-03-05" })).total).toBe(0);
  });
});

describe("the summary", () => {
  it("counts this week's minutes, the streak, the week's words, questions and videos, and 30 days of minutes", async () => {
    const user = await newUser();
    const other = await newUser();
    const target = await course("demo-english2-01");
    const [video] = await videosOf(target.id);
    // Tuesday: one new word (a lone answer: 30 s).
    await studyWord(user.id, T0 - DAY);
    // Wednesday: one word, new or Tuesday's learning step (30 s), a video session of 5 minutes on a shorter video (its
    // length), an exam with two answers a minute apart (30 s + 60 s) and a practice answer (30 s): 150 s + the video.
    expect(video!.duration_seconds).toBeLessThan(5 * 60);
    const wednesdayMinutes = Math.round((150 + video!.duration_seconds) / 60);
    await studyWord(user.id, T0);
    await saveProgress(user.id, beacon(video!.id, 20, T0 + 5 * MINUTE), T0 + 10 * MINUTE);
    const exam = await startAttempt(user.id, { setId: f.objectiveSetId, mode: "exam", timed: false }, T0 + 20 * MINUTE);
    await saveAnswer(
      user.id,
      { id: exam.id, questionId: f.q["att-s1"]!, answer: "B", answeredAt: T0 + 21 * MINUTE },
      T0 + 21 * MINUTE,
    );
    await saveAnswer(
      user.id,
      { id: exam.id, questionId: f.q["att-s2"]!, answer: "A", answeredAt: T0 + 22 * MINUTE },
      T0 + 22 * MINUTE,
    );
    await submitAttempt(user.id, exam.id, T0 + 23 * MINUTE);
    const practice = await startAttempt(
      user.id,
      { setId: f.mockSetId, mode: "practice", timed: false },
      T0 + 40 * MINUTE,
    );
    await saveAnswer(
      user.id,
      { id: practice.id, questionId: f.q["att-s1"]!, answer: "A", answeredAt: T0 + 41 * MINUTE },
      T0 + 41 * MINUTE,
    );
    // Someone else's study counts for them only.
    await studyWord(other.id, T0);
    await saveProgress(other.id, beacon(video!.id, 20, T0), T0 + 20 * MINUTE);

    const now = T0 + 2 * 3_600_000;
    const summary = await getStudySummary(user.id, now);
    expect(summary.streakDays).toBe(2);
    expect(summary.studiedToday).toBe(true);
    expect(summary.week).toMatchObject({ questions: 3, videos: 1 });
    expect(summary.week.newWords).toBeGreaterThanOrEqual(1);
    expect(summary.week.newWords + summary.week.reviews).toBe(2);
    expect(summary.weekMinutes).toBe(1 + wednesdayMinutes);
    expect(summary.days).toHaveLength(30);
    expect(summary.days.at(-1)).toEqual({ date: "2026-03-04", minutes: wednesdayMinutes });
    expect(summary.days.at(-2)).toEqual({ date: "2026-03-03", minutes: 1 });
    expect(summary.days[0]!.date).toBe("2026-02-03");
    expect(summary.days.slice(0, -2).every((day) => day.minutes === 0)).toBe(true);

    // The next day, before studying: the streak is still alive; two days later it is over.
    expect((await getStudySummary(user.id, now + DAY)).streakDays).toBe(2);
    expect((await getStudySummary(user.id, now + DAY)).studiedToday).toBe(false);
    expect((await getStudySummary(user.id, now + 2 * DAY)).streakDays).toBe(0);
    // Next Monday: a new week.
    const monday = Date.parse("2026-03-09T10:00:00+08:00");
    expect((await getStudySummary(user.id, monday)).week).toEqual({ newWords: 0, reviews: 0, questions: 0, videos: 0 });
    expect((await getStudySummary(user.id, monday)).weekMinutes).toBe(0);

    const theirs = await getStudySummary(other.id, now);
    expect(theirs.week).toEqual({ newWords: 1, reviews: 0, questions: 0, videos: 1 });
  });
});

describe("favourites by tab", () => {
  it("lists collected questions (linked to their past paper when they have one) and keeps each tab to its kinds", async () => {
    const user = await newUser();
    const other = await newUser();
    const target = await course("demo-english2-01");
    const [video] = await videosOf(target.id);
    await setReaction(user.id, "course", target.id, "collect", true, T0);
    await setReaction(user.id, "course_video", video!.id, "collect", true, T0 + SECOND);
    await setQuestionFavourite(user.id, f.q["att-s1"]!, true, T0 + 2 * SECOND);
    await setReaction(user.id, "exam_paper", f.paperId, "collect", true, T0 + 3 * SECOND);
    await setQuestionFavourite(other.id, f.q["att-s2"]!, true, T0 + 4 * SECOND);

    const questionTab = await listFavourites(
      user.id,
      { page: 1, rows: 20 },
      "desktop",
      favouriteTabOf("question")!.kinds,
    );
    expect(questionTab.items.map((item) => [item.kind, item.id])).toEqual([
      ["exam_paper", f.paperId],
      ["question", f.q["att-s1"]],
    ]);
    const source = await db
      .selectFrom("questions")
      .select("source_paper_id")
      .where("id", "=", f.q["att-s1"]!)
      .executeTakeFirstOrThrow();
    expect(questionTab.items[1]!.url).toBe(
      source.source_paper_id === null ? null : `/question/${source.source_paper_id}`,
    );
    expect(
      (await listFavourites(user.id, { page: 1, rows: 20 }, "desktop", favouriteTabOf("video")!.kinds)).items.map(
        (item) => item.kind,
      ),
    ).toEqual(["course_video"]);
    expect(
      (await listFavourites(user.id, { page: 1, rows: 20 }, "desktop", favouriteTabOf("course")!.kinds)).total,
    ).toBe(1);
    expect((await listFavourites(user.id, { page: 1, rows: 20 })).total).toBe(4);
    expect(favouriteTabOf("nope")).toBeNull();
    expect(favouriteTabOf(null)!.code).toBe("all");

    await setQuestionFavourite(user.id, f.q["att-s1"]!, false);
    expect(
      (await listFavourites(user.id, { page: 1, rows: 20 }, "desktop", favouriteTabOf("question")!.kinds)).items.map(
        (item) => item.kind,
      ),
    ).toEqual(["exam_paper"]);
  });
});
