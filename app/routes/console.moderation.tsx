// /console/moderation: 内容审核 in the console's frame (issue 25; docs/decisions/0031) — a tab per queue source with its
// pending items and decide forms, 审核记录, 敏感词 (?tab=, ?page=; the operator's ?school=). Every form posts here. The
// earlier addresses (/square/moderation, /mobile/user/moderation) redirect here.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ConsoleSchoolSwitcher } from "~/components/desktop/console/console-school-switcher";
import { ModerationView } from "~/components/shared/moderation/moderation-view";
import { moderationPageText as t } from "~/modules/moderation/moderation-messages";
import { loadModerationPage, submitModerationPage } from "~/modules/moderation/moderation-pages.server";
import { moderationPaths } from "~/modules/moderation/moderation-paths";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadModerationPage(request, context);

export const action = ({ request, context }: ActionFunctionArgs) => submitModerationPage(request, context);

export default function ConsoleModerationPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main id="main-content" className="moderation-page">
      <h1>{t.title}</h1>
      <ConsoleSchoolSwitcher schools={data.schools} current={data.school} />
      <ModerationView data={data} result={result} path={moderationPaths.console} fixed={data.query} />
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta(t.title, t.description, { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
