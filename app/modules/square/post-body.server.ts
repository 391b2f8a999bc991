// A post's body as stored: sanitised HTML made here on the server, whatever came in (docs/decisions/0030). Two ways in:
// - markup (no JavaScript): a Markdown subset — headings, lists, quotes, links, **bold**, *italic*, images of our own
//   uploads — read by markdown-it with raw HTML off (a `<script>` typed in the textarea stays text);
// - html (the rich editor, with JavaScript): the editor's HTML, never trusted.
// Both end in the same allow-list sanitiser (sanitize-html): no script, style, iframe, object, embed or event handler;
// links only http(s) or a path of this site, with rel="nofollow ugc noopener"; images only from /uploads.
import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";
import { isAllowedHref, isAllowedImageSrc } from "./post-links";

export type BodyFormat = "markup" | "html";

// Only the rules the documented subset needs: no tables, code, html, linkify or typographer replacements.
const markdown = new MarkdownIt("zero", { html: false, linkify: false, typographer: false, breaks: true }).enable([
  "heading",
  "lheading",
  "list",
  "blockquote",
  "paragraph",
  "newline",
  "emphasis",
  "link",
  "image",
  "escape",
  "entity",
  "hr",
]);

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "h2", "h3", "h4", "ul", "ol", "li", "blockquote", "strong", "em", "a", "img", "hr"],
  allowedAttributes: { a: ["href", "rel"], img: ["src", "alt"] },
  allowedSchemes: ["http", "https"],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Dropped with everything inside (the default list plus what the corpus tries).
  nonTextTags: [
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
  ],
  disallowedTagsMode: "discard",
  transformTags: {
    // The page's own <h1> is the title: a body's headings start one level down.
    h1: "h2",
    h5: "h4",
    h6: "h4",
    b: "strong",
    i: "em",
    div: "p",
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href ?? "";
      return isAllowedHref(href)
        ? { tagName, attribs: { href: href.trim(), rel: "nofollow ugc noopener" } }
        : { tagName, attribs: {} as sanitizeHtml.Attributes };
    },
    img: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: isAllowedImageSrc(attribs.src ?? "")
        ? { src: (attribs.src ?? "").trim(), alt: attribs.alt ?? "" }
        : ({} as sanitizeHtml.Attributes),
    }),
  },
  // An image that lost its source, or a link that lost its href, is not kept as an empty shell.
  exclusiveFilter: (frame) =>
    (frame.tag === "img" && !frame.attribs.src) || (frame.tag === "a" && !frame.attribs.href && !frame.text.trim()),
};

/** Sanitises HTML (from the rich editor, or from markdown-it) with the allow-list above. */
export function sanitizePostHtml(html: string): string {
  // An <a> whose href was refused keeps its text but not its tag.
  return sanitizeHtml(html, sanitizeOptions)
    .replace(/<a>([\s\S]*?)<\/a>/g, "$1")
    .trim();
}

/** The markup (Markdown subset) as stored HTML. */
export function renderMarkup(source: string): string {
  // "#" is the body's first level, below the page's <h1> (the title): h1→h2 … h3 and deeper→h4.
  const html = markdown
    .render(source)
    .replace(/<(\/?)h([1-6])>/g, (_, slash: string, level: string) => `<${slash}h${Math.min(Number(level) + 1, 4)}>`);
  return sanitizePostHtml(html);
}

/** Whatever came in, the HTML to store. */
export function bodyHtmlOf(format: BodyFormat, source: string): string {
  return format === "markup" ? renderMarkup(source) : sanitizePostHtml(source);
}

/** The text of stored HTML (summaries, the sensitive-word check, search): tags dropped, entities decoded. */
export function plainTextOf(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h2|h3|h4|li|blockquote)>|<br\s*\/?>/g, "$&\n"), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
