// Stems, options, explanations and reference answers are written as rich text with TeX and stored twice: the source
// as written and the HTML pages show, rendered here once when a question is written (never per request). Maths
// becomes MathML on the server (Temml; docs/decisions/0017-question-bank.md), so pages need no maths script and screen
// readers read the formulas; the HTML is then sanitised with an allowlist that keeps the MathML Temml writes.
//
// The source format (docs/question-format.md):
// - paragraphs are separated by a blank line; a single line break inside one is kept (<br>);
// - $…$ is inline maths, $$…$$ display maths (may span lines); \$ is a dollar sign;
// - `…` is inline code and a ``` fence a code block (408), both shown verbatim;
// - a few HTML tags are allowed (strong, em, u, sub, sup, br, code, pre, lists, tables, blockquote); anything else is
//   dropped with its markup, and a paragraph that starts with a block tag (<table>, <ul>, …) is left unwrapped.
import sanitizeHtml from "sanitize-html";
import temml from "temml";
import { questionMessages as m } from "../bank/question-messages";

/** A fault in a rich-text source; `line` counts from 1 within that source. */
export class RichTextError extends Error {
  override name = "RichTextError";

  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

const MAX_TEX_LENGTH = 4000;

/** One TeX formula as MathML; throws RichTextError (line 1) when Temml cannot read it. */
export function renderTex(tex: string, display: boolean): string {
  if (tex.trim() === "") throw new RichTextError(m.texEmpty, 1);
  if (tex.length > MAX_TEX_LENGTH) throw new RichTextError(m.texTooLong(MAX_TEX_LENGTH), 1);
  try {
    // A fresh macros object each time: \def in one formula must not leak into the next question.
    return temml.renderToString(tex, {
      displayMode: display,
      throwOnError: true,
      trust: false,
      macros: {},
      maxExpand: 500,
    });
  } catch (error) {
    // Temml's own words without its underlined excerpt of the formula ("… at position 3: \̲f̲…").
    const reason = (error instanceof Error ? error.message : String(error))
      .replace(/^\s*ParseError:\s*/, "")
      .split(/ at position \d+|\n/)[0]!
      .trim();
    throw new RichTextError(m.texInvalid(tex.length > 60 ? `${tex.slice(0, 60)}…` : tex, reason), 1);
  }
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

type Token =
  | { type: "text"; text: string }
  | { type: "math"; html: string; display: boolean }
  | { type: "code"; html: string; block: boolean };

const lineAt = (source: string, offset: number) => source.slice(0, offset).split("\n").length;

/** Splits a source into text, maths and code, rendering the maths; throws RichTextError with the line of a fault. */
function tokenise(source: string): Token[] {
  const tokens: Token[] = [];
  let text = "";
  const flushText = () => {
    if (text) tokens.push({ type: "text", text });
    text = "";
  };
  let index = 0;
  while (index < source.length) {
    const rest = source.slice(index);
    const atLineStart = index === 0 || source[index - 1] === "\n";
    if (atLineStart && rest.startsWith("```")) {
      const headerEnd = source.indexOf("\n", index);
      const language = (headerEnd === -1 ? rest.slice(3) : source.slice(index + 3, headerEnd)).trim();
      const close = headerEnd === -1 ? -1 : source.indexOf("\n```", headerEnd);
      if (close === -1) throw new RichTextError(m.codeFenceNotClosed, lineAt(source, index));
      const code = source.slice(headerEnd + 1, close);
      const languageClass = /^[a-z0-9+#-]{1,20}$/i.test(language) ? ` class="language-${language.toLowerCase()}"` : "";
      flushText();
      tokens.push({ type: "code", html: `<pre><code${languageClass}>${escapeHtml(code)}</code></pre>`, block: true });
      const lineEnd = source.indexOf("\n", close + 4);
      index = lineEnd === -1 ? source.length : lineEnd + 1;
      continue;
    }
    const char = source[index];
    if (char === "\\" && source[index + 1] === "$") {
      text += "$";
      index += 2;
      continue;
    }
    if (char === "`") {
      const close = source.indexOf("`", index + 1);
      if (close === -1 || source.slice(index + 1, close).includes("\n"))
        throw new RichTextError(m.backtickNotClosed, lineAt(source, index));
      flushText();
      tokens.push({ type: "code", html: `<code>${escapeHtml(source.slice(index + 1, close))}</code>`, block: false });
      index = close + 1;
      continue;
    }
    if (char === "$") {
      const display = source[index + 1] === "$";
      const open = display ? 2 : 1;
      const close = findClosingDollar(source, index + open, display);
      if (close === -1)
        throw new RichTextError(display ? m.displayMathNotClosed : m.inlineMathNotClosed, lineAt(source, index));
      const tex = source.slice(index + open, close);
      if (!display && /\n\s*\n/.test(tex)) throw new RichTextError(m.inlineMathNotClosed, lineAt(source, index));
      let html: string;
      try {
        html = renderTex(tex, display);
      } catch (error) {
        if (error instanceof RichTextError) throw new RichTextError(error.message, lineAt(source, index));
        throw error;
      }
      flushText();
      tokens.push({ type: "math", html, display });
      index = close + open;
      continue;
    }
    text += char;
    index += 1;
  }
  flushText();
  return tokens;
}

/** The offset of the `$` (or `$$`) closing a formula opened before `from`; -1 when there is none. */
function findClosingDollar(source: string, from: number, display: boolean): number {
  for (let index = from; index < source.length; index += 1) {
    const char = source[index];
    if (char === "\\") {
      index += 1;
      continue;
    }
    if (char !== "$") continue;
    if (!display) return index;
    if (source[index + 1] === "$") return index;
  }
  return -1;
}

const blockStart = /^\s*<(table|ul|ol|pre|blockquote|div|p)\b/i;

/** Tokens laid out as paragraphs: blank lines part them, display maths and code blocks stand on their own. */
function layout(tokens: Token[]): string {
  const blocks: string[] = [];
  let paragraph = "";
  const closeParagraph = () => {
    const content = paragraph.trim();
    paragraph = "";
    if (!content) return;
    if (blockStart.test(content)) blocks.push(content);
    else blocks.push(`<p>${content.replace(/\n/g, "<br>")}</p>`);
  };
  for (const token of tokens) {
    if (token.type === "text") {
      const pieces = token.text.split(/\n[ \t]*\n\s*/);
      pieces.forEach((piece, index) => {
        if (index > 0) closeParagraph();
        paragraph += piece;
      });
    } else if ((token.type === "math" && token.display) || (token.type === "code" && token.block)) {
      closeParagraph();
      blocks.push(token.html);
    } else {
      paragraph += token.html;
    }
  }
  closeParagraph();
  return blocks.join("");
}

const mathElements = [
  "math",
  "semantics",
  "annotation",
  "mrow",
  "mi",
  "mn",
  "mo",
  "ms",
  "mtext",
  "mspace",
  "msub",
  "msup",
  "msubsup",
  "munder",
  "mover",
  "munderover",
  "mfrac",
  "msqrt",
  "mroot",
  "mtable",
  "mtr",
  "mtd",
  "mlabeledtr",
  "mpadded",
  "mphantom",
  "mstyle",
  "menclose",
  "merror",
  "mmultiscripts",
  "mprescripts",
  "none",
];

const mathAttributes = [
  "display",
  "displaystyle",
  "scriptlevel",
  "mathvariant",
  "mathsize",
  "mathcolor",
  "mathbackground",
  "accent",
  "accentunder",
  "columnalign",
  "rowspacing",
  "columnspacing",
  "fence",
  "form",
  "separator",
  "stretchy",
  "symmetric",
  "largeop",
  "movablelimits",
  "lspace",
  "rspace",
  "minsize",
  "maxsize",
  "linethickness",
  "width",
  "height",
  "depth",
  "voffset",
  "notation",
  "encoding",
  "linebreak",
  "class",
  "style",
];

// Inline styles Temml writes (spacing in arrays, borders of \boxed, colours); no url(), no positioning.
const safeStyleValue = [/^(?!.*(?:url|expression)\s*\()[-#\w\s.,%()]+$/i];
const mathStyles = Object.fromEntries(
  [
    "display",
    "color",
    "background-color",
    "font-weight",
    "font-style",
    "font-family",
    "text-align",
    "white-space",
    "width",
    "height",
    "padding",
    "padding-left",
    "padding-right",
    "padding-top",
    "padding-bottom",
    "margin-left",
    "border",
    "border-top",
    "border-right",
    "border-bottom",
    "border-left",
    "math-depth",
    "math-style",
    "justify-content",
  ].map((property) => [property, safeStyleValue]),
);

const sanitiseOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "sub",
    "sup",
    "code",
    "pre",
    "span",
    "blockquote",
    "ul",
    "ol",
    "li",
    "table",
    "caption",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    ...mathElements,
  ],
  allowedAttributes: {
    code: ["class"],
    span: ["class"],
    ol: ["start", "type"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    // scriptlevel only where the W3C Nu checker's MathML schema allows it (mstyle): Temml also writes it on tokens
    // inside a scripted fraction, beside the style="math-depth:…" that sizes them in MathML Core browsers anyway.
    ...Object.fromEntries(
      mathElements.map((element) => [
        element,
        element === "mstyle" ? mathAttributes : mathAttributes.filter((name) => name !== "scriptlevel"),
      ]),
    ),
  },
  allowedClasses: { code: [/^language-[a-z0-9+#-]+$/], span: ["blank"], "*": [/^tml-[a-z-]+$/] },
  allowedStyles: Object.fromEntries(mathElements.map((element) => [element, mathStyles])),
  allowedSchemes: [],
  disallowedTagsMode: "discard",
};

/** HTML with only the allowed elements, attributes and styles. */
export function sanitiseRichHtml(html: string): string {
  return sanitizeHtml(html, sanitiseOptions);
}

/** A rich-text source as sanitised HTML with MathML; "" for a blank source. Throws RichTextError on bad TeX. */
export function renderRichText(source: string): string {
  const normalised = source.replace(/\r\n?/g, "\n");
  if (normalised.trim() === "") return "";
  return sanitiseRichHtml(layout(tokenise(normalised)));
}
