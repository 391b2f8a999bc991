// /mobile/user/learningRecord: 学习记录 on mobile (login required; docs/decisions/0022), the twin of /user/record.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { RecordView } from "~/components/shared/centre/record-view";
import { loadRecordPage } from "~/modules/centre/centre-pages.server";
import { centrePaths, centreText } from "~/modules/centre/centre-paths";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request }: LoaderFunctionArgs) => loadRecordPage(request);

export default function MobileRecordPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <MobileBlankLayout backHref={centrePaths.mobile.center} title={centreText.record.title} titleIsHeading>
      <div className="centre-page centre-page--mobile">
        <RecordView data={data} path={centrePaths.mobile.record} touch />
      </div>
    </MobileBlankLayout>
  );
}

export const meta: MetaFunction = () =>
  pageMeta(centreText.record.title, centreText.record.description, { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
