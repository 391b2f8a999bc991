// 自命题 papers (/question/zmtCourse; docs/decisions/0021-zmt-uploads.md): PDFs a school's library uploads through its
// organisation account, listed by school, major and year, and handed out only as signed, expiring links.
// - Upload: the account must be an organisation's (is_org) and the paper is always of its own school. The bytes are
//   sniffed (zmt-pdf-sniff.ts: %PDF- header, %%EOF, a page count); the name and the browser's type are ignored. Files
//   go to MEDIA_DIR/zmt/<random>.pdf (never public/), one row each (migration 0012); the same file twice → 409.
// - Delete: ownership in the WHERE clause (the organisation's school); another school's paper is 404.
// - Links: minted for the viewer's media subject (u:<userId> / v:<appuuid>) after the caller has checked entitlement
//   (the shelf's gate: campus network or a login), signed with media-signature's HMAC like /media grants (0009), and
//   served by /question/zmtCourse/paper/<id>.pdf, which checks the grant and the requester and sends byte ranges.
// - Downloads: one row per user and paper (zmt_paper_downloads), counted like question_downloads.
import { recordUsageEvent, type UsageActor } from "~/modules/usage/usage-events.server";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { db } from "~/db/client.server";
import { containsPattern } from "~/db/like-pattern";
import { getAppSecret } from "~/lib/app-secret.server";
import { DomainError } from "~/lib/domain-error";
import { getEnv } from "~/lib/env.server";
import { signedFileResponse } from "~/modules/media/file-response.server";
import { requesterSubjects } from "~/modules/media/media-access.server";
import { signMediaGrant, verifyMediaGrant, type MediaRefusal } from "~/modules/media/media-signature";
import { newMediaKey, statLocalMedia } from "~/modules/media/media-storage.server";
import { fetchPage, type Page } from "~/modules/paging/paged-query";
import type { Paging } from "~/modules/paging/paging-schemas";
import { zmtMessages as m } from "./zmt-messages";
import { zmtFilePath, zmtPaperIdOfFileName } from "./zmt-paths";
import { sniffPdf } from "./zmt-pdf-sniff";
import { MAX_ZMT_PDF_BYTES, MAX_ZMT_PDF_MB, type ZmtListInput, type ZmtUploadInput } from "./zmt-schemas";

/** Who uploads or deletes: the parts of the session's user these rules need. */
export interface ZmtActor {
  id: number;
  isOrg: boolean;
  schoolId: number | null;
}

export interface ZmtPaperItem {
  id: number;
  title: string;
  schoolId: number;
  schoolName: string;
  /** Who uploaded it: the school's library (its organisation account). */
  libraryName: string;
  majorCode: string;
  majorName: string;
  year: number;
  pageCount: number;
  byteSize: number;
  /** 1.2 MB, 356 KB. */
  sizeLabel: string;
  uploadedAt: string;
  /** The viewer's school uploaded it and the viewer is that school's organisation account: it may delete it. */
  mine: boolean;
  /** Signed links for the viewer (null without a media subject): inline (查看) and as an attachment (下载). */
  viewUrl: string | null;
  downloadUrl: string | null;
  /** When the links stop working (epoch seconds); null without links. */
  linksExpireAt: number | null;
}

// ——— Files ———

/** A new random media key for an upload: zmt/<random>.pdf. */
function newZmtFileKey(): string {
  return newMediaKey("zmt", "pdf");
}

/** Writes bytes under MEDIA_DIR at `key` (zmt/…), atomically (a temporary name, then a rename). */
export async function writeZmtFile(key: string, bytes: Uint8Array): Promise<void> {
  const target = path.resolve(getEnv().MEDIA_DIR, key);
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${crypto.randomBytes(6).toString("hex")}.part`;
  await fs.promises.writeFile(temporary, bytes, { flag: "wx" });
  await fs.promises.rename(temporary, target);
}

async function removeZmtFile(key: string): Promise<void> {
  await fs.promises.rm(path.resolve(getEnv().MEDIA_DIR, key), { force: true });
}

function sizeLabel(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The name a paper is saved as: 演示大学2025年801经济学.pdf (characters file systems refuse are dropped). */
function zmtFileName(paper: { schoolName: string; year: number; majorCode: string; majorName: string }): string {
  const name = `${paper.schoolName}${paper.year}年${paper.majorCode}${paper.majorName}`.replace(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are among those file systems refuse
    /[\\/:*?"<>|\u0000-\u001f\u007f]/g,
    "",
  );
  return `${name || "zmt"}.pdf`;
}

/** Content-Disposition with an ASCII fallback name and the real one per RFC 5987 (filename*=UTF-8''…). */
function zmtDisposition(kind: "inline" | "attachment", fileName: string, paperId: number): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="zmt-${paperId}.pdf"; filename*=UTF-8''${encoded}`;
}

// ——— Signed links ———

/** A signed link to the paper's PDF for `subject`, valid MEDIA_URL_TTL_SECONDS; `download` asks for an attachment. */
export function zmtPaperLink(
  paperId: number,
  subject: string,
  options: { download?: boolean; now?: number } = {},
): { url: string; expiresAt: number } {
  const expiresAt = Math.floor((options.now ?? Date.now()) / 1000) + getEnv().MEDIA_URL_TTL_SECONDS;
  const filePath = zmtFilePath(paperId);
  const query = signMediaGrant(getAppSecret(), { path: filePath, expiresAt, subject });
  // `dl` is outside the signature on purpose: it only chooses inline or attachment for the holder of the grant.
  if (options.download) query.set("dl", "1");
  return { url: `${filePath}?${query}`, expiresAt };
}

const refusalMessages: Record<MediaRefusal, string> = {
  unsigned: m.linkUnsigned,
  tampered: m.linkUnsigned,
  expired: m.linkExpired,
  "other-subject": m.linkOtherSubject,
};

/** Why a link may not be served to these subjects (null: it may), as media grants are checked. */
export function checkZmtLink(
  paperId: number,
  query: URLSearchParams,
  subjects: readonly string[],
  nowSeconds: number = Math.floor(Date.now() / 1000),
): string | null {
  const refusal = verifyMediaGrant(getAppSecret(), zmtFilePath(paperId), query, subjects, nowSeconds);
  return refusal ? refusalMessages[refusal] : null;
}

// ——— Rows ———

const paperRows = () => db.selectFrom("zmt_papers").innerJoin("schools", "schools.id", "zmt_papers.school_id");

const paperColumns = [
  "zmt_papers.id",
  "zmt_papers.title",
  "zmt_papers.school_id",
  "schools.name as school_name",
  "zmt_papers.major_code",
  "zmt_papers.major_name",
  "zmt_papers.year",
  "zmt_papers.page_count",
  "zmt_papers.byte_size",
  "zmt_papers.created_at",
] as const;

interface PaperRow {
  id: number;
  title: string;
  school_id: number;
  school_name: string;
  major_code: string;
  major_name: string;
  year: number;
  page_count: number;
  byte_size: number;
  created_at: number;
}

/** Who is looking at the shelf: their media subject (for links), and their school when they are its organisation. */
export interface ZmtViewer {
  subject: string | null;
  orgSchoolId: number | null;
}

export const zmtViewerOf = (subject: string | null, user: Pick<ZmtActor, "isOrg" | "schoolId"> | null): ZmtViewer => ({
  subject,
  orgSchoolId: user?.isOrg ? user.schoolId : null,
});

function itemOf(row: PaperRow, viewer: ZmtViewer, now: number): ZmtPaperItem {
  const view = viewer.subject ? zmtPaperLink(row.id, viewer.subject, { now }) : null;
  const download = viewer.subject ? zmtPaperLink(row.id, viewer.subject, { now, download: true }) : null;
  return {
    id: row.id,
    title: row.title,
    schoolId: row.school_id,
    schoolName: row.school_name,
    libraryName: `${row.school_name}图书馆`,
    majorCode: row.major_code,
    majorName: row.major_name,
    year: Number(row.year),
    pageCount: Number(row.page_count),
    byteSize: Number(row.byte_size),
    sizeLabel: sizeLabel(Number(row.byte_size)),
    uploadedAt: new Date(Number(row.created_at)).toISOString(),
    mine: viewer.orgSchoolId !== null && viewer.orgSchoolId === row.school_id,
    viewUrl: view?.url ?? null,
    downloadUrl: download?.url ?? null,
    linksExpireAt: view?.expiresAt ?? null,
  };
}

/** The shelf: papers filtered by school, major (a 科目代码, or part of the 科目名称 or title) and year, newest year first. */
export async function listZmtPapers(
  input: ZmtListInput,
  viewer: ZmtViewer,
  now: number = Date.now(),
): Promise<Page<ZmtPaperItem>> {
  let filtered = paperRows();
  if (input.school) filtered = filtered.where("zmt_papers.school_id", "=", input.school);
  if (input.year) filtered = filtered.where("zmt_papers.year", "=", input.year);
  if (input.major) {
    const major = input.major;
    if (/^\d{3}$/.test(major)) filtered = filtered.where("zmt_papers.major_code", "=", major);
    else {
      const pattern = containsPattern(major);
      filtered = filtered.where((eb) =>
        eb.or([
          sql<boolean>`zmt_papers.major_name like ${pattern} escape '\\'`,
          sql<boolean>`zmt_papers.title like ${pattern} escape '\\'`,
          sql<boolean>`zmt_papers.major_code like ${pattern} escape '\\'`,
        ]),
      );
    }
  }
  const ordered = filtered
    .select(paperColumns)
    .orderBy("zmt_papers.year", "desc")
    .orderBy("zmt_papers.school_id")
    .orderBy("zmt_papers.major_code")
    .orderBy("zmt_papers.id", "desc");
  return fetchPage(input, filtered, ordered, (rows) => rows.map((row) => itemOf(row, viewer, now)));
}

/** One paper for this viewer; 404 when there is none. */
export async function getZmtPaper(paperId: number, viewer: ZmtViewer, now: number = Date.now()): Promise<ZmtPaperItem> {
  const row = await paperRows().select(paperColumns).where("zmt_papers.id", "=", paperId).executeTakeFirst();
  if (!row) throw new DomainError(404, m.notFound);
  return itemOf(row, viewer, now);
}

/** What the filters offer: the schools that have papers (with how many) and the years, newest first. */
export async function zmtFilterOptions(): Promise<{
  schools: Array<{ id: number; name: string; count: number }>;
  years: number[];
}> {
  const [schools, years] = await Promise.all([
    paperRows()
      .select((eb) => ["schools.id", "schools.name", eb.fn.countAll<number>().as("count")])
      .groupBy(["schools.id", "schools.name"])
      .orderBy("schools.id")
      .execute(),
    db.selectFrom("zmt_papers").select("year").distinct().orderBy("year", "desc").execute(),
  ]);
  return {
    schools: schools.map((school) => ({ id: school.id, name: school.name, count: Number(school.count) })),
    years: years.map((row) => Number(row.year)),
  };
}

// ——— Upload and delete ———

export interface ZmtUploadFile {
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** The refusals of a file, by what sniffPdf found. */
const sniffMessages = { "not-pdf": m.notPdf, truncated: m.truncatedPdf, "no-pages": m.noPages } as const;

function requireOrganisation(actor: ZmtActor | null): ZmtActor & { schoolId: number } {
  if (!actor?.isOrg) throw new DomainError(403, m.orgOnly);
  if (actor.schoolId === null) throw new DomainError(403, m.orgWithoutSchool);
  return actor as ZmtActor & { schoolId: number };
}

const isUniqueViolation = (error: unknown) =>
  error instanceof Error &&
  /UNIQUE constraint failed|23505|duplicate key/i.test(`${(error as { code?: string }).code ?? ""} ${error.message}`);

/**
 * Stores an organisation's upload: its own school, the fields as given, the PDF after sniffing. Refusals carry the
 * field they are about (`file`), so the form can show them next to it and keep what was typed.
 */
export async function uploadZmtPaper(
  actor: ZmtActor | null,
  input: ZmtUploadInput,
  file: ZmtUploadFile | null | undefined,
  now: number = Date.now(),
): Promise<ZmtPaperItem> {
  const org = requireOrganisation(actor);
  if (!file || file.size === 0) throw new DomainError(400, m.fileRequired, { file: m.fileRequired });
  if (file.size > MAX_ZMT_PDF_BYTES)
    throw new DomainError(413, m.fileTooLarge(MAX_ZMT_PDF_MB), { file: m.fileTooLarge(MAX_ZMT_PDF_MB) });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = sniffPdf(bytes);
  if (!sniffed.ok) throw new DomainError(415, sniffMessages[sniffed.reason], { file: sniffMessages[sniffed.reason] });
  const sha256 = crypto.createHash("sha256").update(bytes).digest("hex");
  const duplicate = await db
    .selectFrom("zmt_papers")
    .select("id")
    .where("school_id", "=", org.schoolId)
    .where("sha256", "=", sha256)
    .executeTakeFirst();
  if (duplicate) throw new DomainError(409, m.duplicate, { file: m.duplicate });

  const key = newZmtFileKey();
  await writeZmtFile(key, bytes);
  let id: number;
  try {
    const row = await db
      .insertInto("zmt_papers")
      .values({
        code: null,
        school_id: org.schoolId,
        uploader_user_id: org.id,
        major_code: input.majorCode,
        major_name: input.majorName,
        year: input.year,
        title: input.title ?? `${input.year}年${input.majorCode}${input.majorName}真题`,
        file_key: key,
        byte_size: bytes.byteLength,
        page_count: sniffed.pageCount,
        sha256,
        created_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    id = row.id;
  } catch (error) {
    await removeZmtFile(key);
    // Two uploads of the same file at once: the unique (school_id, sha256) lets one in.
    if (isUniqueViolation(error)) throw new DomainError(409, m.duplicate, { file: m.duplicate });
    throw error;
  }
  return getZmtPaper(id, zmtViewerOf(null, org), now);
}

/** Deletes one of the organisation's own papers and its file; another school's (or no such) paper is 404. */
export async function deleteZmtPaper(actor: ZmtActor | null, paperId: number): Promise<void> {
  const org = requireOrganisation(actor);
  const deleted = await db
    .deleteFrom("zmt_papers")
    .where("id", "=", paperId)
    .where("school_id", "=", org.schoolId)
    .returning("file_key")
    .executeTakeFirst();
  if (!deleted) throw new DomainError(404, m.notFound);
  await removeZmtFile(deleted.file_key);
}

// ——— Downloads (我的下载 of these papers) ———

export interface ZmtDownloadItem {
  id: number;
  title: string;
  schoolName: string;
  majorCode: string;
  majorName: string;
  year: number;
  downloadCount: number;
  firstDownloadedAt: string;
  lastDownloadedAt: string;
}

const downloadsOf = (userId: number) =>
  db
    .selectFrom("zmt_paper_downloads")
    .innerJoin("zmt_papers", "zmt_papers.id", "zmt_paper_downloads.paper_id")
    .innerJoin("schools", "schools.id", "zmt_papers.school_id")
    .where("zmt_paper_downloads.user_id", "=", userId);

const downloadColumns = [
  "zmt_papers.id",
  "zmt_papers.title",
  "schools.name as school_name",
  "zmt_papers.major_code",
  "zmt_papers.major_name",
  "zmt_papers.year",
  "zmt_paper_downloads.download_count",
  "zmt_paper_downloads.first_downloaded_at",
  "zmt_paper_downloads.last_downloaded_at",
] as const;

/**
 * Records that the user downloads the paper (404 for an unknown one); again → counted and moved to the top. With
 * `actor`, a download for the usage reports too.
 */
export async function recordZmtDownload(
  userId: number,
  paperId: number,
  now: number = Date.now(),
  actor: UsageActor | null = null,
): Promise<ZmtDownloadItem> {
  const paper = await db.selectFrom("zmt_papers").select("id").where("id", "=", paperId).executeTakeFirst();
  if (!paper) throw new DomainError(404, m.notFound);
  await db
    .insertInto("zmt_paper_downloads")
    .values({
      user_id: userId,
      paper_id: paperId,
      download_count: 1,
      first_downloaded_at: now,
      last_downloaded_at: now,
    })
    .onConflict((conflict) =>
      conflict.columns(["user_id", "paper_id"]).doUpdateSet((eb) => ({
        download_count: eb("zmt_paper_downloads.download_count", "+", 1),
        last_downloaded_at: now,
      })),
    )
    .execute();
  await recordUsageEvent(actor, { kind: "download", itemType: "zmt_paper", itemId: paperId }, now);
  const row = await downloadsOf(userId)
    .select(downloadColumns)
    .where("zmt_papers.id", "=", paperId)
    .executeTakeFirstOrThrow();
  return downloadItemOf(row);
}

function downloadItemOf(row: {
  id: number;
  title: string;
  school_name: string;
  major_code: string;
  major_name: string;
  year: number;
  download_count: number;
  first_downloaded_at: number;
  last_downloaded_at: number;
}): ZmtDownloadItem {
  return {
    id: row.id,
    title: row.title,
    schoolName: row.school_name,
    majorCode: row.major_code,
    majorName: row.major_name,
    year: Number(row.year),
    downloadCount: Number(row.download_count),
    firstDownloadedAt: new Date(Number(row.first_downloaded_at)).toISOString(),
    lastDownloadedAt: new Date(Number(row.last_downloaded_at)).toISOString(),
  };
}

/** The user's downloaded 自命题 papers, the most recent first. */
export async function listMyZmtDownloads(userId: number, paging: Paging): Promise<Page<ZmtDownloadItem>> {
  const filtered = downloadsOf(userId);
  const ordered = filtered
    .select(downloadColumns)
    .orderBy("zmt_paper_downloads.last_downloaded_at", "desc")
    .orderBy("zmt_paper_downloads.id", "desc");
  return fetchPage(paging, filtered, ordered, (rows) => rows.map(downloadItemOf));
}

// ——— Serving a signed link ———

const textResponse = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * GET /question/zmtCourse/paper/<id>.pdf?exp=&sub=&sig=[&dl=1]: the PDF to the holder of a valid grant who proves its
 * subject (their session or visitor cookie), as /media serves videos: ranges (206/416), ETag, If-Range, 304.
 */
export async function serveZmtPaperFile(request: Request, fileName: string): Promise<Response> {
  const paperId = zmtPaperIdOfFileName(fileName);
  if (paperId === null) return textResponse(404, m.fileMissing);
  const url = new URL(request.url);
  const nowSeconds = Math.floor(Date.now() / 1000);
  const refusal = checkZmtLink(paperId, url.searchParams, await requesterSubjects(request), nowSeconds);
  if (refusal) return textResponse(403, refusal);

  const row = await paperRows()
    .select([
      "zmt_papers.file_key",
      "zmt_papers.year",
      "zmt_papers.major_code",
      "zmt_papers.major_name",
      "schools.name as school_name",
    ])
    .where("zmt_papers.id", "=", paperId)
    .executeTakeFirst();
  const file = row ? await statLocalMedia(row.file_key) : null;
  if (!row || !file) return textResponse(404, m.fileMissing);

  const name = zmtFileName({
    schoolName: row.school_name,
    year: Number(row.year),
    majorCode: row.major_code,
    majorName: row.major_name,
  });
  return signedFileResponse(request, file, {
    expiresAtSeconds: Number(url.searchParams.get("exp")),
    nowSeconds,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": zmtDisposition(
        url.searchParams.get("dl") === "1" ? "attachment" : "inline",
        name,
        paperId,
      ),
      "X-Content-Type-Options": "nosniff",
    },
  });
}
