// Shown where the video would be when the viewer may not watch it (401: log in; 403: purchase or a school licence):
// the service's message and, for 401, the login link that comes back here. No media URL is in the page.
import { Link } from "@remix-run/react";

export interface PlayRefusalProps {
  refusal: { status: number; message: string; loginHref: string | null };
}

export function PlayRefusal({ refusal }: PlayRefusalProps) {
  return (
    <div className="refusal" data-refusal={refusal.status}>
      <p>{refusal.message}</p>
      {refusal.loginHref ? <Link to={refusal.loginHref}>登录后观看</Link> : null}
    </div>
  );
}
