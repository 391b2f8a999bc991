// The stored rich text of a question (sanitised HTML with Temml's MathML, question-rich-text.server.ts) as the blocks
// and styled runs the paper PDF draws (paper-pdf.server.ts). Pure: no PDF library here, so it is unit-tested alone.
//
// - Paragraphs, line breaks, bold/italic/underline, inline code, code blocks, lists (• or 1.), block quotes and tables
//   (one line per row, cells separated by │) — "simply", as the PDF needs them.
// - Maths becomes a readable LINEAR form (docs/decisions/0018-paper-pdf.md): x² + 1, (x² + 1)/√x, ∑_(i=1)^n a_i²,
//   lim_(x→0), x̄, (1, 2; 3, 4) for a matrix. The HTML version of the paper keeps the MathML for screen readers.
// The input is sanitize-html's output (well-formed, attributes quoted), so a small tokenizer reads it safely; anything
// unexpected is read as text, never thrown.

export interface PdfRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  mono?: boolean;
  math?: boolean;
}

export interface PdfBlock {
  runs: PdfRun[];
  /** Nesting depth of lists and quotes (0 = none). */
  indent: number;
  /** A list item's marker ("•", "1."). */
  marker?: string;
  /** A code block: draw monospaced, keep line breaks. */
  code?: boolean;
  /** Display maths: centred on its own line. */
  display?: boolean;
}

interface ElementNode {
  tag: string;
  attrs: Record<string, string>;
  children: HtmlNode[];
}
type HtmlNode = ElementNode | string;

const VOID = new Set(["br", "hr", "img", "wbr", "col"]);
const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  "#39": "'",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+[0-9]*);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** A tolerant tree of sanitised HTML: unknown closers are ignored, unclosed elements close at the end. */
export function parseHtml(html: string): HtmlNode[] {
  const root: ElementNode = { tag: "#root", attrs: {}, children: [] };
  const stack: ElementNode[] = [root];
  const pattern = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^<>]*?)?)\s*(\/?)>|([^<]+|<)/g;
  for (const match of html.matchAll(pattern)) {
    const [, closing, rawTag, rawAttrs, selfClosing, text] = match;
    const top = stack[stack.length - 1]!;
    if (text !== undefined) {
      top.children.push(decodeEntities(text));
      continue;
    }
    if (!rawTag) continue; // a comment
    const tag = rawTag.toLowerCase();
    if (closing) {
      const at = stack.map((node) => node.tag).lastIndexOf(tag);
      if (at > 0) stack.length = at;
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const attr of (rawAttrs ?? "").matchAll(
      /([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g,
    )) {
      attrs[attr[1]!.toLowerCase()] = decodeEntities(attr[2] ?? attr[3] ?? attr[4] ?? "");
    }
    const element: ElementNode = { tag, attrs, children: [] };
    top.children.push(element);
    if (!selfClosing && !VOID.has(tag)) stack.push(element);
  }
  return root.children;
}

// ——— MathML → linear text ———

const SUPERSCRIPTS: Record<string, string> = {
  "0": "⁰",
  "1": "¹",
  "2": "²",
  "3": "³",
  "4": "⁴",
  "5": "⁵",
  "6": "⁶",
  "7": "⁷",
  "8": "⁸",
  "9": "⁹",
  "+": "⁺",
  "−": "⁻",
  "-": "⁻",
  "(": "⁽",
  ")": "⁾",
  n: "ⁿ",
  i: "ⁱ",
};
const SUBSCRIPTS: Record<string, string> = {
  "0": "₀",
  "1": "₁",
  "2": "₂",
  "3": "₃",
  "4": "₄",
  "5": "₅",
  "6": "₆",
  "7": "₇",
  "8": "₈",
  "9": "₉",
  "+": "₊",
  "−": "₋",
  "-": "₋",
};
/** Accents drawn over a base (Temml's <mover accent>) as combining marks. */
const COMBINING_OVER: Record<string, string> = {
  "‾": "\u0304",
  "¯": "\u0304",
  "^": "\u0302",
  ˆ: "\u0302",
  "~": "\u0303",
  "˜": "\u0303",
  "˙": "\u0307",
  "¨": "\u0308",
  "→": "\u20d7",
  "⃗": "\u20d7",
};
/** Operators read with a space either side. */
const SPACED = new Set("=<>≤≥≠≈≡∼≅→←↔⇒⇐⇔∈∉⊂⊃⊆⊇∣∥⊥∝".split(""));
/** Invisible operators (function application, invisible times, …) and zero-width joiners: nothing to draw. */
const INVISIBLE = /[\u2061-\u2064\u200b-\u200d]/g;

const textOf = (node: HtmlNode): string => (typeof node === "string" ? node : node.children.map(textOf).join(""));
const elementChildren = (node: ElementNode) =>
  node.children.filter((child): child is ElementNode => typeof child !== "string");

/** Whether a linear form needs brackets to stay one operand (x, 12, x², √x do not; x+1 does). */
function isAtom(text: string): boolean {
  if ([...text].length <= 1) return true;
  if (/^[0-9.]+$/.test(text) || /^[\p{L}]+$/u.test(text)) return true;
  if (/^\(.*\)$/.test(text) && balanced(text.slice(1, -1))) return true;
  return (
    // biome-ignore lint/suspicious/noMisleadingCharacterClass: the combining marks (U+0300–036F, U+20D7's arrow) are meant one by one, each repeated by the `*` after a base letter
    /^[\p{L}\p{N}][⁰¹²³⁴⁵⁶⁷⁸⁹ⁿⁱ₀₁₂₃₄₅₆₇₈₉′\u0300-\u036f\u20d7]*$/u.test(text) ||
    (/^√\S+$/.test(text) && !/[+\-−=<>]/.test(text))
  );
}

function balanced(text: string): boolean {
  let depth = 0;
  for (const char of text) {
    if (char === "(") depth += 1;
    else if (char === ")" && --depth < 0) return false;
  }
  return depth === 0;
}

const group = (text: string) => (isAtom(text) ? text : `(${text})`);

function script(raw: string, table: Record<string, string>, mark: "^" | "_"): string {
  // Scripts are read tight: ∑_(i=1)^n, lim_(x→0).
  const text = raw.replace(/\s+/g, "");
  const chars = [...text];
  if (chars.length > 0 && chars.length <= 3 && chars.every((char) => table[char]))
    return chars.map((char) => table[char]).join("");
  return `${mark}${group(text)}`;
}

function linearChildren(node: ElementNode): string {
  return node.children.map((child) => (typeof child === "string" ? "" : linearMath(child))).join("");
}

/** One MathML element as linear text. */
function linearMath(node: ElementNode): string {
  const kids = elementChildren(node);
  const part = (index: number) => (kids[index] ? linearMath(kids[index]) : "");
  switch (node.tag) {
    case "annotation":
    case "annotation-xml":
    case "mphantom":
    case "none":
    case "mprescripts":
      return "";
    case "semantics":
      return part(0);
    case "mi":
    case "mn":
    case "mtext":
    case "ms":
      return textOf(node).replace(INVISIBLE, "");
    case "mo": {
      const text = textOf(node).replace(INVISIBLE, "").trim();
      if (SPACED.has(text)) return ` ${text} `;
      if (text === "," || text === "，") return ", ";
      return text;
    }
    case "mspace":
      return /^0(\.0+)?(em|pt|ex)?$/.test(node.attrs.width ?? "0") ? "" : " ";
    case "mfrac":
      return `${group(part(0).trim())}/${group(part(1).trim())}`;
    case "msqrt":
      return `√${group(linearChildren(node).trim())}`;
    case "mroot":
      return `${script(part(1), SUPERSCRIPTS, "^").replace(/^\^/, "")}√${group(part(0).trim())}`;
    case "msup": {
      const sup = part(1).trim();
      if (sup === "′" || sup === "″" || sup === "‴") return `${part(0)}${sup}`;
      return `${part(0)}${script(sup, SUPERSCRIPTS, "^")}`;
    }
    case "msub":
      return `${part(0)}${script(part(1).trim(), SUBSCRIPTS, "_")}`;
    case "msubsup":
      return `${part(0)}${script(part(1).trim(), SUBSCRIPTS, "_")}${script(part(2).trim(), SUPERSCRIPTS, "^")}`;
    case "munder":
      return `${part(0)}_${group(part(1).replace(/\s+/g, ""))}`;
    case "mover": {
      const over = part(1).trim();
      const combining = COMBINING_OVER[over];
      const base = part(0);
      if (combining && [...base].length === 1) return `${base}${combining}`;
      if (combining) return `${group(base)}${combining}`;
      return `${base}^${group(over)}`;
    }
    case "munderover":
      return `${part(0)}${script(part(1), SUBSCRIPTS, "_")}${script(part(2), SUPERSCRIPTS, "^")}`;
    case "mtable":
      return kids
        .map((row) =>
          elementChildren(row)
            .map((cell) => linearMath(cell).trim())
            .join(", "),
        )
        .join("; ");
    case "mtr":
    case "mlabeledtr":
      return kids.map((cell) => linearMath(cell).trim()).join(", ");
    default:
      // math, mrow, mstyle, mpadded, menclose, merror, mtd, mfenced's content…
      return linearChildren(node);
  }
}

/** A whole <math> element as linear text with tidy spaces. */
function linearFormula(math: ElementNode): string {
  return linearMath(math).replace(/\s+/g, " ").replace(/\( /g, "(").replace(/ \)/g, ")").trim();
}

// ——— HTML → blocks ———

type Style = Omit<PdfRun, "text">;

const BLOCK_TAGS = new Set([
  "p",
  "div",
  "blockquote",
  "ul",
  "ol",
  "li",
  "pre",
  "table",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "caption",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
]);

class BlockWriter {
  readonly blocks: PdfBlock[] = [];
  private current: PdfBlock | null = null;

  run(text: string, style: Style, indent: number) {
    if (text === "") return;
    if (!this.current) {
      // Whitespace between blocks is not a paragraph.
      if (text.trim() === "") return;
      this.current = { runs: [], indent };
      this.blocks.push(this.current);
    }
    const last = this.current.runs[this.current.runs.length - 1];
    if (last && sameStyle(last, style)) last.text += text;
    else this.current.runs.push({ text, ...style });
  }

  lineBreak(style: Style, indent: number) {
    if (this.current) this.run("\n", style, indent);
  }

  /** Ends the paragraph being written; the next text starts a new one. */
  end() {
    if (this.current) {
      const runs = this.current.runs;
      if (runs.length > 0) {
        runs[0]!.text = runs[0]!.text.replace(/^[ \t]+/, "");
        runs[runs.length - 1]!.text = runs[runs.length - 1]!.text.replace(/[ \t\n]+$/, "");
      }
      this.current.runs = runs.filter((run) => run.text !== "");
      if (this.current.runs.length === 0) this.blocks.splice(this.blocks.indexOf(this.current), 1);
    }
    this.current = null;
  }

  block(block: PdfBlock) {
    this.end();
    this.blocks.push(block);
  }

  startMarked(marker: string, indent: number) {
    this.end();
    this.current = { runs: [], indent, marker };
    this.blocks.push(this.current);
  }
}

const sameStyle = (a: Style, b: Style) =>
  !!a.bold === !!b.bold &&
  !!a.italic === !!b.italic &&
  !!a.underline === !!b.underline &&
  !!a.mono === !!b.mono &&
  !!a.math === !!b.math;

function walk(nodes: HtmlNode[], writer: BlockWriter, style: Style, indent: number) {
  for (const node of nodes) {
    if (typeof node === "string") {
      writer.run(node.replace(/[\r\n\t ]+/g, " "), style, indent);
      continue;
    }
    switch (node.tag) {
      case "br":
        writer.lineBreak(style, indent);
        break;
      case "strong":
      case "b":
      case "th":
        walk(node.children, writer, { ...style, bold: true }, indent);
        break;
      case "em":
      case "i":
        walk(node.children, writer, { ...style, italic: true }, indent);
        break;
      case "u":
        walk(node.children, writer, { ...style, underline: true }, indent);
        break;
      case "code":
        writer.run(textOf(node), { ...style, mono: true }, indent);
        break;
      case "sup":
        writer.run(script(textOf(node), SUPERSCRIPTS, "^"), style, indent);
        break;
      case "sub":
        writer.run(script(textOf(node), SUBSCRIPTS, "_"), style, indent);
        break;
      case "math": {
        const formula = linearFormula(node);
        if (node.attrs.display === "block")
          writer.block({ runs: [{ text: formula, math: true }], indent, display: true });
        else writer.run(formula, { ...style, math: true }, indent);
        break;
      }
      case "pre":
        writer.block({ runs: [{ text: textOf(node).replace(/\n+$/, ""), mono: true }], indent, code: true });
        break;
      case "ul":
      case "ol": {
        writer.end();
        const start = Number.parseInt(node.attrs.start ?? "1", 10);
        let number = Number.isFinite(start) ? start : 1;
        for (const item of elementChildren(node)) {
          writer.startMarked(node.tag === "ol" ? `${number}.` : "•", indent + 1);
          number += 1;
          walk(item.children, writer, style, indent + 1);
          writer.end();
        }
        break;
      }
      case "blockquote":
        writer.end();
        walk(node.children, writer, { ...style, italic: true }, indent + 1);
        writer.end();
        break;
      case "table":
        writer.end();
        for (const row of rowsOf(node)) {
          const cells = elementChildren(row).filter((cell) => cell.tag === "td" || cell.tag === "th");
          cells.forEach((cell, index) => {
            if (index > 0) writer.run("  │  ", style, indent);
            walk(cell.children, writer, cell.tag === "th" ? { ...style, bold: true } : style, indent);
          });
          writer.end();
        }
        break;
      case "span":
        // A blank of a fill question (<span class="blank">) keeps its underscores as text.
        walk(node.children, writer, style, indent);
        break;
      default:
        if (BLOCK_TAGS.has(node.tag)) {
          writer.end();
          walk(node.children, writer, style, indent);
          writer.end();
        } else walk(node.children, writer, style, indent);
    }
  }
}

function rowsOf(table: ElementNode): ElementNode[] {
  return elementChildren(table).flatMap((child) =>
    child.tag === "tr"
      ? [child]
      : child.tag === "caption"
        ? []
        : elementChildren(child).filter((row) => row.tag === "tr"),
  );
}

/** Sanitised rich HTML as PDF blocks (paragraphs of styled runs). */
export function richHtmlToBlocks(html: string): PdfBlock[] {
  const writer = new BlockWriter();
  walk(parseHtml(html), writer, {}, 0);
  writer.end();
  return writer.blocks;
}

/** Rich HTML as one line of plain text (options, short answers): blocks joined by spaces. */
export function richHtmlToLine(html: string): PdfRun[] {
  const blocks = richHtmlToBlocks(html);
  const runs: PdfRun[] = [];
  blocks.forEach((block, index) => {
    if (index > 0) runs.push({ text: " " });
    runs.push(...block.runs.map((run) => ({ ...run, text: run.text.replace(/\n/g, " ") })));
  });
  return runs;
}

/** A file name for the PDF: the title without characters file systems refuse. */
export function pdfFileName(title: string, id: number): string {
  const cleaned = title
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are among those file systems refuse
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 80);
  return `${cleaned || `试卷-${id}`}.pdf`;
}

/** Content-Disposition for a download whose name is Chinese: an ASCII fallback and the RFC 5987 UTF-8 name. */
export function attachmentDisposition(fileName: string, id: number): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="paper-${id}.pdf"; filename*=UTF-8''${encoded}`;
}
