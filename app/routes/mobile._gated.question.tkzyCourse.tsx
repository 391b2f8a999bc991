// /mobile/question/tkzyCourse: the 统考专业课 shelf — its banks, each with its mock papers, past papers and practice
// sets, and for each set 开始练习, 模拟考试 and PDF (app/modules/question/practice/practice-pages.server.ts).
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ShelfView, shelfTitles } from "~/components/shared/question/shelf-view";
import { pageMeta } from "~/modules/shell/page-meta";
import type { loader } from "./_desktop._gated.question.tkzyCourse";

export { loader } from "./_desktop._gated.question.tkzyCourse";

export default function ShelfPage() {
  const shelf = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="mobile-page">
      <div style={{ padding: 16 }}>
        <ShelfView data={shelf} tree="mobile" />
      </div>
    </main>
  );
}

export const meta: MetaFunction = () =>
  pageMeta(
    shelfTitles.tkzy,
    `${shelfTitles.tkzy}：各科题库的模拟卷、真题卷与专项练习，可在线练习、模拟考试或下载 PDF。`,
  );

export { GatedRouteErrorBoundary as ErrorBoundary } from "~/components/shared/ip-gate-tips";
