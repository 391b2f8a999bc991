// /mobile/user/data: 我的数据 on mobile (login required; docs/decisions/0026), the twin of /user/data.
import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { MyDataView } from "~/components/shared/centre/my-data-view";
import { centrePaths, centreText } from "~/modules/centre/centre-paths";
import { pageMeta } from "~/modules/shell/page-meta";
import type { loader, action } from "./_desktop.user.data";

export { loader, action } from "./_desktop.user.data";

export default function MobileMyDataPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <MobileBlankLayout backHref={centrePaths.mobile.center} title={centreText.myData.title} titleIsHeading>
      <div className="centre-page centre-page--mobile">
        <MyDataView data={data} path={centrePaths.mobile.myData} result={result} />
      </div>
    </MobileBlankLayout>
  );
}

export const meta: MetaFunction = () =>
  pageMeta(centreText.myData.title, centreText.myData.description, { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
