// A batch's 作业 (issue 27; docs/decisions/0055-training-platform.md): what its teachers assign (course videos, a word
// target, or a published practice or mock set, with a due time), each student's state computed from what the site
// already records (video_progress, word_cards, question_attempts) in one grouped query per kind — never per student —
// and 提醒未完成 (an in-site notification, once per assignment, student and Beijing day). Every function takes the batch
// the caller was let into and checks the assignment belongs to it in its WHERE clause.
import { sql } from "kysely";
import { db } from "~/db/client.server";
import { DomainError } from "~/lib/domain-error";
import { shanghaiIsoDay, shanghaiSlashMinute } from "~/lib/shanghai-time";
import { beijingMinute } from "~/modules/console/live-editor-schemas";
import { notify } from "~/modules/notifications/notifications.server";
import { listQuestionSets } from "~/modules/question/bank/question-sets.server";
import { trainingMessages } from "../training-messages";
import { trainingPaths } from "../training-paths";
import { assignmentMessages as m } from "./assignment-messages";
import {
  type AssignmentKind,
  type AssignmentProgress,
  type AssignmentState,
  assignmentStateOf,
  needsReminder,
} from "./assignment-rules";
import type { AssignmentInput } from "./assignment-schemas";

interface AssignmentVideo {
  id: number;
  courseId: number;
  courseTitle: string;
  title: string;
}

export interface AssignmentItem {
  id: number;
  batchId: number;
  title: string;
  note: string;
  kind: AssignmentKind;
  dueAt: number;
  createdAt: number;
  remindedAt: number | null;
  wordTarget: number | null;
  set: { id: number; title: string; kind: string; totalPoints: number } | null;
  videos: AssignmentVideo[];
}

export interface StudentAssignmentState {
  userId: number;
  state: AssignmentState;
  done: number;
  target: number;
  /** Best submitted score of an exam assignment, in hundredths; null otherwise or before a submission. */
  score: number | null;
  maxScore: number | null;
}

/** The batch's assignments, the soonest due first, with their videos and sets (two queries). */
export async function listAssignments(batchId: number): Promise<AssignmentItem[]> {
  const rows = await db
    .selectFrom("training_assignments as a")
    .leftJoin("question_sets as s", "s.id", "a.set_id")
    .select([
      "a.id",
      "a.batch_id",
      "a.title",
      "a.note",
      "a.kind",
      "a.due_at",
      "a.created_at",
      "a.reminded_at",
      "a.word_target",
      "a.set_id",
      "s.title as set_title",
      "s.kind as set_kind",
      "s.total_points as set_points",
    ])
    .where("a.batch_id", "=", batchId)
    .orderBy("a.due_at")
    .orderBy("a.id")
    .execute();
  const ids = rows.map((row) => Number(row.id));
  const videos =
    ids.length === 0
      ? []
      : await db
          .selectFrom("training_assignment_videos as av")
          .innerJoin("course_videos as v", "v.id", "av.video_id")
          .innerJoin("courses as c", "c.id", "v.course_id")
          .select(["av.assignment_id", "v.id", "v.course_id", "c.title as course_title", "v.title"])
          .where("av.assignment_id", "in", ids)
          .orderBy("av.position")
          .execute();
  const videosOf = new Map<number, AssignmentVideo[]>();
  for (const row of videos) {
    const list = videosOf.get(Number(row.assignment_id)) ?? [];
    list.push({ id: Number(row.id), courseId: Number(row.course_id), courseTitle: row.course_title, title: row.title });
    videosOf.set(Number(row.assignment_id), list);
  }
  return rows.map((row) => ({
    id: Number(row.id),
    batchId: Number(row.batch_id),
    title: row.title,
    note: row.note,
    kind: row.kind,
    dueAt: Number(row.due_at),
    createdAt: Number(row.created_at),
    remindedAt: row.reminded_at === null ? null : Number(row.reminded_at),
    wordTarget: row.word_target === null ? null : Number(row.word_target),
    set:
      row.set_id !== null && row.set_title !== null
        ? {
            id: Number(row.set_id),
            title: row.set_title,
            kind: row.set_kind ?? "",
            totalPoints: Number(row.set_points ?? 0),
          }
        : null,
    videos: videosOf.get(Number(row.id)) ?? [],
  }));
}

export interface BatchStudent {
  userId: number;
  name: string;
  /** The phone's last four digits (to tell students with one nickname apart). */
  phoneTail: string;
}

/** The batch's active students, by name. */
export async function listBatchStudents(batchId: number): Promise<BatchStudent[]> {
  const rows = await db
    .selectFrom("training_members as tm")
    .innerJoin("users as u", "u.id", "tm.user_id")
    .select(["u.id", "u.nickname", "u.phone_number"])
    .where("tm.batch_id", "=", batchId)
    .where("tm.role", "=", "student")
    .where("tm.state", "=", "active")
    .orderBy("u.nickname")
    .orderBy("u.id")
    .execute();
  return rows.map((row) => ({
    userId: Number(row.id),
    name: row.nickname,
    phoneTail: (row.phone_number ?? "").slice(-4),
  }));
}

type Key = `${number}:${number}`;
const keyOf = (assignmentId: number, userId: number): Key => `${assignmentId}:${userId}`;

/**
 * Each student's state in each assignment: one grouped query per kind over all the assignments and students at once.
 * `userIds` narrows it to these students (a student's own page); absent: every active student of the batch.
 */
export async function assignmentStates(
  assignments: readonly AssignmentItem[],
  userIds: readonly number[],
  now: number,
): Promise<Map<number, StudentAssignmentState[]>> {
  const result = new Map<number, StudentAssignmentState[]>();
  if (assignments.length === 0 || userIds.length === 0) return result;
  const ofKind = (kind: AssignmentKind) => assignments.filter((a) => a.kind === kind).map((a) => a.id);
  const videoIds = ofKind("videos");
  const wordIds = ofKind("words");
  const examIds = ofKind("exam");
  const users = [...userIds];

  const [videoRows, wordRows, examRows] = await Promise.all([
    videoIds.length === 0
      ? []
      : db
          .selectFrom("training_assignment_videos as av")
          .innerJoin("video_progress as p", (join) =>
            join.onRef("p.video_id", "=", "av.video_id").on("p.video_type", "=", 1),
          )
          .select([
            "av.assignment_id",
            "p.user_id",
            (eb) => eb.fn.countAll<number | string>().as("opened"),
            sql<number | string>`sum(case when p.learnt = 1 then 1 else 0 end)`.as("learnt"),
          ])
          .where("av.assignment_id", "in", videoIds)
          .where("p.user_id", "in", users)
          .groupBy(["av.assignment_id", "p.user_id"])
          .execute(),
    wordIds.length === 0
      ? []
      : db
          .selectFrom("training_assignments as a")
          .innerJoin("word_cards as w", (join) =>
            join.onRef("w.created_at", ">=", "a.created_at").onRef("w.created_at", "<=", "a.due_at"),
          )
          .select(["a.id as assignment_id", "w.user_id", (eb) => eb.fn.countAll<number | string>().as("learnt")])
          .where("a.id", "in", wordIds)
          .where("w.user_id", "in", users)
          .groupBy(["a.id", "w.user_id"])
          .execute(),
    examIds.length === 0
      ? []
      : db
          .selectFrom("training_assignments as a")
          .innerJoin("question_attempts as q", (join) =>
            join.onRef("q.set_id", "=", "a.set_id").onRef("q.started_at", ">=", "a.created_at"),
          )
          .select([
            "a.id as assignment_id",
            "q.user_id",
            sql<
              number | string | null
            >`max(case when q.submitted_at is not null and q.score is not null then q.score end)`.as("best"),
            sql<number | string | null>`max(q.max_score)`.as("max_score"),
            sql<number | string>`sum(case when q.state = 'in_progress' then 1 else 0 end)`.as("open"),
          ])
          .where("a.id", "in", examIds)
          .where("q.user_id", "in", users)
          .groupBy(["a.id", "q.user_id"])
          .execute(),
  ]);

  const videos = new Map<Key, { opened: number; learnt: number }>();
  for (const row of videoRows)
    videos.set(keyOf(Number(row.assignment_id), Number(row.user_id)), {
      opened: Number(row.opened),
      learnt: Number(row.learnt),
    });
  const words = new Map<Key, number>();
  for (const row of wordRows) words.set(keyOf(Number(row.assignment_id), Number(row.user_id)), Number(row.learnt));
  const exams = new Map<Key, { best: number | null; maxScore: number | null; open: number }>();
  for (const row of examRows)
    exams.set(keyOf(Number(row.assignment_id), Number(row.user_id)), {
      best: row.best === null ? null : Number(row.best),
      maxScore: row.max_score === null ? null : Number(row.max_score),
      open: Number(row.open),
    });

  for (const assignment of assignments) {
    const states: StudentAssignmentState[] = [];
    for (const userId of users) {
      const key = keyOf(assignment.id, userId);
      let progress: AssignmentProgress;
      let score: number | null = null;
      let maxScore: number | null = null;
      if (assignment.kind === "videos") {
        const found = videos.get(key);
        progress = { done: found?.learnt ?? 0, target: assignment.videos.length, started: (found?.opened ?? 0) > 0 };
      } else if (assignment.kind === "words") {
        progress = { done: words.get(key) ?? 0, target: assignment.wordTarget ?? 1, started: false };
      } else {
        const found = exams.get(key);
        score = found?.best ?? null;
        maxScore = score === null ? null : (found?.maxScore ?? assignment.set?.totalPoints ?? null);
        progress = { done: score === null ? 0 : 1, target: 1, started: (found?.open ?? 0) > 0 };
      }
      states.push({
        userId,
        state: assignmentStateOf(progress, assignment.dueAt, now),
        done: progress.done,
        target: progress.target,
        score,
        maxScore,
      });
    }
    result.set(assignment.id, states);
  }
  return result;
}

/** The input checked against the database: videos of published courses, a published practice or mock set. */
async function checkedInput(input: AssignmentInput, now: number) {
  const dueAt = beijingMinute(input.dueAt);
  if (dueAt === null) throw new DomainError(400, m.timeInvalid, { dueAt: m.timeInvalid });
  if (dueAt <= now) throw new DomainError(400, m.duePast, { dueAt: m.duePast });
  const videoIds = input.kind === "videos" ? [...new Set(input.videoIds)] : [];
  if (videoIds.length > 0) {
    const found = await db
      .selectFrom("course_videos as v")
      .innerJoin("courses as c", "c.id", "v.course_id")
      .select("v.id")
      .where("v.id", "in", videoIds)
      .where("c.published", "=", 1)
      .execute();
    if (found.length !== videoIds.length) throw new DomainError(400, m.videosInvalid, { videoIds: m.videosInvalid });
  }
  if (input.kind === "exam") {
    const set = await db
      .selectFrom("question_sets")
      .select("id")
      .where("id", "=", input.setId ?? 0)
      .where("published", "=", 1)
      .where("kind", "in", ["practice", "mock"])
      .where("owner_user_id", "is", null)
      .executeTakeFirst();
    if (!set) throw new DomainError(400, m.setInvalid, { setId: m.setInvalid });
  }
  return { dueAt, videoIds };
}

/** 布置作业. */
export async function createAssignment(
  batchId: number,
  userId: number,
  input: AssignmentInput,
  now: number = Date.now(),
): Promise<AssignmentItem> {
  const { dueAt, videoIds } = await checkedInput(input, now);
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("training_assignments")
      .values({
        batch_id: batchId,
        title: input.title,
        kind: input.kind,
        note: input.note,
        due_at: dueAt,
        word_target: input.kind === "words" ? (input.wordTarget ?? null) : null,
        set_id: input.kind === "exam" ? (input.setId ?? null) : null,
        created_by_user_id: userId,
        created_at: now,
        updated_at: now,
        reminded_at: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (videoIds.length > 0)
      await trx
        .insertInto("training_assignment_videos")
        .values(videoIds.map((video_id, position) => ({ assignment_id: Number(row.id), video_id, position })))
        .execute();
    return Number(row.id);
  });
  return getAssignment(batchId, id);
}

/** One assignment of this batch, or 404. */
async function getAssignment(batchId: number, assignmentId: number): Promise<AssignmentItem> {
  const found = (await listAssignments(batchId)).find((item) => item.id === assignmentId);
  if (!found) throw new DomainError(404, trainingMessages.assignmentNotFound);
  return found;
}

/** Deletes an assignment (its videos with it); its title for the toast. */
export async function deleteAssignment(batchId: number, assignmentId: number): Promise<string> {
  const row = await db
    .deleteFrom("training_assignments")
    .where("id", "=", assignmentId)
    .where("batch_id", "=", batchId)
    .returning("title")
    .executeTakeFirst();
  if (!row) throw new DomainError(404, trainingMessages.assignmentNotFound);
  return row.title;
}

/**
 * 提醒未完成: an in-site notification to every active student not done, once per assignment, student and Beijing day
 * (the dedupe key); sets reminded_at. The number of students notified now (0 when all were reminded today already).
 */
export async function remindAssignment(
  batchId: number,
  assignmentId: number,
  now: number = Date.now(),
): Promise<number> {
  const assignment = await getAssignment(batchId, assignmentId);
  const students = await listBatchStudents(batchId);
  const states = (
    await assignmentStates(
      [assignment],
      students.map((student) => student.userId),
      now,
    )
  ).get(assignment.id);
  const day = shanghaiIsoDay(now);
  let reminded = 0;
  for (const entry of states ?? []) {
    if (!needsReminder(entry.state)) continue;
    const outcome = await notify(
      entry.userId,
      {
        kind: "system",
        title: m.remindTitle(assignment.title),
        body: m.remindBody(assignment.title, shanghaiSlashMinute(assignment.dueAt)),
        link: trainingPaths.desktop.student(batchId, "assignments"),
        dedupeKey: `training:assignment:${assignment.id}:${day}`,
      },
      now,
    );
    if (outcome === "stored") reminded += 1;
  }
  await db
    .updateTable("training_assignments")
    .set({ reminded_at: now })
    .where("id", "=", assignment.id)
    .where("batch_id", "=", batchId)
    .execute();
  return reminded;
}

/** What the teacher's form offers: published courses, the chosen course's videos, published practice and mock sets. */
export async function assignmentChoices(courseId: number | null) {
  const [courses, videos, mocks, practices] = await Promise.all([
    db
      .selectFrom("courses")
      .select(["id", "title"])
      .where("published", "=", 1)
      .orderBy("id", "desc")
      .limit(300)
      .execute(),
    courseId === null
      ? []
      : db
          .selectFrom("course_videos as v")
          .innerJoin("courses as c", "c.id", "v.course_id")
          .select(["v.id", "v.title", "v.sequence"])
          .where("v.course_id", "=", courseId)
          .where("c.published", "=", 1)
          .orderBy("v.sequence")
          .limit(300)
          .execute(),
    listQuestionSets({ kind: "mock", page: 1, rows: 100 }),
    listQuestionSets({ kind: "practice", page: 1, rows: 100 }),
  ]);
  return {
    courses: courses.map((row) => ({ id: Number(row.id), title: row.title })),
    videos: videos.map((row) => ({ id: Number(row.id), title: `${row.sequence}. ${row.title}` })),
    sets: [...mocks.items, ...practices.items].map((set) => ({
      id: set.id,
      title: `${set.kindName}：${set.title}`,
    })),
  };
}

export interface BatchCourse {
  courseId: number;
  title: string;
  videos: Array<{ id: number; title: string; learnt: boolean; furthestSeconds: number; durationSeconds: number }>;
}

/** The courses and videos a batch's assignments name, with one student's progress in each video (two queries). */
export async function batchCourses(batchId: number, userId: number): Promise<BatchCourse[]> {
  const rows = await db
    .selectFrom("training_assignment_videos as av")
    .innerJoin("training_assignments as a", "a.id", "av.assignment_id")
    .innerJoin("course_videos as v", "v.id", "av.video_id")
    .innerJoin("courses as c", "c.id", "v.course_id")
    .select(["c.id as course_id", "c.title as course_title", "v.id", "v.title", "v.sequence", "v.duration_seconds"])
    .where("a.batch_id", "=", batchId)
    .where("c.published", "=", 1)
    .distinct()
    .orderBy("c.id")
    .orderBy("v.sequence")
    .execute();
  const videoIds = [...new Set(rows.map((row) => Number(row.id)))];
  const progress =
    videoIds.length === 0
      ? []
      : await db
          .selectFrom("video_progress")
          .select(["video_id", "learnt", "furthest_seconds"])
          .where("user_id", "=", userId)
          .where("video_type", "=", 1)
          .where("video_id", "in", videoIds)
          .execute();
  const progressOf = new Map(progress.map((row) => [Number(row.video_id), row]));
  const courses = new Map<number, BatchCourse>();
  for (const row of rows) {
    const course = courses.get(Number(row.course_id)) ?? {
      courseId: Number(row.course_id),
      title: row.course_title,
      videos: [],
    };
    const mine = progressOf.get(Number(row.id));
    course.videos.push({
      id: Number(row.id),
      title: row.title,
      learnt: Number(mine?.learnt ?? 0) === 1,
      furthestSeconds: Number(mine?.furthest_seconds ?? 0),
      durationSeconds: Number(row.duration_seconds),
    });
    courses.set(course.courseId, course);
  }
  return [...courses.values()];
}
