// POST /video-quality: the 标清 / 高清 switch under every player when JavaScript is off — remembers the choice (the
// video_quality cookie, a year) and goes back to the page it came from — its Referer, which browsers send to the same
// site (strict-origin-when-cross-origin), or a `back` path; only a path of this site — where the player starts in the
// chosen rendition. With JavaScript the switch changes the playing video in place and sends the same form (a beacon).
// GET has nothing to show: back to the home page. A body that is not a form gets a small Chinese error page.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { serialize } from "cookie";
import { readFormEndpointForm } from "~/lib/page-form.server";
import { isVideoQuality, VIDEO_QUALITY_COOKIE, VIDEO_QUALITY_MAX_AGE } from "~/modules/video/video-quality";

export const loader = () => redirect("/");

/** The path of the page the form was on, when the Referer is this site's. */
function refererPath(request: Request): string {
  try {
    const referer = new URL(request.headers.get("referer") ?? "");
    return referer.host === new URL(request.url).host ? `${referer.pathname}${referer.search}` : "/";
  } catch {
    return "/";
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormEndpointForm(request);
  const quality = form.get("quality");
  const back = String(form.get("back") ?? refererPath(request));
  // Only a path of this site: never another host (//evil.example) or a scheme.
  const to = /^\/(?![/\\])/.test(back) ? back : "/";
  if (!isVideoQuality(quality)) return redirect(to, 303);
  return redirect(to, {
    status: 303,
    headers: {
      "Set-Cookie": serialize(VIDEO_QUALITY_COOKIE, quality, {
        path: "/",
        maxAge: VIDEO_QUALITY_MAX_AGE,
        sameSite: "lax",
      }),
    },
  });
}
