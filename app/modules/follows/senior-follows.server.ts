// 我的关注 (docs/decisions/0027): a student follows seniors (学长学姐). One row per pair (the key), so following twice
// is one follow and unfollowing what is not followed changes nothing; every query names the student in its WHERE.
// The lists: the seniors followed (newest follow first, through (user_id, created_at)) and their newest posts (one
// join of the follows to the experiences, through the senior index), paged in the database.
import { db } from "~/db/client.server";
import { DomainError } from "~/lib/domain-error";
import type { Viewer } from "~/modules/access/viewer.server";
import { experienceMessages } from "~/modules/experience/experience-messages";
import {
  experienceCardPageWhere,
  seniorsByIds,
  type ExperienceCard,
  type SeniorCard,
} from "~/modules/experience/experience.server";
import { pageOffset, type Page } from "~/modules/paging/paged-query";
import type { Paging } from "~/modules/paging/paging-schemas";

export interface FollowState {
  seniorId: number;
  following: boolean;
  followerCount: number;
}

export interface FollowedSenior extends SeniorCard {
  /** When the student followed them (ISO). */
  followedAt: string;
}

async function requireSenior(seniorId: number): Promise<void> {
  const row = await db.selectFrom("seniors").select("id").where("id", "=", seniorId).executeTakeFirst();
  if (!row) throw new DomainError(404, experienceMessages.seniorNotFound);
}

/** Followers of each senior (one grouped query over the senior index); seniors without any are absent. */
export async function followerCounts(seniorIds: readonly number[]): Promise<Map<number, number>> {
  if (seniorIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("senior_follows")
    .select(["senior_id", (eb) => eb.fn.countAll<number>().as("count")])
    .where("senior_id", "in", [...seniorIds])
    .groupBy("senior_id")
    .execute();
  return new Map(rows.map((row) => [Number(row.senior_id), Number(row.count)]));
}

/** Which of these seniors the student follows (none for a guest). */
export async function followedAmong(userId: number | null, seniorIds: readonly number[]): Promise<Set<number>> {
  if (userId === null || seniorIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("senior_follows")
    .select("senior_id")
    .where("user_id", "=", userId)
    .where("senior_id", "in", [...seniorIds])
    .execute();
  return new Set(rows.map((row) => Number(row.senior_id)));
}

/** One senior's follow state for the viewer: followed or not, and their follower count. */
export async function followStateOf(userId: number | null, seniorId: number): Promise<FollowState> {
  const [counts, followed] = await Promise.all([followerCounts([seniorId]), followedAmong(userId, [seniorId])]);
  return { seniorId, following: followed.has(seniorId), followerCount: counts.get(seniorId) ?? 0 };
}

/** 关注 (idempotent: a second follow keeps the first one's time); 404 for a senior who does not exist. */
export async function followSenior(userId: number, seniorId: number, now: number = Date.now()): Promise<FollowState> {
  await requireSenior(seniorId);
  await db
    .insertInto("senior_follows")
    .values({ user_id: userId, senior_id: seniorId, created_at: now })
    .onConflict((conflict) => conflict.columns(["user_id", "senior_id"]).doNothing())
    .execute();
  return followStateOf(userId, seniorId);
}

/** 取消关注 (idempotent); 404 for a senior who does not exist. */
export async function unfollowSenior(userId: number, seniorId: number): Promise<FollowState> {
  await requireSenior(seniorId);
  await db.deleteFrom("senior_follows").where("user_id", "=", userId).where("senior_id", "=", seniorId).execute();
  return followStateOf(userId, seniorId);
}

/** The seniors the student follows, the newest follow first. */
export async function listFollowedSeniors(
  viewer: Viewer & { userId: number },
  paging: Paging,
  now: number = Date.now(),
): Promise<Page<FollowedSenior>> {
  const mine = db.selectFrom("senior_follows").where("user_id", "=", viewer.userId);
  const [count, rows] = await Promise.all([
    mine.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirst(),
    mine
      .select(["senior_id", "created_at"])
      .orderBy("created_at", "desc")
      .orderBy("senior_id", "desc")
      .limit(paging.rows)
      .offset(pageOffset(paging))
      .execute(),
  ]);
  const cards = await seniorsByIds(
    viewer,
    rows.map((row) => Number(row.senior_id)),
    now,
  );
  const followedAt = new Map(
    rows.map((row) => [Number(row.senior_id), new Date(Number(row.created_at)).toISOString()]),
  );
  return {
    page: paging.page,
    rows: paging.rows,
    total: Number(count?.count ?? 0),
    items: cards.map((card) => ({ ...card, followedAt: followedAt.get(card.id)! })),
  };
}

/** How many seniors the student follows. */
export async function followingCount(userId: number): Promise<number> {
  const row = await db
    .selectFrom("senior_follows")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The newest published posts of the seniors the student follows (one query, paged). */
export async function listFollowedPosts(
  viewer: Viewer & { userId: number },
  paging: Paging,
  now: number = Date.now(),
): Promise<Page<ExperienceCard>> {
  const userId = viewer.userId;
  return experienceCardPageWhere(
    viewer,
    paging,
    (query) =>
      query.where(
        "e.senior_id",
        "in",
        db.selectFrom("senior_follows").select("senior_follows.senior_id").where("senior_follows.user_id", "=", userId),
      ),
    now,
  );
}
