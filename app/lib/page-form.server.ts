// The one reader of a page action's form. Browsers send forms urlencoded or multipart; anything else comes from a
// scanner or a broken client, and is answered with a 4xx and the site's Chinese error page instead of the 500 that
// `request.formData()` throws: a non-form content type → 415, a body we cannot read → 400, too large → 413.
import { data } from "@remix-run/node";
import { DEFAULT_MAX_BODY_BYTES, readBodyBytes } from "~/lib/body-bytes.server";
import { isDomainError } from "~/lib/domain-error";

export const pageFormMessages = {
  unsupportedType: "无法处理这种提交方式，请在页面上填写表单后提交",
  malformed: "提交的表单内容已损坏，无法读取，请返回页面重新提交",
  tooLarge: (limit: number) => `提交的内容过大，不能超过 ${formatBytes(limit)}`,
} as const;

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}

export interface PageFormOptions {
  /** The whole body's limit: 1 MB for forms without files; a form with an upload passes its own. */
  maxBytes?: number;
}

interface Refusal {
  status: 400 | 413 | 415;
  message: string;
}

class PageFormRefusal extends Error implements Refusal {
  constructor(
    readonly status: Refusal["status"],
    message: string,
  ) {
    super(message);
  }
}

const refuse = (status: Refusal["status"], message: string) => new PageFormRefusal(status, message);

/** `%` must start a two-digit escape, and the escapes must decode to UTF-8; URLSearchParams would let both pass. */
function isWellFormedUrlencoded(text: string): boolean {
  if (/%(?![0-9A-Fa-f]{2})/.test(text)) return false;
  try {
    for (const part of text.split("&")) decodeURIComponent(part.replace(/\+/g, " "));
    return true;
  } catch {
    return false;
  }
}

async function readForm(request: Request, options: PageFormOptions): Promise<FormData> {
  const limit = options.maxBytes ?? DEFAULT_MAX_BODY_BYTES;
  const contentType = request.headers.get("content-type") ?? "";
  const essence = contentType.split(";")[0]!.trim().toLowerCase();
  if (essence !== "application/x-www-form-urlencoded" && essence !== "multipart/form-data") {
    throw refuse(415, pageFormMessages.unsupportedType);
  }
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = await readBodyBytes(request, limit);
  } catch (error) {
    if (isDomainError(error) && error.status === 413) throw refuse(413, pageFormMessages.tooLarge(limit));
    throw refuse(400, pageFormMessages.malformed);
  }
  if (essence === "application/x-www-form-urlencoded") {
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      throw refuse(400, pageFormMessages.malformed);
    }
    if (!isWellFormedUrlencoded(text)) throw refuse(400, pageFormMessages.malformed);
    const form = new FormData();
    for (const [name, value] of new URLSearchParams(text)) form.append(name, value);
    return form;
  }
  try {
    return await new Response(new Blob([bytes]), { headers: { "content-type": contentType } }).formData();
  } catch {
    throw refuse(400, pageFormMessages.malformed);
  }
}

/**
 * Reads the body of a page's POST as FormData, or throws a 4xx `data({ message })` that the root ErrorBoundary
 * renders as the site's error page (and single fetch sends as an error to a client-side submission).
 */
export async function readPageForm(request: Request, options: PageFormOptions = {}): Promise<FormData> {
  try {
    return await readForm(request, options);
  } catch (error) {
    if (error instanceof PageFormRefusal) throw data({ message: error.message }, { status: error.status });
    throw error;
  }
}

/**
 * The same for a form endpoint without a page of its own (a resource route such as /theme, /feedback, /auth/…):
 * Remix returns what such a route throws as it is, so the refusal is a small Chinese HTML page of its own.
 */
export async function readFormEndpointForm(request: Request, options: PageFormOptions = {}): Promise<FormData> {
  try {
    return await readForm(request, options);
  } catch (error) {
    if (error instanceof PageFormRefusal) throw refusalDocument(error);
    throw error;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function refusalDocument({ status, message }: Refusal): Response {
  const html = `<!DOCTYPE html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${status} 无法处理的提交 - 研途</title></head>
<body style="font-family:system-ui,sans-serif;text-align:center;padding:80px 16px;color:#212529">
<main id="main-content" data-error-page="${status}"><p aria-hidden="true" style="font-size:56px;font-weight:700;margin:0">${status}</p>
<h1 style="font-size:24px">${escapeHtml(message)}</h1>
<p><a href="/" style="color:#1864ab;font-size:18px;font-weight:600">返回首页</a></p></main>
</body></html>`;
  return new Response(html, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
