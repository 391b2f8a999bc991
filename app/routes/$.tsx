// Every path no page answers: 404 with the site's error page (root's ErrorBoundary). A route of its own rather than no
// match at all, so the server and the browser agree on the matched routes of a 404 — with lazy route discovery the
// browser starts from the server's matches, and a 404 under a partly matching layout (/mobile/nope, /user/nope)
// would otherwise hydrate into a different tree (React #418/#423). docs/decisions/0001-remix-future-flags.md.
export const loader = () => {
  throw new Response("Not Found", { status: 404, statusText: "Not Found" });
};

export default function NotFound() {
  return null;
}
