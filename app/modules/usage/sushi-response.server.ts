// The COUNTER_SUSHI answers as HTTP: JSON in UTF-8, never cached (a report is made for one customer at one time).
import type { SushiAnswer } from "./sushi.server";

const HEADERS = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" };

export function sushiJson(answer: SushiAnswer): Response {
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers: HEADERS });
}

/** A path the API does not have (an unsupported report): plain 404, no exception object (Appendix D). */
export function sushiNotFound(): Response {
  return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
