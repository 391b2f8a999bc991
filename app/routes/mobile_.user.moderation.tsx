// /mobile/user/moderation: the moderation centre on mobile (docs/decisions/0031), the twin of /square/moderation,
// reached from the 我的 list of a school's organisation account.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { ModerationView } from "~/components/shared/moderation/moderation-view";
import { centrePaths } from "~/modules/centre/centre-paths";
import { moderationPageText as t } from "~/modules/moderation/moderation-messages";
import { loadModerationPage, submitModerationPage } from "~/modules/moderation/moderation-pages.server";
import { moderationPaths } from "~/modules/moderation/moderation-paths";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request }: LoaderFunctionArgs) => loadModerationPage(request);

export const action = ({ request }: ActionFunctionArgs) => submitModerationPage(request);

export default function MobileModerationPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <MobileBlankLayout backHref={centrePaths.mobile.center} title={t.title} titleIsHeading>
      <div className="moderation-page moderation-page--mobile">
        <ModerationView data={data} result={result} path={moderationPaths.mobile} touch />
      </div>
    </MobileBlankLayout>
  );
}

export const meta: MetaFunction = () => pageMeta(t.title, t.description, { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
