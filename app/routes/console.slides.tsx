// /console/slides: 轮播图 — the home pages' carousel: add a slide (an image made light for slow networks, its
// description, a link, its days), preview it, put it in order, take it online and offline.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SlideEditorView } from "~/components/desktop/console/slide-editor-views";
import { loadSlideEditor, submitSlideEditor } from "~/modules/console/slide-editor-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadSlideEditor(request, context);

export const action = ({ request, context }: ActionFunctionArgs) => submitSlideEditor(request, context);

export default function ConsoleSlidesPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main id="main-content">
      <h1>轮播图</h1>
      <SlideEditorView data={data} result={result} />
    </main>
  );
}

export const meta: MetaFunction = () =>
  pageMeta("轮播图 - 控制台", "运营人员添加、排序、上线和下线首页轮播图", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
