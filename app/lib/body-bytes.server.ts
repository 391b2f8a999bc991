// Reads a request body within a byte limit, so an oversized upload is refused as it streams in instead of after it
// has filled memory. Shared by the API's body reader and the page forms' (page-form.server.ts).
import { DomainError } from "~/lib/domain-error";

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

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
