// /console/sushi: COUNTER 凭据 — the school's COUNTER_SUSHI customer_id, its harvesters' credentials, issuing (the
// api_key shown once) and revoking (issue 28; docs/decisions/0056-usage-and-counter.md).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ConsoleSchoolSwitcher } from "~/components/desktop/console/console-school-switcher";
import { SushiCredentialsView } from "~/components/desktop/console/sushi-credential-views";
import { pageMeta } from "~/modules/shell/page-meta";
import { loadSushiCredentialsPage, submitSushiCredentialsPage } from "~/modules/usage/sushi-credential-pages.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadSushiCredentialsPage(request, context);

export const action = ({ request, context }: ActionFunctionArgs) => submitSushiCredentialsPage(request, context);

export default function ConsoleSushiPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main id="main-content">
      <h1>COUNTER 凭据</h1>
      <ConsoleSchoolSwitcher schools={data.schools} current={data.school} />
      <SushiCredentialsView data={data} result={result} />
    </main>
  );
}

export const meta: MetaFunction = () =>
  pageMeta("COUNTER 凭据 - 控制台", "学校的 COUNTER_SUSHI 使用统计接口凭据", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
