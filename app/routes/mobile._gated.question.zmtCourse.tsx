// /mobile/question/zmtCourse: the 自命题 shelf — papers school libraries uploaded as PDF, by school, major and year,
// with 查看 / 下载 through signed links, and the upload form for a school's organisation account
// (app/modules/question/zmt/zmt-pages.server.ts).
import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ZmtShelf, zmtShelfDescription, zmtShelfTitle } from "~/components/shared/question/zmt-shelf";
import { pageMeta } from "~/modules/shell/page-meta";
import type { loader, action } from "./_desktop._gated.question.zmtCourse";

export { loader, action } from "./_desktop._gated.question.zmtCourse";

export default function ZmtCoursePage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main id="main-content" className="mobile-page">
      <div style={{ padding: 16 }}>
        <ZmtShelf data={data} action={result} />
      </div>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta(zmtShelfTitle, zmtShelfDescription);

export { GatedRouteErrorBoundary as ErrorBoundary } from "~/components/shared/ip-gate-tips";
