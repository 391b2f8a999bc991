// The conversion of 课件 (docs/decisions/0055-training-platform.md "课件"), a background job on the shared job queue
// (app/modules/jobs/job-queue.server.ts: pg-boss on PostgreSQL, training_material_jobs on SQLite). Every serving
// process runs one worker, a conversion at a time:
//   Office file → PDF (LibreOffice headless, its own profile) → pdfinfo (pages, password) → page images (pdftoppm,
//   JPEG 1200 px wide) and the pages' text (pdftotext, one run, pages split at form feeds).
// Everything is written under a staging directory and renamed into place, and the pages rows and status "ready" are
// written in one transaction at the end, so nobody ever sees half a material. A damaged or password-protected file, a
// file over MATERIAL_MAX_PAGES and a run over MATERIAL_CONVERT_TIMEOUT_SECONDS end in status "failed" with a Chinese
// reason and nothing left behind; an unexpected error (a full disk) is tried again by the queue. A shutdown stops the
// programs and puts the material back in the queue.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { db } from "~/db/client.server";
import { getEnv } from "~/lib/env.server";
import { type ClaimedJob, type JobQueueSpec, jobQueue } from "~/modules/jobs/job-queue.server";
import { materialFile, materialFolderOf, pagesFolderOf } from "./material-files.server";
import { materialMessages as m } from "./material-messages";
import { sniffMaterial } from "./material-sniff";
import {
  officeConversionAvailable,
  parsePdfInfo,
  pdfRenderingAvailable,
  runTool,
  soffice,
  sofficeArgs,
  splitPageTexts,
} from "./material-tools.server";
import { jobWorker } from "~/modules/jobs/job-worker.server";

/** Runs after the first, for errors that are not the file's (a lost process, a full disk). */
const MATERIAL_RETRY_LIMIT = 2;

const materialQueue: JobQueueSpec = {
  name: "training-material-conversion",
  table: "training_material_jobs",
  retryLimit: MATERIAL_RETRY_LIMIT,
  label: "material",
};

/**
 * The page images' width: 1200 px is sharp on a phone (a 390-CSS-px screen at 3×) and on the desktop viewer's column
 * (≈ 860 CSS px, a little over 1× even on a laptop's 1.25× zoom), and a slide of text and pictures is ≈ 60–150 KB as
 * JPEG at quality 82, where PNG grows to megabytes the moment a slide carries a photograph.
 */
const PAGE_WIDTH = 1200;
const JPEG_QUALITY = 82;

/** A queued material the queue never heard of (its enqueue failed) is queued again after this. */
const UNQUEUED_MS = 30_000;

const timeoutSeconds = () => getEnv().MATERIAL_CONVERT_TIMEOUT_SECONDS;
/** A converting material untouched this long lost its process (the run's own limit and a minute). */
const staleMs = () => (timeoutSeconds() + 60) * 1000;

/** A failure that is the file's: it fails alike every time, so it is final. */
class ConversionError extends Error {}

/** Queues a conversion for the material and wakes this process's worker. */
export async function queueMaterialConversion(materialId: number): Promise<void> {
  const jobId = await jobQueue(materialQueue).enqueue(materialId, timeoutSeconds() + 120);
  await db.updateTable("training_materials").set({ job_id: jobId }).where("id", "=", materialId).execute();
  materialWorker.wake();
}

/** Runs lost by a dead process go back to the queue (or fail, when they had their tries). */
async function recoverLostRuns(now: number): Promise<number> {
  const lost = await db
    .selectFrom("training_materials")
    .select(["id", "job_id", "attempts", "updated_at"])
    .where("status", "=", "converting")
    .where("updated_at", "<", now - staleMs())
    .execute();
  let recovered = 0;
  for (const material of lost) {
    const giveUp = material.attempts > MATERIAL_RETRY_LIMIT;
    const result = await db
      .updateTable("training_materials")
      .set({ status: giveUp ? "failed" : "queued", error: giveUp ? m.failed(m.interrupted) : null, updated_at: now })
      .where("id", "=", material.id)
      .where("status", "=", "converting")
      .where("updated_at", "=", material.updated_at)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) continue;
    recovered += 1;
    if (material.job_id) await jobQueue(materialQueue).fail(material.job_id, m.interrupted, false);
    if (!giveUp) await queueMaterialConversion(material.id);
  }
  const unqueued = await db
    .selectFrom("training_materials")
    .select("id")
    .where("status", "=", "queued")
    .where("job_id", "is", null)
    .where("updated_at", "<", now - UNQUEUED_MS)
    .execute();
  for (const material of unqueued) await queueMaterialConversion(material.id);
  return recovered;
}

interface ConvertedPage {
  pageNo: number;
  imageKey: string;
  width: number;
  height: number;
  text: string;
}

/** The PDF a material's pages come from: the source itself, or LibreOffice's conversion into `work`. */
async function pdfOf(
  source: string,
  format: string,
  work: string,
  deadline: number,
  signal: AbortSignal,
): Promise<string> {
  if (format === "pdf") return source;
  const input = path.join(work, `input.${format}`);
  await fs.copyFile(source, input);
  const outDir = path.join(work, "out");
  await fs.mkdir(outDir);
  const result = await runTool(soffice(), sofficeArgs(input, outDir, path.join(work, "profile")), deadline, signal);
  if (result.timedOut) throw new ConversionError(m.timedOut(timeoutSeconds()));
  const pdf = path.join(outDir, "input.pdf");
  const stat = await fs.stat(pdf).catch(() => null);
  // soffice says "Error: source file could not be loaded" and exits 0 or 1 for a file it cannot open (damaged, or a
  // legacy file with a password): no PDF is the test.
  if (!stat || stat.size === 0) throw new ConversionError(m.officeFailed);
  return pdf;
}

/** Renders and reads every page of `pdf` into `stage` (an empty directory); the files are named 1.jpg, 2.jpg, … */
async function renderPages(
  pdf: string,
  stage: string,
  pagesFolder: string,
  deadline: number,
  signal: AbortSignal,
): Promise<ConvertedPage[]> {
  const info = parsePdfInfo(await runTool("pdfinfo", [pdf], deadline, signal));
  if (!info.ok) throw new ConversionError(info.reason === "password" ? m.passwordProtected : m.damaged(info.detail));
  const { pages } = info.info;
  const max = getEnv().MATERIAL_MAX_PAGES;
  if (pages > max) throw new ConversionError(m.tooManyPages(pages, max));
  const rendered = await runTool(
    "pdftoppm",
    [
      ...["-jpeg", "-jpegopt", `quality=${JPEG_QUALITY},progressive=y,optimize=y`],
      ...["-scale-to-x", String(PAGE_WIDTH), "-scale-to-y", "-1"],
      ...["-f", "1", "-l", String(pages)],
      pdf,
      path.join(stage, "p"),
    ],
    deadline,
    signal,
  );
  if (rendered.timedOut) throw new ConversionError(m.timedOut(timeoutSeconds()));
  if (rendered.code !== 0) throw new ConversionError(m.damaged(rendered.stderr.trim().split(/\r?\n/).pop() ?? ""));
  const text = await runTool(
    "pdftotext",
    ["-enc", "UTF-8", "-f", "1", "-l", String(pages), pdf, "-"],
    deadline,
    signal,
  );
  if (text.timedOut) throw new ConversionError(m.timedOut(timeoutSeconds()));
  const texts = text.code === 0 ? splitPageTexts(text.stdout, pages) : Array.from({ length: pages }, () => "");
  // pdftoppm names pages p-1.jpg or p-01.jpg… (digits as many as the last page's); renamed to 1.jpg, 2.jpg, ….
  const files = (await fs.readdir(stage)).filter((name) => /^p-\d+\.jpg$/.test(name));
  const byNumber = new Map(files.map((name) => [Number(/\d+/.exec(name)![0]), name]));
  const result: ConvertedPage[] = [];
  for (let pageNo = 1; pageNo <= pages; pageNo += 1) {
    const name = byNumber.get(pageNo);
    if (!name) throw new ConversionError(m.damaged(`第 ${pageNo} 页无法渲染`));
    await fs.rename(path.join(stage, name), path.join(stage, `${pageNo}.jpg`));
    const meta = await sharp(path.join(stage, `${pageNo}.jpg`)).metadata();
    result.push({
      pageNo,
      imageKey: `${pagesFolder}/${pageNo}.jpg`,
      width: meta.width ?? PAGE_WIDTH,
      height: meta.height ?? PAGE_WIDTH,
      text: texts[pageNo - 1] ?? "",
    });
  }
  return result;
}

/** One claimed job, start to end. Never throws for the material's own failure: that is the material's state. */
async function processJob(job: ClaimedJob, signal: AbortSignal): Promise<void> {
  const queue = jobQueue(materialQueue);
  const started = Date.now();
  const taken = await db
    .updateTable("training_materials")
    .set((eb) => ({
      status: "converting",
      error: null,
      attempts: eb("attempts", "+", 1),
      job_id: job.id,
      updated_at: started,
    }))
    .where("id", "=", job.assetId)
    .where("status", "in", ["queued", "converting"])
    .returning(["id", "source_key", "format", "attempts"])
    .executeTakeFirst();
  if (!taken) {
    // Ready, failed, download-only or deleted meanwhile: nothing to do.
    await queue.complete(job.id);
    return;
  }
  const deadline = started + timeoutSeconds() * 1000;
  const folder = materialFolderOf(taken.source_key);
  const pagesFolder = pagesFolderOf(folder, crypto.randomBytes(6).toString("hex"));
  const stage = `${materialFile(pagesFolder)}.part`;
  const work = await fs.mkdtemp(path.join(os.tmpdir(), "yantu-material-"));
  let published = false;
  try {
    const source = materialFile(taken.source_key);
    const head = await fs.readFile(source).catch(() => null);
    if (!head) throw new ConversionError(m.sourceMissing);
    const sniffed = sniffMaterial(head);
    if (sniffed.ok && sniffed.format === "encrypted-ooxml") throw new ConversionError(m.passwordProtected);
    const office = taken.format !== "pdf";
    const tools = office
      ? (await officeConversionAvailable()) && (await pdfRenderingAvailable())
      : await pdfRenderingAvailable();
    if (!tools) {
      // The tools went away since the upload: offered for download, as an upload would be now.
      await db
        .updateTable("training_materials")
        .set({ status: "download_only", error: null, updated_at: Date.now() })
        .where("id", "=", taken.id)
        .where("status", "=", "converting")
        .execute();
      await queue.complete(job.id);
      return;
    }
    const pdf = await pdfOf(source, taken.format, work, deadline, signal);
    await fs.mkdir(stage, { recursive: true });
    const pages = await renderPages(pdf, stage, pagesFolder, deadline, signal);
    const pdfKey = office ? `${folder}/document.pdf` : taken.source_key;
    if (office) await fs.copyFile(pdf, materialFile(pdfKey));
    await fs.rename(stage, materialFile(pagesFolder));
    const finished = Date.now();
    published = await db.transaction().execute(async (trx) => {
      const done = await trx
        .updateTable("training_materials")
        .set({ status: "ready", error: null, page_count: pages.length, pdf_key: pdfKey, updated_at: finished })
        .where("id", "=", taken.id)
        .where("status", "=", "converting")
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) return false;
      await trx.deleteFrom("training_material_pages").where("material_id", "=", taken.id).execute();
      for (let index = 0; index < pages.length; index += 100) {
        await trx
          .insertInto("training_material_pages")
          .values(
            pages.slice(index, index + 100).map((page) => ({
              material_id: taken.id,
              page_no: page.pageNo,
              image_key: page.imageKey,
              width: page.width,
              height: page.height,
              text: page.text,
            })),
          )
          .execute();
      }
      return true;
    });
    // Deleted (or taken back by another process) while we worked: our files go.
    if (!published) await fs.rm(materialFile(pagesFolder), { recursive: true, force: true });
    await queue.complete(job.id);
  } catch (error) {
    await fs.rm(stage, { recursive: true, force: true });
    await fs.rm(materialFile(pagesFolder), { recursive: true, force: true });
    const interrupted = signal.aborted;
    const final = error instanceof ConversionError;
    const reason = interrupted
      ? m.interrupted
      : final
        ? error.message
        : m.failed(error instanceof Error ? error.message.slice(0, 200) : String(error));
    const giveUp = final || taken.attempts > MATERIAL_RETRY_LIMIT;
    await db
      .updateTable("training_materials")
      .set({
        status: giveUp && !interrupted ? "failed" : "queued",
        error: giveUp ? reason : null,
        updated_at: Date.now(),
      })
      .where("id", "=", taken.id)
      .where("status", "=", "converting")
      .execute();
    await queue.fail(job.id, reason, !giveUp && !interrupted);
    if (interrupted) await queueMaterialConversion(taken.id);
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

const materialWorker = jobWorker({
  name: "material",
  periodMs: () => getEnv().MATERIAL_WORKER_SECONDS * 1000,
  queue: materialQueue,
  recoverLostRuns,
  waiting: async () =>
    (await db
      .selectFrom("training_materials")
      .select("id")
      .where("status", "=", "queued")
      .limit(1)
      .executeTakeFirst()) !== undefined,
  process: processJob,
  async describe(job, startedAt) {
    const row = await db
      .selectFrom("training_materials")
      .select(["status", "page_count"])
      .where("id", "=", job.assetId)
      .executeTakeFirst();
    return `material ${job.assetId}: ${row?.status ?? "gone"}${row?.page_count ? `, ${row.page_count} pages` : ""} in ${Date.now() - startedAt} ms`;
  },
});

/** One turn of the worker: put back lost runs, then convert at most one material. Returns a log line or null. */
export const runMaterialWorkerOnce = materialWorker.runOnce;
export const startMaterialWorker = materialWorker.start;
/** Stops the worker: a conversion in progress is stopped and its material queued again, for the next process. */
export const stopMaterialWorker = materialWorker.stop;
