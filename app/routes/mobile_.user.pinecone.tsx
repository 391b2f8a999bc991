// /mobile/user/pinecone: 松果 on mobile (login required; docs/decisions/0024), the twin of /user/pinecone.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { PineconeView } from "~/components/shared/centre/pinecone-view";
import { centrePaths, centreText } from "~/modules/centre/centre-paths";
import { pageMeta } from "~/modules/shell/page-meta";
import type { loader } from "./_desktop.user.pinecone";

export { loader } from "./_desktop.user.pinecone";

export default function MobilePineconePage() {
  const data = useLoaderData<typeof loader>();
  return (
    <MobileBlankLayout backHref={centrePaths.mobile.center} title={centreText.pinecone.title} titleIsHeading>
      <div className="centre-page centre-page--mobile">
        <PineconeView data={data} path={centrePaths.mobile.pinecone} clockPath={centrePaths.mobile.clock} touch />
      </div>
    </MobileBlankLayout>
  );
}

export const meta: MetaFunction = () =>
  pageMeta(centreText.pinecone.title, centreText.pinecone.description, { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
