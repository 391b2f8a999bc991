// /question/exam: the mock exam (模拟考试). ?setId= the start screen (计时 / 不计时), ?attempt=&q= one page of answering,
// &view=sheet the 答题卡, &view=confirm 交卷, and the result once the attempt is final (self-marking there). Login
// needed; campus gate like every /question page. Rules: app/modules/question/exam-pages(.server).ts; content:
// app/components/shared/question/exam-screen.tsx. The mobile twin is mobile._gated.question.exam.tsx.
import { Container } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteError } from "@remix-run/react";
import { ErrorPage } from "~/components/shared/error-page";
import { IpGateTips } from "~/components/shared/ip-gate-tips";
import { ExamNotFound, ExamScreen, examScreenTitle } from "~/components/shared/question/exam-screen";
import { describeRouteError } from "~/lib/route-error";
import { examPageMessages as m } from "~/modules/question/attempts/attempt-messages";
import { loadExamPage, submitExamPage } from "~/modules/question/attempts/exam-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadExamPage(request, context);

export const action = ({ request, context }: ActionFunctionArgs) => submitExamPage(request, context);

export default function DesktopExamPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <Container size="lg" py="xl">
        <ExamScreen data={data} />
      </Container>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(examScreenTitle(data), m.description);

export function ErrorBoundary() {
  const { status, message, campusGate } = describeRouteError(useRouteError());
  if (campusGate) return <IpGateTips />;
  return status === 404 && message ? (
    <ExamNotFound message={message} tree="desktop" />
  ) : (
    <ErrorPage status={status} message={message} />
  );
}
