// Which links and images a post may carry (docs/decisions/0030): the server's sanitiser and the rich editor
// (docs/decisions/0035) apply the same rule, so it lives here, client-safe, once.

/** Our own uploads (app/modules/user/image-upload.server.ts names them): random base64url name and a sniffed type. */
const UPLOAD_SRC = /^\/uploads\/[A-Za-z0-9_-]{8,64}\.(png|jpg|gif|webp)$/;

/** http(s) anywhere, or a path of this site ("/…" but not "//host"); nothing else (javascript:, data:, vbscript:, …). */
export function isAllowedHref(raw: string): boolean {
  // Browsers drop tabs and newlines in URLs and ignore leading spaces/control characters: judge what they would read.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: dropping control characters is the point
  const href = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  if (/^\/(?![/\\])/.test(href)) return true;
  try {
    const url = new URL(href);
    return (url.protocol === "http:" || url.protocol === "https:") && href.toLowerCase().startsWith(url.protocol);
  } catch {
    return false;
  }
}

export function isAllowedImageSrc(raw: string): boolean {
  return UPLOAD_SRC.test(raw.trim());
}
