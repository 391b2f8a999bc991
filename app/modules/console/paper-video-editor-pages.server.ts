// 真题解析视频 (issue 26), the operator's pages: /console/paper-videos lists every paper video (drafts too),
// /console/paper-videos/new files a draft, /console/paper-videos/{id} edits one beside its preview as a student sees
// it and publishes or unpublishes it. Forms post with an `intent`; a refused save comes back with its messages and
// everything typed (a conflict too), a change redirects with a toast (post/redirect/get) — as 资讯发布.
import { data } from "@remix-run/node";
import { isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import { readPageForm } from "~/lib/page-form.server";
import { shanghaiSlashMinute } from "~/lib/shanghai-time";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { accessLabels } from "~/modules/access/access-messages";
import { paperVideoPlayerOf, paperVideoViewOf } from "~/modules/paper-video/paper-video-pages.server";
import { toCard } from "~/modules/paper-video/paper-video.server";
import { subjects } from "~/modules/subjects/subjects";
import { listReadyVideos } from "~/modules/video-library/video-choices.server";
import { videoGrant } from "~/modules/video/video-grant.server";
import { videoPaths } from "~/modules/video/video-paths";
import { newsStates } from "./news-editor-messages";
import { paperVideoEditorMessages as m } from "./paper-video-editor-messages";
import {
  createPaperVideo,
  type EditorPaperVideo,
  getEditorPaperVideo,
  getEditorPaperVideoRow,
  listEditorPaperVideos,
  setPaperVideoPublished,
  updatePaperVideo,
} from "./paper-video-editor.server";
import {
  paperVideoEditorListSchema,
  paperVideoFields,
  paperVideoIdSchema,
  paperVideoSchema,
  paperVideoVersionSchema,
} from "./paper-video-editor-schemas";
import { type ConsoleUser, requireConsoleUser } from "./require-console-user.server";

const paperVideoEditorPaths = {
  list: "/console/paper-videos",
  edit: (id: number) => `/console/paper-videos/${id}`,
} as const;

export interface PaperVideoEditorFormResult {
  errors: Record<string, string>;
  values: Record<string, string>;
}

const subjectChoices = subjects.map(({ code, name }) => ({ value: code, label: name }));

export async function loadPaperVideoEditorList(request: Request, context: { clientIp: string }) {
  const caller = await requireConsoleUser(request, context, { operator: true });
  const url = new URL(request.url);
  const parsed = paperVideoEditorListSchema.safeParse(Object.fromEntries(url.searchParams));
  const input = parsed.success ? parsed.data : { page: 1, rows: 20 };
  const page = await listEditorPaperVideos(caller, input);
  return {
    notice: parsed.success ? null : m.stateInvalid,
    state: parsed.success ? (parsed.data.state ?? null) : null,
    states: newsStates,
    page: page.page,
    rows: page.rows,
    total: page.total,
    items: page.items.map((item) => ({
      ...item,
      stateName: item.state === "published" ? "已发布" : "草稿",
      updated: shanghaiSlashMinute(item.updatedAt),
      href: paperVideoEditorPaths.edit(item.id),
    })),
  };
}

/**
 * The video as a student sees it: the student page's own view data and player, signed for the operator, as a
 * student whose school has licensed the subject (a free-preview video: 试看); without a video yet, the player's place
 * says so.
 */
async function previewOf(caller: ConsoleUser, id: number, request: Request, now: number) {
  const row = await getEditorPaperVideoRow(caller, id);
  // The /media route checks a grant against the session: the operator watches as themself.
  const subject = `u:${caller.user.id}`;
  const viewer = { userId: caller.user.id, schoolId: null, campusSchoolId: null, subject };
  const card = toCard(
    {
      ...row,
      exam_year: Number(row.exam_year),
      question_number: Number(row.question_number),
      duration_seconds: Number(row.duration_seconds),
      free_preview: Number(row.free_preview),
      view_count: Number(row.view_count),
      like_count: Number(row.like_count),
      collect_count: Number(row.collect_count),
      published_at: row.published_at === null ? null : Number(row.published_at),
    },
    viewer,
    now,
  );
  const basis = card.freePreview ? "free-preview" : "member-licence";
  const video = paperVideoViewOf(
    { ...card, introduction: row.introduction, liked: false, collected: false, previousId: null, nextId: null },
    accessLabels[basis],
    videoPaths.desktop,
  );
  if (row.media_key === "")
    return { video, player: null, refusal: { status: 404, message: m.publishNeedsVideo, loginHref: null } };
  const grant = await videoGrant(row, subject, basis, null, now);
  return { video, player: paperVideoPlayerOf(grant, request, { progress: null, next: null }), refusal: null };
}

function formValuesOf(video: EditorPaperVideo): Record<string, string> {
  return {
    subject: video.subject,
    examYear: String(video.examYear),
    paper: video.paper,
    questionNumber: String(video.questionNumber),
    questionLabel: video.questionLabel,
    title: video.title,
    teacher: video.teacher,
    introduction: video.introduction,
    videoId: video.video?.videoId ? String(video.video.videoId) : "",
    freePreview: video.freePreview ? "on" : "",
  };
}

/** /console/paper-videos/new and /console/paper-videos/{id}: the form's values and choices, state and preview. */
export async function loadPaperVideoEditor(request: Request, context: { clientIp: string }, rawId: string | undefined) {
  const caller = await requireConsoleUser(request, context, { operator: true });
  const videos = (await listReadyVideos()).map(({ id, title, durationSeconds }) => ({ id, title, durationSeconds }));
  const base = { subjects: subjectChoices, videos };
  if (rawId === "new") return { ...base, paperVideo: null };
  const id = paperVideoIdSchema.safeParse({ id: rawId });
  if (!id.success) throw data({ message: m.notFound }, { status: 404 });
  let video: EditorPaperVideo;
  try {
    video = await getEditorPaperVideo(caller, id.data.id);
  } catch (error) {
    if (isDomainError(error)) throw data({ message: error.message }, { status: error.status });
    throw error;
  }
  return {
    ...base,
    paperVideo: {
      id: video.id,
      state: video.state,
      version: String(video.updatedAt),
      values: formValuesOf(video),
      // A file that is not a 视频库 video (a seeded one) stays unless another is chosen: say so.
      videoOutsideLibrary: video.video !== null && video.video.videoId === null,
      updated: shanghaiSlashMinute(video.updatedAt),
      published: video.publishedAt === null ? null : shanghaiSlashMinute(video.publishedAt),
      studentHref: video.state === "published" ? videoPaths.desktop.paperVideo(video.id) : null,
      preview: await previewOf(caller, video.id, request, Date.now()),
    },
  };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function submitPaperVideoEditor(
  request: Request,
  context: { clientIp: string },
  rawId: string | undefined,
) {
  const caller = await requireConsoleUser(request, context, { operator: true });
  const form = await readPageForm(request);
  const intent = form.get("intent");
  const values = Object.fromEntries(paperVideoFields.map((field) => [field, text(form, field)]));
  const refused = (errors: Record<string, string>, status: number) =>
    data<PaperVideoEditorFormResult>({ errors, values }, { status });
  if (intent !== "save" && intent !== "publish" && intent !== "unpublish") return refused({ "": m.intentInvalid }, 400);

  if (rawId === "new") {
    if (intent !== "save") return refused({ "": m.intentInvalid }, 400);
    const parsed = paperVideoSchema.safeParse(values);
    if (!parsed.success) return refused(fieldErrorsOf(parsed.error), 400);
    try {
      const created = await createPaperVideo(caller, parsed.data);
      return redirectWithToast(request, paperVideoEditorPaths.edit(created.id), {
        kind: "success",
        message: m.created(created.title),
      });
    } catch (error) {
      // The chosen video is not (or no longer) ready: its message beside the field.
      if (isDomainError(error) && error.status === 400) return refused({ videoId: error.message }, 400);
      throw error;
    }
  }

  const id = paperVideoIdSchema.safeParse({ id: rawId });
  if (!id.success) throw data({ message: m.notFound }, { status: 404 });
  const here = paperVideoEditorPaths.edit(id.data.id);
  try {
    if (intent === "save") {
      const parsed = paperVideoSchema.safeParse(values);
      const version = paperVideoVersionSchema.safeParse({ version: form.get("version") ?? undefined });
      if (!parsed.success || !version.success)
        return refused(
          {
            ...(parsed.success ? {} : fieldErrorsOf(parsed.error)),
            ...(version.success ? {} : { "": m.versionInvalid }),
          },
          400,
        );
      const saved = await updatePaperVideo(caller, id.data.id, version.data.version, parsed.data);
      const title = saved.video.title;
      return redirectWithToast(request, here, {
        kind: saved.changed ? "success" : "info",
        message: !saved.changed ? m.unchanged : saved.video.state === "published" ? m.savedLive(title) : m.saved(title),
      });
    }
    const video = await setPaperVideoPublished(caller, id.data.id, intent === "publish");
    return redirectWithToast(request, here, {
      kind: "success",
      message: intent === "publish" ? m.published(video.title) : m.unpublished(video.title),
    });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    if (error.status === 404) throw data({ message: error.message }, { status: 404 });
    if (intent === "save") {
      // The chosen video is not ready (400): beside the field; a conflict (409): above the form. The text stays.
      return refused(error.status === 400 ? { videoId: error.message } : { "": error.message }, error.status);
    }
    return redirectWithToast(request, here, { kind: "error", message: error.message });
  }
}
