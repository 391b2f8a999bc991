// A page request as a signed-in browser sends it, for tests that call a page's loader or action directly: the session
// cookie, and a form posted urlencoded (fields) or as multipart (a FormData, e.g. with a file).
export function signedInPageRequest(url: string, token: string, form?: FormData | Record<string, string>): Request {
  const headers = new Headers({ cookie: `Authorization=${token}` });
  if (!form) return new Request(url, { headers });
  if (form instanceof FormData) return new Request(url, { method: "POST", headers, body: form });
  headers.set("content-type", "application/x-www-form-urlencoded");
  return new Request(url, { method: "POST", headers, body: new URLSearchParams(form) });
}
