// The headers each target is requested with: what a current browser sends for a page (or a fetch for the API), so
// the server does its real work — device routing sees a desktop or phone, the visit log records the page view
// (Sec-Fetch-Dest: document), compression runs when gzip is accepted. Control and pages get identical headers.
import type { BenchTarget, TargetContext } from "./bench-target";

export const USER_AGENTS = {
  desktop:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  mobile:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
} as const;

/** A returning visitor: with an appuuid cookie the server sets no new one, as for every page after a browser's first. */
export const VISITOR_UUID = "0b3e1c8e-5a57-4a8e-9d0c-6b2f3c1d9e70";

export function requestHeaders(
  target: BenchTarget,
  context: TargetContext,
  options: { gzip: boolean },
): Record<string, string> {
  const cookies = [`appuuid=${VISITOR_UUID}`];
  const headers: Record<string, string> = {
    "user-agent": USER_AGENTS[target.device],
    "accept-language": "zh-CN,zh;q=0.9,en;q=0.8",
    "accept-encoding": options.gzip ? "gzip" : "identity",
  };
  if (target.kind === "api") {
    headers.accept = "application/json, text/plain, */*";
    headers["sec-fetch-dest"] = "empty";
    headers["sec-fetch-mode"] = "cors";
    headers["sec-fetch-site"] = "same-origin";
  } else {
    headers.accept = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
    headers["sec-fetch-dest"] = "document";
    headers["sec-fetch-mode"] = "navigate";
    headers["sec-fetch-site"] = "none";
  }
  if (target.credential !== "none" && !context.accessToken) {
    throw new Error(`target ${target.id} needs a session but no one is logged in`);
  }
  if (target.credential === "session-cookie") cookies.push(`Authorization=${context.accessToken}`);
  if (target.credential === "bearer") headers.authorization = `Bearer ${context.accessToken}`;
  headers.cookie = cookies.join("; ");
  return headers;
}
