// Reads a request body within a byte limit, so an oversized upload is refused as it streams in instead of after it
// has filled memory. Content types we do not speak are refused with 415.
import { DomainError } from "~/lib/domain-error";

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

export type ParsedBody = { fields: Record<string, unknown>; files: Map<string, File> };

const tooLarge = (limit: number) =>
  new DomainError(413, `请求内容过大，不能超过 ${Math.round(limit / 1024)} KB`, undefined, { maxBytes: limit });

export async function readBodyBytes(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      // Stop reading, but do not cancel: under Express, cancelling the body destroys the socket and the 413 answer
      // would never reach the client. server.ts discards the unread rest once the answer has been sent.
      reader.releaseLock();
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function formToObject(form: FormData | URLSearchParams): ParsedBody {
  const fields: Record<string, unknown> = {};
  const files = new Map<string, File>();
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string") {
      files.set(key, value);
      continue;
    }
    const existing = fields[key];
    if (existing === undefined) fields[key] = value;
    else fields[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return { fields, files };
}

export function searchParamsToObject(params: URLSearchParams): Record<string, unknown> {
  return formToObject(params).fields;
}

/** Parses JSON, urlencoded and (when allowed) multipart bodies. An empty body is an empty object. */
export async function readRequestBody(
  request: Request,
  options: { maxBytes: number; allowMultipart: boolean },
): Promise<ParsedBody> {
  const contentType = (request.headers.get("content-type") ?? "").toLowerCase();
  const bytes = await readBodyBytes(request, options.maxBytes);
  if (bytes.byteLength === 0) return { fields: {}, files: new Map() };

  if (contentType.startsWith("application/json") || contentType.endsWith("+json")) {
    let value: unknown;
    try {
      value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    } catch {
      throw new DomainError(400, "请求体不是有效的 JSON");
    }
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      throw new DomainError(400, "请求体必须是 JSON 对象");
    }
    return { fields: value as Record<string, unknown>, files: new Map() };
  }
  if (contentType.startsWith("application/x-www-form-urlencoded")) {
    return formToObject(new URLSearchParams(new TextDecoder().decode(bytes)));
  }
  if (contentType.startsWith("multipart/form-data") && options.allowMultipart) {
    try {
      const form = await new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]), { headers: { "content-type": contentType } }).formData();
      return formToObject(form);
    } catch {
      throw new DomainError(400, "上传内容格式有误");
    }
  }
  throw new DomainError(415, "不支持的请求格式，请使用 application/json");
}
