// /console/licences: 授权 — what the school has (all content, a subject, a course, a question bank; from–to), read by
// the school's administrators; the operator creates, re-dates and ends licences (ending asks once more) (issue 25).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { LicencesView } from "~/components/desktop/console/campus-views";
import { ConsoleSchoolSwitcher } from "~/components/desktop/console/console-school-switcher";
import { loadLicencesPage, submitLicencesPage } from "~/modules/console/campus-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadLicencesPage(request, context);

export const action = ({ request, context }: ActionFunctionArgs) => submitLicencesPage(request, context);

export default function ConsoleLicencesPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main id="main-content">
      <h1>授权</h1>
      <ConsoleSchoolSwitcher schools={data.schools} current={data.school} />
      <LicencesView data={data} result={result} />
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta("授权 - 控制台", "学校的内容授权", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
