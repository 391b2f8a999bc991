// 考研经验 (seniors' experience): the list by category and senior (最新 / 最热), the seniors (学长学姐) and their tags,
// one experience with its senior and the viewer's like/collect, the signed play URL of an experience told on video,
// likes and collects (content_reactions, target "experience"), and the short lists the home, hub and search pages
// call. Experience videos are free for everyone who may browse (the campus gate is the only rule), so they are not
// part of the licence rule of docs/decisions/0010; the URL is still signed and expiring (0009).
import { sql, type ExpressionBuilder, type SelectQueryBuilder } from "kysely";
import { db } from "~/db/client.server";
import { jsonList } from "~/db/json-column";
import { containsPattern } from "~/db/like-pattern";
import type { Database } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { playbackSubject } from "~/modules/access/content-access.server";
import { NOBODY, type Viewer } from "~/modules/access/viewer.server";
import { imageUrl } from "~/modules/media/media-links.server";
import { fetchPage, type Page } from "~/modules/paging/paged-query";
import { reactionsOf, setReaction } from "~/modules/reactions/reactions.server";
import { videoGrant, type VideoGrant } from "~/modules/video/video-grant.server";
import { experienceCategoryName, type ExperienceCategory } from "./experience-config";
import { experienceMessages as m } from "./experience-messages";
import type { ExperienceListInput, SeniorListInput } from "./experience-schemas";

/** An experience as lists show it (API page-query, the pages' cards, home, hub and search). */
export interface ExperienceCard {
  id: number;
  category: ExperienceCategory;
  categoryName: string;
  title: string;
  summary: string;
  /** Told on video (经验视频): the detail has a player. */
  hasVideo: boolean;
  /** Seconds; null without a video. */
  videoDuration: number | null;
  /** The poster's media key (for callers that sign it themselves) and its URL signed for the viewer (or null). */
  posterKey: string | null;
  poster: string | null;
  seniorId: number | null;
  seniorName: string | null;
  /** The senior is an approved applicant's account (the 学长学姐 badge, docs/decisions/0033). */
  seniorBadge: boolean;
  admittedSchool: string | null;
  admittedMajor: string | null;
  publishedAt: string | null;
  viewCount: number;
  likeCount: number;
  collectCount: number;
}

export interface SeniorCard {
  id: number;
  name: string;
  /** Signed URL, or null (no picture: pages show the name's first character). */
  avatar: string | null;
  undergraduateSchool: string;
  admittedSchool: string;
  admittedMajor: string;
  examYear: number;
  totalScore: number | null;
  tags: string[];
  /** Published experiences (their own, and those their account wrote). */
  experienceCount: number;
  /** An approved applicant's profile, linked to their account: the 学长学姐 badge (docs/decisions/0033). */
  badge: boolean;
}

export interface SeniorDetail extends SeniorCard {
  /** Plain text, paragraphs separated by a blank line. */
  introduction: string;
}

export interface ExperienceDetail extends ExperienceCard {
  /** text: plain text, paragraphs separated by a blank line (seed posts); html: sanitised HTML (students' posts, 0030). */
  content: string;
  contentFormat: "text" | "html";
  /** A student's post: its 1–2 tags and the link to one of the site's video pages (docs/decisions/0030). */
  tags: string[];
  videoLink: string | null;
  senior: SeniorDetail | null;
  liked: boolean;
  collected: boolean;
}

const cardColumns = [
  "e.id",
  "e.category",
  "e.title",
  "e.summary",
  "e.video_key",
  "e.video_duration",
  "e.poster_key",
  "e.senior_id",
  "e.published_at",
  "e.view_count",
  "e.like_count",
  "e.collect_count",
  "s.name as senior_name",
  "s.admitted_school",
  "s.admitted_major",
  "s.user_id as senior_user_id",
] as const;

interface CardRow {
  id: number;
  category: string;
  title: string;
  summary: string;
  video_key: string | null;
  video_duration: number | null;
  poster_key: string | null;
  senior_id: number | null;
  published_at: number | null;
  view_count: number;
  like_count: number;
  collect_count: number;
  senior_name: string | null;
  admitted_school: string | null;
  admitted_major: string | null;
  senior_user_id: number | null;
}

function toCard(row: CardRow, viewer: Viewer, now: number): ExperienceCard {
  return {
    id: row.id,
    // A published post has one of the six: the seed's are, and 发布 requires one (post-schemas requireComplete).
    category: row.category as ExperienceCategory,
    categoryName: experienceCategoryName(row.category),
    title: row.title,
    summary: row.summary,
    hasVideo: row.video_key !== null,
    videoDuration: row.video_key === null ? null : (row.video_duration ?? 0),
    posterKey: row.poster_key,
    poster: imageUrl(row.poster_key, viewer.subject, now),
    seniorId: row.senior_id,
    seniorName: row.senior_name,
    seniorBadge: row.senior_user_id !== null && row.senior_user_id !== undefined,
    admittedSchool: row.admitted_school,
    admittedMajor: row.admitted_major,
    publishedAt: row.published_at === null ? null : new Date(row.published_at).toISOString(),
    viewCount: row.view_count,
    likeCount: row.like_count,
    collectCount: row.collect_count,
  };
}

export type ExperienceQuery = SelectQueryBuilder<Database & { e: Database["experiences"] }, "e", object>;

function published(): ExperienceQuery {
  return db.selectFrom("experiences as e").where("e.published", "=", 1) as unknown as ExperienceQuery;
}

function withSenior(query: ExperienceQuery) {
  return query.leftJoin("seniors as s", "s.id", "e.senior_id").select(cardColumns);
}

function filtered(input: Pick<ExperienceListInput, "category" | "seniorId" | "keyword">): ExperienceQuery {
  let query = published();
  if (input.category) query = query.where("e.category", "=", input.category);
  if (input.seniorId !== undefined) query = query.where(seniorsPosts(input.seniorId));
  if (input.keyword) {
    // lower() on both sides: PostgreSQL's LIKE is case-sensitive, SQLite's is not (for ASCII); this makes them agree.
    const pattern = containsPattern(input.keyword.toLowerCase());
    // A published comment's words find the post it is under (the post, never the comment; issue 17): a comment under
    // review, declined, hidden or deleted finds nothing.
    query = query.where(
      sql<boolean>`(lower(e.title) like ${pattern} escape '\\' or lower(e.summary) like ${pattern} escape '\\' or exists (
        select 1 from experience_comments c
        where c.experience_id = e.id and c.state = 'published' and c.deleted = 0 and lower(c.body) like ${pattern} escape '\\'))`,
    );
  }
  return query;
}

/** A senior's posts: those filed under their profile, and those their account wrote (an approved applicant's). */
function seniorsPosts(seniorId: number) {
  return (eb: ExpressionBuilder<Database & { e: Database["experiences"] }, "e">) =>
    eb.or([
      eb("e.senior_id", "=", seniorId),
      eb(
        "e.author_user_id",
        "in",
        eb
          .selectFrom("seniors as so")
          .select("so.user_id")
          .where("so.id", "=", seniorId)
          .where("so.user_id", "is not", null),
      ),
    ]);
}

function sorted(query: ExperienceQuery, sort: "new" | "hot"): ExperienceQuery {
  return sort === "hot"
    ? query.orderBy("e.view_count", "desc").orderBy("e.id", "desc")
    : query.orderBy("e.published_at", "desc").orderBy("e.id", "desc");
}

/**
 * One page of cards: the filtered experiences counted (no join) and, ordered and joined to their seniors, paged —
 * together, like the course module's fetchPage (whose two queries must share their tables, which a join breaks).
 */
async function cardPage(
  paging: { page: number; rows: number },
  input: Pick<ExperienceListInput, "category" | "seniorId" | "keyword" | "sort">,
  viewer: Viewer,
  now: number,
): Promise<Page<ExperienceCard>> {
  const [count, rows] = await Promise.all([
    filtered(input)
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirst(),
    withSenior(sorted(filtered(input), input.sort))
      .limit(paging.rows)
      .offset((paging.page - 1) * paging.rows)
      .execute(),
  ]);
  return {
    page: paging.page,
    rows: paging.rows,
    total: Number(count?.count ?? 0),
    items: (rows as CardRow[]).map((row) => toCard(row, viewer, now)),
  };
}

/** GET /api/Experience/page-query: published experiences by category and/or senior (and keyword), 最新 or 最热. */
export async function listExperiences(
  viewer: Viewer,
  input: ExperienceListInput,
  now: number = Date.now(),
): Promise<Page<ExperienceCard>> {
  return cardPage(input, input, viewer, now);
}

/**
 * A page of published experiences, newest first, narrowed by `narrow` (a WHERE over `e`, the experiences): the posts of
 * the seniors a student follows (follows/), the posts a student wrote (我的文章). Counted and paged like the list.
 */
export async function experienceCardPageWhere(
  viewer: Viewer,
  paging: { page: number; rows: number },
  narrow: (query: ExperienceQuery) => ExperienceQuery,
  now: number = Date.now(),
): Promise<Page<ExperienceCard>> {
  const [count, rows] = await Promise.all([
    narrow(published())
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirst(),
    withSenior(sorted(narrow(published()), "new"))
      .limit(paging.rows)
      .offset((paging.page - 1) * paging.rows)
      .execute(),
  ]);
  return {
    page: paging.page,
    rows: paging.rows,
    total: Number(count?.count ?? 0),
    items: (rows as CardRow[]).map((row) => toCard(row, viewer, now)),
  };
}

/** Like experienceCardPageWhere, 最新 or 最热 (/square/more: posts by category and their senior's school and major). */
export async function experienceCardPageSorted(
  viewer: Viewer,
  paging: { page: number; rows: number },
  narrow: (query: ExperienceQuery) => ExperienceQuery,
  sort: "new" | "hot",
  now: number = Date.now(),
): Promise<Page<ExperienceCard>> {
  const [count, rows] = await Promise.all([
    narrow(published())
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirst(),
    withSenior(sorted(narrow(published()), sort))
      .limit(paging.rows)
      .offset((paging.page - 1) * paging.rows)
      .execute(),
  ]);
  return {
    page: paging.page,
    rows: paging.rows,
    total: Number(count?.count ?? 0),
    items: (rows as CardRow[]).map((row) => toCard(row, viewer, now)),
  };
}

/** The newest experiences (home pages, the mobile 经验 hub). Posters are signed for `viewer` (none: null URLs). */
export async function latestExperiences(
  limit: number,
  viewer: Viewer = NOBODY,
  now: number = Date.now(),
): Promise<ExperienceCard[]> {
  const rows = await withSenior(sorted(published(), "new")).limit(clampLimit(limit)).execute();
  return (rows as CardRow[]).map((row) => toCard(row, viewer, now));
}

/** The most read experiences of a category, without one (the play page's 更多经验). */
export async function relatedExperiences(
  viewer: Viewer,
  category: string,
  exceptId: number,
  limit: number,
  now: number = Date.now(),
): Promise<ExperienceCard[]> {
  const rows = await withSenior(
    sorted(published().where("e.category", "=", category).where("e.id", "<>", exceptId), "hot"),
  )
    .limit(clampLimit(limit))
    .execute();
  return (rows as CardRow[]).map((row) => toCard(row, viewer, now));
}

/**
 * Site search: experiences whose title or summary, or one of whose published comments, contains `keyword` (%, _ and \
 * taken literally), newest first.
 * Posters are signed for `viewer` when given.
 */
export async function searchExperiences(
  input: { keyword: string; page: number; rows: number },
  viewer: Viewer = NOBODY,
  now: number = Date.now(),
): Promise<{ total: number; items: ExperienceCard[] }> {
  const keyword = input.keyword.trim();
  const paging = {
    page: Math.max(1, Math.floor(Number.isFinite(input.page) ? input.page : 1)),
    rows: clampLimit(input.rows),
  };
  if (!keyword) return { total: 0, items: [] };
  const page = await cardPage(paging, { keyword, sort: "new" }, viewer, now);
  return { total: page.total, items: page.items };
}

function clampLimit(limit: number): number {
  return Math.min(100, Math.max(1, Math.floor(Number.isFinite(limit) ? limit : 1)));
}

// ——— Seniors ———

const seniorColumns = [
  "id",
  "name",
  "avatar_key",
  "undergraduate_school",
  "admitted_school",
  "admitted_major",
  "exam_year",
  "total_score",
  "tags",
  "user_id",
] as const;

interface SeniorRow {
  id: number;
  name: string;
  avatar_key: string | null;
  undergraduate_school: string;
  admitted_school: string;
  admitted_major: string;
  exam_year: number;
  total_score: number | null;
  tags: string;
  user_id: number | null;
}

const isString = (value: unknown): value is string => typeof value === "string";

function toSenior(row: SeniorRow, count: number, viewer: Viewer, now: number): SeniorCard {
  return {
    id: row.id,
    name: row.name,
    avatar: imageUrl(row.avatar_key, viewer.subject, now),
    undergraduateSchool: row.undergraduate_school,
    admittedSchool: row.admitted_school,
    admittedMajor: row.admitted_major,
    examYear: row.exam_year,
    totalScore: row.total_score,
    tags: jsonList(row.tags, isString),
    experienceCount: count,
    badge: row.user_id !== null,
  };
}

/** Published experiences per senior, for the seniors on one page (one grouped query over the senior index). */
async function experienceCounts(seniorIds: number[]): Promise<Map<number, number>> {
  if (seniorIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("experiences")
    .select(["senior_id", (eb) => eb.fn.countAll<number>().as("count")])
    .where("senior_id", "in", seniorIds)
    .where("published", "=", 1)
    .groupBy("senior_id")
    .execute();
  const counts = new Map(rows.map((row) => [row.senior_id as number, Number(row.count)]));
  // Posts an approved senior's account wrote that are not filed under their profile.
  const authored = await db
    .selectFrom("seniors as s")
    .innerJoin("experiences as x", "x.author_user_id", "s.user_id")
    .select(["s.id", (eb) => eb.fn.countAll<number>().as("count")])
    .where("s.id", "in", seniorIds)
    .where("x.published", "=", 1)
    .where((eb) => eb.or([eb("x.senior_id", "is", null), eb("x.senior_id", "<>", eb.ref("s.id"))]))
    .groupBy("s.id")
    .execute();
  for (const row of authored) counts.set(Number(row.id), (counts.get(Number(row.id)) ?? 0) + Number(row.count));
  return counts;
}

async function toSeniors(rows: SeniorRow[], viewer: Viewer, now: number): Promise<SeniorCard[]> {
  const counts = await experienceCounts(rows.map((row) => row.id));
  return rows.map((row) => toSenior(row, counts.get(row.id) ?? 0, viewer, now));
}

/** GET /api/Experience/senior/page-query: the seniors, latest exam year first. */
export async function listSeniors(
  viewer: Viewer,
  input: SeniorListInput,
  now: number = Date.now(),
): Promise<Page<SeniorCard>> {
  const base = db.selectFrom("seniors");
  const ordered = base.select(seniorColumns).orderBy("exam_year", "desc").orderBy("id", "desc");
  return fetchPage(input, base, ordered, (rows) => toSeniors(rows as SeniorRow[], viewer, now));
}

/** The seniors of these ids, in the order given (unknown ids are left out): the follows lists' cards. */
export async function seniorsByIds(
  viewer: Viewer,
  ids: readonly number[],
  now: number = Date.now(),
): Promise<SeniorCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("seniors")
    .select(seniorColumns)
    .where("id", "in", [...ids])
    .execute();
  const cards = new Map((await toSeniors(rows, viewer, now)).map((card) => [card.id, card]));
  return ids.flatMap((id) => cards.get(id) ?? []);
}

/** 学长学姐 for a student (/user/senior): by admitted school, a category they wrote in, exam year; latest year first. */
export interface SeniorDirectoryFilter {
  school?: string;
  category?: ExperienceCategory;
  examYear?: number;
  /** /square/more: the admitted major. */
  major?: string;
}

export async function listSeniorDirectory(
  viewer: Viewer,
  paging: { page: number; rows: number },
  filter: SeniorDirectoryFilter,
  now: number = Date.now(),
): Promise<Page<SeniorCard>> {
  let base = db.selectFrom("seniors as s");
  if (filter.school) base = base.where("s.admitted_school", "=", filter.school);
  if (filter.examYear !== undefined) base = base.where("s.exam_year", "=", filter.examYear);
  if (filter.major) base = base.where("s.admitted_major", "=", filter.major);
  if (filter.category) {
    const category = filter.category;
    base = base.where(({ exists, selectFrom }) =>
      exists(
        selectFrom("experiences as x")
          .select("x.id")
          .whereRef("x.senior_id", "=", "s.id")
          .where("x.published", "=", 1)
          .where("x.category", "=", category),
      ),
    );
  }
  const ordered = base
    .select([
      "s.id",
      "s.name",
      "s.avatar_key",
      "s.undergraduate_school",
      "s.admitted_school",
      "s.admitted_major",
      "s.exam_year",
      "s.total_score",
      "s.tags",
      "s.user_id",
    ])
    .orderBy("s.exam_year", "desc")
    .orderBy("s.id", "desc");
  return fetchPage(paging, base, ordered, (rows) => toSeniors(rows as SeniorRow[], viewer, now));
}

/** The directory filter's choices: the schools seniors were admitted to and their exam years (a short table). */
export async function seniorDirectoryChoices(): Promise<{ schools: string[]; years: number[] }> {
  const [schools, years] = await Promise.all([
    db.selectFrom("seniors").select("admitted_school").distinct().orderBy("admitted_school").execute(),
    db.selectFrom("seniors").select("exam_year").distinct().orderBy("exam_year", "desc").execute(),
  ]);
  return { schools: schools.map((row) => row.admitted_school), years: years.map((row) => Number(row.exam_year)) };
}

/** A strip of seniors (the experience list, the home and hub pages): the first page of senior/page-query. */
export async function featuredSeniors(
  limit: number,
  viewer: Viewer = NOBODY,
  now: number = Date.now(),
): Promise<SeniorCard[]> {
  const rows = await db
    .selectFrom("seniors")
    .select(seniorColumns)
    .orderBy("exam_year", "desc")
    .orderBy("id", "desc")
    .limit(clampLimit(limit))
    .execute();
  return toSeniors(rows, viewer, now);
}

/** One senior with their introduction; 404 for an unknown id. */
export async function getSenior(viewer: Viewer, id: number, now: number = Date.now()): Promise<SeniorDetail> {
  const row = await db
    .selectFrom("seniors")
    .select([...seniorColumns, "introduction"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new DomainError(404, m.seniorNotFound);
  const [card] = await toSeniors([row], viewer, now);
  return { ...card!, introduction: row.introduction };
}

/**
 * The home page's 学长学姐 tags (GET /api/HomePage/upperclassman-tags): every tag of the seniors with how many seniors
 * carry it, most used first. Seniors are a short table (hundreds at most) read whole; each process keeps the answer a
 * minute, like the course filter's tag counts.
 */
const TAGS_TTL_MS = 60_000;
let tagCache: { at: number; value: Promise<Array<{ name: string; count: number }>> } | undefined;

export function seniorTags(now: number = Date.now()): Promise<Array<{ name: string; count: number }>> {
  if (tagCache && now - tagCache.at < TAGS_TTL_MS) return tagCache.value;
  const value = db
    .selectFrom("seniors")
    .select("tags")
    .execute()
    .then((rows) => {
      const counts = new Map<string, number>();
      for (const row of rows)
        for (const tag of new Set(jsonList(row.tags, isString))) counts.set(tag, (counts.get(tag) ?? 0) + 1);
      return [...counts]
        .map(([name, count]) => ({ name, count }))
        .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    });
  tagCache = { at: now, value };
  value.catch(() => (tagCache = undefined));
  return value;
}

// ——— One experience ———

async function findExperience(id: number) {
  const row = await withSenior(published().where("e.id", "=", id))
    .select(["e.content", "e.content_format", "e.tags as post_tags", "e.video_link", "e.video_key as media_key"])
    .executeTakeFirst();
  if (!row) throw new DomainError(404, m.notFound);
  return row as CardRow & {
    content: string;
    content_format: string;
    post_tags: string;
    video_link: string | null;
    media_key: string | null;
  };
}

async function detailOf(
  row: CardRow & { content: string; content_format: string; post_tags: string; video_link: string | null },
  viewer: Viewer,
  now: number,
): Promise<ExperienceDetail> {
  const [senior, reactions] = await Promise.all([
    row.senior_id === null ? null : getSenior(viewer, row.senior_id, now).catch(() => null),
    reactionsOf(viewer.userId, "experience", [row.id]),
  ]);
  return {
    ...toCard(row, viewer, now),
    content: row.content,
    contentFormat: row.content_format === "html" ? "html" : "text",
    tags: jsonList(row.post_tags, isString),
    videoLink: row.video_link,
    senior,
    liked: reactions.liked.has(row.id),
    collected: reactions.collected.has(row.id),
  };
}

/** GET /api/Experience/exam-experience: the experience, its senior and the viewer's like/collect. */
export async function getExperience(viewer: Viewer, id: number, now: number = Date.now()): Promise<ExperienceDetail> {
  return detailOf(await findExperience(id), viewer, now);
}

/** One more reader (the detail page and exam-experience count a view; the play URL does not, so one visit counts once). */
export async function recordExperienceView(id: number): Promise<void> {
  await db
    .updateTable("experiences")
    .set({ view_count: sql`view_count + 1` })
    .where("id", "=", id)
    .where("published", "=", 1)
    .execute();
}

export interface ExperiencePlayGrant extends VideoGrant {
  id: number;
}

/** GET /api/Experience/video-play-url: the talk's signed URL (basis "free"); 404 when the experience has no video. */
export async function experienceVideoPlayUrl(
  viewer: Viewer,
  id: number,
  now: number = Date.now(),
): Promise<ExperiencePlayGrant> {
  const row = await findExperience(id);
  return experienceGrant(viewer, row, now);
}

/** The grant of an experience already read (the play page has the row). */
async function experienceGrant(
  viewer: Viewer,
  row: {
    id: number;
    title: string;
    video_duration: number | null;
    poster_key: string | null;
    media_key: string | null;
  },
  now: number = Date.now(),
): Promise<ExperiencePlayGrant> {
  if (!row.media_key) throw new DomainError(404, m.noVideo);
  const subject = playbackSubject(viewer);
  const video = {
    title: row.title,
    duration_seconds: row.video_duration ?? 0,
    poster_key: row.poster_key,
    media_key: row.media_key,
  };
  return { id: row.id, ...(await videoGrant(video, subject, "free", null, now)) };
}

/**
 * For the play page: the detail and, when it has a video, its grant (null when the viewer has no media subject, which
 * a browser always has: server.ts gives it an appuuid on its first view).
 */
export async function experienceForPage(viewer: Viewer, id: number, now: number = Date.now()) {
  const row = await findExperience(id);
  const detail = await detailOf(row, viewer, now);
  return { detail, grant: row.media_key && viewer.subject ? await experienceGrant(viewer, row, now) : null };
}

export async function setExperienceLike(userId: number, id: number, liked: boolean) {
  const state = await setReaction(userId, "experience", id, "like", liked);
  return { id, liked: state.active, likeCount: state.count ?? 0 };
}

export async function setExperienceCollect(userId: number, id: number, collected: boolean) {
  const state = await setReaction(userId, "experience", id, "collect", collected);
  return { id, collected: state.active, collectCount: state.count ?? 0 };
}
