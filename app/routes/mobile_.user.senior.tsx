// /mobile/user/senior: 学长学姐 on mobile (login required; docs/decisions/0027), the twin of /user/senior.
import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { SeniorDirectoryView } from "~/components/shared/centre/senior-directory-view";
import { SeniorApplicationSection } from "~/components/shared/seniors/senior-application-section";
import { centrePaths, centreText } from "~/modules/centre/centre-paths";
import { contentPaths } from "~/modules/content/content-paths";
import { pageMeta } from "~/modules/shell/page-meta";
import type { loader, action } from "./_desktop.user.senior";

export { loader, action } from "./_desktop.user.senior";

export default function MobileSeniorDirectoryPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const seniorHref = data.apply.seniorId === null ? null : contentPaths.mobile.senior(data.apply.seniorId);
  return (
    <MobileBlankLayout backHref={centrePaths.mobile.center} title={centreText.senior.title} titleIsHeading>
      <div className="centre-page centre-page--mobile">
        <SeniorApplicationSection
          apply={data.apply}
          action={centrePaths.mobile.senior}
          seniorHref={seniorHref}
          result={result && "errors" in result ? result : undefined}
          idPrefix="senior-apply"
        />
        <SeniorDirectoryView data={data} path={centrePaths.mobile.senior} touch />
      </div>
    </MobileBlankLayout>
  );
}

export const meta: MetaFunction = () =>
  pageMeta(centreText.senior.title, centreText.senior.description, { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
