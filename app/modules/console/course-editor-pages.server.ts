// 课程管理 (issue 26), the operator's pages: /console/courses lists every course (drafts too), /console/courses/new
// writes a draft's facts, /console/courses/{id} edits its facts and its catalogue beside a preview as students will
// see it and publishes or unpublishes it. Every form posts with an `intent`: `save`, `publish`, `unpublish` or one of
// the catalogue's changes. A refused form comes back with its messages beside it and everything typed; a change
// redirects with a toast (post/redirect/get).
import { data } from "@remix-run/node";
import { isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import { readPageForm } from "~/lib/page-form.server";
import { shanghaiSlashMinute } from "~/lib/shanghai-time";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { courseTypes } from "~/modules/course/course-config";
import { imageUrl } from "~/modules/media/media-links.server";
import { subjects } from "~/modules/subjects/subjects";
import { listReadyVideos } from "~/modules/video-library/video-choices.server";
import { COURSE_COVER_FORM_MAX_BYTES, courseEditorMessages as m, courseStates } from "./course-editor-messages";
import {
  catalogueFormKey,
  isCatalogueIntent,
  parseCatalogueChange,
  courseEditorListSchema,
  courseFields,
  courseIdSchema,
  courseSchema,
  courseVersionSchema,
  fenToYuanText,
} from "./course-editor-schemas";
import {
  changeCatalogue,
  createCourse,
  type EditorCourse,
  getEditorCourse,
  listEditorCourses,
  setCourseCover,
  setCoursePublished,
  updateCourse,
} from "./course-editor.server";
import { requireConsoleUser } from "./require-console-user.server";

const courseEditorPaths = {
  list: "/console/courses",
  create: "/console/courses/new",
  edit: (id: number) => `/console/courses/${id}`,
  student: (id: number) => `/course/detail?id=${id}`,
  video: (assetId: number) => `/console/videos/${assetId}`,
} as const;

/** A refused form: which one (`facts`, or a catalogue form's key), its messages and what was typed. */
export interface CourseEditorFormResult {
  form: string;
  errors: Record<string, string>;
  values: Record<string, string>;
}

const typeChoices = courseTypes.map(({ code, name }) => ({ value: String(code), label: name }));
const subjectChoices = subjects.map(({ code, name }) => ({ value: code, label: name }));

export async function loadCourseEditorList(request: Request, context: { clientIp: string }) {
  const caller = await requireConsoleUser(request, context, { operator: true });
  const url = new URL(request.url);
  const parsed = courseEditorListSchema.safeParse(Object.fromEntries(url.searchParams));
  const input = parsed.success ? parsed.data : { page: 1, rows: 20 };
  const page = await listEditorCourses(caller, input);
  return {
    notice: parsed.success ? null : m.stateInvalid,
    state: parsed.success ? (parsed.data.state ?? null) : null,
    states: courseStates,
    page: page.page,
    rows: page.rows,
    total: page.total,
    items: page.items.map((item) => ({
      ...item,
      stateName: item.state === "published" ? "已发布" : "草稿",
      updated: shanghaiSlashMinute(item.updatedAt),
      href: courseEditorPaths.edit(item.id),
    })),
  };
}

/** The course as a student whose school licenses it sees it: the student page's own view data, nothing of a reader. */
function previewOf(course: EditorCourse, subject: string, now: number) {
  const lessons = course.chapters.flatMap((chapter) => chapter.sections.flatMap((section) => section.lessons));
  return {
    course: {
      id: course.id,
      title: course.title,
      subjectName: course.subjectName,
      cover: imageUrl(course.coverKey, subject, now),
      teachers: course.teachers,
      tags: course.tags,
      introduction: course.introduction,
      priceFen: course.priceFen,
      videoCount: course.videoCount,
      totalDuration: course.totalDuration,
      viewCount: course.viewCount,
      likeCount: course.likeCount,
      collectCount: course.collectCount,
      previewVideoCount: lessons.filter((lesson) => lesson.freePreview).length,
      firstVideoId: lessons[0]?.id ?? null,
      liked: false,
      collected: false,
      access: { allowed: true, key: course.priceFen === 0 ? ("free" as const) : ("member-licence" as const) },
    },
    catalogue: course.chapters.map((chapter) => ({
      id: chapter.id,
      title: chapter.title,
      sections: chapter.sections.map((section) => ({
        id: section.id,
        title: section.title,
        items: [
          ...section.lessons.map((lesson) => ({
            order: lesson.position,
            entry: {
              kind: "video" as const,
              id: lesson.id,
              title: lesson.title,
              duration: lesson.durationSeconds,
              sequence: lesson.sequence,
              freePreview: lesson.freePreview,
              playable: true,
              progress: null,
            },
          })),
          ...section.notes.map((note) => ({
            order: note.position,
            entry: {
              kind: "note" as const,
              id: note.id,
              title: note.title,
              content: note.content,
              file: null,
              locked: false,
            },
          })),
        ]
          .sort((a, b) => a.order - b.order)
          .map((item) => item.entry),
      })),
    })),
    summary: null,
    loggedIn: false,
    purchase: null,
  };
}

/** /console/courses/new and /console/courses/{id}: the forms' values, and for a course its catalogue and preview. */
export async function loadCourseEditor(request: Request, context: { clientIp: string }, rawId: string | undefined) {
  const caller = await requireConsoleUser(request, context, { operator: true });
  const base = { types: typeChoices, subjects: subjectChoices };
  if (rawId === "new") return { ...base, course: null };
  const id = courseIdSchema.safeParse({ id: rawId });
  if (!id.success) throw data({ message: m.notFound }, { status: 404 });
  let course: EditorCourse;
  try {
    course = await getEditorCourse(caller, id.data.id);
  } catch (error) {
    if (isDomainError(error)) throw data({ message: error.message }, { status: error.status });
    throw error;
  }
  const now = Date.now();
  const videos = await listReadyVideos();
  // Each lesson opens its 视频库 video in the preview (the student player answers 404 for a draft).
  const lessonHrefs = Object.fromEntries(
    course.chapters.flatMap((chapter) =>
      chapter.sections.flatMap((section) =>
        section.lessons.map((lesson) => [
          lesson.id,
          lesson.videoAssetId === null ? null : courseEditorPaths.video(lesson.videoAssetId),
        ]),
      ),
    ),
  ) as Record<number, string | null>;
  return {
    ...base,
    videoChoices: videos.map((video) => ({ id: video.id, title: video.title, durationSeconds: video.durationSeconds })),
    course: {
      id: course.id,
      title: course.title,
      state: course.state,
      version: String(course.updatedAt),
      values: {
        type: String(course.type),
        subject: course.subject,
        title: course.title,
        introduction: course.introduction,
        teachers: course.teachers.map((teacher) => [teacher.name, teacher.title].filter(Boolean).join("，")).join("\n"),
        tags: course.tags.join("，"),
        price: fenToYuanText(course.priceFen),
      } satisfies Record<(typeof courseFields)[number], string>,
      videoCount: course.videoCount,
      cover: imageUrl(course.coverKey, `u:${caller.user.id}`, now),
      updated: shanghaiSlashMinute(course.updatedAt),
      published: course.publishedAt === null ? null : shanghaiSlashMinute(course.publishedAt),
      studentHref: course.state === "published" ? courseEditorPaths.student(course.id) : null,
      chapters: course.chapters.map((chapter) => ({
        id: chapter.id,
        title: chapter.title,
        sections: chapter.sections.map((section) => ({
          id: section.id,
          title: section.title,
          noteCount: section.notes.length,
          lessons: section.lessons.map((lesson) => ({
            id: lesson.id,
            title: lesson.title,
            durationSeconds: lesson.durationSeconds,
            freePreview: lesson.freePreview,
            sequence: lesson.sequence,
            videoAssetId: lesson.videoAssetId,
            watchers: lesson.watchers,
          })),
        })),
      })),
      lessonHrefs,
      preview: previewOf(course, `u:${caller.user.id}`, now),
    },
  };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const catalogueFieldNames = ["title", "chapterId", "sectionId", "lessonId", "videoId", "freePreview", "direction"];

export async function submitCourseEditor(request: Request, context: { clientIp: string }, rawId: string | undefined) {
  const caller = await requireConsoleUser(request, context, { operator: true });
  // Only the cover's form is multipart and needs room for the image; the others keep the site's usual limit.
  const multipart = (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
  const form = await readPageForm(request, multipart ? { maxBytes: COURSE_COVER_FORM_MAX_BYTES } : {});
  const intent = text(form, "intent");
  const factValues = Object.fromEntries(courseFields.map((field) => [field, text(form, field)]));
  const refused = (result: CourseEditorFormResult, status: number) => data<CourseEditorFormResult>(result, { status });
  const refusedFacts = (errors: Record<string, string>, status: number) =>
    refused({ form: "facts", errors, values: factValues }, status);

  if (rawId === "new") {
    if (intent !== "save") return refusedFacts({ "": m.intentInvalid }, 400);
    const parsed = courseSchema.safeParse(factValues);
    if (!parsed.success) return refusedFacts(fieldErrorsOf(parsed.error), 400);
    const created = await createCourse(caller, parsed.data);
    return redirectWithToast(request, courseEditorPaths.edit(created.id), {
      kind: "success",
      message: m.created(created.title),
    });
  }

  const id = courseIdSchema.safeParse({ id: rawId });
  if (!id.success) throw data({ message: m.notFound }, { status: 404 });
  const here = courseEditorPaths.edit(id.data.id);

  if (intent === "cover") {
    const file = form.get("cover");
    try {
      await setCourseCover(caller, id.data.id, file instanceof File ? file : null);
      return redirectWithToast(request, here, { kind: "success", message: m.coverSaved });
    } catch (error) {
      if (!isDomainError(error)) throw error;
      if (error.message === m.notFound) throw data({ message: error.message }, { status: 404 });
      return refused({ form: "cover", errors: { cover: error.message }, values: {} }, error.status);
    }
  }

  if (isCatalogueIntent(intent)) {
    const values = Object.fromEntries(
      catalogueFieldNames.filter((name) => form.has(name)).map((name) => [name, text(form, name)]),
    );
    const key = catalogueFormKey(intent, values);
    const parsed = parseCatalogueChange({ ...values, intent });
    if (!parsed.success) return refused({ form: key, errors: parsed.errors, values }, 400);
    try {
      const changed = await changeCatalogue(caller, id.data.id, parsed.data);
      return redirectWithToast(request, here, { kind: "success", message: changed.message });
    } catch (error) {
      if (!isDomainError(error)) throw error;
      if (error.message === m.notFound) throw data({ message: error.message }, { status: 404 });
      // A refused change (a chapter not empty, a watched video, a video still processing): said beside its form.
      return refused({ form: key, errors: { "": error.message }, values }, error.status);
    }
  }

  if (intent !== "save" && intent !== "publish" && intent !== "unpublish")
    return refusedFacts({ "": m.intentInvalid }, 400);
  try {
    if (intent === "save") {
      const parsed = courseSchema.safeParse(factValues);
      const version = courseVersionSchema.safeParse({ version: form.get("version") ?? undefined });
      if (!parsed.success || !version.success)
        return refusedFacts(
          {
            ...(parsed.success ? {} : fieldErrorsOf(parsed.error)),
            ...(version.success ? {} : { "": m.versionInvalid }),
          },
          400,
        );
      const saved = await updateCourse(caller, id.data.id, version.data.version, parsed.data);
      const title = saved.course.title;
      return redirectWithToast(request, here, {
        kind: saved.changed ? "success" : "info",
        message: !saved.changed
          ? m.unchanged
          : saved.course.state === "published"
            ? m.savedLive(title)
            : m.saved(title),
      });
    }
    const course = await setCoursePublished(caller, id.data.id, intent === "publish");
    return redirectWithToast(request, here, {
      kind: "success",
      message: intent === "publish" ? m.published(course.title) : m.unpublished(course.title),
    });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    if (error.status === 404) throw data({ message: error.message }, { status: 404 });
    if (intent === "save") return refusedFacts({ "": error.message }, error.status);
    return refused({ form: "state", errors: { "": error.message }, values: {} }, error.status);
  }
}
