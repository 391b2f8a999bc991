// 直播管理 (issue 26), the operator's pages: /console/lives lists every live (drafts too), /console/lives/new schedules
// a draft, /console/lives/{id} edits one beside its preview as a student sees it now and publishes or unpublishes it.
// Forms post with an `intent`; a refused save comes back with its messages and everything typed (a conflict too), a
// change redirects with a toast (post/redirect/get) — as 资讯发布.
import { data } from "@remix-run/node";
import { isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import { readPageForm } from "~/lib/page-form.server";
import { shanghaiSlashMinute } from "~/lib/shanghai-time";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { accessLabels } from "~/modules/access/access-messages";
import { liveDetailViewOf, livePlayerOf } from "~/modules/live/live-pages.server";
import { liveSource, toLiveCard } from "~/modules/live/live.server";
import { subjects } from "~/modules/subjects/subjects";
import { listReadyVideos } from "~/modules/video-library/video-choices.server";
import { videoPaths } from "~/modules/video/video-paths";
import { liveEditorMessages as m } from "./live-editor-messages";
import {
  createLive,
  type EditorLive,
  getEditorLive,
  getEditorLiveRow,
  listEditorLives,
  setLivePublished,
  updateLive,
} from "./live-editor.server";
import {
  beijingMinuteInput,
  liveEditorListSchema,
  liveFields,
  liveIdSchema,
  liveSchema,
  liveVersionSchema,
} from "./live-editor-schemas";
import { newsStates } from "./news-editor-messages";
import { type ConsoleUser, requireConsoleUser } from "./require-console-user.server";

const liveEditorPaths = {
  list: "/console/lives",
  edit: (id: number) => `/console/lives/${id}`,
} as const;

export interface LiveEditorFormResult {
  errors: Record<string, string>;
  values: Record<string, string>;
}

const subjectChoices = subjects.map(({ code, name }) => ({ value: code, label: name }));

export async function loadLiveEditorList(request: Request, context: { clientIp: string }) {
  const caller = await requireConsoleUser(request, context, { operator: true });
  const url = new URL(request.url);
  const parsed = liveEditorListSchema.safeParse(Object.fromEntries(url.searchParams));
  const input = parsed.success ? parsed.data : { page: 1, rows: 20 };
  const page = await listEditorLives(caller, input);
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
      starts: shanghaiSlashMinute(item.startsAt),
      updated: shanghaiSlashMinute(item.updatedAt),
      href: liveEditorPaths.edit(item.id),
    })),
  };
}

/**
 * The live as a student sees it at this moment: the student page's own view data (card, countdown, player or its
 * refusal), signed for the operator, as a student whose school has licensed the subject (a free live: as anyone).
 */
async function previewOf(caller: ConsoleUser, id: number, request: Request, now: number) {
  const row = await getEditorLiveRow(caller, id);
  // The /media route checks a grant against the session: the operator watches as themself.
  const subject = `u:${caller.user.id}`;
  const viewer = { userId: caller.user.id, schoolId: null, campusSchoolId: null, subject };
  const card = toLiveCard(
    { ...row, starts_at: Number(row.starts_at), ends_at: Number(row.ends_at), free: Number(row.free) },
    viewer,
    now,
  );
  const badge = card.free ? accessLabels.free : accessLabels["member-licence"];
  let player = null;
  let refusal = null;
  if (card.status !== "upcoming") {
    try {
      player = livePlayerOf({ ...(await liveSource(row, subject, now)), title: row.title }, request);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      refusal = { status: error.status, message: error.message, loginHref: null };
    }
  }
  return { live: liveDetailViewOf(card, row.introduction, badge, now), player, refusal };
}

function formValuesOf(live: EditorLive): Record<string, string> {
  return {
    title: live.title,
    teacher: live.teacher,
    subject: live.subject,
    introduction: live.introduction,
    startsAt: beijingMinuteInput(live.startsAt),
    endsAt: beijingMinuteInput(live.endsAt),
    streamUrl: live.streamUrl,
    videoId: live.replay?.videoId ? String(live.replay.videoId) : "",
    keepReplay: live.replay !== null && live.replay.videoId === null ? "on" : "",
    free: live.free ? "on" : "",
  };
}

/** /console/lives/new and /console/lives/{id}: the form's values and choices, and for a live its state and preview. */
export async function loadLiveEditor(request: Request, context: { clientIp: string }, rawId: string | undefined) {
  const caller = await requireConsoleUser(request, context, { operator: true });
  const videos = (await listReadyVideos()).map(({ id, title, durationSeconds }) => ({ id, title, durationSeconds }));
  const base = { subjects: subjectChoices, videos };
  if (rawId === "new") return { ...base, live: null };
  const id = liveIdSchema.safeParse({ id: rawId });
  if (!id.success) throw data({ message: m.notFound }, { status: 404 });
  const now = Date.now();
  let live: EditorLive;
  try {
    live = await getEditorLive(caller, id.data.id, now);
  } catch (error) {
    if (isDomainError(error)) throw data({ message: error.message }, { status: error.status });
    throw error;
  }
  return {
    ...base,
    live: {
      id: live.id,
      state: live.state,
      statusName: live.statusName,
      version: String(live.updatedAt),
      values: formValuesOf(live),
      // A replay whose file is not a 视频库 video (a seeded one) stays unless another is chosen: say so.
      replayOutsideLibrary: live.replay !== null && live.replay.videoId === null,
      hasStreamKey: live.hasStreamKey,
      updated: shanghaiSlashMinute(live.updatedAt),
      studentHref: live.state === "published" ? videoPaths.desktop.live(live.id) : null,
      preview: await previewOf(caller, live.id, request, now),
    },
  };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function submitLiveEditor(request: Request, context: { clientIp: string }, rawId: string | undefined) {
  const caller = await requireConsoleUser(request, context, { operator: true });
  const form = await readPageForm(request);
  const intent = form.get("intent");
  const values = Object.fromEntries(liveFields.map((field) => [field, text(form, field)]));
  const refused = (errors: Record<string, string>, status: number) =>
    data<LiveEditorFormResult>({ errors, values }, { status });
  if (intent !== "save" && intent !== "publish" && intent !== "unpublish") return refused({ "": m.intentInvalid }, 400);

  if (rawId === "new") {
    if (intent !== "save") return refused({ "": m.intentInvalid }, 400);
    const parsed = liveSchema.safeParse(values);
    if (!parsed.success) return refused(fieldErrorsOf(parsed.error), 400);
    try {
      const created = await createLive(caller, parsed.data);
      return redirectWithToast(request, liveEditorPaths.edit(created.id), {
        kind: "success",
        message: m.created(created.title),
      });
    } catch (error) {
      // The chosen video is not (or no longer) ready: its message beside the field.
      if (isDomainError(error) && error.status === 400) return refused({ videoId: error.message }, 400);
      throw error;
    }
  }

  const id = liveIdSchema.safeParse({ id: rawId });
  if (!id.success) throw data({ message: m.notFound }, { status: 404 });
  const here = liveEditorPaths.edit(id.data.id);
  try {
    if (intent === "save") {
      const parsed = liveSchema.safeParse(values);
      const version = liveVersionSchema.safeParse({ version: form.get("version") ?? undefined });
      if (!parsed.success || !version.success)
        return refused(
          {
            ...(parsed.success ? {} : fieldErrorsOf(parsed.error)),
            ...(version.success ? {} : { "": m.versionInvalid }),
          },
          400,
        );
      const saved = await updateLive(caller, id.data.id, version.data.version, parsed.data);
      const title = saved.live.title;
      return redirectWithToast(request, here, {
        kind: saved.changed ? "success" : "info",
        message: !saved.changed ? m.unchanged : saved.live.state === "published" ? m.savedLive(title) : m.saved(title),
      });
    }
    const live = await setLivePublished(caller, id.data.id, intent === "publish");
    return redirectWithToast(request, here, {
      kind: "success",
      message: intent === "publish" ? m.published(live.title) : m.unpublished(live.title),
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
