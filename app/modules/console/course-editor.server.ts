// 课程管理 (issue 26): the operator writes a course's facts as a draft, builds its catalogue (chapters → sections →
// videos chosen from 视频库), previews it as a student would see it, publishes and unpublishes it; one set of rules
// for the console page and /api/console/courses. Every change writes its audit row in its own transaction.
//
// - Facts are saved over the version they were opened at (the course's updated_at), like the news editor: a save over
//   someone else's newer facts is refused (409) with nothing lost. Catalogue changes are small, named by ids checked
//   against the course in the WHERE clause, and serialised per course (the course row is locked on PostgreSQL).
// - The catalogue's derived facts — each video's `sequence` over the whole course (the "next video" and resume order),
//   the course's video_count and total_duration — are rewritten by every change that can alter them, in its
//   transaction, so students never see a catalogue whose numbering disagrees with its order.
// - Unpublishing only hides the course (its pages answer 404); enrolments, orders, progress and favourites stay, and
//   publishing again keeps the first publication time. A video that students have watched or liked cannot be removed
//   (their records would point at nothing); an empty chapter or section can.
import type { Selectable, Transaction } from "kysely";
import { db, dialect } from "~/db/client.server";
import { jsonList } from "~/db/json-column";
import type { Database } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { courseTypes } from "~/modules/course/course-config";
import { forgetCourseConditions } from "~/modules/course/course-catalog.server";
import { removeCourseCover, storeCourseCover } from "~/modules/course/course-covers.server";
import { fetchPage, type Page } from "~/modules/paging/paged-query";
import { subjectName } from "~/modules/subjects/subjects";
import { requireReadyVideo } from "~/modules/video-library/video-choices.server";
import { recordConsoleChange } from "./console-audit.server";
import { courseEditorMessages as m, type CourseState } from "./course-editor-messages";
import type { CatalogueChange, CourseEditorListInput, CourseInput, CourseTeacher } from "./course-editor-schemas";
import type { ConsoleUser } from "./require-console-user.server";
import { requireOperator } from "./school-scope.server";

export interface EditorCourseItem {
  id: number;
  title: string;
  type: number;
  typeName: string;
  subject: string;
  subjectName: string;
  state: CourseState;
  priceFen: number;
  videoCount: number;
  /** Epoch ms of the first publication; null for a course never published. */
  publishedAt: number | null;
  /** Epoch ms of the last change of its facts: the version a save names. */
  updatedAt: number;
  viewCount: number;
}

interface EditorLesson {
  id: number;
  title: string;
  durationSeconds: number;
  freePreview: boolean;
  sequence: number;
  /** Its place in its section, shared with the section's lecture notes. */
  position: number;
  mediaKey: string;
  posterKey: string | null;
  /** The 视频库 video it plays (null for a file that is not in 视频库, e.g. imported before it). */
  videoAssetId: number | null;
  /** Students with progress in it (who keep it from being removed). */
  watchers: number;
}

interface EditorSection {
  id: number;
  title: string;
  lessons: EditorLesson[];
  /** Lecture notes (讲义) of a mix catalogue, which this editor keeps as they are. */
  notes: Array<{ id: number; title: string; content: string; position: number }>;
}

interface EditorChapter {
  id: number;
  title: string;
  sections: EditorSection[];
}

export interface EditorCourse extends EditorCourseItem {
  introduction: string;
  teachers: CourseTeacher[];
  tags: string[];
  coverKey: string | null;
  totalDuration: number;
  likeCount: number;
  collectCount: number;
  createdAt: number;
  chapters: EditorChapter[];
}

const courseColumns = [
  "id",
  "type",
  "subject",
  "title",
  "cover_key",
  "teachers",
  "introduction",
  "tags",
  "price_fen",
  "published",
  "published_at",
  "video_count",
  "total_duration",
  "view_count",
  "like_count",
  "collect_count",
  "created_at",
  "updated_at",
] as const;

type CourseRow = Pick<Selectable<Database["courses"]>, (typeof courseColumns)[number]>;
type ItemRow = Pick<
  CourseRow,
  "id" | "title" | "type" | "subject" | "published" | "published_at" | "updated_at" | "view_count" | "price_fen"
> & { video_count: number };

const typeNames = new Map<number, string>(courseTypes.map((type) => [type.code, type.name]));

function toItem(row: ItemRow): EditorCourseItem {
  return {
    id: row.id,
    title: row.title,
    type: Number(row.type),
    typeName: typeNames.get(Number(row.type)) ?? String(row.type),
    subject: row.subject,
    subjectName: subjectName(row.subject),
    state: Number(row.published) === 1 ? "published" : "draft",
    priceFen: Number(row.price_fen),
    videoCount: Number(row.video_count),
    publishedAt: row.published_at === null ? null : Number(row.published_at),
    updatedAt: Number(row.updated_at),
    viewCount: Number(row.view_count),
  };
}

const isTeacher = (value: unknown): value is CourseTeacher =>
  typeof value === "object" && value !== null && typeof (value as CourseTeacher).name === "string";
const isTag = (value: unknown): value is string => typeof value === "string";

const notFound = () => new DomainError(404, m.notFound);

/** Every course, drafts included, the latest change of facts first. */
export async function listEditorCourses(
  caller: ConsoleUser,
  input: CourseEditorListInput,
): Promise<Page<EditorCourseItem>> {
  requireOperator(caller.access);
  let base = db.selectFrom("courses");
  if (input.state) base = base.where("published", "=", input.state === "published" ? 1 : 0);
  const ordered = base
    .select([
      "id",
      "title",
      "type",
      "subject",
      "published",
      "published_at",
      "updated_at",
      "view_count",
      "price_fen",
      "video_count",
    ])
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc");
  return fetchPage(input, base, ordered, (rows) => rows.map(toItem));
}

async function readChapters(courseId: number): Promise<EditorChapter[]> {
  const [chapters, sections, lessons, notes, watchers] = await Promise.all([
    db
      .selectFrom("course_chapters")
      .select(["id", "title"])
      .where("course_id", "=", courseId)
      .orderBy("position")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("course_sections")
      .select(["id", "chapter_id", "title"])
      .where("course_id", "=", courseId)
      .orderBy("position")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("course_videos as v")
      .leftJoin("video_assets as a", "a.hd_key", "v.media_key")
      .select([
        "v.id",
        "v.section_id",
        "v.title",
        "v.duration_seconds",
        "v.free_preview",
        "v.sequence",
        "v.position",
        "v.media_key",
        "v.poster_key",
        "a.id as asset_id",
      ])
      .where("v.course_id", "=", courseId)
      .orderBy("v.position")
      .orderBy("v.id")
      .execute(),
    db
      .selectFrom("course_notes")
      .select(["id", "section_id", "title", "content", "position"])
      .where("course_id", "=", courseId)
      .orderBy("position")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("video_progress")
      .select((eb) => ["video_id", eb.fn.countAll<number>().as("watchers")])
      .where("course_id", "=", courseId)
      .where("video_type", "=", 1)
      .groupBy("video_id")
      .execute(),
  ]);
  const watcherCounts = new Map(watchers.map((row) => [row.video_id, Number(row.watchers)]));
  return chapters.map((chapter) => ({
    id: chapter.id,
    title: chapter.title,
    sections: sections
      .filter((section) => section.chapter_id === chapter.id)
      .map((section) => ({
        id: section.id,
        title: section.title,
        lessons: lessons
          .filter((lesson) => lesson.section_id === section.id)
          .map((lesson) => ({
            id: lesson.id,
            title: lesson.title,
            durationSeconds: Number(lesson.duration_seconds),
            freePreview: Number(lesson.free_preview) === 1,
            sequence: Number(lesson.sequence),
            position: Number(lesson.position),
            mediaKey: lesson.media_key,
            posterKey: lesson.poster_key,
            videoAssetId: lesson.asset_id ?? null,
            watchers: watcherCounts.get(lesson.id) ?? 0,
          })),
        notes: notes
          .filter((note) => note.section_id === section.id)
          .map((note) => ({ id: note.id, title: note.title, content: note.content, position: note.position })),
      })),
  }));
}

/** One course as stored, whatever its state, with its whole catalogue (another: 404). */
export async function getEditorCourse(caller: ConsoleUser, id: number): Promise<EditorCourse> {
  requireOperator(caller.access);
  const row = await db.selectFrom("courses").select(courseColumns).where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  return {
    ...toItem(row),
    introduction: row.introduction,
    teachers: jsonList(row.teachers, isTeacher).map((teacher) => ({ name: teacher.name, title: teacher.title ?? "" })),
    tags: jsonList(row.tags, isTag),
    coverKey: row.cover_key,
    totalDuration: Number(row.total_duration),
    likeCount: Number(row.like_count),
    collectCount: Number(row.collect_count),
    createdAt: Number(row.created_at),
    chapters: await readChapters(id),
  };
}

/** The stored form of a course's facts (teachers and tags as JSON, the tags' filterable copy beside). */
function factsOf(input: CourseInput) {
  return {
    type: input.type,
    subject: input.subject,
    title: input.title,
    introduction: input.introduction,
    teachers: JSON.stringify(input.teachers),
    tags: JSON.stringify(input.tags),
    price_fen: input.price,
  };
}

type Facts = ReturnType<typeof factsOf>;

async function writeTags(trx: Transaction<Database>, courseId: number, tags: readonly string[]) {
  await trx.deleteFrom("course_tags").where("course_id", "=", courseId).execute();
  if (tags.length > 0)
    await trx
      .insertInto("course_tags")
      .values(tags.map((tag) => ({ course_id: courseId, tag })))
      .execute();
}

/** A new course, a draft (with no catalogue yet) until it is published. */
export async function createCourse(
  caller: ConsoleUser,
  input: CourseInput,
  now: number = Date.now(),
): Promise<EditorCourse> {
  requireOperator(caller.access);
  const id = await db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto("courses")
      .values({
        code: null,
        ...factsOf(input),
        cover_key: null,
        published: 0,
        published_at: null,
        video_count: 0,
        total_duration: 0,
        view_count: 0,
        like_count: 0,
        collect_count: 0,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await writeTags(trx, created.id, input.tags);
    await recordConsoleChange(
      trx,
      caller.actor,
      {
        schoolId: null,
        action: "course.create",
        targetType: "course",
        targetId: created.id,
        before: null,
        after: input,
      },
      now,
    );
    return created.id;
  });
  return getEditorCourse(caller, id);
}

/**
 * Saves a course's new facts over the version they were opened at. Unchanged facts write nothing (no audit row
 * either); a version older than the stored one is refused (409). A published course changes for students at once.
 */
export async function updateCourse(
  caller: ConsoleUser,
  id: number,
  version: number,
  input: CourseInput,
  now: number = Date.now(),
): Promise<{ course: EditorCourse; changed: boolean }> {
  requireOperator(caller.access);
  const after = factsOf(input);
  const changed = await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("courses").select(courseColumns).where("id", "=", id).executeTakeFirst();
    if (!before) throw notFound();
    if (Number(before.updated_at) !== version) throw new DomainError(409, m.changedMeanwhile);
    const fields = (Object.keys(after) as Array<keyof Facts>).filter(
      (field) => String(before[field]) !== String(after[field]),
    );
    if (fields.length === 0) return false;
    const updatedAt = Math.max(now, version + 1);
    const updated = await trx
      .updateTable("courses")
      .set({ ...after, updated_at: updatedAt })
      .where("id", "=", id)
      .where("updated_at", "=", version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new DomainError(409, m.changedMeanwhile);
    if (fields.includes("tags")) await writeTags(trx, id, input.tags);
    await recordConsoleChange(
      trx,
      caller.actor,
      {
        schoolId: null,
        action: "course.update",
        targetType: "course",
        targetId: id,
        before: Object.fromEntries(fields.map((field) => [field, before[field]])),
        after: Object.fromEntries(fields.map((field) => [field, after[field]])),
      },
      updatedAt,
    );
    return true;
  });
  // The list's filter counts (tags, subjects) are cached for published courses.
  if (changed) forgetCourseConditions();
  return { course: await getEditorCourse(caller, id), changed };
}

/**
 * Publishes (true) or unpublishes (false) a course. A course without videos is not published (students would find
 * an empty catalogue). Already in that state: 409 with the reason, nothing written.
 */
export async function setCoursePublished(
  caller: ConsoleUser,
  id: number,
  publish: boolean,
  now: number = Date.now(),
): Promise<EditorCourse> {
  requireOperator(caller.access);
  await db.transaction().execute(async (trx) => {
    const before = await lockedCourse(trx, id);
    const alreadyInState = new DomainError(409, publish ? m.publishedAlready : m.unpublishedAlready);
    if ((Number(before.published) === 1) === publish) throw alreadyInState;
    if (publish && Number(before.video_count) === 0) throw new DomainError(409, m.publishEmpty);
    const publishedAt = before.published_at === null ? now : Number(before.published_at);
    const updated = await trx
      .updateTable("courses")
      .set({ published: publish ? 1 : 0, published_at: publish ? publishedAt : before.published_at })
      .where("id", "=", id)
      .where("published", "=", publish ? 0 : 1)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw alreadyInState;
    await recordConsoleChange(
      trx,
      caller.actor,
      {
        schoolId: null,
        action: publish ? "course.publish" : "course.unpublish",
        targetType: "course",
        targetId: id,
        before: { title: before.title, published: !publish },
        after: { title: before.title, published: publish, publishedAt: publish ? publishedAt : null },
      },
      now,
    );
  });
  forgetCourseConditions();
  return getEditorCourse(caller, id);
}

/**
 * 更换封面: the image is checked and stored first (a refused one stores nothing), then named in the course's row with
 * its audit row; the cover it replaced is removed once that committed (a seeded cover is never removed).
 */
export async function setCourseCover(
  caller: ConsoleUser,
  id: number,
  file: File | null | undefined,
  now: number = Date.now(),
): Promise<EditorCourse> {
  requireOperator(caller.access);
  const exists = await db.selectFrom("courses").select("id").where("id", "=", id).executeTakeFirst();
  if (!exists) throw notFound();
  const key = await storeCourseCover(file);
  let replaced: string | null = null;
  try {
    replaced = await db.transaction().execute(async (trx) => {
      const before = await lockedCourse(trx, id);
      const row = await trx
        .selectFrom("courses")
        .select("cover_key")
        .where("id", "=", before.id)
        .executeTakeFirstOrThrow();
      await trx.updateTable("courses").set({ cover_key: key }).where("id", "=", id).execute();
      await recordConsoleChange(
        trx,
        caller.actor,
        {
          schoolId: null,
          action: "course.cover",
          targetType: "course",
          targetId: id,
          before: { cover: row.cover_key },
          after: { cover: key },
        },
        now,
      );
      return row.cover_key;
    });
  } catch (error) {
    await removeCourseCover(key);
    throw error;
  }
  await removeCourseCover(replaced);
  return getEditorCourse(caller, id);
}

// ——— the catalogue ———

/** The course's row, locked on PostgreSQL for the transaction (SQLite writes one transaction at a time). */
async function lockedCourse(trx: Transaction<Database>, id: number) {
  const query = trx
    .selectFrom("courses")
    .select(["id", "title", "published", "published_at", "video_count"])
    .where("id", "=", id);
  const row = await (dialect === "postgres" ? query.forUpdate() : query).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

type Positioned = { id: number; position: number };

/**
 * The positions after moving `id` one place up or down among `rows` (in their order): the same set of positions,
 * made strictly increasing, so gaps and the lecture notes' places between videos stay where they were.
 */
export function positionsAfterMove(rows: readonly Positioned[], id: number, direction: "up" | "down"): Positioned[] {
  const index = rows.findIndex((row) => row.id === id);
  const target = direction === "up" ? index - 1 : index + 1;
  if (index < 0 || target < 0 || target >= rows.length) throw new DomainError(409, m.cannotMove);
  const order = rows.map((row) => row.id);
  order.splice(index, 1);
  order.splice(target, 0, id);
  const slots: number[] = [];
  for (const row of rows) slots.push(Math.max(row.position, (slots.at(-1) ?? 0) + 1));
  return order.map((rowId, slot) => ({ id: rowId, position: slots[slot] ?? slot + 1 }));
}

/**
 * Writes new positions (or sequences) where they changed, in two steps — first out of the way (negative, unique by
 * id), then into place — because chapters, sections and sequences are unique within their parent.
 */
async function writeOrder(
  trx: Transaction<Database>,
  table: "course_chapters" | "course_sections" | "course_videos",
  column: "position" | "sequence",
  before: ReadonlyMap<number, number>,
  after: readonly Positioned[],
) {
  const changed = after.filter((row) => before.get(row.id) !== row.position);
  for (const row of changed)
    await trx
      .updateTable(table)
      .set({ [column]: -row.id })
      .where("id", "=", row.id)
      .execute();
  for (const row of changed)
    await trx
      .updateTable(table)
      .set({ [column]: row.position })
      .where("id", "=", row.id)
      .execute();
}

/** Renumbers every video 1, 2, 3 … in catalogue order and rewrites the course's video count and total length. */
async function renumberCourse(trx: Transaction<Database>, courseId: number) {
  const lessons = await trx
    .selectFrom("course_videos as v")
    .innerJoin("course_sections as s", "s.id", "v.section_id")
    .innerJoin("course_chapters as c", "c.id", "s.chapter_id")
    .select(["v.id", "v.sequence", "v.duration_seconds"])
    .where("v.course_id", "=", courseId)
    .orderBy("c.position")
    .orderBy("c.id")
    .orderBy("s.position")
    .orderBy("s.id")
    .orderBy("v.position")
    .orderBy("v.id")
    .execute();
  await writeOrder(
    trx,
    "course_videos",
    "sequence",
    new Map(lessons.map((lesson) => [lesson.id, Number(lesson.sequence)])),
    lessons.map((lesson, index) => ({ id: lesson.id, position: index + 1 })),
  );
  await trx
    .updateTable("courses")
    .set({
      video_count: lessons.length,
      total_duration: lessons.reduce((sum, lesson) => sum + Number(lesson.duration_seconds), 0),
    })
    .where("id", "=", courseId)
    .execute();
}

async function chapterOf(trx: Transaction<Database>, courseId: number, chapterId: number) {
  const row = await trx
    .selectFrom("course_chapters")
    .select(["id", "title", "position"])
    .where("id", "=", chapterId)
    .where("course_id", "=", courseId)
    .executeTakeFirst();
  if (!row) throw new DomainError(404, m.chapterNotFound);
  return row;
}

async function sectionOf(trx: Transaction<Database>, courseId: number, sectionId: number) {
  const row = await trx
    .selectFrom("course_sections")
    .select(["id", "chapter_id", "title", "position"])
    .where("id", "=", sectionId)
    .where("course_id", "=", courseId)
    .executeTakeFirst();
  if (!row) throw new DomainError(404, m.sectionNotFound);
  return row;
}

async function lessonOf(trx: Transaction<Database>, courseId: number, lessonId: number) {
  const row = await trx
    .selectFrom("course_videos")
    .select(["id", "section_id", "title", "position", "free_preview", "media_key", "duration_seconds"])
    .where("id", "=", lessonId)
    .where("course_id", "=", courseId)
    .executeTakeFirst();
  if (!row) throw new DomainError(404, m.lessonNotFound);
  return row;
}

const nextPosition = (rows: ReadonlyArray<{ position: number }>) =>
  rows.reduce((max, row) => Math.max(max, Number(row.position)), 0) + 1;

interface CatalogueOutcome {
  /** The toast: what was done. */
  message: string;
  /** The audit row's target and the change's before and after. */
  target: { type: "course_chapter" | "course_section" | "course_video"; id: number };
  before: unknown;
  after: unknown;
}

async function applyChange(
  trx: Transaction<Database>,
  courseId: number,
  change: CatalogueChange,
  now: number,
): Promise<CatalogueOutcome> {
  switch (change.intent) {
    case "addChapter": {
      const siblings = await trx
        .selectFrom("course_chapters")
        .select("position")
        .where("course_id", "=", courseId)
        .execute();
      const created = await trx
        .insertInto("course_chapters")
        .values({ course_id: courseId, title: change.title, position: nextPosition(siblings) })
        .returning("id")
        .executeTakeFirstOrThrow();
      return {
        message: m.chapterAdded(change.title),
        target: { type: "course_chapter", id: created.id },
        before: null,
        after: { title: change.title },
      };
    }
    case "renameChapter": {
      const chapter = await chapterOf(trx, courseId, change.chapterId);
      await trx.updateTable("course_chapters").set({ title: change.title }).where("id", "=", chapter.id).execute();
      return {
        message: m.renamed(change.title),
        target: { type: "course_chapter", id: chapter.id },
        before: { title: chapter.title },
        after: { title: change.title },
      };
    }
    case "removeChapter": {
      const chapter = await chapterOf(trx, courseId, change.chapterId);
      const inside = await trx
        .selectFrom("course_sections")
        .select("id")
        .where("chapter_id", "=", chapter.id)
        .executeTakeFirst();
      if (inside) throw new DomainError(409, m.chapterNotEmpty);
      await trx.deleteFrom("course_chapters").where("id", "=", chapter.id).execute();
      return {
        message: m.removed(chapter.title),
        target: { type: "course_chapter", id: chapter.id },
        before: { title: chapter.title },
        after: null,
      };
    }
    case "moveChapter": {
      const chapter = await chapterOf(trx, courseId, change.chapterId);
      const rows = await trx
        .selectFrom("course_chapters")
        .select(["id", "position"])
        .where("course_id", "=", courseId)
        .orderBy("position")
        .orderBy("id")
        .execute();
      await writeOrder(
        trx,
        "course_chapters",
        "position",
        new Map(rows.map((row) => [row.id, row.position])),
        positionsAfterMove(rows, chapter.id, change.direction),
      );
      await renumberCourse(trx, courseId);
      return {
        message: m.moved(chapter.title),
        target: { type: "course_chapter", id: chapter.id },
        before: { title: chapter.title, position: rows.findIndex((row) => row.id === chapter.id) + 1 },
        after: { direction: change.direction },
      };
    }
    case "addSection": {
      const chapter = await chapterOf(trx, courseId, change.chapterId);
      const siblings = await trx
        .selectFrom("course_sections")
        .select("position")
        .where("chapter_id", "=", chapter.id)
        .execute();
      const created = await trx
        .insertInto("course_sections")
        .values({ course_id: courseId, chapter_id: chapter.id, title: change.title, position: nextPosition(siblings) })
        .returning("id")
        .executeTakeFirstOrThrow();
      return {
        message: m.sectionAdded(change.title),
        target: { type: "course_section", id: created.id },
        before: null,
        after: { chapter: chapter.title, title: change.title },
      };
    }
    case "renameSection": {
      const section = await sectionOf(trx, courseId, change.sectionId);
      await trx.updateTable("course_sections").set({ title: change.title }).where("id", "=", section.id).execute();
      return {
        message: m.renamed(change.title),
        target: { type: "course_section", id: section.id },
        before: { title: section.title },
        after: { title: change.title },
      };
    }
    case "removeSection": {
      const section = await sectionOf(trx, courseId, change.sectionId);
      const [video, note] = await Promise.all([
        trx.selectFrom("course_videos").select("id").where("section_id", "=", section.id).executeTakeFirst(),
        trx.selectFrom("course_notes").select("id").where("section_id", "=", section.id).executeTakeFirst(),
      ]);
      if (video || note) throw new DomainError(409, m.sectionNotEmpty);
      await trx.deleteFrom("course_sections").where("id", "=", section.id).execute();
      return {
        message: m.removed(section.title),
        target: { type: "course_section", id: section.id },
        before: { title: section.title },
        after: null,
      };
    }
    case "moveSection": {
      const section = await sectionOf(trx, courseId, change.sectionId);
      const rows = await trx
        .selectFrom("course_sections")
        .select(["id", "position"])
        .where("chapter_id", "=", section.chapter_id)
        .orderBy("position")
        .orderBy("id")
        .execute();
      await writeOrder(
        trx,
        "course_sections",
        "position",
        new Map(rows.map((row) => [row.id, row.position])),
        positionsAfterMove(rows, section.id, change.direction),
      );
      await renumberCourse(trx, courseId);
      return {
        message: m.moved(section.title),
        target: { type: "course_section", id: section.id },
        before: { title: section.title, position: rows.findIndex((row) => row.id === section.id) + 1 },
        after: { direction: change.direction },
      };
    }
    case "addLesson": {
      const section = await sectionOf(trx, courseId, change.sectionId);
      const video = await requireReadyVideo(change.videoId, trx);
      const [videos, notes] = await Promise.all([
        trx.selectFrom("course_videos").select("position").where("section_id", "=", section.id).execute(),
        trx.selectFrom("course_notes").select("position").where("section_id", "=", section.id).execute(),
      ]);
      const title = change.title || video.title;
      // Appended last; its real sequence comes from renumberCourse (0, which no numbered video has, meanwhile).
      const created = await trx
        .insertInto("course_videos")
        .values({
          course_id: courseId,
          section_id: section.id,
          title,
          duration_seconds: video.durationSeconds,
          poster_key: video.posterKey,
          media_key: video.mediaKey,
          free_preview: change.freePreview ? 1 : 0,
          position: nextPosition([...videos, ...notes]),
          sequence: 0,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await renumberCourse(trx, courseId);
      return {
        message: m.lessonAdded(title),
        target: { type: "course_video", id: created.id },
        before: null,
        after: { section: section.title, title, video: video.id, freePreview: change.freePreview },
      };
    }
    case "saveLesson": {
      const lesson = await lessonOf(trx, courseId, change.lessonId);
      const video = change.videoId === undefined ? null : await requireReadyVideo(change.videoId, trx);
      const title = change.title || video?.title || lesson.title;
      const after = {
        title,
        free_preview: change.freePreview ? (1 as const) : (0 as const),
        ...(video
          ? { media_key: video.mediaKey, poster_key: video.posterKey, duration_seconds: video.durationSeconds }
          : {}),
      };
      await trx
        .updateTable("course_videos")
        .set({ ...after, updated_at: now })
        .where("id", "=", lesson.id)
        .execute();
      if (video && video.durationSeconds !== Number(lesson.duration_seconds)) await renumberCourse(trx, courseId);
      return {
        message: m.lessonSaved(title),
        target: { type: "course_video", id: lesson.id },
        before: {
          title: lesson.title,
          free_preview: lesson.free_preview,
          ...(video ? { media_key: lesson.media_key } : {}),
        },
        after,
      };
    }
    case "removeLesson": {
      const lesson = await lessonOf(trx, courseId, change.lessonId);
      const [progress, reactions] = await Promise.all([
        trx
          .selectFrom("video_progress")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("video_type", "=", 1)
          .where("video_id", "=", lesson.id)
          .executeTakeFirst(),
        trx
          .selectFrom("content_reactions")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("target_type", "=", "course_video")
          .where("target_id", "=", lesson.id)
          .executeTakeFirst(),
      ]);
      const watchers = Number(progress?.n ?? 0);
      if (watchers > 0 || Number(reactions?.n ?? 0) > 0) throw new DomainError(409, m.lessonWatched(watchers));
      await trx.deleteFrom("course_videos").where("id", "=", lesson.id).execute();
      await renumberCourse(trx, courseId);
      return {
        message: m.removed(lesson.title),
        target: { type: "course_video", id: lesson.id },
        before: { title: lesson.title, media_key: lesson.media_key },
        after: null,
      };
    }
    case "moveLesson": {
      const lesson = await lessonOf(trx, courseId, change.lessonId);
      const rows = await trx
        .selectFrom("course_videos")
        .select(["id", "position"])
        .where("section_id", "=", lesson.section_id)
        .orderBy("position")
        .orderBy("id")
        .execute();
      await writeOrder(
        trx,
        "course_videos",
        "position",
        new Map(rows.map((row) => [row.id, row.position])),
        positionsAfterMove(rows, lesson.id, change.direction),
      );
      await renumberCourse(trx, courseId);
      return {
        message: m.moved(lesson.title),
        target: { type: "course_video", id: lesson.id },
        before: { title: lesson.title, position: rows.findIndex((row) => row.id === lesson.id) + 1 },
        after: { direction: change.direction },
      };
    }
  }
}

/**
 * One change of a course's catalogue, with its audit row, in one transaction; a published course changes for
 * students at once. Returns the toast and the course as it is now.
 */
export async function changeCatalogue(
  caller: ConsoleUser,
  courseId: number,
  change: CatalogueChange,
  now: number = Date.now(),
): Promise<{ message: string; course: EditorCourse }> {
  requireOperator(caller.access);
  const message = await db.transaction().execute(async (trx) => {
    await lockedCourse(trx, courseId);
    const outcome = await applyChange(trx, courseId, change, now);
    await recordConsoleChange(
      trx,
      caller.actor,
      {
        schoolId: null,
        action: `course.${change.intent}`,
        targetType: outcome.target.type,
        targetId: outcome.target.id,
        before: outcome.before === null ? null : { course: courseId, ...(outcome.before as object) },
        after: outcome.after === null ? null : { course: courseId, ...(outcome.after as object) },
      },
      now,
    );
    return outcome.message;
  });
  return { message, course: await getEditorCourse(caller, courseId) };
}
