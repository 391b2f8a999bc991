// /user/data: 我的数据 (login required; docs/decisions/0026) — the export (申请导出, its state, 下载 for 24 h) and 注销账号
// (an SMS code to the account's phone, then 确认注销), inside the centre's frame.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { MyDataView } from "~/components/shared/centre/my-data-view";
import { centrePaths, centreText } from "~/modules/centre/centre-paths";
import { loadMyDataPage, submitMyDataPage } from "~/modules/privacy/my-data-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request }: LoaderFunctionArgs) => loadMyDataPage(request);

export const action = ({ request, context }: ActionFunctionArgs) => submitMyDataPage(request, context);

export default function MyDataPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main id="main-content" className="centre-page">
      <h1>{centreText.myData.title}</h1>
      <MyDataView data={data} path={centrePaths.desktop.myData} result={result} />
    </main>
  );
}

export const meta: MetaFunction = () =>
  pageMeta(centreText.myData.title, centreText.myData.description, { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
