// The error boundary of the group pages: the campus tips (403) if the gate refused, a 404 that says the group does not
// exist (or is not the viewer's to see) and leads to the list, or the site's error page.
import { Link, useLocation, useRouteError } from "@remix-run/react";
import { ErrorPage } from "~/components/shared/error-page";
import { IpGateTips } from "~/components/shared/ip-gate-tips";
import { describeRouteError } from "~/lib/route-error";
import { treeOfPath } from "~/lib/site-tree";
import { groupPaths } from "~/modules/groups/group-config";

export function GroupErrorBoundary() {
  const { status, message, campusGate } = describeRouteError(useRouteError());
  const tree = treeOfPath(useLocation().pathname);
  if (campusGate) return <IpGateTips />;
  if (status !== 404 || !message) return <ErrorPage status={status} message={message} />;
  return (
    <main id="main-content" data-error-page={404}>
      <div className="media-page exp-not-found">
        <p aria-hidden="true" className="exp-not-found-code">
          404
        </p>
        <h1>{message}</h1>
        <p>
          <Link to={groupPaths[tree].list}>浏览全部学习小组</Link>
          {" · "}
          <a href={tree === "mobile" ? "/mobile/" : "/"}>返回首页</a>
        </p>
      </div>
    </main>
  );
}
