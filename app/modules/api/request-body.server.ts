// Reads an API request body (JSON, urlencoded, multipart) within a byte limit (readBodyBytes). Content types we do not
// speak are refused with 415.
import { readBodyBytes } from "~/lib/body-bytes.server";
import { DomainError } from "~/lib/domain-error";

export type ParsedBody = { fields: Record<string, unknown>; files: Map<string, File> };

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
      const form = await new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]), {
        headers: { "content-type": contentType },
      }).formData();
      return formToObject(form);
    } catch {
      throw new DomainError(400, "上传内容格式有误");
    }
  }
  throw new DomainError(415, "不支持的请求格式，请使用 application/json");
}
