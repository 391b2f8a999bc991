// /Training/teacher/{id}/materials: a batch's 课件 as its teachers see them (issue 27; docs/decisions/0055-training-platform.md).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { MaterialList } from "~/components/shared/training/material-list";
import type { MaterialActionData } from "~/modules/training/materials/material-pages.server";
import { loadMaterialList, submitMaterialList } from "~/modules/training/materials/material-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, params }: LoaderFunctionArgs) => loadMaterialList(request, params, "teacher");

export const action = ({ request, params, context }: ActionFunctionArgs) =>
  submitMaterialList(request, params, "teacher", context);

export default function TeacherMaterialsPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<MaterialActionData>();
  return <MaterialList data={data} side="teacher" action={result} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data ? `课件 - ${data.batchName}` : "课件", "班级的课件：在线逐页阅读与下载。", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
