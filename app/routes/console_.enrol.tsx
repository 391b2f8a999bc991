// /console/enrol: 绑定验证器 — the first time into the console: scan the QR code, enter a first code, keep the ten
// recovery codes shown once (docs/decisions/0045-console-frame.md).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ConsoleBar } from "~/components/desktop/console/console-frame";
import { ConsoleEnrolView } from "~/components/desktop/console/second-factor-views";
import { loadConsoleEnrolPage, submitConsoleEnrolPage } from "~/modules/console/console-sign-in-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadConsoleEnrolPage(request, context);

export const action = ({ request, context }: ActionFunctionArgs) => submitConsoleEnrolPage(request, context);

export default function ConsoleEnrolPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <ConsoleBar />
      <main id="main-content" className="console-card">
        <h1>绑定验证器</h1>
        <ConsoleEnrolView enrolment={data.enrolment} next={data.next} result={result} />
      </main>
    </>
  );
}

export const meta: MetaFunction = () =>
  pageMeta("绑定验证器 - 控制台", "首次进入研途控制台：绑定验证器", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
