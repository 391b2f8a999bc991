// 课件 of a batch (issue 27; docs/decisions/0055-training-platform.md "课件"): the rules the pages of both trees and
// /material/website/… share.
// - Who: every function takes the caller's BatchAccess (requireBatchMember / requireBatchTeaching, so outsiders have
//   had their 404 already), and every query names the batch too (material id AND batch id): a material of another
//   batch is 404 like a material that does not exist.
// - Upload (teachers and the school's administrators): the bytes are sniffed (material-sniff.ts), size-limited
//   (MATERIAL_UPLOAD_MAX_MB), stored under MEDIA_DIR/training/<random>/ and queued for conversion — or, where the
//   server lacks LibreOffice (an Office file) or poppler (a PDF), kept as "download_only" with a note.
// - Files: page images and the original are served by /Training/material/{id}/{file} to the holder of a signed,
//   expiring link bound to their user (media-signature's grant); that route checks the batch's membership again.
// - Downloads: minted by a POST (page) or the API, recorded in training_material_downloads (我的下载).
import { recordUsageEvent, type UsageActor } from "~/modules/usage/usage-events.server";
import crypto from "node:crypto";
import { db } from "~/db/client.server";
import type { TrainingMaterialFormat, TrainingMaterialStatus } from "~/db/schema";
import { getAppSecret } from "~/lib/app-secret.server";
import { DomainError } from "~/lib/domain-error";
import { getEnv } from "~/lib/env.server";
import { signedFileResponse } from "~/modules/media/file-response.server";
import { signedPathUrl } from "~/modules/media/media-links.server";
import { requesterSubjects } from "~/modules/media/media-access.server";
import { userSubject, verifyMediaGrant, type MediaRefusal } from "~/modules/media/media-signature";
import { statLocalMedia } from "~/modules/media/media-storage.server";
import { getOptionalUser } from "~/modules/auth/require-user.server";
import { findBatchAccess, type BatchAccess } from "../training-access.server";
import { trainingMessages } from "../training-messages";
import { queueMaterialConversion } from "./material-conversion.server";
import { removeMaterialFiles, writeMaterialSource } from "./material-files.server";
import { materialMessages as m, materialStatusNames } from "./material-messages";
import type { MaterialUploadInput } from "./material-schemas";
import { materialContentType, materialExtension, sniffMaterial } from "./material-sniff";
import { officeConversionAvailable, pdfRenderingAvailable } from "./material-tools.server";

export interface MaterialItem {
  id: number;
  batchId: number;
  title: string;
  fileName: string;
  format: TrainingMaterialFormat;
  /** PPTX, PDF, … */
  formatLabel: string;
  byteSize: number;
  sizeLabel: string;
  status: TrainingMaterialStatus;
  statusName: string;
  /** Why it failed, or why it is download-only; null otherwise. */
  note: string | null;
  pageCount: number | null;
  uploadedAt: string;
}

export interface MaterialPage {
  pageNo: number;
  imageUrl: string;
  width: number;
  height: number;
  text: string;
}

const formatLabels: Record<TrainingMaterialFormat, string> = {
  pdf: "PDF",
  ppt: "PPT",
  pptx: "PPTX",
  doc: "DOC",
  docx: "DOCX",
};

const materialColumns = [
  "id",
  "batch_id",
  "title",
  "file_name",
  "format",
  "byte_size",
  "status",
  "error",
  "page_count",
  "created_at",
] as const;

interface MaterialRow {
  id: number;
  batch_id: number;
  title: string;
  file_name: string;
  format: TrainingMaterialFormat;
  byte_size: number;
  status: TrainingMaterialStatus;
  error: string | null;
  page_count: number | null;
  created_at: number;
}

function sizeLabel(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function noteOf(row: MaterialRow): string | null {
  if (row.status === "failed") return row.error ?? m.failed("未知原因");
  if (row.status === "download_only") return row.format === "pdf" ? m.noPoppler : m.noOffice;
  return null;
}

function itemOf(row: MaterialRow): MaterialItem {
  return {
    id: Number(row.id),
    batchId: Number(row.batch_id),
    title: row.title,
    fileName: row.file_name,
    format: row.format,
    formatLabel: formatLabels[row.format],
    byteSize: Number(row.byte_size),
    sizeLabel: sizeLabel(Number(row.byte_size)),
    status: row.status,
    statusName: materialStatusNames[row.status],
    note: noteOf(row),
    pageCount: row.page_count === null ? null : Number(row.page_count),
    uploadedAt: new Date(Number(row.created_at)).toISOString(),
  };
}

/** The batch's materials, newest first. */
export async function listMaterials(access: BatchAccess): Promise<MaterialItem[]> {
  const rows = await db
    .selectFrom("training_materials")
    .select(materialColumns)
    .where("batch_id", "=", access.batch.id)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(itemOf);
}

/** One material of the batch; 404 for another batch's or none. */
export async function getMaterial(access: BatchAccess, materialId: number): Promise<MaterialItem> {
  const row = await db
    .selectFrom("training_materials")
    .select(materialColumns)
    .where("id", "=", materialId)
    .where("batch_id", "=", access.batch.id)
    .executeTakeFirst();
  if (!row) throw new DomainError(404, trainingMessages.materialNotFound);
  return itemOf(row);
}

// ——— Signed links ———

/** /Training/material/{id}/{file}: where a material's files are served (one address for both trees). */
const materialFilePath = (materialId: number, file: string) => `/Training/material/${materialId}/${file}`;

const pageFileName = (pageNo: number) => `${pageNo}.jpg`;
const sourceFileName = (format: TrainingMaterialFormat) => `source.${materialExtension[format]}`;

function pageOf(materialId: number, userId: number, now: number) {
  return (row: { page_no: number; width: number; height: number; text: string }): MaterialPage => ({
    pageNo: Number(row.page_no),
    imageUrl: signedPathUrl(materialFilePath(materialId, pageFileName(Number(row.page_no))), userSubject(userId), now)
      .url,
    width: Number(row.width),
    height: Number(row.height),
    text: row.text,
  });
}

/** One page of a readable material, with its image's signed URL for the caller; 404 past the last page. */
export async function getMaterialPage(
  access: BatchAccess,
  materialId: number,
  pageNo: number,
  now: number = Date.now(),
): Promise<{ material: MaterialItem; page: MaterialPage }> {
  const material = await getMaterial(access, materialId);
  if (material.status !== "ready") throw new DomainError(409, m.notReadable);
  const row = await db
    .selectFrom("training_material_pages")
    .select(["page_no", "width", "height", "text"])
    .where("material_id", "=", materialId)
    .where("page_no", "=", pageNo)
    .executeTakeFirst();
  if (!row) throw new DomainError(404, m.pageOutOfRange(material.pageCount ?? 0));
  return { material, page: pageOf(materialId, access.userId, now)(row) };
}

/** Every page of a readable material (the API's pages). */
export async function listMaterialPages(
  access: BatchAccess,
  materialId: number,
  now: number = Date.now(),
): Promise<{ material: MaterialItem; pages: MaterialPage[] }> {
  const material = await getMaterial(access, materialId);
  if (material.status !== "ready") throw new DomainError(409, m.notReadable);
  const rows = await db
    .selectFrom("training_material_pages")
    .select(["page_no", "width", "height", "text"])
    .where("material_id", "=", materialId)
    .orderBy("page_no")
    .execute();
  return { material, pages: rows.map(pageOf(materialId, access.userId, now)) };
}

/**
 * Records that the caller downloads the material (我的下载) and gives them a signed link to the original as an
 * attachment. Any member may download any material of the batch, whatever its state (a failed conversion's file is
 * still the teacher's file).
 */
export async function materialDownloadLink(
  access: BatchAccess,
  materialId: number,
  now: number = Date.now(),
  actor: UsageActor | null = null,
): Promise<{ url: string; expiresAt: number }> {
  const material = await getMaterial(access, materialId);
  await db
    .insertInto("training_material_downloads")
    .values({
      user_id: access.userId,
      material_id: materialId,
      download_count: 1,
      first_downloaded_at: now,
      last_downloaded_at: now,
    })
    .onConflict((conflict) =>
      conflict.columns(["user_id", "material_id"]).doUpdateSet((eb) => ({
        download_count: eb("training_material_downloads.download_count", "+", 1),
        last_downloaded_at: now,
      })),
    )
    .execute();
  await recordUsageEvent(actor, { kind: "download", itemType: "material", itemId: materialId }, now);
  const link = signedPathUrl(
    materialFilePath(materialId, sourceFileName(material.format)),
    userSubject(access.userId),
    now,
  );
  // `dl` is outside the signature: it only chooses attachment over inline for the holder of the grant.
  return { url: `${link.url}&dl=1`, expiresAt: link.expiresAt };
}

// ——— Upload and delete ———

interface MaterialUploadFile {
  name?: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export function materialUploadLimit(): { bytes: number; mb: number } {
  const mb = getEnv().MATERIAL_UPLOAD_MAX_MB;
  return { bytes: mb * 1024 * 1024, mb };
}

/** The file name as shown (never a path): the last segment, control characters out, 120 characters at most. */
function displayName(name: string | undefined, format: TrainingMaterialFormat): string {
  const base = (name ?? "")
    .split(/[\\/]/)
    .pop()!
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters never belong in a shown name
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim();
  return (base || `课件.${materialExtension[format]}`).slice(0, 120);
}

/**
 * Stores a teacher's upload and queues its conversion (or keeps it download-only where the tools are missing).
 * Refusals carry the field they are about (`file`), so the form shows them beside it and keeps the title typed.
 */
export async function uploadMaterial(
  access: BatchAccess,
  input: MaterialUploadInput,
  file: MaterialUploadFile | null | undefined,
  now: number = Date.now(),
): Promise<MaterialItem> {
  if (access.viewer === "student") throw new DomainError(404, trainingMessages.batchNotFound);
  if (!file || file.size === 0) throw new DomainError(400, m.fileRequired, { file: m.fileRequired });
  const limit = materialUploadLimit();
  if (file.size > limit.bytes) throw new DomainError(413, m.fileTooLarge(limit.mb), { file: m.fileTooLarge(limit.mb) });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = sniffMaterial(bytes);
  if (!sniffed.ok) throw new DomainError(415, m.notMaterial(sniffed.what), { file: m.notMaterial(sniffed.what) });
  // A password-protected PPTX/DOCX is one encrypted package: which of the two it is, only its name can say. It is
  // stored and fails in its conversion with the reason, like a password-protected PDF.
  const format: TrainingMaterialFormat =
    sniffed.format === "encrypted-ooxml" ? (/\.docx?$/i.test(file.name ?? "") ? "docx" : "pptx") : sniffed.format;
  const office = format !== "pdf";
  const convertible = office
    ? (await officeConversionAvailable()) && (await pdfRenderingAvailable())
    : await pdfRenderingAvailable();
  const sourceKey = await writeMaterialSource(bytes, format);
  let id: number;
  try {
    const row = await db
      .insertInto("training_materials")
      .values({
        batch_id: access.batch.id,
        title: input.title,
        file_name: displayName(file.name, format),
        format,
        byte_size: bytes.byteLength,
        sha256: crypto.createHash("sha256").update(bytes).digest("hex"),
        source_key: sourceKey,
        pdf_key: format === "pdf" && !convertible ? sourceKey : null,
        status: convertible ? "queued" : "download_only",
        error: null,
        page_count: null,
        job_id: null,
        uploaded_by_user_id: access.userId,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    id = Number(row.id);
  } catch (error) {
    await removeMaterialFiles(sourceKey);
    throw error;
  }
  // A failed enqueue leaves it queued without a job: the worker's sweep queues it again.
  if (convertible) await queueMaterialConversion(id).catch(() => undefined);
  return getMaterial(access, id);
}

/** Deletes a material of the batch with its pages, downloads and files; another batch's (or none) is 404. */
export async function deleteMaterial(access: BatchAccess, materialId: number): Promise<void> {
  if (access.viewer === "student") throw new DomainError(404, trainingMessages.batchNotFound);
  const deleted = await db
    .deleteFrom("training_materials")
    .where("id", "=", materialId)
    .where("batch_id", "=", access.batch.id)
    .returning("source_key")
    .executeTakeFirst();
  if (!deleted) throw new DomainError(404, trainingMessages.materialNotFound);
  await removeMaterialFiles(deleted.source_key);
}

// ——— Serving a signed link ———

const textResponse = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

const refusalMessages: Record<MediaRefusal, string> = {
  unsigned: m.linkUnsigned,
  tampered: m.linkUnsigned,
  expired: m.linkExpired,
  "other-subject": m.linkOtherSubject,
};

/** Content-Disposition with an ASCII fallback and the real name per RFC 5987. */
function disposition(kind: "inline" | "attachment", fileName: string, materialId: number, ext: string): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="material-${materialId}.${ext}"; filename*=UTF-8''${encoded}`;
}

/**
 * GET /Training/material/{id}/{n}.jpg | source.{ext} ?exp=&sub=&sig=[&dl=1]: a page image or the original, to a
 * member of the material's batch (checked now, not only when the link was made: a student removed from the batch
 * gets 404) holding a valid grant for their own user; ranges and caching as /media.
 */
export async function serveMaterialFile(request: Request, idParam: string, fileParam: string): Promise<Response> {
  const materialId = /^[1-9]\d{0,9}$/.test(idParam) ? Number(idParam) : null;
  const page = /^([1-9]\d{0,4})\.jpg$/.exec(fileParam);
  const source = /^source\.(pdf|pptx?|docx?)$/.exec(fileParam);
  if (materialId === null || (!page && !source)) return textResponse(404, m.fileMissing);
  const user = await getOptionalUser(request);
  const row = await db
    .selectFrom("training_materials")
    .select(["batch_id", "format", "source_key", "file_name", "status"])
    .where("id", "=", materialId)
    .executeTakeFirst();
  const access = user && row ? await findBatchAccess(user, Number(row.batch_id)) : null;
  if (!row || !access) return textResponse(404, m.fileMissing);

  const url = new URL(request.url);
  const nowSeconds = Math.floor(Date.now() / 1000);
  const refusal = verifyMediaGrant(
    getAppSecret(),
    materialFilePath(materialId, fileParam),
    url.searchParams,
    await requesterSubjects(request),
    nowSeconds,
  );
  if (refusal) return textResponse(403, refusalMessages[refusal]);

  let key: string | null = null;
  let headers: Record<string, string>;
  if (page) {
    const pageRow = await db
      .selectFrom("training_material_pages")
      .select("image_key")
      .where("material_id", "=", materialId)
      .where("page_no", "=", Number(page[1]))
      .executeTakeFirst();
    key = row.status === "ready" ? (pageRow?.image_key ?? null) : null;
    headers = { "Content-Type": "image/jpeg" };
  } else {
    if (source![1] !== materialExtension[row.format]) return textResponse(404, m.fileMissing);
    key = row.source_key;
    headers = {
      "Content-Type": materialContentType[row.format],
      "Content-Disposition": disposition(
        url.searchParams.get("dl") === "1" ? "attachment" : "inline",
        row.file_name,
        materialId,
        materialExtension[row.format],
      ),
    };
  }
  const file = key ? await statLocalMedia(key) : null;
  if (!file) return textResponse(404, m.fileMissing);
  return signedFileResponse(request, file, {
    expiresAtSeconds: Number(url.searchParams.get("exp")),
    nowSeconds,
    headers: { ...headers, "X-Content-Type-Options": "nosniff" },
  });
}
