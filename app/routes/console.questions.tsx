// /console/questions: 题库导入 — the operator uploads a question file, checks its preview and imports it, all or nothing.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { QuestionImportView } from "~/components/desktop/console/question-import-views";
import { loadQuestionImportPage, submitQuestionImportPage } from "~/modules/console/question-import-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadQuestionImportPage(request, context);

export const action = ({ request, context }: ActionFunctionArgs) => submitQuestionImportPage(request, context);

export default function QuestionImportPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main id="main-content">
      <h1>题库导入</h1>
      <QuestionImportView data={data} result={result} />
    </main>
  );
}

export const meta: MetaFunction = () =>
  pageMeta("题库导入 - 控制台", "运营人员上传 GIFT、Aiken、JSON 或 Moodle XML 题目文件，预览后导入题库", {
    noindex: true,
  });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
