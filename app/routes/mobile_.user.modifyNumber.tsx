// /mobile/user/modifyNumber: 换绑手机 on mobile (login required; docs/decisions/0025), the twin of /user/modifyNumber.
import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { PhoneChangeView } from "~/components/shared/centre/phone-change-view";
import { centrePaths, centreText } from "~/modules/centre/centre-paths";
import { pageMeta } from "~/modules/shell/page-meta";
import type { loader, action } from "./_desktop.user.modifyNumber";

export { loader, action } from "./_desktop.user.modifyNumber";

export default function MobileModifyNumberPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <MobileBlankLayout backHref={centrePaths.mobile.center} title={centreText.modifyNumber.title} titleIsHeading>
      <div className="centre-page centre-page--mobile">
        <PhoneChangeView data={data} result={result} touch />
      </div>
    </MobileBlankLayout>
  );
}

export const meta: MetaFunction = () =>
  pageMeta(centreText.modifyNumber.title, centreText.modifyNumber.description, { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
