// A `redirect` query only ever leads to a path on this site. remix-utils' safeRedirect refuses what does not start with
// one "/", protocol-relative "//host", "/\host" and any "..". It leaves two things to us: control characters and
// backslashes further in (some browsers read "/\t/evil.example" or "/x\..." as another host), and a last check that
// the path, resolved as a browser would, stays on our origin; what we return is that resolved path.
import { safeRedirect as remixSafeRedirect } from "remix-utils/safe-redirect";

const BASE = "http://yantu.invalid";

export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  // An empty result means remix-utils refused it (a safe path is never empty).
  const path = remixSafeRedirect(target, "");
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  if (!path || /[\u0000-\u001f\\]/.test(path)) return fallback;
  try {
    const url = new URL(path, BASE);
    if (url.origin !== BASE) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
