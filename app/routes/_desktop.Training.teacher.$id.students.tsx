// /Training/teacher/{id}/students: 学员管理 (issue 27) — the members; students added by a pasted or uploaded phone
// list (all or nothing), an invite code, requests to approve; a co-teacher; the batch's settings.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { StudentsView } from "~/components/shared/training/batches/batch-views";
import { loadStudentsPage, submitStudentsPage } from "~/modules/training/batches/batch-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, params }: LoaderFunctionArgs) => loadStudentsPage(request, params);

export const action = ({ request, params, context }: ActionFunctionArgs) =>
  submitStudentsPage(request, params, context);

export default function TeacherStudentsPage() {
  const data = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return <StudentsView data={data} refusal={refusal} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(`学员管理 - ${data?.batch.name ?? "班级"}`, "班级的学员、邀请码与设置", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
