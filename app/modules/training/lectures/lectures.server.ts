// A batch's 讲座 (issue 27; docs/decisions/0055-training-platform.md): the schedule, one lecture with its materials,
// what its teachers write (a room or a published live, the batch's own materials), the views of its students (one row
// per student and lecture, counted) and their collects (content_reactions, target training_lecture). Every function
// takes the batch the caller was let into (training-access.server.ts) and checks the lecture belongs to it in its
// WHERE clause: an id of another batch is the same 404 as an id that names nothing.
import { db } from "~/db/client.server";
import { DomainError } from "~/lib/domain-error";
import { beijingMinute } from "~/modules/console/live-editor-schemas";
import { reactionsOf, setReaction } from "~/modules/reactions/reactions.server";
import { trainingMessages } from "../training-messages";
import { lectureMessages as m } from "./lecture-messages";
import type { LectureInput } from "./lecture-schemas";

interface LectureLive {
  id: number;
  title: string;
}

interface LectureMaterial {
  id: number;
  title: string;
  status: string;
}

export interface LectureItem {
  id: number;
  batchId: number;
  title: string;
  teacher: string;
  startsAt: number;
  endsAt: number;
  room: string;
  live: LectureLive | null;
  description: string;
  /** Students who opened the lecture's page at least once. */
  viewerCount: number;
  materials: LectureMaterial[];
  /** Whether the caller collected it (false for teachers, who do not collect). */
  collected: boolean;
  updatedAt: number;
}

type LectureRow = {
  id: number;
  batch_id: number;
  title: string;
  teacher_name: string;
  starts_at: number | string;
  ends_at: number | string;
  room: string | null;
  live_id: number | null;
  live_title: string | null;
  description: string;
  updated_at: number | string;
};

function lectureQuery() {
  return db
    .selectFrom("training_lectures as l")
    .leftJoin("lives as v", (join) => join.onRef("v.id", "=", "l.live_id").on("v.published", "=", 1))
    .select([
      "l.id",
      "l.batch_id",
      "l.title",
      "l.teacher_name",
      "l.starts_at",
      "l.ends_at",
      "l.room",
      "l.live_id",
      "v.title as live_title",
      "l.description",
      "l.updated_at",
    ]);
}

/** The views, materials and the caller's collects of these lectures, in three grouped queries. */
async function itemsOf(rows: readonly LectureRow[], userId: number | null): Promise<LectureItem[]> {
  const ids = rows.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  const [views, materials, reactions] = await Promise.all([
    db
      .selectFrom("training_lecture_views")
      .select(["lecture_id", (eb) => eb.fn.countAll<number | string>().as("n")])
      .where("lecture_id", "in", ids)
      .groupBy("lecture_id")
      .execute(),
    db
      .selectFrom("training_lecture_materials as lm")
      .innerJoin("training_materials as t", "t.id", "lm.material_id")
      .select(["lm.lecture_id", "t.id", "t.title", "t.status"])
      .where("lm.lecture_id", "in", ids)
      .where("t.status", "!=", "failed")
      .orderBy("t.id")
      .execute(),
    reactionsOf(userId, "training_lecture", ids),
  ]);
  const viewCounts = new Map(views.map((row) => [Number(row.lecture_id), Number(row.n)]));
  const materialsOf = new Map<number, LectureMaterial[]>();
  for (const row of materials) {
    const list = materialsOf.get(Number(row.lecture_id)) ?? [];
    list.push({ id: Number(row.id), title: row.title, status: row.status });
    materialsOf.set(Number(row.lecture_id), list);
  }
  return rows.map((row) => ({
    id: Number(row.id),
    batchId: Number(row.batch_id),
    title: row.title,
    teacher: row.teacher_name,
    startsAt: Number(row.starts_at),
    endsAt: Number(row.ends_at),
    room: row.room ?? "",
    live: row.live_id !== null && row.live_title !== null ? { id: Number(row.live_id), title: row.live_title } : null,
    description: row.description,
    viewerCount: viewCounts.get(Number(row.id)) ?? 0,
    materials: materialsOf.get(Number(row.id)) ?? [],
    collected: reactions.collected.has(Number(row.id)),
    updatedAt: Number(row.updated_at),
  }));
}

/** The schedule: upcoming and running lectures first (soonest first), then past ones (latest first). */
export function scheduleOrder<T extends { startsAt: number; endsAt: number }>(
  items: readonly T[],
  now: number,
): { upcoming: T[]; past: T[] } {
  const upcoming = items.filter((item) => item.endsAt > now).sort((a, b) => a.startsAt - b.startsAt);
  const past = items.filter((item) => item.endsAt <= now).sort((a, b) => b.startsAt - a.startsAt);
  return { upcoming, past };
}

/** Every lecture of a batch (a batch holds a term's sessions: tens, not thousands). */
export async function listLectures(batchId: number, userId: number | null): Promise<LectureItem[]> {
  const rows = await lectureQuery().where("l.batch_id", "=", batchId).orderBy("l.starts_at").orderBy("l.id").execute();
  return itemsOf(rows, userId);
}

/** The next lectures of a batch that have not ended, soonest first. */
export async function upcomingLectures(batchId: number, now: number, limit = 3): Promise<LectureItem[]> {
  const rows = await lectureQuery()
    .where("l.batch_id", "=", batchId)
    .where("l.ends_at", ">", now)
    .orderBy("l.starts_at")
    .orderBy("l.id")
    .limit(limit)
    .execute();
  return itemsOf(rows, null);
}

/** One lecture of this batch, or 404. */
export async function getLecture(batchId: number, lectureId: number, userId: number | null): Promise<LectureItem> {
  const row = await lectureQuery().where("l.id", "=", lectureId).where("l.batch_id", "=", batchId).executeTakeFirst();
  if (!row) throw new DomainError(404, trainingMessages.lectureNotFound);
  const [item] = await itemsOf([row], userId);
  if (!item) throw new DomainError(404, trainingMessages.lectureNotFound);
  return item;
}

/** The batch of a lecture (the API names a lecture by its id alone), or null. */
export async function batchOfLecture(lectureId: number): Promise<number | null> {
  if (!Number.isSafeInteger(lectureId) || lectureId <= 0) return null;
  const row = await db
    .selectFrom("training_lectures")
    .select("batch_id")
    .where("id", "=", lectureId)
    .executeTakeFirst();
  return row ? Number(row.batch_id) : null;
}

/** What a lecture may link to: published lives that have not ended more than 30 days ago, and the batch's materials. */
export async function lectureChoices(batchId: number, now: number) {
  const [lives, materials] = await Promise.all([
    db
      .selectFrom("lives")
      .select(["id", "title", "starts_at"])
      .where("published", "=", 1)
      .where("ends_at", ">", now - 30 * 86_400_000)
      .orderBy("starts_at")
      .orderBy("id")
      .limit(200)
      .execute(),
    db
      .selectFrom("training_materials")
      .select(["id", "title", "status"])
      .where("batch_id", "=", batchId)
      .where("status", "!=", "failed")
      .orderBy("id", "desc")
      .limit(200)
      .execute(),
  ]);
  return {
    lives: lives.map((row) => ({ id: Number(row.id), title: row.title, startsAt: Number(row.starts_at) })),
    materials: materials.map((row) => ({ id: Number(row.id), title: row.title, status: row.status })),
  };
}

interface LectureValues {
  title: string;
  teacher_name: string;
  starts_at: number;
  ends_at: number;
  room: string | null;
  live_id: number | null;
  description: string;
}

/** The input checked against the database: the live is published, every material is this batch's and not failed. */
async function valuesOf(
  batchId: number,
  input: LectureInput,
): Promise<{ values: LectureValues; materialIds: number[] }> {
  const startsAt = beijingMinute(input.startsAt);
  const endsAt = beijingMinute(input.endsAt);
  if (startsAt === null || endsAt === null) throw new DomainError(400, m.timeInvalid, { startsAt: m.timeInvalid });
  if (input.liveId !== undefined) {
    const live = await db
      .selectFrom("lives")
      .select("id")
      .where("id", "=", input.liveId)
      .where("published", "=", 1)
      .executeTakeFirst();
    if (!live) throw new DomainError(400, m.liveInvalid, { liveId: m.liveInvalid });
  }
  const materialIds = [...new Set(input.materialIds)];
  if (materialIds.length > 0) {
    const found = await db
      .selectFrom("training_materials")
      .select("id")
      .where("id", "in", materialIds)
      .where("batch_id", "=", batchId)
      .where("status", "!=", "failed")
      .execute();
    if (found.length !== materialIds.length)
      throw new DomainError(400, m.materialsInvalid, { materialIds: m.materialsInvalid });
  }
  return {
    values: {
      title: input.title,
      teacher_name: input.teacher,
      starts_at: startsAt,
      ends_at: endsAt,
      room: input.room === "" ? null : input.room,
      live_id: input.liveId ?? null,
      description: input.description,
    },
    materialIds,
  };
}

/** 安排讲座: a new lecture of this batch. */
export async function createLecture(
  batchId: number,
  userId: number,
  input: LectureInput,
  now: number = Date.now(),
): Promise<LectureItem> {
  const { values, materialIds } = await valuesOf(batchId, input);
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("training_lectures")
      .values({ ...values, batch_id: batchId, created_by_user_id: userId, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (materialIds.length > 0)
      await trx
        .insertInto("training_lecture_materials")
        .values(materialIds.map((material_id) => ({ lecture_id: Number(row.id), material_id })))
        .execute();
    return Number(row.id);
  });
  return getLecture(batchId, id, null);
}

/** A lecture's new fields (its materials replaced by the chosen ones). */
export async function updateLecture(
  batchId: number,
  lectureId: number,
  input: LectureInput,
  now: number = Date.now(),
): Promise<LectureItem> {
  const { values, materialIds } = await valuesOf(batchId, input);
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("training_lectures")
      .set({ ...values, updated_at: now })
      .where("id", "=", lectureId)
      .where("batch_id", "=", batchId)
      .returning("id")
      .executeTakeFirst();
    if (!updated) throw new DomainError(404, trainingMessages.lectureNotFound);
    await trx.deleteFrom("training_lecture_materials").where("lecture_id", "=", lectureId).execute();
    if (materialIds.length > 0)
      await trx
        .insertInto("training_lecture_materials")
        .values(materialIds.map((material_id) => ({ lecture_id: lectureId, material_id })))
        .execute();
  });
  return getLecture(batchId, lectureId, null);
}

/** Deletes a lecture with its materials' links, views and collects; its title for the toast. */
export async function deleteLecture(batchId: number, lectureId: number): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("training_lectures")
      .select("title")
      .where("id", "=", lectureId)
      .where("batch_id", "=", batchId)
      .executeTakeFirst();
    if (!row) throw new DomainError(404, trainingMessages.lectureNotFound);
    await trx
      .deleteFrom("content_reactions")
      .where("target_type", "=", "training_lecture")
      .where("target_id", "=", lectureId)
      .execute();
    await trx.deleteFrom("training_lectures").where("id", "=", lectureId).execute();
    return row.title;
  });
}

/** A student opened the lecture: one row per student and lecture, counted. */
export async function recordLectureView(lectureId: number, userId: number, now: number = Date.now()): Promise<void> {
  await db
    .insertInto("training_lecture_views")
    .values({ lecture_id: lectureId, user_id: userId, view_count: 1, first_viewed_at: now, last_viewed_at: now })
    .onConflict((oc) =>
      oc.columns(["lecture_id", "user_id"]).doUpdateSet((eb) => ({
        view_count: eb("training_lecture_views.view_count", "+", 1),
        last_viewed_at: now,
      })),
    )
    .execute();
}

/** 收藏 / 取消收藏 a lecture of this batch (the caller's membership was checked by the caller). */
export async function collectLecture(
  batchId: number,
  lectureId: number,
  userId: number,
  on: boolean,
): Promise<{ id: number; collected: boolean }> {
  const row = await db
    .selectFrom("training_lectures")
    .select("id")
    .where("id", "=", lectureId)
    .where("batch_id", "=", batchId)
    .executeTakeFirst();
  if (!row) throw new DomainError(404, trainingMessages.lectureNotFound);
  const state = await setReaction(userId, "training_lecture", lectureId, "collect", on);
  return { id: lectureId, collected: state.active };
}
