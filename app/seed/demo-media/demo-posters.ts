// The demo posters (docs/decisions/0037-demo-media.md): one SVG design for every course, paper-explanation video and
// live — the subject's colour, a badge (subject · kind), the title set large and wrapped, who teaches it — rendered to
// WebP by demo-media.server.ts. Pure (no I/O): the SVG and the file's key are functions of the content, so a changed
// title gets a new key and the same title is never drawn twice.
import crypto from "node:crypto";
import type { SubjectCode } from "~/modules/subjects/subjects";

export const POSTER_WIDTH = 640;
const POSTER_HEIGHT = 360;
/** WebP quality: flat colour and large text stay crisp at 70 and weigh a few KB. */
export const POSTER_WEBP_QUALITY = 70;

/** fontconfig names: WenQuanYi Micro Hei is what README installs; the others are the usual CJK alternatives. */
export const CJK_FONT_FAMILY = "WenQuanYi Micro Hei, WenQuanYi Zen Hei, Noto Sans CJK SC, sans-serif";

/** Dark enough for white text (contrast ≥ 7:1); the sibling subjects (英语一/二, 数学一/二/三) share a hue. */
export const subjectColours: Record<SubjectCode, string> = {
  politics: "#9b1c22",
  english1: "#1c4e8b",
  english2: "#22627d",
  math1: "#24653a",
  math2: "#1d6356",
  math3: "#4a5f16",
  major: "#55378a",
};

export interface PosterContent {
  subject: SubjectCode;
  /** The small label at the top: subject · kind (政治 · 微课). */
  badge: string;
  title: string;
  /** A second, smaller line under the title (a paper video's topic). */
  subtitle?: string;
  /** Who teaches it (林知远 主讲), at the bottom. */
  byline?: string;
}

const MARGIN = 40;
const TITLE_SIZE = 40;
const TITLE_LEADING = 54;
const SUBTITLE_SIZE = 24;
const MAX_TITLE_LINES = 3;

/** Approximate advance of a character in em, erring wide so a line never runs off the poster. */
function charWidth(char: string): number {
  if (/[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f\u2014\u201c\u201d]/.test(char)) return 1;
  if (char === " ") return 0.33;
  if (/[A-Z0-9]/.test(char)) return 0.62;
  return 0.56;
}

export function textWidth(text: string, fontSize: number): number {
  return [...text].reduce((sum, char) => sum + charWidth(char), 0) * fontSize;
}

/** Characters a line must not start with (closing punctuation stays with the word before it). */
const NO_LINE_START = /^[，。、：；！？）》」』”,.:;!?)]/;

/**
 * What a line break may not split: a short bracketed aside（数一专属）, a Latin word or a number (408, 2025); Chinese
 * otherwise breaks anywhere.
 */
function tokens(text: string): string[] {
  return text.match(/（[^（）]{1,10}）|[A-Za-z0-9.+#-]+|\s+|./gu) ?? [];
}

function wrapSegment(text: string, width: number, fontSize: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const token of tokens(text)) {
    const candidate = line + token;
    if (line === "" || textWidth(candidate.trimEnd(), fontSize) <= width || NO_LINE_START.test(token)) {
      line = candidate;
      continue;
    }
    lines.push(line.trimEnd());
    line = token.trimStart();
  }
  if (line.trim() !== "") lines.push(line.trimEnd());
  return lines;
}

/**
 * The title's lines: after a "：" when both halves fit (考研政治冲刺 / 分析题答题模板与时政), otherwise filled greedily;
 * at most `maxLines`, the last one ending in "…" when the title does not fit.
 */
export function wrapTitle(
  title: string,
  width: number,
  fontSize: number,
  maxLines: number = MAX_TITLE_LINES,
): string[] {
  const colon = title.indexOf("：");
  if (colon > 0 && colon < title.length - 1) {
    const split = [
      ...wrapSegment(title.slice(0, colon + 1), width, fontSize),
      ...wrapSegment(title.slice(colon + 1), width, fontSize),
    ];
    if (split.length <= maxLines) return split;
  }
  const lines = wrapSegment(title, width, fontSize);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1]!;
  while (last.length > 0 && textWidth(`${last}…`, fontSize) > width) last = [...last].slice(0, -1).join("");
  kept[maxLines - 1] = `${last}…`;
  return kept;
}

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => `&${({ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "apos" } as const)[char as "&"]};`,
  );
}

/** The poster as an SVG document (640×360). */
export function posterSvg(content: PosterContent): string {
  const colour = subjectColours[content.subject];
  const textWidthMax = POSTER_WIDTH - 2 * MARGIN;
  const lines = wrapTitle(content.title, textWidthMax, TITLE_SIZE);
  const subtitle = content.subtitle ? wrapTitle(content.subtitle, textWidthMax, SUBTITLE_SIZE, 1)[0] : undefined;
  // The title block sits in the middle band (between the badge and the byline), centred on its own height.
  const blockHeight = lines.length * TITLE_LEADING + (subtitle ? SUBTITLE_SIZE + 18 : 0);
  const top = 96 + Math.max(0, (196 - blockHeight) / 2);
  const badgeWidth = Math.ceil(textWidth(content.badge, 20)) + 32;
  const font = `font-family="${CJK_FONT_FAMILY}"`;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" viewBox="0 0 ${POSTER_WIDTH} ${POSTER_HEIGHT}">`,
    `<rect width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" fill="${colour}"/>`,
    `<circle cx="600" cy="30" r="190" fill="#ffffff" fill-opacity="0.07"/>`,
    `<circle cx="660" cy="380" r="130" fill="#000000" fill-opacity="0.12"/>`,
    `<rect x="${MARGIN}" y="34" width="${badgeWidth}" height="36" rx="18" fill="#ffffff" fill-opacity="0.18"/>`,
    `<text x="${MARGIN + 16}" y="59" ${font} font-size="20" fill="#ffffff">${escapeXml(content.badge)}</text>`,
    ...lines.map(
      (line, index) =>
        `<text x="${MARGIN}" y="${Math.round(top + index * TITLE_LEADING + TITLE_SIZE)}" ${font} font-size="${TITLE_SIZE}" font-weight="bold" fill="#ffffff">${escapeXml(line)}</text>`,
    ),
    ...(subtitle
      ? [
          `<text x="${MARGIN}" y="${Math.round(top + lines.length * TITLE_LEADING + SUBTITLE_SIZE + 12)}" ${font} font-size="${SUBTITLE_SIZE}" fill="#ffffff" fill-opacity="0.9">${escapeXml(subtitle)}</text>`,
        ]
      : []),
    ...(content.byline
      ? [
          `<text x="${MARGIN}" y="326" ${font} font-size="22" fill="#ffffff" fill-opacity="0.92">${escapeXml(content.byline)}</text>`,
        ]
      : []),
    `<text x="${POSTER_WIDTH - MARGIN}" y="326" ${font} font-size="22" font-weight="bold" text-anchor="end" fill="#ffffff" fill-opacity="0.7">研途</text>`,
    `</svg>`,
  ];
  return parts.join("\n");
}

/** A short content hash for file names: the same input always gives the same name, a change gives a new one. */
export function contentHash(...parts: string[]): string {
  const hash = crypto.createHash("sha256");
  for (const part of parts) hash.update(part).update("\u0000");
  return hash.digest("hex").slice(0, 12);
}

/** `demo/posters/<name>.<hash>.webp`; `name` is a demo code (letters, digits, dashes). */
export function posterKey(name: string, svg: string): string {
  return `demo/posters/${name}.${contentHash(svg, `webp q${POSTER_WEBP_QUALITY}`)}.webp`;
}
