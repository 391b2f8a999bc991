// /console/inbox/<feedback|booking>/<id>: one item of 留言与预约 — 处理状态 and 回复 (an in-site notification to the
// user; the item becomes 已回复). Another school's item is 404 (issue 25; docs/decisions/0046).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { InboxItemView } from "~/components/desktop/console/school-inbox-views";
import { schoolAdminPageText as t } from "~/modules/console/school-admin-messages";
import { loadInboxItemPage, submitInboxItemPage } from "~/modules/console/school-inbox-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadInboxItemPage(request, context, params);

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  submitInboxItemPage(request, context, params);

export default function ConsoleInboxItemPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main id="main-content">
      <h1>{data.item.title}</h1>
      <p>{data.school.name}</p>
      <InboxItemView data={data} result={result} />
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(`${data?.item.title ?? t.inboxTitle} - 控制台`, "学校控制台：处理用户的意见反馈或预约咨询", {
    noindex: true,
  });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
