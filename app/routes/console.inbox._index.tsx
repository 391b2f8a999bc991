// /console/inbox: 留言与预约 — the feedback and bookings of the school's users, filtered by kind and state, 20 a page
// (issue 25; docs/decisions/0046; the operator's ?school=).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConsoleSchoolSwitcher } from "~/components/desktop/console/console-school-switcher";
import { InboxListView } from "~/components/desktop/console/school-inbox-views";
import { schoolAdminPageText as t } from "~/modules/console/school-admin-messages";
import { loadInboxPage } from "~/modules/console/school-inbox-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadInboxPage(request, context);

export default function ConsoleInboxPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <h1>{t.inboxTitle}</h1>
      <ConsoleSchoolSwitcher schools={data.schools} current={data.school} />
      <InboxListView data={data} />
    </main>
  );
}

export const meta: MetaFunction = () =>
  pageMeta(`${t.inboxTitle} - 控制台`, "学校控制台：用户的意见反馈与预约咨询", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
