// The pages of a batch's 作业 (issue 27): the teacher's (布置 with a video chooser that works by GET — a course, then
// its videos — 删除, 提醒未完成, and each student's state and score) and the student's (my assignments, my state, where
// to do each, the next lectures). Loaders and actions of both trees; post/redirect/get with a toast, a refused form
// comes back with its messages and everything typed.
import { data } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import { readPageForm } from "~/lib/page-form.server";
import { pageNotFound, throwIfNotFound } from "~/lib/page-not-found.server";
import { shanghaiSlashMinute } from "~/lib/shanghai-time";
import { type SiteTree, treeOfRequest } from "~/lib/site-tree";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { examHrefs } from "~/modules/question/attempts/exam-pages";
import { formatPoints } from "~/modules/question/marking/question-points";
import { videoPaths } from "~/modules/video/video-paths";
import { wordPaths } from "~/modules/word/word-paths";
import { upcomingLectures } from "../lectures/lectures.server";
import { requireTrainingPage } from "../training-frame.server";
import { trainingMessages } from "../training-messages";
import { trainingPaths } from "../training-paths";
import { assignmentMessages as m } from "./assignment-messages";
import { assignmentKindNames, assignmentStateNames, type AssignmentState } from "./assignment-rules";
import { assignmentFields, assignmentSchema } from "./assignment-schemas";
import {
  type AssignmentItem,
  assignmentChoices,
  assignmentStates,
  createAssignment,
  deleteAssignment,
  listAssignments,
  listBatchStudents,
  remindAssignment,
  type StudentAssignmentState,
} from "./assignments.server";

export interface AssignmentFormResult {
  errors: Record<string, string>;
  values: Record<string, string>;
  videoIds: string[];
}

const idPattern = /^[1-9]\d{0,9}$/;

function progressText(item: AssignmentItem, entry: StudentAssignmentState): string {
  if (item.kind === "exam")
    return entry.score === null ? "未交卷" : `${formatPoints(entry.score)} / ${formatPoints(entry.maxScore ?? 0)} 分`;
  if (item.kind === "words") return `${entry.done} / ${entry.target} 词`;
  return `${entry.done} / ${entry.target} 个视频`;
}

/** What to do for an assignment, and where: the player, the word page, or the set's start page. */
function todoOf(item: AssignmentItem, tree: SiteTree) {
  if (item.kind === "videos")
    return item.videos.map((video) => ({
      label: `${video.courseTitle} · ${video.title}`,
      href: videoPaths[tree].player(video.courseId, video.id),
    }));
  if (item.kind === "words")
    return [{ label: `去背单词（新学 ${item.wordTarget ?? 0} 个）`, href: wordPaths[tree].learning }];
  if (!item.set) return [];
  const hrefs = examHrefs(tree);
  return [
    {
      label: `${item.set.kind === "mock" ? "去考试" : "去练习"}：${item.set.title}`,
      href: item.set.kind === "mock" ? hrefs.start(item.set.id) : hrefs.practice(item.set.id),
    },
  ];
}

function summaryOf(item: AssignmentItem) {
  return {
    id: item.id,
    title: item.title,
    note: item.note,
    kindName: assignmentKindNames[item.kind],
    due: shanghaiSlashMinute(item.dueAt),
    reminded: item.remindedAt === null ? null : shanghaiSlashMinute(item.remindedAt),
    what:
      item.kind === "videos"
        ? `${item.videos.length} 个视频`
        : item.kind === "words"
          ? `新学 ${item.wordTarget ?? 0} 个单词`
          : (item.set?.title ?? "试卷已删除"),
  };
}

const stateCounts = (states: readonly StudentAssignmentState[]) => {
  const counts: Record<AssignmentState, number> = { not_started: 0, in_progress: 0, done: 0, overdue: 0 };
  for (const entry of states) counts[entry.state] += 1;
  return counts;
};

/** /Training/teacher/{id}/assignments[?course=]: the form (the chosen course's videos) and every assignment's states. */
export async function loadTeacherAssignments(request: Request, params: Params) {
  const { batch } = await requireTrainingPage(request, params, "teacher");
  const url = new URL(request.url);
  const courseRaw = url.searchParams.get("course") ?? "";
  const courseId = idPattern.test(courseRaw) ? Number(courseRaw) : null;
  const now = Date.now();
  const [items, students, choices] = await Promise.all([
    listAssignments(batch.id),
    listBatchStudents(batch.id),
    assignmentChoices(courseId),
  ]);
  const states = await assignmentStates(
    items,
    students.map((student) => student.userId),
    now,
  );
  const nameOf = new Map(students.map((student) => [student.userId, student]));
  return {
    batchId: batch.id,
    studentCount: students.length,
    courseId: courseId !== null && choices.courses.some((course) => course.id === courseId) ? courseId : null,
    choices,
    assignments: items.map((item) => {
      const list = states.get(item.id) ?? [];
      return {
        ...summaryOf(item),
        counts: stateCounts(list),
        students: list.map((entry) => ({
          userId: entry.userId,
          name: nameOf.get(entry.userId)?.name ?? "",
          phoneTail: nameOf.get(entry.userId)?.phoneTail ?? "",
          state: entry.state,
          stateName: assignmentStateNames[entry.state],
          progress: progressText(item, entry),
        })),
      };
    }),
  };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** 布置 (create), 删除 (delete), 提醒未完成 (remind). */
export async function submitTeacherAssignments(request: Request, params: Params) {
  const { batch, user } = await requireTrainingPage(request, params, "teacher");
  const form = await readPageForm(request);
  const intent = form.get("intent");
  const listPath = trainingPaths[treeOfRequest(request)].teacher(batch.id, "assignments");
  const values = Object.fromEntries(assignmentFields.map((field) => [field, text(form, field)]));
  const videoIds = form.getAll("videoIds").filter((value): value is string => typeof value === "string");
  const refused = (errors: Record<string, string>, status: number) =>
    data<AssignmentFormResult>({ errors, values, videoIds }, { status });
  const idText = text(form, "assignmentId");
  const assignmentId = idPattern.test(idText) ? Number(idText) : null;
  try {
    if (intent === "delete" || intent === "remind") {
      if (assignmentId === null) throw pageNotFound(trainingMessages.assignmentNotFound);
      if (intent === "delete") {
        const title = await deleteAssignment(batch.id, assignmentId);
        return redirectWithToast(request, listPath, { kind: "success", message: m.deleted(title) });
      }
      const count = await remindAssignment(batch.id, assignmentId);
      return redirectWithToast(request, listPath, { kind: count > 0 ? "success" : "info", message: m.reminded(count) });
    }
    if (intent !== "create") return refused({ "": m.intentInvalid }, 400);
    const parsed = assignmentSchema.safeParse({ ...values, videoIds });
    if (!parsed.success) return refused(fieldErrorsOf(parsed.error), 400);
    const created = await createAssignment(batch.id, user.id, parsed.data);
    return redirectWithToast(request, listPath, { kind: "success", message: m.created(created.title) });
  } catch (error) {
    throwIfNotFound(error);
    if (isDomainError(error) && error.status === 400) return refused(error.fieldErrors ?? { "": error.message }, 400);
    throw error;
  }
}

/** /Training/student/{id}/assignments: my assignments (the soonest due first), my state, where to do each. */
export async function loadStudentAssignments(request: Request, params: Params) {
  const { batch, user } = await requireTrainingPage(request, params, "student");
  const tree = treeOfRequest(request);
  const now = Date.now();
  const [items, lectures] = await Promise.all([listAssignments(batch.id), upcomingLectures(batch.id, now)]);
  const states = await assignmentStates(items, [user.id], now);
  const lecturesPath = trainingPaths[tree].student(batch.id, "lectures");
  return {
    batchId: batch.id,
    assignments: items.map((item) => {
      const mine = states.get(item.id)?.[0];
      const state: AssignmentState = mine?.state ?? "not_started";
      return {
        ...summaryOf(item),
        state,
        stateName: assignmentStateNames[state],
        progress: mine ? progressText(item, mine) : "",
        todo: todoOf(item, tree),
      };
    }),
    lectures: lectures.map((lecture) => ({
      id: lecture.id,
      title: lecture.title,
      starts: shanghaiSlashMinute(lecture.startsAt),
      href: `${lecturesPath}/${lecture.id}`,
    })),
    lecturesHref: lecturesPath,
  };
}
