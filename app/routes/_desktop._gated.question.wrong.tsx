// /question/wrong: 错题本 — the student's wrong questions with counts, filters (subject, knowledge point, status) and
// pages; `?review=1` 今日错题, one due question at a time (post/redirect/get); `?print=1` the print view. Login needed
// (a guest goes to the login page and comes back); campus gate as the other /question pages. The rules are in
// app/modules/question/wrong-book/wrong-pages.server.ts, the views in components/shared/question/wrong-*.
import { Container } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { wrongPrintLinks } from "~/components/shared/question/wrong-print";
import { WrongScreen, wrongTitleOf } from "~/components/shared/question/wrong-screen";
import { wrongText } from "~/components/shared/question/wrong-text";
import { loadWrongPage, submitWrongReview } from "~/modules/question/wrong-book/wrong-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const links = wrongPrintLinks;

export const loader = ({ request, context }: LoaderFunctionArgs) => loadWrongPage(request, context);

export const action = ({ request, context }: ActionFunctionArgs) => submitWrongReview(request, context);

export default function WrongBookPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <Container size={data.view === "review" ? "sm" : "lg"} py="xl">
        <WrongScreen data={data} tree="desktop" />
      </Container>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(wrongTitleOf(data), wrongText.description, { noindex: true });

export { GatedRouteErrorBoundary as ErrorBoundary } from "~/components/shared/ip-gate-tips";
