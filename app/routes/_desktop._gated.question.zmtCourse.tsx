// /question/zmtCourse: the 自命题 shelf — papers school libraries uploaded as PDF, by school, major and year, with
// 查看 / 下载 through signed links, and the upload form for a school's organisation account
// (app/modules/question/zmt/zmt-pages.server.ts).
import { Container } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ZmtShelf, zmtShelfDescription, zmtShelfTitle } from "~/components/shared/question/zmt-shelf";
import { loadZmtPage, submitZmtPage } from "~/modules/question/zmt/zmt-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadZmtPage(request, context);

export const action = ({ request, context }: ActionFunctionArgs) => submitZmtPage(request, context);

export default function ZmtCoursePage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main id="main-content">
      <Container size="lg" py="xl">
        <ZmtShelf data={data} action={result} />
      </Container>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta(zmtShelfTitle, zmtShelfDescription);

export { GatedRouteErrorBoundary as ErrorBoundary } from "~/components/shared/ip-gate-tips";
