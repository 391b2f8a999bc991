// 学习小组 (docs/decisions/0034-study-groups.md): create (→ 审核中 until the owner's school's organisation account
// approves), the public list, a group with its members, 加入 / 退出 / 解散. Every query names the acting student in its
// WHERE where a row is theirs; a group that is not published is seen by its owner (and its school's moderator, who
// reviews it) only — anyone else gets the same 404 as for a group that does not exist.
//
// Limits (GROUP_LIMITS): 3 groups created and 20 joined per student, 200 members per group. The member count is one
// conditional UPDATE (… SET member_count = member_count + 1 WHERE member_count < 200) in the transaction that adds the
// member, so concurrent joins never pass the cap: PostgreSQL re-checks the condition on the row it waited for, SQLite
// runs one writer at a time. A student's own counts are checked after locking their user row (a no-op UPDATE), so two
// of their joins at once cannot both pass the 20.
import { sql, type Transaction } from "kysely";
import { db } from "~/db/client.server";
import { jsonList } from "~/db/json-column";
import { containsPattern } from "~/db/like-pattern";
import type { Database, StudyGroupRole, StudyGroupState } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { moderationMessages } from "~/modules/moderation/moderation-messages";
import type { Moderator } from "~/modules/moderation/moderation-queue";
import { checkSensitiveText } from "~/modules/moderation/sensitive-words.server";
import { pageOffset, type Page } from "~/modules/paging/paged-query";
import type { Paging } from "~/modules/paging/paging-schemas";
import { createLimiter, formatWait } from "~/modules/rate-limit/rate-limit.server";
import { GROUP_LIMITS, groupSubjectName, type GroupSubject } from "./group-config";
import { groupMessages as m } from "./group-messages";
import type { CreateGroupInput, GroupListInput } from "./group-schemas";

/** The acting student as the services need them (AuthUser fits). */
export interface GroupActor {
  id: number;
  isOrg: boolean;
  schoolId: number | null;
}

export interface GroupCard {
  id: number;
  name: string;
  target: string;
  subject: GroupSubject;
  subjectName: string;
  examYear: number;
  introduction: string;
  memberCount: number;
  state: StudyGroupState;
  ownerName: string | null;
  createdAt: string;
}

export interface GroupDetail extends GroupCard {
  /** The viewer's role in it, or null (a guest, or not a member). */
  myRole: StudyGroupRole | null;
  /** The viewer owns it (they see its state and may 解散 it). */
  isOwner: boolean;
  flaggedWords: string[];
}

export interface GroupMember {
  userId: number;
  nickname: string;
  role: StudyGroupRole;
  joinedAt: string;
}

export interface MyGroup extends GroupCard {
  role: StudyGroupRole;
}

const createLimiterPerUser = createLimiter({
  name: "group-create-user-24h",
  points: GROUP_LIMITS.createsPerDay,
  durationSeconds: 24 * 60 * 60,
});

const cardColumns = [
  "g.id",
  "g.name",
  "g.target",
  "g.subject",
  "g.exam_year",
  "g.introduction",
  "g.member_count",
  "g.state",
  "g.created_at",
  "g.owner_user_id",
  "g.school_id",
  "g.flagged_words",
  "owner.nickname as owner_name",
] as const;

interface CardRow {
  id: number;
  name: string;
  target: string;
  subject: string;
  exam_year: number;
  introduction: string;
  member_count: number;
  state: StudyGroupState;
  created_at: number;
  owner_user_id: number | null;
  school_id: number | null;
  flagged_words: string;
  owner_name: string | null;
}

function toCard(row: CardRow): GroupCard {
  return {
    id: Number(row.id),
    name: row.name,
    target: row.target,
    // Written only through createGroupSchema's enum (and the seed's, from the same list).
    subject: row.subject as GroupSubject,
    subjectName: groupSubjectName(row.subject),
    examYear: Number(row.exam_year),
    introduction: row.introduction,
    memberCount: Number(row.member_count),
    state: row.state,
    ownerName: row.owner_name,
    createdAt: new Date(Number(row.created_at)).toISOString(),
  };
}

const isString = (value: unknown): value is string => typeof value === "string";

function groupsWithOwner() {
  return db.selectFrom("study_groups as g").leftJoin("users as owner", "owner.id", "g.owner_user_id");
}

/**
 * One page: the filtered rows counted (no join) and the joined, ordered rows paged, run together (fetchPage wants
 * both queries over the same tables, which the owner's join breaks).
 */
async function joinedPage<Row, Item>(
  paging: Paging,
  count: Promise<{ count: number } | undefined>,
  rows: (offset: number, limit: number) => Promise<Row[]>,
  toItems: (rows: Row[]) => Item[],
): Promise<Page<Item>> {
  const [countRow, found] = await Promise.all([count, rows(pageOffset(paging), paging.rows)]);
  return { page: paging.page, rows: paging.rows, total: Number(countRow?.count ?? 0), items: toItems(found) };
}

// ——— Create ———

export interface CreatedGroup {
  id: number;
  state: StudyGroupState;
  flaggedWords: string[];
}

/** Locks the student's row for the rest of the transaction, so their limits are counted one request at a time. */
async function lockStudent(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx.updateTable("users").set({ updated_at: sql`updated_at` }).where("id", "=", userId).execute();
}

async function membershipCount(trx: Transaction<Database>, userId: number): Promise<number> {
  const row = await trx
    .selectFrom("study_group_members")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

function requireStudent(actor: GroupActor): void {
  if (actor.isOrg) throw new DomainError(403, m.orgCannotJoin);
}

/** 创建小组: pending until the school's organisation account approves; the owner is its first member. */
export async function createGroup(
  actor: GroupActor,
  input: CreateGroupInput,
  now: number = Date.now(),
): Promise<CreatedGroup> {
  requireStudent(actor);
  const limit = await createLimiterPerUser.consume(String(actor.id));
  if (!limit.allowed)
    throw new DomainError(429, m.tooFast(formatWait(limit.retryAfterSeconds)), undefined, {
      retryAfterSeconds: limit.retryAfterSeconds,
    });
  const flaggedWords = await checkSensitiveText(actor.schoolId, [input.name, input.target, input.introduction]);
  const id = await db.transaction().execute(async (trx) => {
    await lockStudent(trx, actor.id);
    const owned = await trx
      .selectFrom("study_groups")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("owner_user_id", "=", actor.id)
      .executeTakeFirst();
    if (Number(owned?.count ?? 0) >= GROUP_LIMITS.ownedPerUser) throw new DomainError(409, m.tooManyOwned);
    if ((await membershipCount(trx, actor.id)) >= GROUP_LIMITS.joinedPerUser)
      throw new DomainError(409, m.tooManyJoined);
    const row = await trx
      .insertInto("study_groups")
      .values({
        name: input.name,
        target: input.target,
        subject: input.subject,
        exam_year: input.examYear,
        introduction: input.introduction,
        owner_user_id: actor.id,
        school_id: actor.schoolId,
        member_count: 1,
        state: "pending",
        flagged_words: JSON.stringify(flaggedWords),
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("study_group_members")
      .values({ group_id: row.id, user_id: actor.id, role: "owner", joined_at: now })
      .execute();
    return Number(row.id);
  });
  return { id, state: "pending", flaggedWords };
}

// ——— Read ———

/** The public list: published groups by subject, year and name, newest or most members first. */
export async function listGroups(input: GroupListInput): Promise<Page<GroupCard>> {
  let filtered = db.selectFrom("study_groups as g").where("g.state", "=", "published");
  if (input.subject) filtered = filtered.where("g.subject", "=", input.subject);
  if (input.examYear !== undefined) filtered = filtered.where("g.exam_year", "=", input.examYear);
  if (input.keyword) {
    const pattern = containsPattern(input.keyword.toLowerCase());
    filtered = filtered.where(sql<boolean>`lower(g.name) like ${pattern} escape '\\'`);
  }
  const joined = filtered.leftJoin("users as owner", "owner.id", "g.owner_user_id").select(cardColumns);
  const ordered =
    input.sort === "members"
      ? joined.orderBy("g.member_count", "desc").orderBy("g.id", "desc")
      : joined.orderBy("g.created_at", "desc").orderBy("g.id", "desc");
  return joinedPage(
    input,
    filtered.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirst(),
    (offset, limit) => ordered.offset(offset).limit(limit).execute() as Promise<CardRow[]>,
    (rows) => rows.map(toCard),
  );
}

/** 我的小组: the groups the student belongs to, newest membership first; one they do not own shows only while published. */
export async function listMyGroups(userId: number, paging: Paging): Promise<Page<MyGroup>> {
  const filtered = db
    .selectFrom("study_group_members as mine")
    .innerJoin("study_groups as g", "g.id", "mine.group_id")
    .where("mine.user_id", "=", userId)
    .where((eb) => eb.or([eb("g.state", "=", "published"), eb("g.owner_user_id", "=", userId)]));
  const ordered = filtered
    .leftJoin("users as owner", "owner.id", "g.owner_user_id")
    .select([...cardColumns, "mine.role", "mine.joined_at"])
    .orderBy("mine.joined_at", "desc")
    .orderBy("g.id", "desc");
  return joinedPage(
    paging,
    filtered.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirst(),
    (offset, limit) =>
      ordered.offset(offset).limit(limit).execute() as Promise<Array<CardRow & { role: StudyGroupRole }>>,
    (rows) => rows.map((row) => ({ ...toCard(row), role: row.role })),
  );
}

/** Who may see a group that is not published: its owner, and the moderator of its school (who reviews it). */
function maySee(row: Pick<CardRow, "state" | "owner_user_id" | "school_id">, viewer: GroupViewer): boolean {
  if (row.state === "published") return true;
  if (viewer.userId !== null && row.owner_user_id !== null && Number(row.owner_user_id) === viewer.userId) return true;
  return (
    viewer.moderatorSchoolId !== null && row.school_id !== null && Number(row.school_id) === viewer.moderatorSchoolId
  );
}

export interface GroupViewer {
  userId: number | null;
  /** The school whose organisation account the viewer is, or null. */
  moderatorSchoolId: number | null;
}

export function groupViewerOf(user: GroupActor | null): GroupViewer {
  return { userId: user?.id ?? null, moderatorSchoolId: user?.isOrg && user.schoolId ? user.schoolId : null };
}

/** One group for the viewer; 404 when it does not exist or is not theirs to see. */
export async function getGroup(viewer: GroupViewer, id: number): Promise<GroupDetail> {
  const row = (await groupsWithOwner().select(cardColumns).where("g.id", "=", id).executeTakeFirst()) as
    | CardRow
    | undefined;
  if (!row || !maySee(row, viewer)) throw new DomainError(404, m.notFound);
  const membership =
    viewer.userId === null
      ? undefined
      : await db
          .selectFrom("study_group_members")
          .select("role")
          .where("group_id", "=", id)
          .where("user_id", "=", viewer.userId)
          .executeTakeFirst();
  const isOwner = viewer.userId !== null && row.owner_user_id !== null && Number(row.owner_user_id) === viewer.userId;
  return {
    ...toCard(row),
    myRole: membership?.role ?? null,
    isOwner,
    // The words the check found are the moderator's and the owner's to see.
    flaggedWords: isOwner || viewer.moderatorSchoolId !== null ? jsonList(row.flagged_words, isString) : [],
  };
}

/** A group's members, the owner first, then by joining time; the group must be the viewer's to see. */
export async function listMembers(viewer: GroupViewer, groupId: number, paging: Paging): Promise<Page<GroupMember>> {
  await getGroup(viewer, groupId);
  const filtered = db.selectFrom("study_group_members as member").where("member.group_id", "=", groupId);
  const ordered = filtered
    .innerJoin("users as u", "u.id", "member.user_id")
    .select(["member.user_id", "member.role", "member.joined_at", "u.nickname"])
    // The owner first: 'owner' sorts after 'member', so descending by role.
    .orderBy("member.role", "desc")
    .orderBy("member.joined_at")
    .orderBy("member.user_id");
  return joinedPage(
    paging,
    filtered.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirst(),
    (offset, limit) => ordered.offset(offset).limit(limit).execute(),
    (rows) =>
      rows.map((row) => ({
        userId: Number(row.user_id),
        nickname: row.nickname,
        role: row.role,
        joinedAt: new Date(Number(row.joined_at)).toISOString(),
      })),
  );
}

/** For the write page and the posts API: the published group a member posts in (its name), or 403. */
export async function requireGroupMember(userId: number, groupId: number): Promise<{ id: number; name: string }> {
  const row = await db
    .selectFrom("study_group_members as member")
    .innerJoin("study_groups as g", "g.id", "member.group_id")
    .select(["g.id", "g.name"])
    .where("member.group_id", "=", groupId)
    .where("member.user_id", "=", userId)
    .where("g.state", "=", "published")
    .executeTakeFirst();
  if (!row) throw new DomainError(403, m.notMemberToPost);
  return { id: Number(row.id), name: row.name };
}

/** The group a post of this author was made in, or null (the write page shows it when a draft is resumed). */
export async function groupOfPost(authorId: number, postId: number): Promise<{ id: number; name: string } | null> {
  const row = await db
    .selectFrom("experiences as e")
    .innerJoin("study_groups as g", "g.id", "e.group_id")
    .select(["g.id", "g.name"])
    .where("e.id", "=", postId)
    .where("e.author_user_id", "=", authorId)
    .executeTakeFirst();
  return row ? { id: Number(row.id), name: row.name } : null;
}

// ——— Join, leave, dissolve ———

export interface MembershipState {
  groupId: number;
  role: StudyGroupRole | null;
  memberCount: number;
}

async function memberCountOf(groupId: number): Promise<number> {
  const row = await db.selectFrom("study_groups").select("member_count").where("id", "=", groupId).executeTakeFirst();
  return Number(row?.member_count ?? 0);
}

/** 加入: once (a second join changes nothing); 409 when full, at the student's 20 or the group is not yet published. */
export async function joinGroup(
  actor: GroupActor,
  groupId: number,
  now: number = Date.now(),
): Promise<MembershipState> {
  requireStudent(actor);
  const viewer = groupViewerOf(actor);
  const role = await db.transaction().execute(async (trx) => {
    await lockStudent(trx, actor.id);
    const group = await trx
      .selectFrom("study_groups")
      .select(["state", "owner_user_id", "school_id"])
      .where("id", "=", groupId)
      .executeTakeFirst();
    if (!group || !maySee(group, viewer)) throw new DomainError(404, m.notFound);
    const existing = await trx
      .selectFrom("study_group_members")
      .select("role")
      .where("group_id", "=", groupId)
      .where("user_id", "=", actor.id)
      .executeTakeFirst();
    if (existing) return existing.role;
    if (group.state !== "published") throw new DomainError(409, m.notJoinable);
    if ((await membershipCount(trx, actor.id)) >= GROUP_LIMITS.joinedPerUser)
      throw new DomainError(409, m.tooManyJoined);
    const inserted = await trx
      .insertInto("study_group_members")
      .values({ group_id: groupId, user_id: actor.id, role: "member", joined_at: now })
      .onConflict((conflict) => conflict.columns(["group_id", "user_id"]).doNothing())
      .returning("user_id")
      .executeTakeFirst();
    if (!inserted) return "member" as const;
    const counted = await trx
      .updateTable("study_groups")
      .set({ member_count: sql`member_count + 1`, updated_at: now })
      .where("id", "=", groupId)
      .where("state", "=", "published")
      .where("member_count", "<", GROUP_LIMITS.membersPerGroup)
      .executeTakeFirst();
    // Full (or hidden meanwhile): the transaction rolls back the membership with this error.
    if (Number(counted.numUpdatedRows) === 0) throw new DomainError(409, m.groupFull);
    return "member" as const;
  });
  return { groupId, role, memberCount: await memberCountOf(groupId) };
}

/** 退出: a member leaves (idempotent); the owner cannot (they 解散 a group they are alone in). */
export async function leaveGroup(
  actor: GroupActor,
  groupId: number,
  now: number = Date.now(),
): Promise<MembershipState> {
  const viewer = groupViewerOf(actor);
  await db.transaction().execute(async (trx) => {
    const group = await trx
      .selectFrom("study_groups")
      .select(["state", "owner_user_id", "school_id"])
      .where("id", "=", groupId)
      .executeTakeFirst();
    if (!group || !maySee(group, viewer)) throw new DomainError(404, m.notFound);
    if (group.owner_user_id !== null && Number(group.owner_user_id) === actor.id)
      throw new DomainError(409, m.ownerCannotLeave);
    const removed = await trx
      .deleteFrom("study_group_members")
      .where("group_id", "=", groupId)
      .where("user_id", "=", actor.id)
      .where("role", "=", "member")
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) {
      await trx
        .updateTable("study_groups")
        .set({ member_count: sql`member_count - 1`, updated_at: now })
        .where("id", "=", groupId)
        .where("member_count", ">", 0)
        .execute();
    }
  });
  return { groupId, role: null, memberCount: await memberCountOf(groupId) };
}

/** 解散: the owner deletes a group nobody else is in (its posts stay, without the group). */
export async function dissolveGroup(actor: GroupActor, groupId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const group = await trx
      .selectFrom("study_groups")
      .select(["owner_user_id"])
      .where("id", "=", groupId)
      .executeTakeFirst();
    if (!group || group.owner_user_id === null || Number(group.owner_user_id) !== actor.id)
      throw new DomainError(404, m.notFound);
    const others = await trx
      .selectFrom("study_group_members")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("group_id", "=", groupId)
      .where("user_id", "<>", actor.id)
      .executeTakeFirst();
    if (Number(others?.count ?? 0) > 0) throw new DomainError(409, m.notEmpty);
    await trx.updateTable("experiences").set({ group_id: null }).where("group_id", "=", groupId).execute();
    await trx.deleteFrom("study_group_members").where("group_id", "=", groupId).execute();
    await trx.deleteFrom("study_groups").where("id", "=", groupId).where("owner_user_id", "=", actor.id).execute();
  });
}

// ——— Moderation ———

export interface PendingGroupRow extends GroupCard {
  flaggedWords: string[];
  submittedAt: number;
}

/** A school's groups waiting for review, oldest first (the queue is worked from the front). */
export async function listPendingGroups(schoolId: number, paging: Paging): Promise<Page<PendingGroupRow>> {
  const filtered = db
    .selectFrom("study_groups as g")
    .where("g.school_id", "=", schoolId)
    .where("g.state", "=", "pending");
  const ordered = filtered
    .leftJoin("users as owner", "owner.id", "g.owner_user_id")
    .select(cardColumns)
    .orderBy("g.created_at")
    .orderBy("g.id");
  return joinedPage(
    paging,
    filtered.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirst(),
    (offset, limit) => ordered.offset(offset).limit(limit).execute() as Promise<CardRow[]>,
    (rows) =>
      rows.map((row) => ({
        ...toCard(row),
        flaggedWords: jsonList(row.flagged_words, isString),
        submittedAt: Number(row.created_at),
      })),
  );
}

export async function countPendingGroups(schoolId: number): Promise<number> {
  const row = await db
    .selectFrom("study_groups")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("school_id", "=", schoolId)
    .where("state", "=", "pending")
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The owner and name of a group (for the notification after a decision). */
export interface DecidedGroup {
  id: number;
  name: string;
  ownerUserId: number | null;
}

/** Which state an action moves a group from and to. */
export const groupTransitions = {
  approve: { from: "pending", to: "published" },
  decline: { from: "pending", to: "declined" },
  hide: { from: "published", to: "hidden" },
  restore: { from: "hidden", to: "published" },
} as const satisfies Partial<Record<string, { from: StudyGroupState; to: StudyGroupState }>>;

export type GroupDecision = keyof typeof groupTransitions;

/**
 * Applies a moderator's decision in one transaction with its log entry (recordDecision is passed in, so this module
 * does not import the log's writer twice). 404: no such group of the moderator's school (another school's is not
 * theirs to see), or not in the state the action moves from.
 */
export async function applyGroupDecision(
  moderator: Moderator,
  id: number,
  action: GroupDecision,
  record: (trx: Transaction<Database>) => Promise<void>,
  now: number,
): Promise<DecidedGroup> {
  const transition = groupTransitions[action];
  return db.transaction().execute(async (trx) => {
    const group = await trx
      .selectFrom("study_groups")
      .select(["id", "name", "owner_user_id", "school_id", "state"])
      .where("id", "=", id)
      .where("school_id", "=", moderator.schoolId)
      .executeTakeFirst();
    if (!group) throw new DomainError(404, moderationMessages.itemNotFound);
    const changed = await trx
      .updateTable("study_groups")
      .set({ state: transition.to, updated_at: now })
      .where("id", "=", id)
      .where("school_id", "=", moderator.schoolId)
      .where("state", "=", transition.from)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) throw new DomainError(404, moderationMessages.itemNotFound);
    await record(trx);
    return {
      id: Number(group.id),
      name: group.name,
      ownerUserId: group.owner_user_id === null ? null : Number(group.owner_user_id),
    };
  });
}
