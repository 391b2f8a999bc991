// Courses as the catalogue shows them: the list with its filters (condition), hot and latest lists, the home page's
// tag sections, a course's detail, and its catalogue (chapters → sections → videos, and the mix catalogue with lecture
// notes). Every service takes the Viewer (for signed cover URLs, likes, access and progress ticks) and plain input.
import { sql, type SelectQueryBuilder } from "kysely";
import { db } from "~/db/client.server";
import { jsonList } from "~/db/json-column";
import { containsPattern } from "~/db/like-pattern";
import type { Database } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { accessSummary, loadAccessContext, type AccessSummary } from "~/modules/access/content-access.server";
import type { Viewer } from "~/modules/access/viewer.server";
import { imageUrl } from "~/modules/media/media-links.server";
import { fetchPage, type Page } from "~/modules/paging/paged-query";
import { subjectName, subjects, type SubjectCode } from "~/modules/subjects/subjects";
import { courseEntitlement } from "./course-access.server";
import { courseSorts, courseTypes, type CourseSort } from "./course-config";
import { courseMessages as m } from "./course-messages";
import type { CourseListInput, ShortCourseListInput, TagCoursesInput } from "./course-schemas";

interface Teacher {
  name: string;
  title: string;
}

export interface CourseCard {
  id: number;
  type: number;
  subject: SubjectCode;
  subjectName: string;
  title: string;
  /** Signed image URL; null when the viewer has no media subject or the course no cover. */
  cover: string | null;
  teachers: Teacher[];
  tags: string[];
  priceFen: number;
  free: boolean;
  videoCount: number;
  /** Seconds. */
  totalDuration: number;
  viewCount: number;
  likeCount: number;
  collectCount: number;
  publishedAt: string | null;
}

export const courseCardColumns = [
  "c.id",
  "c.type",
  "c.subject",
  "c.title",
  "c.cover_key",
  "c.teachers",
  "c.tags",
  "c.price_fen",
  "c.video_count",
  "c.total_duration",
  "c.view_count",
  "c.like_count",
  "c.collect_count",
  "c.published_at",
] as const;

export interface CourseCardRow {
  id: number;
  type: number;
  subject: string;
  title: string;
  cover_key: string | null;
  teachers: string;
  tags: string;
  price_fen: number;
  video_count: number;
  total_duration: number;
  view_count: number;
  like_count: number;
  collect_count: number;
  published_at: number | null;
}

const isString = (value: unknown): value is string => typeof value === "string";
const isTeacher = (value: unknown): value is Teacher =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Teacher).name === "string" &&
  typeof (value as Teacher).title === "string";

export function toCourseCard(row: CourseCardRow, viewer: Viewer, now: number = Date.now()): CourseCard {
  return {
    id: row.id,
    type: row.type,
    // Written only from subjects (the seed's course data is typed SubjectCode).
    subject: row.subject as SubjectCode,
    subjectName: subjectName(row.subject),
    title: row.title,
    cover: imageUrl(row.cover_key, viewer.subject, now),
    teachers: jsonList(row.teachers, isTeacher),
    tags: jsonList(row.tags, isString),
    priceFen: row.price_fen,
    free: row.price_fen === 0,
    videoCount: row.video_count,
    totalDuration: row.total_duration,
    viewCount: row.view_count,
    likeCount: row.like_count,
    collectCount: row.collect_count,
    publishedAt: row.published_at === null ? null : new Date(row.published_at).toISOString(),
  };
}

type CourseQuery = SelectQueryBuilder<Database & { c: Database["courses"] }, "c", object>;

function filtered(input: Pick<CourseListInput, "type" | "subject" | "tag" | "keyword" | "free">): CourseQuery {
  let query = db
    .selectFrom("courses as c")
    .where("c.type", "=", input.type)
    .where("c.published", "=", 1) as unknown as CourseQuery;
  if (input.subject) query = query.where("c.subject", "=", input.subject);
  if (input.free === true) query = query.where("c.price_fen", "=", 0);
  if (input.free === false) query = query.where("c.price_fen", ">", 0);
  if (input.tag) {
    const tag = input.tag;
    query = query.where("c.id", "in", (eb) =>
      eb.selectFrom("course_tags").select("course_tags.course_id").where("course_tags.tag", "=", tag),
    );
  }
  if (input.keyword) query = query.where(sql<boolean>`c.title like ${containsPattern(input.keyword)} escape '\\'`);
  return query;
}

function sorted(query: CourseQuery, sort: CourseSort): CourseQuery {
  return sort === "new"
    ? query.orderBy("c.published_at", "desc").orderBy("c.id", "desc")
    : query.orderBy("c.view_count", "desc").orderBy("c.id", "desc");
}

/** GET /api/Course/page-query: published courses of a type, filtered and sorted (最热 by views, 最新 by publication). */
export async function listCourses(viewer: Viewer, input: CourseListInput): Promise<Page<CourseCard>> {
  return fetchPage(input, filtered(input), sorted(filtered(input), input.sort).select(courseCardColumns), (rows) => {
    const now = Date.now();
    return (rows as CourseCardRow[]).map((row) => toCourseCard(row, viewer, now));
  });
}

export interface CourseConditions {
  type: number;
  types: Array<{ code: number; name: string }>;
  subjects: Array<{ code: SubjectCode; name: string; count: number }>;
  /** The most used tags of the type's published courses, most used first (at most 30). */
  tags: Array<{ name: string; count: number }>;
  sorts: Array<{ code: CourseSort; name: string }>;
}

const CONDITION_TAGS = 30;
/**
 * The counts change only when courses are published or retagged, and counting tags reads every tag row of the type
 * (~5 ms at 10,000 courses): each process keeps an answer per type for a minute.
 */
const CONDITION_TTL_MS = 60_000;
const conditionCache = new Map<number, { at: number; value: Promise<CourseConditions> }>();

/** Drops the cached condition counts (after publishing, retagging or deleting courses; tests). */
export function forgetCourseConditions(): void {
  conditionCache.clear();
}

/** GET /api/Course/condition: what the list can be filtered by, with counts. */
export async function getCourseConditions(type: number, now: number = Date.now()): Promise<CourseConditions> {
  const cached = conditionCache.get(type);
  if (cached && now - cached.at < CONDITION_TTL_MS) return cached.value;
  const value = countConditions(type);
  conditionCache.set(type, { at: now, value });
  value.catch(() => conditionCache.delete(type));
  return value;
}

async function countConditions(type: number): Promise<CourseConditions> {
  const [subjectRows, tagRows] = await Promise.all([
    db
      .selectFrom("courses")
      .select(["subject", (eb) => eb.fn.countAll<number>().as("count")])
      .where("type", "=", type)
      .where("published", "=", 1)
      .groupBy("subject")
      .execute(),
    db
      .selectFrom("course_tags as t")
      .innerJoin("courses as c", "c.id", "t.course_id")
      .select(["t.tag", (eb) => eb.fn.countAll<number>().as("count")])
      .where("c.type", "=", type)
      .where("c.published", "=", 1)
      .groupBy("t.tag")
      .orderBy("count", "desc")
      .orderBy("t.tag")
      .limit(CONDITION_TAGS)
      .execute(),
  ]);
  const counts = new Map(subjectRows.map((row) => [row.subject, Number(row.count)]));
  return {
    type,
    types: courseTypes.map((entry) => ({ code: entry.code, name: entry.name })),
    subjects: subjects.map((subject) => ({
      code: subject.code,
      name: subject.name,
      count: counts.get(subject.code) ?? 0,
    })),
    tags: tagRows.map((row) => ({ name: row.tag, count: Number(row.count) })),
    sorts: courseSorts.map((sort) => ({ code: sort.code, name: sort.name })),
  };
}

/** GET /api/Course/hot-videos and /api/HomePage/hot-videos: the most watched courses of a type. */
export async function listHotCourses(viewer: Viewer, input: ShortCourseListInput): Promise<CourseCard[]> {
  return (
    await listCourses(viewer, {
      ...input,
      sort: "hot",
      subject: undefined,
      tag: undefined,
      keyword: undefined,
      free: undefined,
    })
  ).items;
}

/** GET /api/Course/lastest-videos (sic): the newest courses of a type. */
export async function listLatestCourses(viewer: Viewer, input: ShortCourseListInput): Promise<CourseCard[]> {
  return (
    await listCourses(viewer, {
      ...input,
      sort: "new",
      subject: undefined,
      tag: undefined,
      keyword: undefined,
      free: undefined,
    })
  ).items;
}

const HOME_TAGS = 8;

/** GET /api/HomePage/tag-videos: the type's top tags and the hottest courses of one (default: the first). */
export async function listTagCourses(
  viewer: Viewer,
  input: TagCoursesInput,
): Promise<{ tags: string[]; tag: string | null; items: CourseCard[] }> {
  const tags = (await getCourseConditions(input.type)).tags.slice(0, HOME_TAGS).map((tag) => tag.name);
  const tag = input.tag ?? tags[0] ?? null;
  if (tag === null) return { tags, tag, items: [] };
  const page = await listCourses(viewer, {
    ...input,
    tag,
    sort: "hot",
    subject: undefined,
    keyword: undefined,
    free: undefined,
  });
  return { tags, tag, items: page.items };
}

/** A published course's row, or 404. */
export async function findPublishedCourse(courseId: number) {
  const course = await db
    .selectFrom("courses as c")
    .select([...courseCardColumns, "c.introduction"])
    .where("c.id", "=", courseId)
    .where("c.published", "=", 1)
    .executeTakeFirst();
  if (!course) throw new DomainError(404, m.courseNotFound);
  return course;
}

export interface CourseDetail extends CourseCard {
  introduction: string;
  /** Videos anyone who may browse can watch (试看). */
  previewVideoCount: number;
  /** The first video in catalogue order (where "start learning" goes); null for an empty course. */
  firstVideoId: number | null;
  liked: boolean;
  collected: boolean;
  /** Whether the whole course plays for this viewer, and if not why (401 login / 403 purchase). */
  access: AccessSummary;
}

/** GET /api/Course/{id}. */
export async function getCourseDetail(
  viewer: Viewer,
  courseId: number,
  now: number = Date.now(),
): Promise<CourseDetail> {
  const course = await findPublishedCourse(courseId);
  const [context, reactions, videoFacts] = await Promise.all([
    loadAccessContext(viewer, now),
    viewer.userId === null
      ? Promise.resolve([])
      : db
          .selectFrom("content_reactions")
          .select("kind")
          .where("user_id", "=", viewer.userId)
          .where("target_type", "=", "course")
          .where("target_id", "=", courseId)
          .execute(),
    db
      .selectFrom("course_videos")
      .select((eb) => [
        eb.fn.min<number>("sequence").as("first_sequence"),
        eb.fn.sum<number>(eb.case().when("free_preview", "=", 1).then(1).else(0).end()).as("previews"),
      ])
      .where("course_id", "=", courseId)
      .executeTakeFirst(),
  ]);
  const first =
    videoFacts?.first_sequence == null
      ? undefined
      : await db
          .selectFrom("course_videos")
          .select("id")
          .where("course_id", "=", courseId)
          .where("sequence", "=", Number(videoFacts.first_sequence))
          .executeTakeFirst();
  return {
    ...toCourseCard(course as CourseCardRow, viewer, now),
    introduction: course.introduction,
    previewVideoCount: Number(videoFacts?.previews ?? 0),
    firstVideoId: first?.id ?? null,
    liked: reactions.some((row) => row.kind === "like"),
    collected: reactions.some((row) => row.kind === "collect"),
    access: accessSummary(await courseEntitlement(context, course)),
  };
}

interface VideoProgressTick {
  position: number;
  furthest: number;
  learnt: boolean;
}

export interface CatalogVideo {
  id: number;
  title: string;
  /** Seconds. */
  duration: number;
  poster: string | null;
  freePreview: boolean;
  sequence: number;
  /** Whether this viewer may play it (the whole course, or a preview). */
  playable: boolean;
  /** The logged-in viewer's progress in it; null when none or anonymous. */
  progress: VideoProgressTick | null;
}

interface CatalogNote {
  id: number;
  title: string;
  /** The note's text when the viewer has the whole course; null (locked) otherwise. */
  content: string | null;
  /** A signed URL of the note's file (e.g. a PDF) when there is one and the viewer has the course. */
  file: string | null;
  locked: boolean;
}

export type MixItem = ({ kind: "video" } & CatalogVideo) | ({ kind: "note" } & CatalogNote);

interface CatalogSection<Item> {
  id: number;
  title: string;
  position: number;
  items: Item[];
}

interface CatalogChapter<Item> {
  id: number;
  title: string;
  position: number;
  sections: Array<CatalogSection<Item>>;
}

export interface CourseCatalog<Item> {
  courseId: number;
  title: string;
  videoCount: number;
  totalDuration: number;
  access: AccessSummary;
  chapters: Array<CatalogChapter<Item>>;
}

async function catalogParts(viewer: Viewer, courseId: number, now: number, withNotes: boolean) {
  const course = await findPublishedCourse(courseId);
  const [context, chapters, sections, videos, notes, progress] = await Promise.all([
    loadAccessContext(viewer, now),
    db
      .selectFrom("course_chapters")
      .select(["id", "title", "position"])
      .where("course_id", "=", courseId)
      .orderBy("position")
      .execute(),
    db
      .selectFrom("course_sections")
      .select(["id", "chapter_id", "title", "position"])
      .where("course_id", "=", courseId)
      .orderBy("position")
      .execute(),
    db
      .selectFrom("course_videos")
      .select(["id", "section_id", "title", "duration_seconds", "poster_key", "free_preview", "position", "sequence"])
      .where("course_id", "=", courseId)
      .orderBy("sequence")
      .execute(),
    withNotes
      ? db
          .selectFrom("course_notes")
          .select(["id", "section_id", "title", "content", "file_key", "position"])
          .where("course_id", "=", courseId)
          .orderBy("section_id")
          .orderBy("position")
          .execute()
      : Promise.resolve([]),
    viewer.userId === null
      ? Promise.resolve([])
      : db
          .selectFrom("video_progress")
          .select(["video_id", "position_seconds", "furthest_seconds", "learnt"])
          .where("user_id", "=", viewer.userId)
          .where("course_id", "=", courseId)
          .where("video_type", "=", 1)
          .execute(),
  ]);
  const access = accessSummary(await courseEntitlement(context, course));
  const mayBrowse = viewer.userId !== null || viewer.campusSchoolId !== null;
  const ticks = new Map(
    progress.map((row) => [
      row.video_id,
      { position: row.position_seconds, furthest: row.furthest_seconds, learnt: row.learnt === 1 },
    ]),
  );
  const catalogVideos = videos.map((video) => ({
    sectionId: video.section_id,
    position: video.position,
    item: {
      id: video.id,
      title: video.title,
      duration: video.duration_seconds,
      poster: imageUrl(video.poster_key, viewer.subject, now),
      freePreview: video.free_preview === 1,
      sequence: video.sequence,
      playable: access.allowed || (video.free_preview === 1 && mayBrowse),
      progress: ticks.get(video.id) ?? null,
    } satisfies CatalogVideo,
  }));
  const catalogNotes = notes.map((note) => ({
    sectionId: note.section_id,
    position: note.position,
    item: {
      id: note.id,
      title: note.title,
      content: access.allowed ? note.content : null,
      file: access.allowed && note.file_key && viewer.subject ? imageUrl(note.file_key, viewer.subject, now) : null,
      locked: !access.allowed,
    } satisfies CatalogNote,
  }));
  return { course, access, chapters, sections, catalogVideos, catalogNotes };
}

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

function assemble<Item>(
  parts: Awaited<ReturnType<typeof catalogParts>>,
  itemsOf: (sectionId: number) => Item[],
): CourseCatalog<Item> {
  const { course, access, chapters, sections } = parts;
  return {
    courseId: course.id,
    title: course.title,
    videoCount: course.video_count,
    totalDuration: course.total_duration,
    access,
    chapters: chapters.map((chapter) => ({
      id: chapter.id,
      title: chapter.title,
      position: chapter.position,
      sections: sections
        .filter((section) => section.chapter_id === chapter.id)
        .map((section) => ({
          id: section.id,
          title: section.title,
          position: section.position,
          items: itemsOf(section.id),
        })),
    })),
  };
}

/** GET /api/Course/catalogs: chapters → sections → videos in order, with playability and the viewer's ticks. */
export async function getCourseCatalog(
  viewer: Viewer,
  courseId: number,
  now: number = Date.now(),
): Promise<CourseCatalog<CatalogVideo>> {
  const parts = await catalogParts(viewer, courseId, now, false);
  const bySection = groupBy(parts.catalogVideos, (video) => video.sectionId);
  return assemble(parts, (sectionId) => (bySection.get(sectionId) ?? []).map((video) => video.item));
}

/** GET /api/Course/mix-catalogs: the same, with the lecture notes interleaved by their position in each section. */
export async function getCourseMixCatalog(
  viewer: Viewer,
  courseId: number,
  now: number = Date.now(),
): Promise<CourseCatalog<MixItem>> {
  const parts = await catalogParts(viewer, courseId, now, true);
  const entries = [
    ...parts.catalogVideos.map((video) => ({
      sectionId: video.sectionId,
      position: video.position,
      order: 0,
      item: { kind: "video" as const, ...video.item },
    })),
    ...parts.catalogNotes.map((note) => ({
      sectionId: note.sectionId,
      position: note.position,
      order: 1,
      item: { kind: "note" as const, ...note.item },
    })),
  ].sort((a, b) => a.position - b.position || a.order - b.order);
  const bySection = groupBy(entries, (entry) => entry.sectionId);
  return assemble(parts, (sectionId): MixItem[] => (bySection.get(sectionId) ?? []).map((entry) => entry.item));
}
