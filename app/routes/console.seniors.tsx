// /console/seniors: 学长学姐认证 — every school's senior applications (and those of students with no school), with the
// operator's decisions over them: 认证通过, 不通过, 撤销认证.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SeniorOverrideView } from "~/components/desktop/console/senior-override-views";
import { pageMeta } from "~/modules/shell/page-meta";
import { loadSeniorOverrides, submitSeniorOverride } from "~/modules/seniors/senior-override-pages.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadSeniorOverrides(request, context);

export const action = ({ request, context }: ActionFunctionArgs) => submitSeniorOverride(request, context);

export default function ConsoleSeniorsPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main id="main-content">
      <h1>学长学姐认证</h1>
      <SeniorOverrideView data={data} result={result} />
    </main>
  );
}

export const meta: MetaFunction = () =>
  pageMeta("学长学姐认证 - 控制台", "运营人员审核和更改学长学姐认证", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
