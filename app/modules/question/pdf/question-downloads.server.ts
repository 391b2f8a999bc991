// 我的下载 of the question bank: a user's downloads of question-set PDFs (/question/examPdf, the spec's
// myTrueQuestionDownload). One row per user and set (migration 0010): downloading again counts and moves it to the top.
// Only published sets can be downloaded; another user's downloads are never read (user_id in every WHERE).
import { recordUsageEvent, type UsageActor } from "~/modules/usage/usage-events.server";
import { db } from "~/db/client.server";
import { DomainError } from "~/lib/domain-error";
import { fetchPage, type Page } from "~/modules/paging/paged-query";
import type { Paging } from "~/modules/paging/paging-schemas";
import { paperPdfPaths } from "./paper-pdf-paths";
import { questionSetKindNames } from "../bank/question-kinds";
import { questionMessages as m } from "../bank/question-messages";
import { questionSubjectName, type QuestionSubjectCode } from "../bank/question-subjects";
import type { QuestionSetKind } from "~/db/schema";

export interface QuestionDownloadItem {
  /** The set's id (the id of /question/examPdf?id=). */
  id: number;
  title: string;
  kind: QuestionSetKind;
  kindName: string;
  subject: QuestionSubjectCode;
  subjectName: string;
  year: number | null;
  questionCount: number;
  downloadCount: number;
  firstDownloadedAt: string;
  lastDownloadedAt: string;
  /** The page (facts, 下载 PDF, the HTML version) and the PDF itself. */
  pageUrl: string;
  pdfUrl: string;
}

interface DownloadRow {
  set_id: number;
  title: string;
  kind: QuestionSetKind;
  subject: string;
  year: number | null;
  question_count: number;
  download_count: number;
  first_downloaded_at: number;
  last_downloaded_at: number;
}

function itemOf(row: DownloadRow): QuestionDownloadItem {
  return {
    id: row.set_id,
    title: row.title,
    kind: row.kind,
    kindName: questionSetKindNames[row.kind],
    // A set's subject is one of questionSubjects (question-sets.server.ts QuestionSetCard).
    subject: row.subject as QuestionSubjectCode,
    subjectName: questionSubjectName(row.subject),
    year: row.year,
    questionCount: Number(row.question_count),
    downloadCount: Number(row.download_count),
    firstDownloadedAt: new Date(Number(row.first_downloaded_at)).toISOString(),
    lastDownloadedAt: new Date(Number(row.last_downloaded_at)).toISOString(),
    pageUrl: paperPdfPaths.desktop.page(row.set_id),
    pdfUrl: paperPdfPaths.pdf(row.set_id),
  };
}

const downloadsOf = (userId: number) =>
  db
    .selectFrom("question_downloads")
    .innerJoin("question_sets", "question_sets.id", "question_downloads.set_id")
    .where("question_downloads.user_id", "=", userId);

const downloadColumns = [
  "question_downloads.set_id",
  "question_sets.title",
  "question_sets.kind",
  "question_sets.subject",
  "question_sets.year",
  "question_sets.question_count",
  "question_downloads.download_count",
  "question_downloads.first_downloaded_at",
  "question_downloads.last_downloaded_at",
] as const;

/**
 * Records that the user downloads this published set's PDF (404 for an unknown or unpublished set); with `actor`, a
 * download for the usage reports too.
 */
export async function recordQuestionDownload(
  userId: number,
  setId: number,
  now: number = Date.now(),
  actor: UsageActor | null = null,
): Promise<QuestionDownloadItem> {
  const set = await db
    .selectFrom("question_sets")
    .select("id")
    .where("id", "=", setId)
    .where("published", "=", 1)
    .executeTakeFirst();
  if (!set) throw new DomainError(404, m.setNotFound);
  await db
    .insertInto("question_downloads")
    .values({ user_id: userId, set_id: setId, download_count: 1, first_downloaded_at: now, last_downloaded_at: now })
    .onConflict((conflict) =>
      conflict.columns(["user_id", "set_id"]).doUpdateSet((eb) => ({
        download_count: eb("question_downloads.download_count", "+", 1),
        last_downloaded_at: now,
      })),
    )
    .execute();
  await recordUsageEvent(actor, { kind: "download", itemType: "question_set", itemId: setId }, now);
  const row = await downloadsOf(userId)
    .select(downloadColumns)
    .where("question_downloads.set_id", "=", setId)
    .executeTakeFirstOrThrow();
  return itemOf(row);
}

/** The user's downloads, the most recently downloaded first. */
export async function listMyQuestionDownloads(userId: number, paging: Paging): Promise<Page<QuestionDownloadItem>> {
  const filtered = downloadsOf(userId);
  const ordered = filtered
    .select(downloadColumns)
    .orderBy("question_downloads.last_downloaded_at", "desc")
    .orderBy("question_downloads.id", "desc");
  return fetchPage(paging, filtered, ordered, (rows) => rows.map(itemOf));
}
