// /question/tkzyCourse: the 统考专业课 shelf — its banks, each with its mock papers, past papers and practice
// sets, and for each set 开始练习, 模拟考试 and PDF (app/modules/question/practice/practice-pages.server.ts).
import { Container } from "@mantine/core";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ShelfView, shelfTitles } from "~/components/shared/question/shelf-view";
import { loadShelfPage } from "~/modules/question/practice/practice-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadShelfPage(request, context, "tkzy");

export default function ShelfPage() {
  const shelf = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <Container size="lg" py="xl">
        <ShelfView data={shelf} tree="desktop" />
      </Container>
    </main>
  );
}

export const meta: MetaFunction = () =>
  pageMeta(
    shelfTitles.tkzy,
    `${shelfTitles.tkzy}：各科题库的模拟卷、真题卷与专项练习，可在线练习、模拟考试或下载 PDF。`,
  );

export { GatedRouteErrorBoundary as ErrorBoundary } from "~/components/shared/ip-gate-tips";
