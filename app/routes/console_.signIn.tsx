// /console/signIn: 控制台验证 — the second factor that makes this login a console session for 8 idle hours
// (docs/decisions/0045-console-frame.md); ?redirect= is where the user was going, inside the console.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ConsoleBar } from "~/components/desktop/console/console-frame";
import { ConsoleSignInView } from "~/components/desktop/console/second-factor-views";
import { loadConsoleSignInPage, submitConsoleSignInPage } from "~/modules/console/console-sign-in-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadConsoleSignInPage(request, context);

export const action = ({ request, context }: ActionFunctionArgs) => submitConsoleSignInPage(request, context);

export default function ConsoleSignInPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <ConsoleBar />
      <main id="main-content" className="console-card">
        <h1>控制台验证</h1>
        <ConsoleSignInView recoveryCodesLeft={data.recoveryCodesLeft} result={result} />
      </main>
    </>
  );
}

export const meta: MetaFunction = () => pageMeta("控制台验证", "进入研途控制台前的二次验证", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
