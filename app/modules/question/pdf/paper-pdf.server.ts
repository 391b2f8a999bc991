// The PDF of a question set (mock paper, past paper's questions, practice set): its title and facts, each section with
// its instructions, every question numbered as in the set (a group's passage before its questions), the options, and
// an appendix of answers, reference answers, scoring points and explanations. Drawn with pdfkit (MIT; it embeds a
// SUBSET of the font through fontkit, so a paper carries only the glyphs it uses); maths in a readable linear form
// (paper-pdf-rich-text.ts). Why these: docs/decisions/0018-paper-pdf.md.
//
// The Chinese font is found at run time: PDF_FONT_PATH (a .ttf/.otf, or a .ttc with PDF_FONT_FACE naming the face),
// else the Debian packages' files (fonts-wqy-microhei, which CI installs; fonts-wqy-zenhei; fonts-noto-cjk). None: a
// DomainError 503 with a message saying what to install, never a stack. Glyphs the Chinese font lacks (some
// super/subscripts, combining accents, ℝ) are drawn from DejaVu Sans when it is there.
//
// Generated PDFs are kept in memory per set and version (a hash of everything drawn), so a second download of an
// unchanged paper costs no drawing; a changed question changes the hash.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import PDFDocument from "pdfkit";
import { DomainError } from "~/lib/domain-error";
import { getEnv, type Env } from "~/lib/env.server";
import { answerEntriesOf, outlineOf, pointsLabel, type OutlineSection } from "./paper-pdf-outline";
import { pdfFileName, richHtmlToBlocks, richHtmlToLine, type PdfBlock, type PdfRun } from "./paper-pdf-rich-text";
import { questionCountText } from "../bank/question-counts";
import { questionMessages as m } from "../bank/question-messages";
import { getQuestionSet, type QuestionSetDetail } from "../bank/question-sets.server";
import type { QuestionKey } from "../bank/question-views";
import { loadQuestionKeys } from "../bank/question-views.server";

// ——— Fonts ———

export interface PdfFontChoice {
  path: string;
  /** The face of a collection (.ttc): its PostScript name. */
  face?: string;
  monoFace?: string;
}

const KNOWN_FONTS: PdfFontChoice[] = [
  {
    path: "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
    face: "WenQuanYiMicroHei",
    monoFace: "WenQuanYiMicroHeiMono",
  },
  { path: "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc", face: "WenQuanYiZenHei", monoFace: "WenQuanYiZenHeiMono" },
  {
    path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    face: "NotoSansCJKsc-Regular",
    monoFace: "NotoSansMonoCJKsc-Regular",
  },
];
const FALLBACK_FONTS = ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"];

/** The Chinese font to draw with: PDF_FONT_PATH when set (and there), else the first known file present; null: none. */
export function findPdfFont(
  env: Pick<Env, "PDF_FONT_PATH" | "PDF_FONT_FACE"> = getEnv(),
  exists: (path: string) => boolean = existsSync,
): PdfFontChoice | null {
  const configured = env.PDF_FONT_PATH?.trim();
  if (configured) {
    if (!exists(configured)) return null;
    const face = env.PDF_FONT_FACE?.trim() || undefined;
    return { path: configured, face, monoFace: face };
  }
  return KNOWN_FONTS.find((font) => exists(font.path)) ?? null;
}

/** Throws the 503 with what to install when no Chinese font can be found (the usage reports' PDF draws with it too). */
export function requirePdfFont(): PdfFontChoice {
  const font = findPdfFont();
  if (!font) throw new DomainError(503, m.pdfFontMissing);
  return font;
}

const fontBytes = new Map<string, Buffer>();
/** A font file's bytes, read once per process. */
export function pdfFontBytes(path: string): Buffer {
  let bytes = fontBytes.get(path);
  if (!bytes) {
    bytes = readFileSync(path);
    fontBytes.set(path, bytes);
  }
  return bytes;
}

/**
 * An A4 document with even margins, in Chinese, that readers title by its Title (not its file name), with the site as
 * author and creator and no default font (the caller registers the Chinese one): the papers' and the usage reports'.
 */
export function newA4Pdf(options: {
  margin: number;
  title: string;
  subject: string;
  bufferPages?: boolean;
}): PDFDocument {
  const { margin, title, subject, bufferPages = false } = options;
  return new PDFDocument({
    size: "A4",
    margins: { top: margin, bottom: margin, left: margin, right: margin },
    info: { Title: title, Author: "研途", Subject: subject, Creator: "研途 yantu" },
    lang: "zh-CN",
    displayTitle: true,
    bufferPages,
    font: null,
  });
}

// ——— Drawing ———

const PAGE_MARGIN = 56;
const BODY_SIZE = 10.5;
const INDENT_STEP = 16;
const INK = "#111111";
const MUTED = "#555555";

/** Glyphs that neither font has, written another way. */
const LAST_RESORT: Record<string, string> = {
  "\u0304": "\u00af",
  "\u0302": "^",
  "\u20d7": "→",
  "\u0303": "~",
  "\u0307": "˙",
  ℝ: "R",
  ℕ: "N",
  ℤ: "Z",
  ℚ: "Q",
  ℂ: "C",
};

class PaperWriter {
  readonly doc: PDFDocument;
  private readonly width: number;
  private readonly hasFallback: boolean;
  private readonly glyphCache = new Map<string, boolean>();

  constructor(font: PdfFontChoice, title: string) {
    this.doc = newA4Pdf({ margin: PAGE_MARGIN, title, subject: "模拟试题", bufferPages: true });
    const bytes = pdfFontBytes(font.path);
    this.doc.registerFont("body", bytes, font.face);
    this.doc.registerFont("mono", bytes, font.monoFace ?? font.face);
    const fallback = FALLBACK_FONTS.find((path) => existsSync(path));
    this.hasFallback = Boolean(fallback);
    if (fallback) this.doc.registerFont("fallback", pdfFontBytes(fallback));
    this.doc.font("body", BODY_SIZE).fillColor(INK);
    this.width = this.doc.page.width - PAGE_MARGIN * 2;
  }

  private has(fontName: "body" | "mono" | "fallback", char: string): boolean {
    const cacheKey = `${fontName}:${char}`;
    const known = this.glyphCache.get(cacheKey);
    if (known !== undefined) return known;
    this.doc.font(fontName);
    const codePoint = char.codePointAt(0) ?? 0;
    const check = this.doc._font?.font?.hasGlyphForCodePoint;
    const has =
      codePoint < 0x80 ||
      char === "\n" ||
      (check ? Boolean(this.doc._font!.font!.hasGlyphForCodePoint!(codePoint)) : true);
    this.glyphCache.set(cacheKey, has);
    return has;
  }

  /** A run cut where the main font lacks a glyph: those parts in the fallback font (or written another way). */
  private segments(
    text: string,
    fontName: "body" | "mono",
    math: boolean,
  ): Array<{ text: string; font: "body" | "mono" | "fallback" }> {
    const out: Array<{ text: string; font: "body" | "mono" | "fallback" }> = [];
    for (const char of text) {
      let font: "body" | "mono" | "fallback" = fontName;
      let drawn = char;
      const codePoint = char.codePointAt(0) ?? 0;
      // Maths symbols (not ASCII, not CJK) from the Latin font when there is one: CJK fonts map some (∼) to empty glyphs.
      if (math && this.hasFallback && codePoint >= 0x80 && codePoint < 0x2e80 && this.has("fallback", char))
        font = "fallback";
      else if (!this.has(fontName, char)) {
        if (this.hasFallback && this.has("fallback", char)) font = "fallback";
        else drawn = LAST_RESORT[char] ?? char;
      }
      const last = out[out.length - 1];
      if (last && last.font === font) last.text += drawn;
      else out.push({ text: drawn, font });
    }
    return out;
  }

  /** One paragraph of runs, wrapped to the width, `indent` points in from the margin. */
  paragraph(
    runs: PdfRun[],
    options: { size?: number; indent?: number; align?: "left" | "center"; gap?: number; color?: string } = {},
  ) {
    const size = options.size ?? BODY_SIZE;
    const indent = options.indent ?? 0;
    const pieces = runs.flatMap((run) =>
      this.segments(run.text, run.mono ? "mono" : "body", Boolean(run.math)).map((segment) => ({
        ...run,
        text: segment.text,
        font: segment.font,
      })),
    );
    if (pieces.length === 0) return;
    this.doc
      .fillColor(options.color ?? INK)
      .strokeColor(options.color ?? INK)
      .lineWidth(0.35);
    const x = PAGE_MARGIN + indent;
    const width = this.width - indent;
    // A paragraph that would start in the last line of a page starts on the next one.
    if (this.doc.y + size * 2 > this.doc.page.maxY()) this.doc.addPage();
    this.doc.x = x;
    pieces.forEach((piece, index) => {
      const last = index === pieces.length - 1;
      this.doc.font(piece.font, size);
      const textOptions = {
        width,
        align: options.align ?? "left",
        continued: !last,
        lineGap: 3,
        underline: Boolean(piece.underline),
        oblique: piece.italic ? 10 : false,
        // Bold without a bold face: the glyphs filled and outlined.
        fill: true,
        stroke: Boolean(piece.bold),
      };
      if (index === 0) this.doc.text(piece.text, x, this.doc.y, textOptions);
      else this.doc.text(piece.text, textOptions);
    });
    this.doc.x = PAGE_MARGIN;
    this.doc.y += options.gap ?? 4;
  }

  blocks(blocks: PdfBlock[], options: { indent?: number; prefix?: PdfRun[] } = {}) {
    const base = options.indent ?? 0;
    let prefix = options.prefix;
    if (blocks.length === 0 && prefix) this.paragraph(prefix, { indent: base });
    for (const block of blocks) {
      const indent = base + block.indent * INDENT_STEP;
      const runs = block.marker ? [{ text: `${block.marker} ` }, ...block.runs] : block.runs;
      if (block.display)
        this.paragraph(prefix ? [...prefix, ...runs] : runs, { indent, align: prefix ? "left" : "center" });
      else if (block.code) this.paragraph(prefix ? [...prefix, ...runs] : runs, { indent: indent + 8, size: 9.5 });
      else this.paragraph(prefix ? [...prefix, ...runs] : runs, { indent });
      prefix = undefined;
    }
  }

  /**
   * A question's options: all on one line when they fit (A. 1    B. 16    C. 1/4    D. 4), else two to a line when each
   * fits half, else one to a line.
   */
  options(options: ReadonlyArray<{ id: string; runs: PdfRun[] }>, indent: number) {
    if (options.length === 0) return;
    const labelled = options.map((option) => [{ text: `${option.id}. ` }, ...option.runs]);
    this.doc.font("body", BODY_SIZE);
    const widthOf = (runs: PdfRun[]) => this.doc.widthOfString(runs.map((run) => run.text).join("")) * 1.05;
    const gap = this.doc.widthOfString("\u3000\u3000");
    const widths = labelled.map(widthOf);
    const available = this.width - indent;
    const multiline = labelled.some((runs) => runs.some((run) => run.text.includes("\n")));
    const perLine = multiline
      ? 1
      : widths.reduce((sum, width) => sum + width + gap, 0) <= available
        ? labelled.length
        : widths.every((width) => width + gap <= available / 2)
          ? 2
          : 1;
    for (let start = 0; start < labelled.length; start += perLine) {
      const line = labelled.slice(start, start + perLine);
      if (perLine === 1) {
        this.paragraph(line[0]!, { indent });
        continue;
      }
      // Columns: each option padded with ideographic spaces to its column's start.
      const column = perLine === labelled.length ? 0 : available / 2;
      const runs: PdfRun[] = [];
      line.forEach((optionRuns, index) => {
        if (index > 0) {
          const used = widthOf(line[index - 1]!);
          const pad = column > 0 ? Math.max(gap, column - used) : gap;
          runs.push({ text: "\u3000".repeat(Math.max(2, Math.round(pad / this.doc.widthOfString("\u3000")))) });
        }
        runs.push(...optionRuns);
      });
      this.paragraph(runs, { indent });
    }
  }

  heading(text: string, size: number, options: { align?: "left" | "center"; gap?: number } = {}) {
    if (this.doc.y + size * 4 > this.doc.page.maxY()) this.doc.addPage();
    this.paragraph([{ text, bold: true }], { size, align: options.align, gap: options.gap ?? 6 });
  }

  rule() {
    const y = this.doc.y + 2;
    this.doc
      .strokeColor("#999999")
      .lineWidth(0.5)
      .moveTo(PAGE_MARGIN, y)
      .lineTo(PAGE_MARGIN + this.width, y)
      .stroke();
    this.doc.y = y + 8;
  }

  /** 第 n 页 / 共 m 页 at the foot of every page. */
  pageNumbers(title: string) {
    const range = this.doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index += 1) {
      this.doc.switchToPage(index);
      const y = this.doc.page.height - PAGE_MARGIN + 18;
      this.doc.font("body", 8).fillColor(MUTED);
      // Written inside the bottom margin: no automatic new page.
      const bottom = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      this.doc.text(`${title} · 第 ${index + 1} 页 / 共 ${range.count} 页`, PAGE_MARGIN, y, {
        width: this.width,
        align: "center",
      });
      this.doc.page.margins.bottom = bottom;
    }
  }

  finish(): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      this.doc.on("data", (chunk) => chunks.push(chunk));
      this.doc.on("end", () => resolve(Buffer.concat(chunks)));
      this.doc.on("error", reject);
      this.doc.end();
    });
  }
}

export interface PaperPdfContent {
  set: QuestionSetDetail;
  keys: ReadonlyMap<number, QuestionKey>;
}

/** The facts line under the title: 科目 · 类型 · 总分 · 时长 · 题量. */
export function paperFacts(
  set: Pick<
    QuestionSetDetail,
    "subjectName" | "kindName" | "totalPoints" | "durationMinutes" | "questionCount" | "leafCount" | "year"
  >,
): string {
  return [
    set.subjectName,
    set.kindName,
    set.year ? `${set.year} 年` : null,
    `满分 ${pointsLabel(set.totalPoints)}`,
    set.durationMinutes ? `考试时间 ${set.durationMinutes} 分钟` : "不限时",
    questionCountText({ top: set.questionCount, leaves: set.leafCount }),
  ]
    .filter(Boolean)
    .join(" · ");
}

function drawQuestions(writer: PaperWriter, outline: OutlineSection[]) {
  for (const section of outline) {
    writer.heading(`${section.title}（${section.pointsLabel}）`, 13, { gap: 4 });
    if (section.instructions)
      writer.blocks(
        richHtmlToBlocks(section.instructions).map((block) => ({
          ...block,
          runs: block.runs.map((run) => ({ ...run, italic: true })),
        })),
      );
    for (const item of section.items) {
      if (item.group) {
        writer.paragraph([{ text: item.group.label, bold: true }], { gap: 2 });
        writer.blocks(richHtmlToBlocks(item.group.question.stemHtml));
        // 7选5 and matching: the shared options once, before the questions.
        writer.options(
          item.group.question.options.map((option) => ({ id: option.id, runs: richHtmlToLine(option.html) })),
          INDENT_STEP,
        );
      }
      for (const leaf of item.leaves) {
        const question = leaf.question;
        writer.blocks(richHtmlToBlocks(question.stemHtml), {
          prefix: [{ text: `${leaf.label} `, bold: true }],
          indent: item.group ? INDENT_STEP / 2 : 0,
        });
        if (question.kind === "multi")
          writer.paragraph([{ text: "（多选）", italic: true }], { indent: INDENT_STEP, color: MUTED });
        writer.options(
          question.options.map((option) => ({ id: option.id, runs: richHtmlToLine(option.html) })),
          INDENT_STEP + (item.group ? INDENT_STEP / 2 : 0),
        );
        if (question.kind === "subjective")
          writer.paragraph([{ text: `（本题 ${pointsLabel(question.points)}，请在答题纸上作答）` }], {
            indent: INDENT_STEP,
            color: MUTED,
          });
      }
      writer.doc.y += 4;
    }
    writer.doc.y += 6;
  }
}

function drawAnswers(writer: PaperWriter, outline: OutlineSection[], keys: ReadonlyMap<number, QuestionKey>) {
  writer.doc.addPage();
  writer.heading("参考答案与解析", 15, { align: "center", gap: 10 });
  for (const entry of answerEntriesOf(outline, keys)) {
    writer.paragraph(
      [{ text: `${entry.label} `, bold: true }, ...(entry.answer ? [{ text: `答案：${entry.answer}` }] : [])],
      { gap: 2 },
    );
    if (entry.referenceHtml)
      writer.blocks(richHtmlToBlocks(entry.referenceHtml), {
        prefix: [{ text: "参考答案：", bold: true }],
        indent: INDENT_STEP,
      });
    for (const point of entry.rubric)
      writer.paragraph([{ text: `· ${point.text}（${point.points}）` }], { indent: INDENT_STEP });
    if (entry.explanationHtml)
      writer.blocks(richHtmlToBlocks(entry.explanationHtml), {
        prefix: [{ text: "解析：", bold: true }],
        indent: INDENT_STEP,
      });
    writer.doc.y += 4;
  }
}

/** Draws the paper (questions, then the answer appendix) as PDF bytes. */
async function renderPaperPdf({ set, keys }: PaperPdfContent, font: PdfFontChoice = requirePdfFont()): Promise<Buffer> {
  const writer = new PaperWriter(font, set.title);
  const outline = outlineOf(set.sections);
  writer.heading(set.title, 18, { align: "center", gap: 4 });
  writer.paragraph([{ text: paperFacts(set) }], { align: "center", color: MUTED, size: 9.5 });
  writer.paragraph(
    [{ text: "研途 · 模拟题（原创，非真题原文）。本 PDF 末尾附参考答案与解析；网页版可供读屏软件阅读。" }],
    { align: "center", color: MUTED, size: 8.5, gap: 6 },
  );
  if (set.description) writer.blocks([{ runs: [{ text: set.description }], indent: 0 }]);
  writer.rule();
  drawQuestions(writer, outline);
  drawAnswers(writer, outline, keys);
  writer.pageNumbers(set.title);
  return writer.finish();
}

// ——— A set's PDF, cached ———

export interface PaperPdf {
  setId: number;
  title: string;
  fileName: string;
  bytes: Buffer;
  /** The version drawn (hash of the content), for ETag. */
  version: string;
}

const CACHE_LIMIT = 16;
const cache = new Map<string, PaperPdf>();

/** The content a set's PDF is drawn from (404 for an unknown or unpublished set). */
export async function paperPdfContent(setId: number): Promise<PaperPdfContent> {
  const set = await getQuestionSet(setId);
  const keys = await loadQuestionKeys(set.sections.flatMap((section) => section.slots.map((slot) => slot.question.id)));
  return { set, keys };
}

/** A published set's PDF: from the cache when its content has not changed, else drawn now. */
export async function paperPdfFor(setId: number): Promise<PaperPdf> {
  const font = requirePdfFont();
  const content = await paperPdfContent(setId);
  const version = createHash("sha256")
    .update(JSON.stringify([font.path, font.face, content.set, [...content.keys.entries()]]))
    .digest("hex")
    .slice(0, 16);
  const cacheKey = `${setId}:${version}`;
  const cached = cache.get(cacheKey);
  if (cached) {
    // Most recently used last.
    cache.delete(cacheKey);
    cache.set(cacheKey, cached);
    return cached;
  }
  const bytes = await renderPaperPdf(content, font);
  const pdf: PaperPdf = {
    setId,
    title: content.set.title,
    fileName: pdfFileName(content.set.title, setId),
    bytes,
    version,
  };
  for (const key of cache.keys()) if (key.startsWith(`${setId}:`)) cache.delete(key);
  cache.set(cacheKey, pdf);
  while (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  return pdf;
}

/** For tests and benchmarks: forget every cached PDF. */
export function clearPaperPdfCache() {
  cache.clear();
}
