// /Training/student/{id}/materials/{mid}/{page}: one page of a 课件 (issue 27): its image, the page's text under it,
// 上一页 / 下一页 and a page-number form — one page per URL, so it works without JavaScript.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MaterialViewer } from "~/components/shared/training/material-viewer";
import { loadMaterialViewer } from "~/modules/training/materials/material-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, params }: LoaderFunctionArgs) => loadMaterialViewer(request, params, "student");

export default function StudentMaterialViewerPage() {
  const data = useLoaderData<typeof loader>();
  return <MaterialViewer data={data} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data ? `${data.material.title} 第 ${data.page.pageNo} 页` : "课件", "课件的一页：图片与本页文字。", {
    noindex: true,
  });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
