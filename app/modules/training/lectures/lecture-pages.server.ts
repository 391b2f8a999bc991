// The pages of a batch's 讲座 (issue 27): the teacher's schedule with its form (安排 / 编辑 / 删除), the student's
// schedule, one lecture (opening it records the view; 收藏 / 取消收藏) and the schedule as an iCalendar file. Loaders
// and actions of both trees; forms post with an `intent`, a refused save comes back with its messages and everything
// typed, a change redirects with a toast (post/redirect/get).
import { data } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import { readPageForm } from "~/lib/page-form.server";
import { pageNotFound, throwIfNotFound } from "~/lib/page-not-found.server";
import { shanghaiSlashMinute } from "~/lib/shanghai-time";
import { treeOfRequest } from "~/lib/site-tree";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { requireUser } from "~/modules/auth/require-user.server";
import { beijingMinuteInput } from "~/modules/console/live-editor-schemas";
import { videoPaths } from "~/modules/video/video-paths";
import { requireBatchStudent } from "../training-access.server";
import { batchIdParam, requireTrainingPage } from "../training-frame.server";
import { trainingMessages } from "../training-messages";
import { trainingPaths } from "../training-paths";
import { lectureCalendar } from "./lecture-calendar";
import { lectureMessages as m } from "./lecture-messages";
import { lectureFields, lectureSchema } from "./lecture-schemas";
import {
  collectLecture,
  createLecture,
  deleteLecture,
  getLecture,
  type LectureItem,
  lectureChoices,
  listLectures,
  recordLectureView,
  scheduleOrder,
  updateLecture,
} from "./lectures.server";

export interface LectureFormResult {
  errors: Record<string, string>;
  values: Record<string, string>;
  materialIds: string[];
}

const idPattern = /^[1-9]\d{0,9}$/;

/** A lecture as a page shows it: Beijing times, where it happens, and links for this tree and side. */
function lectureViewOf(item: LectureItem, request: Request, side: "teacher" | "student", now: number) {
  const tree = treeOfRequest(request);
  const paths = trainingPaths[tree];
  return {
    id: item.id,
    title: item.title,
    teacher: item.teacher,
    starts: shanghaiSlashMinute(item.startsAt),
    ends: shanghaiSlashMinute(item.endsAt).slice(-5),
    status: item.endsAt <= now ? "已结束" : item.startsAt <= now ? "进行中" : "未开始",
    room: item.room,
    live: item.live ? { title: item.live.title, href: videoPaths[tree].live(item.live.id) } : null,
    description: item.description,
    viewerCount: item.viewerCount,
    collected: item.collected,
    materials: item.materials.map((material) => ({
      id: material.id,
      title: material.title,
      href: paths.materialPage(side, item.batchId, material.id),
    })),
    href: `${paths.student(item.batchId, "lectures")}/${item.id}`,
  };
}

export type LectureView = ReturnType<typeof lectureViewOf>;

function formValuesOf(item: LectureItem): Record<string, string> {
  return {
    title: item.title,
    teacher: item.teacher,
    startsAt: beijingMinuteInput(item.startsAt),
    endsAt: beijingMinuteInput(item.endsAt),
    room: item.room,
    liveId: item.live ? String(item.live.id) : "",
    description: item.description,
  };
}

/** /Training/teacher/{id}/lectures[?edit={lectureId}]: the schedule, the form (new, or the lecture being edited). */
export async function loadTeacherLectures(request: Request, params: Params) {
  const { batch } = await requireTrainingPage(request, params, "teacher");
  const now = Date.now();
  const [items, choices] = await Promise.all([listLectures(batch.id, null), lectureChoices(batch.id, now)]);
  const editRaw = new URL(request.url).searchParams.get("edit");
  const editing =
    editRaw && idPattern.test(editRaw) ? (items.find((item) => item.id === Number(editRaw)) ?? null) : null;
  if (editRaw && !editing) throw pageNotFound(trainingMessages.lectureNotFound);
  const { upcoming, past } = scheduleOrder(items, now);
  const view = (item: LectureItem) => lectureViewOf(item, request, "teacher", now);
  return {
    batchId: batch.id,
    upcoming: upcoming.map(view),
    past: past.map(view),
    lives: choices.lives.map((live) => ({
      value: String(live.id),
      label: `${live.title}（${shanghaiSlashMinute(live.startsAt)}）`,
    })),
    materials: choices.materials.map((material) => ({ id: material.id, title: material.title })),
    editing: editing
      ? {
          id: editing.id,
          title: editing.title,
          values: formValuesOf(editing),
          materialIds: editing.materials.map((material) => String(material.id)),
        }
      : null,
  };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** 保存 (new or edit) and 删除. */
export async function submitTeacherLectures(request: Request, params: Params) {
  const { batch, user } = await requireTrainingPage(request, params, "teacher");
  const form = await readPageForm(request);
  const intent = form.get("intent");
  const listPath = trainingPaths[treeOfRequest(request)].teacher(batch.id, "lectures");
  const values = Object.fromEntries(lectureFields.map((field) => [field, text(form, field)]));
  const materialIds = form.getAll("materialIds").filter((value): value is string => typeof value === "string");
  const refused = (errors: Record<string, string>, status: number) =>
    data<LectureFormResult>({ errors, values, materialIds }, { status });
  const lectureIdText = text(form, "lectureId");
  const lectureId = idPattern.test(lectureIdText) ? Number(lectureIdText) : null;
  if (lectureIdText !== "" && lectureId === null) throw pageNotFound(trainingMessages.lectureNotFound);
  try {
    if (intent === "delete") {
      if (lectureId === null) throw pageNotFound(trainingMessages.lectureNotFound);
      const title = await deleteLecture(batch.id, lectureId);
      return redirectWithToast(request, listPath, { kind: "success", message: m.deleted(title) });
    }
    if (intent !== "save") return refused({ "": m.intentInvalid }, 400);
    const parsed = lectureSchema.safeParse({ ...values, materialIds });
    if (!parsed.success) return refused(fieldErrorsOf(parsed.error), 400);
    const saved =
      lectureId === null
        ? await createLecture(batch.id, user.id, parsed.data)
        : await updateLecture(batch.id, lectureId, parsed.data);
    return redirectWithToast(request, listPath, {
      kind: "success",
      message: lectureId === null ? m.created(saved.title) : m.saved(saved.title),
    });
  } catch (error) {
    throwIfNotFound(error);
    if (isDomainError(error) && error.status === 400) return refused(error.fieldErrors ?? { "": error.message }, 400);
    throw error;
  }
}

/** /Training/student/{id}/lectures: my batch's schedule and the calendar file. */
export async function loadStudentLectures(request: Request, params: Params) {
  const { batch, user } = await requireTrainingPage(request, params, "student");
  const now = Date.now();
  const { upcoming, past } = scheduleOrder(await listLectures(batch.id, user.id), now);
  const view = (item: LectureItem) => lectureViewOf(item, request, "student", now);
  return {
    batchId: batch.id,
    upcoming: upcoming.map(view),
    past: past.map(view),
    calendarHref: calendarPath(batch.id),
  };
}

function lectureIdParam(params: Params): number {
  if (!idPattern.test(params.lectureId ?? "")) throw pageNotFound(trainingMessages.lectureNotFound);
  return Number(params.lectureId);
}

/** /Training/student/{id}/lectures/{lectureId}: the lecture; opening it records the view. */
export async function loadStudentLecture(request: Request, params: Params) {
  const { batch, user } = await requireTrainingPage(request, params, "student");
  const lectureId = lectureIdParam(params);
  const now = Date.now();
  let item: LectureItem;
  try {
    item = await getLecture(batch.id, lectureId, user.id);
  } catch (error) {
    throwIfNotFound(error);
    throw error;
  }
  await recordLectureView(item.id, user.id, now);
  return {
    batchId: batch.id,
    lecture: lectureViewOf(item, request, "student", now),
    listHref: trainingPaths[treeOfRequest(request)].student(batch.id, "lectures"),
  };
}

/** 收藏 / 取消收藏 (after the membership check of requireTrainingPage). */
export async function submitStudentLecture(request: Request, params: Params) {
  const { batch, user } = await requireTrainingPage(request, params, "student");
  const lectureId = lectureIdParam(params);
  const form = await readPageForm(request);
  const intent = form.get("intent");
  const back = `${trainingPaths[treeOfRequest(request)].student(batch.id, "lectures")}/${lectureId}`;
  if (intent !== "collect" && intent !== "uncollect")
    return redirectWithToast(request, back, { kind: "error", message: m.intentInvalid });
  try {
    await collectLecture(batch.id, lectureId, user.id, intent === "collect");
  } catch (error) {
    throwIfNotFound(error);
    throw error;
  }
  return redirectWithToast(request, back, {
    kind: "success",
    message: intent === "collect" ? m.collected : m.uncollected,
  });
}

/** The calendar file of a batch's lectures (one address for both trees: the .ics ending keeps device routing away). */
const calendarPath = (batchId: number) => `/Training/student/${batchId}/lectures.ics`;

/** The .ics of my batch's lectures; 404 for everyone who is not its active student. */
export async function serveLectureCalendar(request: Request, params: Params): Promise<Response> {
  const user = await requireUser(request);
  const batchId = batchIdParam(params);
  let batchName: string;
  try {
    batchName = (await requireBatchStudent(user, batchId)).batch.name;
  } catch (error) {
    throwIfNotFound(error);
    throw error;
  }
  const url = new URL(request.url);
  const items = await listLectures(batchId, null);
  const body = lectureCalendar({
    name: batchName,
    host: url.hostname,
    lectures: items.map((item) => ({
      id: item.id,
      title: item.title,
      startsAt: item.startsAt,
      endsAt: item.endsAt,
      updatedAt: item.updatedAt,
      location: item.room || (item.live ? `直播：${item.live.title}` : ""),
      description: [item.teacher ? `主讲：${item.teacher}` : "", item.description].filter(Boolean).join("\n"),
      url: `${url.origin}${trainingPaths.desktop.student(batchId, "lectures")}/${item.id}`,
    })),
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="lectures-${batchId}.ics"`,
      "Cache-Control": "private, no-store",
    },
  });
}
