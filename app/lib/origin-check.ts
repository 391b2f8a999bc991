// A browser sends Origin with every cross-site POST/PUT/DELETE; if it names another site the request is refused.
// Requests without Origin (API clients, the mini-program) are left to token authentication.
/** The answer's msg when a write request's Origin names another site (server.ts; the API description). */
export const CROSS_SITE_MESSAGE = "跨站请求已被拒绝";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isForeignOrigin(request: { method: string; origin: string | undefined; host: string | undefined }) {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  if (request.origin === undefined) return false;
  if (request.origin === "null" || !request.host) return true;
  try {
    return new URL(request.origin).host.toLowerCase() !== request.host.toLowerCase();
  } catch {
    return true;
  }
}
