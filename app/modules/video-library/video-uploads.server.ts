// Resumable uploads of 视频库 (issue 26): the tus protocol (tus.io, v1.0.0) served by @tus/server with its FileStore,
// at /api/console/videos/uploads. A slow or broken connection resumes where it stopped: the browser (tus-js-client)
// asks the server how much arrived (HEAD) and sends the rest (PATCH). The console's rule and the operator's gate every
// request; an upload is its uploader's alone (another operator's PATCH or HEAD on it is 404). When the last byte
// arrives the file is checked and becomes a video (acceptUploadedVideo) or is refused with the reason — the
// response's body is the API's envelope either way, so the page can go to the new video or show the message.
// Unfinished uploads are removed after a day. Parts live under MEDIA_DIR/.uploads, which /media never serves.
import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs/promises";
import path from "node:path";
import { FileStore } from "@tus/file-store";
import { Server } from "@tus/server";
import { DomainError, isDomainError } from "~/lib/domain-error";
import { getEnv } from "~/lib/env.server";
import { envelopeResponse } from "~/modules/api/envelope";
import { UNAUTHENTICATED_MESSAGE } from "~/modules/api/dispatcher.server";
import { authenticateRequest } from "~/modules/auth/request-auth.server";
import { consoleCallerOf, type ConsoleUser } from "~/modules/console/require-console-user.server";
import { requireOperator } from "~/modules/console/school-scope.server";
import { startPeriodicTask, type PeriodicTask } from "~/lib/periodic-task";
import { acceptUploadedVideo, assertVideoProcessingAvailable } from "./video-assets.server";
import { videoLimits } from "./video-files.server";
import { videoLibraryMessages as m } from "./video-library-messages";
import { videoUploadSchema } from "./video-library-schemas";

export const VIDEO_UPLOADS_PATH = "/api/console/videos/uploads";
const UPLOAD_TTL_MS = 24 * 3600 * 1000;

const callers = new AsyncLocalStorage<ConsoleUser>();

/** tus carries its errors as { status_code, body }; ours carry the envelope's JSON. */
function refusal(status: number, message: string, fieldErrors?: Record<string, string>) {
  return {
    status_code: status,
    body: JSON.stringify({ code: status, msg: message, result: fieldErrors ? { fieldErrors } : null }),
  };
}

function callerNow(): ConsoleUser {
  const caller = callers.getStore();
  if (!caller) throw refusal(401, UNAUTHENTICATED_MESSAGE);
  return caller;
}

function uploadDirectory(): string {
  return path.join(path.resolve(getEnv().MEDIA_DIR), ".uploads");
}

let server: Server | undefined;
let store: FileStore | undefined;

function tusServer(): Server {
  if (server) return server;
  store = new FileStore({ directory: uploadDirectory(), expirationPeriodInMilliseconds: UPLOAD_TTL_MS });
  server = new Server({
    path: VIDEO_UPLOADS_PATH,
    datastore: store,
    relativeLocation: true,
    maxSize: () => videoLimits().uploadMaxBytes,
    async onIncomingRequest(request, uploadId) {
      const caller = callerNow();
      // An upload is its uploader's alone: another operator's request finds nothing.
      if (request.method !== "POST" && request.method !== "OPTIONS" && store) {
        const upload = await store.getUpload(uploadId).catch(() => null);
        if (!upload || upload.metadata?.uploader !== String(caller.user.id)) throw refusal(404, m.uploadSessionMissing);
      }
    },
    async onUploadCreate(_request, upload) {
      const caller = callerNow();
      const parsed = videoUploadSchema.safeParse({ title: upload.metadata?.title ?? "" });
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? m.titleRequired;
        throw refusal(400, message, { title: message });
      }
      try {
        await assertVideoProcessingAvailable();
      } catch (error) {
        if (isDomainError(error)) throw refusal(error.status, error.message);
        throw error;
      }
      return { metadata: { ...upload.metadata, title: parsed.data.title, uploader: String(caller.user.id) } };
    },
    async onUploadFinish(_request, upload) {
      const caller = callerNow();
      const file = upload.storage?.path;
      if (!file) throw refusal(404, m.uploadSessionMissing);
      try {
        const video = await acceptUploadedVideo(
          caller,
          { title: upload.metadata?.title ?? "" },
          { path: file, fileName: upload.metadata?.filename ?? "video", size: upload.offset },
        );
        return {
          status_code: 200,
          headers: { "Content-Type": "application/json; charset=utf-8" },
          body: JSON.stringify({ code: 200, msg: m.uploaded(video.title), result: video }),
        };
      } catch (error) {
        if (isDomainError(error)) throw refusal(error.status, error.message, error.fieldErrors);
        throw error;
      } finally {
        // The file is the video's now, or was removed: only the upload's own record is left.
        await fs.rm(`${file}.json`, { force: true });
      }
    },
    onResponseError(_request, error) {
      if (error instanceof Error) return undefined;
      // tus's own refusals speak English; the ones an operator can meet are said in Chinese.
      if (error.body.startsWith("{")) return error;
      if (error.status_code === 413) return refusal(413, m.tooLarge(videoLimits().uploadMaxMb));
      if (error.status_code === 404 || error.status_code === 410)
        return refusal(error.status_code, m.uploadSessionMissing);
      return error;
    },
  });
  return server;
}

/** Answers one tus request, as the console's operator or not at all. */
export async function handleVideoUpload(request: Request, context: { clientIp: string }): Promise<Response> {
  const auth = await authenticateRequest(request);
  if (!auth.user) return envelopeResponse(401, UNAUTHENTICATED_MESSAGE, null);
  let caller: ConsoleUser;
  try {
    caller = await consoleCallerOf(auth.user, context.clientIp);
    requireOperator(caller.access);
  } catch (error) {
    if (error instanceof DomainError) return envelopeResponse(error.status, error.message, null);
    throw error;
  }
  return callers.run(caller, () => tusServer().handleWeb(request));
}

/** Every hour: removes the uploads nobody finished within a day. */
export function startVideoUploadSweeper(): PeriodicTask {
  return startPeriodicTask("video-uploads", 3_600_000, async () => {
    tusServer();
    const removed = (await store?.deleteExpired().catch(() => 0)) ?? 0;
    return removed > 0 ? `${removed} unfinished upload(s) removed` : null;
  });
}
