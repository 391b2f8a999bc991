// /user/senior: 学长学姐 (login required; docs/decisions/0027) — the GET filter (school, category, year), pages,
// 关注 / 取消关注 posting here; above them 申请成为学长学姐 (docs/decisions/0033).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SeniorDirectoryView } from "~/components/shared/centre/senior-directory-view";
import { SeniorApplicationSection } from "~/components/shared/seniors/senior-application-section";
import { centrePaths, centreText } from "~/modules/centre/centre-paths";
import { contentPaths } from "~/modules/content/content-paths";
import { loadSeniorPage, submitSeniorPage } from "~/modules/seniors/senior-application-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadSeniorPage(request, context);

export const action = ({ request }: ActionFunctionArgs) => submitSeniorPage(request);

export default function SeniorDirectoryPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const seniorHref = data.apply.seniorId === null ? null : contentPaths.desktop.senior(data.apply.seniorId);
  return (
    <main id="main-content" className="centre-page">
      <h1>{centreText.senior.title}</h1>
      <SeniorApplicationSection
        apply={data.apply}
        action={centrePaths.desktop.senior}
        seniorHref={seniorHref}
        result={result && "errors" in result ? result : undefined}
        idPrefix="senior-apply"
      />
      <SeniorDirectoryView data={data} path={centrePaths.desktop.senior} />
    </main>
  );
}

export const meta: MetaFunction = () =>
  pageMeta(centreText.senior.title, centreText.senior.description, { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
