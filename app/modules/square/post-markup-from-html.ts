// HTML → the post markup (docs/decisions/0035): the rich editor keeps its document in the form as the same Markdown
// subset the textarea takes (post-body.server.ts reads it; the server's renderer stays the one truth), so a draft
// written in the editor resumes without JavaScript as readable text. turndown walks the DOM; the rules below write
// only what markdown-it's subset reads back, and the escaping keeps text that looks like markup ("# ", "1. ", "*",
// "[", "&lt;") text. The round trip renderMarkup(markupFromHtml(html)) is tested on a corpus next to this file.
// Client-safe: turndown uses the browser's DOMParser (and domino under Node).
import TurndownService from "turndown";
import { isAllowedHref, isAllowedImageSrc } from "./post-links";

export interface MarkupOptions {
  /**
   * The editor's lists: every item is a <p> there, so an item of one paragraph is written as a tight list ("- a" lines),
   * the form people type. Without it a list is loose exactly when its items hold paragraphs (markdown-it's own output).
   */
  tightenLists?: boolean;
}

type El = HTMLElement;

const ELEMENT = 1;
const TEXT = 3;

// Dropped with their content, as the sanitiser drops them.
const REMOVED = new Set([
  "script",
  "style",
  "textarea",
  "option",
  "noscript",
  "template",
  "iframe",
  "object",
  "embed",
  "svg",
  "math",
  "xmp",
  "noembed",
  "noframes",
  "title",
  "head",
]);
const STRONG = new Set(["STRONG", "B"]);
const EM = new Set(["EM", "I"]);
// The sanitiser's mapping: the page's <h1> is the title, so a body's first level is <h2> ("#").
const HEADING_LEVEL: Record<string, number> = { H1: 1, H2: 1, H3: 2, H4: 3, H5: 3, H6: 3 };

/** Unicode punctuation or symbol, as markdown-it's emphasis rule judges a delimiter's neighbours. */
const isPunct = (char: string) => /^[\p{P}\p{S}]$/u.test(char);
/** markdown-it's whitespace (utils isWhiteSpace); "" stands for the start or end of a line. */
const isSpace = (char: string) =>
  char === "" || /^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]$/.test(char);

/**
 * Text as markup that reads back as the same text: backslash-escapes what would start structure at a line's start
 * (headings, list items, quotes, setext underlines) or inline markup anywhere (emphasis, links, entities). Escaping
 * more than needed is harmless (markdown-it drops a backslash before any ASCII punctuation); less is not.
 */
export function escapeMarkupText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/[*_[\]]/g, "\\$&")
    .replace(/&(?=#?[0-9a-z]+;)/gi, "\\&")
    .replace(/^(\s*)(#{1,6})(?=\s|$)/, "$1\\$2")
    .replace(/^(\s*)([-+>=])/, "$1\\$2")
    .replace(/^(\s*\d{1,9})([.)])(?=\s|$)/, "$1\\$2");
}

/** A link destination markdown-it reads back as the same href. */
function destination(href: string): string {
  return href
    .trim()
    .replace(/[\\()&]/g, "\\$&")
    .replace(/ /g, "%20")
    .replace(/</g, "%3C")
    .replace(/>/g, "%3E");
}

const isElement = (node: Node | null): node is El => node?.nodeType === ELEMENT;
const isWhitespaceText = (node: Node) => node.nodeType === TEXT && !/\S/.test(node.nodeValue ?? "");

function previousElement(node: Node): El | null {
  for (let current = node.previousSibling; current; current = current.previousSibling) {
    if (isElement(current)) return current;
    if (!isWhitespaceText(current)) return null;
  }
  return null;
}

function nextElement(node: Node): El | null {
  for (let current = node.nextSibling; current; current = current.nextSibling) {
    if (isElement(current)) return current;
    if (!isWhitespaceText(current)) return null;
  }
  return null;
}

const elementChildren = (node: El) => Array.from(node.childNodes).filter(isElement);

/** A list is loose (its items' paragraphs kept as <p>) when an item holds a paragraph — or two, for the editor. */
function isLoose(list: El, options: MarkupOptions): boolean {
  return elementChildren(list)
    .filter((child) => child.nodeName === "LI")
    .some(
      (item) => elementChildren(item).filter((child) => child.nodeName === "P").length > (options.tightenLists ? 1 : 0),
    );
}

/** Blocks inside an item of a tight list are separated by a line break, not a blank line. */
function block(node: El, content: string, options: MarkupOptions): string {
  const parent = node.parentNode;
  const tight =
    isElement(parent) &&
    parent.nodeName === "LI" &&
    isElement(parent.parentNode) &&
    !isLoose(parent.parentNode, options);
  return tight ? `\n${content}\n` : `\n\n${content}\n\n`;
}

const kindOf = (node: Node | null): "strong" | "em" | null =>
  isElement(node) ? (STRONG.has(node.nodeName) ? "strong" : EM.has(node.nodeName) ? "em" : null) : null;

const INLINE_CONTAINERS = new Set([
  "SPAN",
  "U",
  "S",
  "SMALL",
  "SUB",
  "SUP",
  "MARK",
  "FONT",
  "ABBR",
  "CITE",
  "Q",
  "DFN",
  "TIME",
  "LABEL",
]);

/** The character markdown-it will see at the end of an element's markup (emphasis runs next to each other merge). */
function lastCharOf(node: Node): string {
  if (node.nodeType === TEXT) return (node.nodeValue ?? "").slice(-1);
  if (!isElement(node)) return "";
  if (
    node.nodeName === "BR" ||
    (!INLINE_CONTAINERS.has(node.nodeName) && !kindOf(node) && node.nodeName !== "A" && node.nodeName !== "IMG")
  )
    return "\n";
  if (node.nodeName === "A" || node.nodeName === "IMG") return ")";
  const last = node.lastChild;
  return last ? lastCharOf(last) : "";
}

function firstCharOf(node: Node): string {
  if (node.nodeType === TEXT) return (node.nodeValue ?? "").slice(0, 1);
  if (!isElement(node)) return "";
  if (node.nodeName === "A") return "[";
  if (node.nodeName === "IMG") return "!";
  if (node.nodeName === "BR" || (!INLINE_CONTAINERS.has(node.nodeName) && !kindOf(node))) return "\n";
  const first = node.firstChild;
  return first ? firstCharOf(first) : "";
}

/** What stands just before an emphasis's opening delimiter in the markup. */
function charBefore(node: El): string {
  let current: Node = node;
  for (;;) {
    const previous: Node | null = current.previousSibling;
    if (previous) {
      const char = lastCharOf(previous);
      if (char) return char;
      current = previous;
      continue;
    }
    const parent: Node | null = current.parentNode;
    if (!isElement(parent)) return "";
    if (parent.nodeName === "A") return "[";
    // A delimiter run continues through an enclosing emphasis ("***"), and a span writes nothing of its own.
    if (kindOf(parent) || INLINE_CONTAINERS.has(parent.nodeName)) {
      current = parent;
      continue;
    }
    return "";
  }
}

function charAfter(node: El): string {
  let current: Node = node;
  for (;;) {
    const next: Node | null = current.nextSibling;
    if (next) {
      const char = firstCharOf(next);
      if (char) return char;
      current = next;
      continue;
    }
    const parent: Node | null = current.parentNode;
    if (!isElement(parent)) return "";
    if (parent.nodeName === "A") return "]";
    if (kindOf(parent) || INLINE_CONTAINERS.has(parent.nodeName)) {
      current = parent;
      continue;
    }
    return "";
  }
}

/** The first token of markup: an escape pair ("\*") or one character (a whole surrogate pair). */
function firstToken(markup: string): string {
  if (markup[0] === "\\" && markup.length > 1) return markup.slice(0, 2);
  return String.fromCodePoint(markup.codePointAt(0)!);
}

function lastToken(markup: string): string {
  if (markup.length > 1 && markup[markup.length - 2] === "\\" && !/\\\\$/.test(markup.slice(0, -1)))
    return markup.slice(-2);
  const last = Array.from(markup).pop()!;
  return last;
}

/** Punctuation of the text, not of the markup around it (links, images, emphasis): safe to move out of a delimiter. */
const movableLeading = (token: string, rest: string) =>
  token.length === 2 && token[0] === "\\"
    ? true
    : isPunct(token) && !"[]*_\\".includes(token) && !(token === "!" && rest.startsWith("["));
const movableTrailing = (token: string) =>
  token.length === 2 && token[0] === "\\" ? true : isPunct(token) && !"[]*_\\)".includes(token);

/**
 * `**…**` / `*…*` that markdown-it reads back as emphasis. A delimiter only counts when it "flanks" the text: an
 * opening one followed by punctuation must follow a space or punctuation — which Chinese text breaks all the time
 * (中文**“引号”**中文 stays literal asterisks). The one punctuation mark next to the failing delimiter moves outside it
 * (it is then no longer bold, the rest is); an edge that is a link puts the emphasis inside the link's text; failing
 * that the emphasis is dropped rather than showing asterisks.
 */
function emphasis(delimiter: string, content: string, node: El): string {
  const kind = kindOf(node)!;
  if (!content.trim()) return content;
  for (let parent = node.parentNode; isElement(parent); parent = parent.parentNode) {
    if (kindOf(parent) === kind) return content;
  }
  // <em>a</em><em>b</em> is one run of emphasis (two would write "*a**b*").
  const joinsPrevious = kindOf(previousSiblingDirect(node)) === kind;
  const joinsNext = kindOf(nextSiblingDirect(node)) === kind;
  let lead = "";
  let trail = "";
  let body = content;
  if (!joinsPrevious) {
    while (/^(\\\n|\n)/.test(body)) {
      const brk = body.startsWith("\\\n") ? "\\\n" : "\n";
      lead += brk;
      body = body.slice(brk.length);
    }
    const before = lead ? "\n" : charBefore(node);
    const token = body ? firstToken(body) : "";
    const char = token.length === 2 && token[0] === "\\" ? token[1]! : token;
    if (token && isPunct(char) && !isSpace(before) && !isPunct(before)) {
      if (movableLeading(token, body.slice(token.length))) {
        lead += token;
        body = body.slice(token.length);
      } else return linkInside(delimiter, content, node) ?? content;
    }
  }
  if (!joinsNext) {
    while (/(\\\n|\n)$/.test(body)) {
      const brk = body.endsWith("\\\n") ? "\\\n" : "\n";
      trail = brk + trail;
      body = body.slice(0, -brk.length);
    }
    const after = trail ? "\n" : charAfter(node);
    const token = body ? lastToken(body) : "";
    const char = token.length === 2 && token[0] === "\\" ? token[1]! : token;
    if (token && isPunct(char) && !isSpace(after) && !isPunct(after)) {
      if (movableTrailing(token)) {
        trail = token + trail;
        body = body.slice(0, -token.length);
      } else return linkInside(delimiter, content, node) ?? content;
    }
  }
  if (!body.trim()) return lead + body + trail;
  return `${lead}${joinsPrevious ? "" : delimiter}${body}${joinsNext ? "" : delimiter}${trail}`;
}

/**
 * turndown moves an inline element's edge whitespace outside it, judging by its text alone: in `<em>a <img></em>` the
 * space is not at the edge, yet a second one would be written after the "*". Marks such an edge so the extra space is
 * taken out again (isFlankedByWhitespace and edgeWhitespace below are turndown's own tests).
 */
function withoutSpuriousSpace(node: El, markup: string): string {
  const text = node.textContent ?? "";
  const flanked = (sibling: Node | null, pattern: RegExp) =>
    !!sibling &&
    (sibling.nodeType === TEXT
      ? pattern.test(sibling.nodeValue ?? "")
      : isElement(sibling) && !isBlockName(sibling.nodeName) && pattern.test(sibling.textContent ?? ""));
  const leaf = (from: Node, next: (node: Node) => Node | null): Node => {
    let current = from;
    for (let child = next(current); child; child = next(current)) current = child;
    return current;
  };
  const imageAt = (end: Node) => isElement(end) && end.nodeName === "IMG";
  const leading =
    /^[ \r\n\t]/.test(text) &&
    imageAt(leaf(node, (current) => current.firstChild)) &&
    !flanked(node.previousSibling, / $/);
  const trailing =
    /[ \r\n\t]$/.test(text) && imageAt(leaf(node, (current) => current.lastChild)) && !flanked(node.nextSibling, /^ /);
  return `${leading ? CANCEL_BEFORE : ""}${markup}${trailing ? CANCEL_AFTER : ""}`;
}

/** `**[text](href)**` whose delimiters cannot flank becomes `[**text**](href)`. */
function linkInside(delimiter: string, content: string, node: El): string | null {
  const children = Array.from(node.childNodes).filter((child) => !isWhitespaceText(child));
  if (children.length !== 1 || !isElement(children[0]!) || children[0].nodeName !== "A") return null;
  const trimmed = content.trim();
  const split = trimmed.lastIndexOf("](");
  if (!trimmed.startsWith("[") || split < 1) return null;
  return `[${delimiter}${trimmed.slice(1, split)}${delimiter}${trimmed.slice(split)}`;
}

const previousSiblingDirect = (node: Node) => node.previousSibling;
const nextSiblingDirect = (node: Node) => node.nextSibling;

/** Whether anything but line breaks follows a <br> in its block (a trailing break writes nothing). */
function contentFollows(node: Node): boolean {
  for (let current: Node | null = node; current; current = current.parentNode) {
    for (let next = current.nextSibling; next; next = next.nextSibling) {
      if (isElement(next) ? next.nodeName !== "BR" : !isWhitespaceText(next)) return true;
    }
    const parent: Node | null = current.parentNode;
    if (!isElement(parent) || !(kindOf(parent) || parent.nodeName === "A" || INLINE_CONTAINERS.has(parent.nodeName)))
      return false;
  }
  return false;
}

/** Whitespace, or an inline element turndown drops as blank (no text, no image, no break). */
function writesNothing(node: Node): boolean {
  if (!isElement(node)) return isWhitespaceText(node);
  return (
    !["BR", "IMG", "HR", "UL", "OL", "LI"].includes(node.nodeName) &&
    !/\S/.test(node.textContent ?? "") &&
    !node.querySelector("img, br, hr, li")
  );
}

function withinListItem(node: Node): boolean {
  for (let parent = node.parentNode; isElement(parent); parent = parent.parentNode) {
    if (parent.nodeName === "LI") return true;
  }
  return false;
}

function withinHeading(node: Node): boolean {
  for (let parent = node.parentNode; isElement(parent); parent = parent.parentNode) {
    if (HEADING_LEVEL[parent.nodeName] !== undefined) return true;
  }
  return false;
}

function listMarker(item: El): string {
  const list = item.parentNode as El;
  const ordered = list.nodeName === "OL";
  // Two lists of one kind in a row would read back as one: the second uses the other marker ("*", "1)").
  let run = 0;
  for (let previous = previousElement(list); previous; previous = previousElement(previous)) {
    if (previous.nodeName === list.nodeName) run++;
    else if (!writesNothing(previous)) break;
  }
  const other = run % 2 === 1;
  if (!ordered) return other ? "* " : "- ";
  const index = elementChildren(list)
    .filter((child) => child.nodeName === "LI")
    .indexOf(item);
  return `${index + 1}${other ? ")" : "."} `;
}

function listItem(node: El, content: string, options: MarkupOptions): string {
  const marker = listMarker(node);
  const body = content
    .replace(/^\n+/, "")
    .replace(/\n+$/, "")
    .replace(/\n/g, `\n${" ".repeat(marker.length)}`)
    .replace(/^ +$/gm, "");
  const more = nextElement(node)?.nodeName === "LI";
  return `${body ? marker : marker.trimEnd()}${body}${more ? (isLoose(node.parentNode as El, options) ? "\n\n" : "\n") : ""}`;
}

const BLOCKS = new Set([
  "ADDRESS",
  "ARTICLE",
  "ASIDE",
  "BLOCKQUOTE",
  "DD",
  "DIV",
  "DL",
  "DT",
  "FIGCAPTION",
  "FIGURE",
  "FOOTER",
  "FORM",
  "H1",
  "H2",
  "H3",
  "H4",
  "H5",
  "H6",
  "HEADER",
  "HR",
  "LI",
  "MAIN",
  "NAV",
  "OL",
  "P",
  "PRE",
  "SECTION",
  "TABLE",
  "TBODY",
  "TD",
  "TFOOT",
  "TH",
  "THEAD",
  "TR",
  "UL",
]);
const isBlockName = (name: string) => BLOCKS.has(name);

function makeService(options: MarkupOptions): TurndownService {
  const service = new TurndownService({
    headingStyle: "atx",
    hr: "---",
    bulletListMarker: "-",
    emDelimiter: "*",
    strongDelimiter: "**",
    // An empty list item still shows its bullet: keep it ("-" alone). Other empty blocks show nothing and go.
    blankReplacement: (_content, node) => {
      if (node.nodeName === "LI") return listItem(node, "", options);
      if (node.nodeName === "UL" || node.nodeName === "OL") {
        // An empty list inside an item would not even read back as a list after the item's text.
        if (isElement(node.parentNode) && node.parentNode.nodeName === "LI") return "";
        const items = elementChildren(node).filter((child) => child.nodeName === "LI");
        return items.length ? block(node, items.map((item) => listItem(item, "", options)).join(""), options) : "\n\n";
      }
      return isBlockName(node.nodeName) ? "\n\n" : "";
    },
  });
  service.escape = escapeMarkupText;
  service.remove((node) => REMOVED.has(node.nodeName.toLowerCase()));
  service.addRule("paragraph", { filter: ["p", "div"], replacement: (content, node) => block(node, content, options) });
  service.addRule("heading", {
    filter: ["h1", "h2", "h3", "h4", "h5", "h6"],
    replacement: (content, node) => {
      // One line, and a trailing " #" is text, not the optional closing sequence of an ATX heading.
      const text = content
        .replace(/\s*\n\s*/g, " ")
        .trim()
        .replace(/(\s)(#+)$/, "$1\\$2");
      return text ? block(node, `${"#".repeat(HEADING_LEVEL[node.nodeName]!)} ${text}`, options) : "";
    },
  });
  service.addRule("blockquote", {
    filter: "blockquote",
    replacement: (content, node) =>
      content.trim()
        ? block(
            node,
            content
              .replace(/^\n+|\n+$/g, "")
              .replace(/^/gm, "> ")
              .replace(/^> $/gm, ">"),
            options,
          )
        : "",
  });
  service.addRule("list", {
    filter: ["ul", "ol"],
    replacement: (content, node) => block(node, content.replace(/^\n+|\n+$/g, ""), options),
  });
  service.addRule("listItem", { filter: "li", replacement: (content, node) => listItem(node, content, options) });
  // In a list item "- ---" would be one rule, and "a\n---" a heading: there the rule is written "***".
  service.addRule("horizontalRule", {
    filter: "hr",
    replacement: (_content, node) => block(node, withinListItem(node) ? "***" : "---", options),
  });
  service.addRule("lineBreak", {
    filter: "br",
    replacement: (_content, node) => {
      if (withinHeading(node)) return " ";
      if (!contentFollows(node)) return "";
      // A line of its own would be blank (a new paragraph): a backslash line is a hard break instead (markdown-it).
      let previous = node.previousSibling;
      while (previous && writesNothing(previous)) previous = previous.previousSibling;
      return !previous || (isElement(previous) && previous.nodeName === "BR") ? "\\\n" : "\n";
    },
  });
  service.addRule("strong", {
    filter: ["strong", "b"],
    replacement: (content, node) => withoutSpuriousSpace(node, emphasis("**", content, node)),
  });
  service.addRule("emphasis", {
    filter: ["em", "i"],
    replacement: (content, node) => withoutSpuriousSpace(node, emphasis("*", content, node)),
  });
  service.addRule("link", {
    filter: (node) => node.nodeName === "A",
    replacement: (content, node) => {
      const href = node.getAttribute("href") ?? "";
      if (!href || !isAllowedHref(href) || !content.trim()) return content;
      return withoutSpuriousSpace(node, `[${content}](${destination(href)})`);
    },
  });
  service.addRule("image", {
    filter: "img",
    replacement: (_content, node) => {
      const src = node.getAttribute("src") ?? "";
      if (!isAllowedImageSrc(src)) return "";
      const alt = escapeMarkupText((node.getAttribute("alt") ?? "").replace(/\s+/g, " ").trim());
      return `${IMAGE_MARK}![${alt}](${src.trim()})`;
    },
  });
  // Code is not in the subset: its text stays text (turndown would write backticks and skip escaping).
  service.addRule("code", {
    filter: ["code", "pre", "kbd", "samp"],
    replacement: (_content, node) => {
      const text = escapeMarkupText((node.textContent ?? "").replace(/\s+/g, " ").trim());
      return node.nodeName === "PRE" ? block(node, text, options) : text;
    },
  });
  return service;
}

// Marks that never reach the output (noncharacters, removed from the input first): the "![" of a real image, and
// where whitespace turndown added outside an element is to be taken out again.
const IMAGE_MARK = "\uFDD0";
const CANCEL_BEFORE = "\uFDD1";
const CANCEL_AFTER = "\uFDD2";

const services = new Map<boolean, TurndownService>();

/** The markup for an HTML body (the editor's, or stored HTML): what renderMarkup turns back into the same structure. */
export function markupFromHtml(html: string, options: MarkupOptions = {}): string {
  const key = Boolean(options.tightenLists);
  let service = services.get(key);
  if (!service) {
    service = makeService(options);
    services.set(key, service);
  }
  // Text "!" before a link would read back as an image: every "![" that is not one of ours gets its "!" escaped.
  return service
    .turndown(html.replace(/[\uFDD0-\uFDD2]/g, ""))
    .replace(/[ \r\n\t]*\uFDD1|\uFDD2[ \r\n\t]*/g, "")
    .replace(/(^|[^\uFDD0])!\[/g, "$1\\![")
    .replace(/\uFDD0/g, "");
}
