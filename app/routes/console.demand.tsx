// /console/demand: 推荐购买 — the school's students' 推荐图书馆购买 counted per course, read-only, to inform what the
// library licenses next (issue 25; the operator's ?school=).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConsoleSchoolSwitcher } from "~/components/desktop/console/console-school-switcher";
import { DemandView } from "~/components/desktop/console/school-inbox-views";
import { schoolAdminPageText as t } from "~/modules/console/school-admin-messages";
import { loadDemandPage } from "~/modules/console/school-inbox-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadDemandPage(request, context);

export default function ConsoleDemandPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <h1>{t.demandTitle}</h1>
      <ConsoleSchoolSwitcher schools={data.schools} current={data.school} />
      <DemandView data={data} />
    </main>
  );
}

export const meta: MetaFunction = () =>
  pageMeta(`${t.demandTitle} - 控制台`, "学校控制台：学生推荐图书馆购买的课程", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
