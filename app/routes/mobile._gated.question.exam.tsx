// /mobile/question/exam: the mock exam (模拟考试) in the mobile layout (its tab bar below); the same screens as the desktop twin
// (_desktop._gated.question.exam.tsx), from app/modules/question/attempts/exam-pages.server.ts.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteError } from "@remix-run/react";
import { ErrorPage } from "~/components/shared/error-page";
import { IpGateTips } from "~/components/shared/ip-gate-tips";
import { ExamNotFound, ExamScreen, examScreenTitle } from "~/components/shared/question/exam-screen";
import { describeRouteError } from "~/lib/route-error";
import { examPageMessages as m } from "~/modules/question/attempts/attempt-messages";
import { pageMeta } from "~/modules/shell/page-meta";
import type { loader } from "./_desktop._gated.question.exam";

export { loader, action } from "./_desktop._gated.question.exam";

export default function MobileExamPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="mobile-page">
      <div style={{ padding: 16 }}>
        <ExamScreen data={data} />
      </div>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(examScreenTitle(data), m.description);

export function ErrorBoundary() {
  const { status, message, campusGate } = describeRouteError(useRouteError());
  if (campusGate) return <IpGateTips />;
  return status === 404 && message ? (
    <ExamNotFound message={message} tree="mobile" />
  ) : (
    <ErrorPage status={status} message={message} />
  );
}
