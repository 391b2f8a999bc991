// /mobile/user/seting: 学习设置 on mobile (login required; docs/decisions/0025), the twin of /user/seting.
import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { SettingsSections } from "~/components/shared/centre/settings-view";
import { centrePaths, centreText } from "~/modules/centre/centre-paths";
import { pageMeta } from "~/modules/shell/page-meta";
import type { loader, action } from "./_desktop.user.seting";

export { loader, action } from "./_desktop.user.seting";

export default function MobileSettingsPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <MobileBlankLayout backHref={centrePaths.mobile.center} title={centreText.settings.title} titleIsHeading>
      <div className="centre-page centre-page--mobile">
        <SettingsSections data={data} result={result} touch />
      </div>
    </MobileBlankLayout>
  );
}

export const meta: MetaFunction = () =>
  pageMeta(centreText.settings.title, centreText.settings.description, { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
