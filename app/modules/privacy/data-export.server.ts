// 我的数据 — the export (PIPL art. 45; docs/decisions/0026): a student asks (one pending at a time, a few a day), a
// background worker (data-export-worker.server.ts) builds the ZIP, the page shows its state and progress, and the
// file is served for 24 hours to its owner only — the link names the export by a random token and the owner's session
// is checked as well; another user's token is 404.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { db } from "~/db/client.server";
import type { DataExportState } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { getEnv } from "~/lib/env.server";
import { shanghaiIsoDay } from "~/lib/shanghai-time";
import { authenticateRequest } from "~/modules/auth/request-auth.server";
import { signedFileResponse } from "~/modules/media/file-response.server";
import { newMediaKey, statLocalMedia } from "~/modules/media/media-storage.server";
import { privacyMessages as m } from "./privacy-messages";
import { dataExportFilePath, dataExportTokenOf } from "./privacy-paths";

/** How long a built archive may be downloaded. */
export const EXPORT_TTL_MS = 24 * 60 * 60 * 1000;
/** Requests per user in any 24 hours (building one reads every table of the account). */
const EXPORTS_PER_DAY = 3;

export interface DataExportView {
  id: number;
  state: DataExportState;
  progress: number;
  requestedAt: string;
  readyAt: string | null;
  expiresAt: string | null;
  byteSize: number | null;
  /** The ZIP's link while it may be downloaded; null otherwise. */
  downloadUrl: string | null;
  /** True while the worker has not finished (queued or running): the page offers 刷新 and polls. */
  pending: boolean;
}

const iso = (value: number | string | null) => (value === null ? null : new Date(Number(value)).toISOString());

function viewOf(
  row: {
    id: number;
    state: DataExportState;
    progress: number;
    requested_at: number;
    ready_at: number | null;
    expires_at: number | null;
    byte_size: number | null;
    token: string;
  },
  now: number,
): DataExportView {
  // A ready archive past its time reads as expired at once; the worker removes the file on its next run.
  const expired = row.state === "ready" && row.expires_at !== null && Number(row.expires_at) <= now;
  const state: DataExportState = expired ? "expired" : row.state;
  return {
    id: row.id,
    state,
    progress: state === "ready" ? 100 : Number(row.progress),
    requestedAt: iso(row.requested_at)!,
    readyAt: iso(row.ready_at),
    expiresAt: iso(row.expires_at),
    byteSize: row.byte_size === null ? null : Number(row.byte_size),
    downloadUrl: state === "ready" ? dataExportFilePath(row.token) : null,
    pending: state === "queued" || state === "running",
  };
}

const exportColumns = [
  "id",
  "state",
  "progress",
  "requested_at",
  "ready_at",
  "expires_at",
  "byte_size",
  "token",
] as const;

/** The user's latest export (or null), as the page and the API show it. */
export async function getLatestDataExport(userId: number, now: number = Date.now()): Promise<DataExportView | null> {
  const row = await db
    .selectFrom("data_exports")
    .select(exportColumns)
    .where("user_id", "=", userId)
    .orderBy("requested_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? viewOf(row, now) : null;
}

function isUniqueViolation(error: unknown): boolean {
  const text = error instanceof Error ? `${(error as { code?: string }).code ?? ""} ${error.message}` : "";
  return /UNIQUE constraint failed|23505|duplicate key/i.test(text);
}

/**
 * 申请导出: queues a new export. 409 while one is queued or running (the partial unique index settles a race), 429
 * after EXPORTS_PER_DAY requests in 24 hours.
 */
export async function requestDataExport(userId: number, now: number = Date.now()): Promise<DataExportView> {
  const pending = await db
    .selectFrom("data_exports")
    .select("id")
    .where("user_id", "=", userId)
    .where("state", "in", ["queued", "running"])
    .executeTakeFirst();
  if (pending) throw new DomainError(409, m.exportPending);
  const recent = await db
    .selectFrom("data_exports")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("user_id", "=", userId)
    .where("requested_at", ">", now - 24 * 60 * 60 * 1000)
    .executeTakeFirstOrThrow();
  if (Number(recent.count) >= EXPORTS_PER_DAY) throw new DomainError(429, m.exportTooMany(EXPORTS_PER_DAY));
  try {
    const row = await db
      .insertInto("data_exports")
      .values({
        user_id: userId,
        state: "queued",
        token: crypto.randomBytes(24).toString("base64url"),
        requested_at: now,
      })
      .returning(exportColumns)
      .executeTakeFirstOrThrow();
    return viewOf(row, now);
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(409, m.exportPending);
    throw error;
  }
}

// ——— Files ———

/** Where archives are kept: MEDIA_DIR/exports (the media storage directory; never served by /media unsigned). */
export function newExportFileKey(): string {
  return newMediaKey("exports", "zip");
}

/** Writes an archive at `key` atomically (a temporary name, then a rename). */
export async function writeExportFile(key: string, bytes: Uint8Array): Promise<number> {
  const target = path.resolve(getEnv().MEDIA_DIR, key);
  await fs.promises.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  const temporary = `${target}.${crypto.randomBytes(6).toString("hex")}.part`;
  await fs.promises.writeFile(temporary, bytes, { flag: "wx", mode: 0o600 });
  await fs.promises.rename(temporary, target);
  return bytes.byteLength;
}

export async function removeExportFile(key: string | null): Promise<void> {
  if (!key) return;
  await fs.promises.rm(path.resolve(getEnv().MEDIA_DIR, key), { force: true });
}

const notFound = () =>
  new Response(m.exportMissing, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * GET /user/data/export/<token>.zip: the archive to its owner (session cookie or bearer token) while it is ready and
 * younger than 24 hours; anything else — no login, another user's token, expired, removed — is 404.
 */
export async function serveDataExportFile(
  request: Request,
  fileName: string,
  now: number = Date.now(),
): Promise<Response> {
  const token = dataExportTokenOf(fileName);
  const { user } = await authenticateRequest(request);
  if (!token || !user) return notFound();
  const row = await db
    .selectFrom("data_exports")
    .select(["file_key", "expires_at", "ready_at"])
    .where("token", "=", token)
    .where("user_id", "=", user.id)
    .where("state", "=", "ready")
    .where("expires_at", ">", now)
    .executeTakeFirst();
  const file = row?.file_key ? await statLocalMedia(row.file_key) : null;
  if (!row || !file) return notFound();
  const day = shanghaiIsoDay(Number(row.ready_at)).replaceAll("-", "");
  return signedFileResponse(request, file, {
    expiresAtSeconds: Math.floor(Number(row.expires_at) / 1000),
    nowSeconds: Math.floor(now / 1000),
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="yantu-data-${day}.zip"`,
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer",
    },
  });
}
