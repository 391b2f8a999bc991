// /console/staff: 管理员与教师 — the school's administrators and teachers (添加, 移除) and 更换机构注册码 after a
// confirmation (?rotate=1); the new code is shown in the action's answer only (issue 25; the operator's ?school=).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ConsoleSchoolSwitcher } from "~/components/desktop/console/console-school-switcher";
import { SchoolStaffView } from "~/components/desktop/console/school-users-views";
import { schoolAdminPageText as t } from "~/modules/console/school-admin-messages";
import { loadSchoolStaffPage, submitSchoolStaffPage } from "~/modules/console/school-users-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadSchoolStaffPage(request, context);

export const action = ({ request, context }: ActionFunctionArgs) => submitSchoolStaffPage(request, context);

export default function ConsoleStaffPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main id="main-content">
      <h1>{t.staffTitle}</h1>
      <ConsoleSchoolSwitcher schools={data.schools} current={data.school} />
      <SchoolStaffView data={data} result={result} />
    </main>
  );
}

export const meta: MetaFunction = () =>
  pageMeta(`${t.staffTitle} - 控制台`, "学校控制台：管理员、教师与机构注册码", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
