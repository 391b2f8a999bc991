// 视频库 (/console/videos and /console/videos/:id, issue 26), the operator's pages. The upload is a plain multipart
// form that works without JavaScript (up to VIDEO_FORM_MAX_MB, streamed to disk, never held in memory); with
// JavaScript the same form uploads through tus, resumable, up to VIDEO_UPLOAD_MAX_MB (video-upload-form.tsx). A
// refused upload comes back with its message and the title typed; an accepted one redirects to the video's page with a
// toast (post/redirect/get), where its state and progress show until both renditions are ready.
import fs from "node:fs/promises";
import path from "node:path";
import {
  data,
  MaxPartSizeExceededError,
  type NodeOnDiskFile,
  unstable_composeUploadHandlers,
  unstable_createFileUploadHandler,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from "@remix-run/node";
import crypto from "node:crypto";
import { isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import { readPageForm, pageFormMessages } from "~/lib/page-form.server";
import { shanghaiSlashMinute } from "~/lib/shanghai-time";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { requireConsoleUser } from "~/modules/console/require-console-user.server";
import { videoProcessingAvailable } from "./ffmpeg.server";
import {
  acceptUploadedVideo,
  getVideoAsset,
  listVideoAssets,
  requeueVideoAsset,
  type UploadedVideoFile,
  type VideoAssetView,
} from "./video-assets.server";
import { mediaFile, videoLimits } from "./video-files.server";
import { videoLibraryMessages as m } from "./video-library-messages";
import { videoIdSchema, videoUploadSchema } from "./video-library-schemas";
import { VIDEO_UPLOADS_PATH } from "./video-uploads.server";

const videosPath = "/console/videos";

export interface VideoUploadResult {
  errors: Record<string, string>;
  values: { title: string };
}

function sizeText(bytes: number | null): string {
  if (bytes === null) return "—";
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function rowOf(video: VideoAssetView) {
  return {
    ...video,
    uploaded: shanghaiSlashMinute(video.createdAt),
    sourceSizeText: sizeText(video.sourceSize),
    hdSizeText: sizeText(video.hdSize),
    sdSizeText: sizeText(video.sdSize),
  };
}

function uploadSettings() {
  const limits = videoLimits();
  return {
    formMaxBytes: limits.formMaxBytes,
    formMaxMb: limits.formMaxMb,
    uploadMaxBytes: limits.uploadMaxBytes,
    uploadMaxMb: limits.uploadMaxMb,
    maxMinutes: limits.maxMinutes,
    tusEndpoint: VIDEO_UPLOADS_PATH,
  };
}

export async function loadVideoLibrary(request: Request, context: { clientIp: string }) {
  const caller = await requireConsoleUser(request, context, { operator: true });
  const [videos, available] = await Promise.all([listVideoAssets(caller), videoProcessingAvailable()]);
  return { videos: videos.map(rowOf), available, upload: uploadSettings() };
}

export async function loadVideoAsset(request: Request, context: { clientIp: string }, rawId: string | undefined) {
  const caller = await requireConsoleUser(request, context, { operator: true });
  const id = videoIdSchema.safeParse({ id: rawId });
  if (!id.success) throw data({ message: m.notFound }, { status: 404 });
  try {
    const { video, preview } = await getVideoAsset(caller, id.data.id);
    return { video: rowOf(video), preview, available: await videoProcessingAvailable() };
  } catch (error) {
    if (isDomainError(error) && error.status === 404) throw data({ message: m.notFound }, { status: 404 });
    throw error;
  }
}

/** Where the plain form's file is streamed while it is checked (a hidden folder /media never serves). */
function formUploadDirectory(): string {
  return path.join(mediaFile(".uploads"), "form");
}

async function readUploadForm(
  request: Request,
): Promise<
  { ok: true; title: string; file: UploadedVideoFile | null } | { ok: false; status: 400 | 413; message: string }
> {
  const limits = videoLimits();
  const declared = Number(request.headers.get("content-length") ?? "0");
  // A body plainly over the limit is refused before a byte of it is written.
  if (declared > limits.formMaxBytes + 1024 * 1024)
    return { ok: false, status: 413, message: m.formTooLarge(limits.formMaxMb, limits.uploadMaxMb) };
  await fs.mkdir(formUploadDirectory(), { recursive: true });
  // The file is written under a name of ours; the name the operator's computer gave it is only shown.
  const given = new Map<string, string>();
  const onDisk = unstable_createFileUploadHandler({
    directory: formUploadDirectory(),
    maxPartSize: limits.formMaxBytes,
    file: ({ filename }) => {
      const name = `${crypto.randomBytes(16).toString("hex")}.upload`;
      given.set(name, filename);
      return name;
    },
    filter: ({ name }) => name === "file",
  });
  const small = unstable_createMemoryUploadHandler({ maxPartSize: 64 * 1024 });
  try {
    const form = await unstable_parseMultipartFormData(request, unstable_composeUploadHandlers(onDisk, small));
    const part = form.get("file");
    const title = form.get("title");
    const file = part && typeof part !== "string" && "getFilePath" in part ? (part as unknown as NodeOnDiskFile) : null;
    return {
      ok: true,
      title: typeof title === "string" ? title : "",
      file: file
        ? {
            path: file.getFilePath(),
            size: file.size,
            fileName: given.get(path.basename(file.getFilePath())) ?? "video",
          }
        : null,
    };
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError)
      return { ok: false, status: 413, message: m.formTooLarge(limits.formMaxMb, limits.uploadMaxMb) };
    return { ok: false, status: 400, message: pageFormMessages.malformed };
  }
}

export async function submitVideoLibrary(request: Request, context: { clientIp: string }) {
  const caller = await requireConsoleUser(request, context, { operator: true });
  const essence = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (essence !== "multipart/form-data") {
    // 重新处理 comes from a video's own page.
    const form = await readPageForm(request);
    const parsed = videoIdSchema.safeParse({ id: form.get("id") ?? undefined });
    if (form.get("intent") !== "retry" || !parsed.success)
      return data<VideoUploadResult>({ errors: { "": m.intentInvalid }, values: { title: "" } }, { status: 400 });
    const to = `${videosPath}/${parsed.data.id}`;
    try {
      const video = await requeueVideoAsset(caller, parsed.data.id);
      return redirectWithToast(request, to, { kind: "success", message: m.requeued(video.title) });
    } catch (error) {
      if (!isDomainError(error)) throw error;
      return redirectWithToast(request, error.status === 404 ? videosPath : to, {
        kind: "error",
        message: error.message,
      });
    }
  }

  const read = await readUploadForm(request);
  if (!read.ok)
    return data<VideoUploadResult>({ errors: { file: read.message }, values: { title: "" } }, { status: read.status });
  const values = { title: read.title };
  const refused = (errors: Record<string, string>, status: number) =>
    data<VideoUploadResult>({ errors, values }, { status });
  const parsed = videoUploadSchema.safeParse(values);
  const file = read.file && read.file.size > 0 ? read.file : null;
  if (!parsed.success || !file) {
    if (read.file) await fs.rm(read.file.path, { force: true });
    return refused(
      { ...(parsed.success ? {} : fieldErrorsOf(parsed.error)), ...(file ? {} : { file: m.fileRequired }) },
      400,
    );
  }
  try {
    const video = await acceptUploadedVideo(caller, parsed.data, file);
    return redirectWithToast(request, `${videosPath}/${video.id}`, {
      kind: "success",
      message: m.uploaded(video.title),
    });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return refused(error.fieldErrors ?? { "": error.message }, error.status);
  }
}
