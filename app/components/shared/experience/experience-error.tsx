// The error boundary of the experience pages: the campus tips (403) if the gate refused, a 404 that says what is
// missing (经验文章不存在或已下架 / 学长学姐不存在) and leads to the list, or the site's error page.
import { Link, useLocation, useRouteError } from "@remix-run/react";
import { ErrorPage } from "~/components/shared/error-page";
import { IpGateTips } from "~/components/shared/ip-gate-tips";
import { describeRouteError } from "~/lib/route-error";
import { treeOfPath } from "~/lib/site-tree";
import { contentPaths } from "~/modules/content/content-paths";

function ExperienceNotFound({ message }: { message: string }) {
  const tree = treeOfPath(useLocation().pathname);
  return (
    <main id="main-content" data-error-page={404}>
      <div className="media-page exp-not-found">
        <p aria-hidden="true" className="exp-not-found-code">
          404
        </p>
        <h1>{message}</h1>
        <p>可能已经下架，或链接有误。</p>
        <p>
          <Link to={contentPaths[tree].experiences}>浏览全部考研经验</Link>
          {" · "}
          <a href={tree === "mobile" ? "/mobile/" : "/"}>返回首页</a>
        </p>
      </div>
    </main>
  );
}

export function ExperienceErrorBoundary() {
  const { status, message, campusGate } = describeRouteError(useRouteError());
  if (campusGate) return <IpGateTips />;
  return status === 404 && message ? (
    <ExperienceNotFound message={message} />
  ) : (
    <ErrorPage status={status} message={message} />
  );
}
