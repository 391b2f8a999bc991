// /console/users: 用户 — the school's users, searched by a phone number's last digits or a nickname, 停用 / 启用 and
// 退出所有登录 (issue 25; the operator's ?school=).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ConsoleSchoolSwitcher } from "~/components/desktop/console/console-school-switcher";
import { SchoolUsersView } from "~/components/desktop/console/school-users-views";
import { schoolAdminPageText as t } from "~/modules/console/school-admin-messages";
import { loadSchoolUsersPage, submitSchoolUsersPage } from "~/modules/console/school-users-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadSchoolUsersPage(request, context);

export const action = ({ request, context }: ActionFunctionArgs) => submitSchoolUsersPage(request, context);

export default function ConsoleUsersPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main id="main-content">
      <h1>{t.usersTitle}</h1>
      <ConsoleSchoolSwitcher schools={data.schools} current={data.school} />
      <SchoolUsersView data={data} result={result} />
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta(`${t.usersTitle} - 控制台`, "学校控制台：本校用户", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
