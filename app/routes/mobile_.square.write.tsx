// /mobile/square/write: 写文章 on mobile (login required; docs/decisions/0030), the twin of /square/write.
import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { PostWriteView } from "~/components/shared/square/post-write-view";
import { pageMeta } from "~/modules/shell/page-meta";
import { postMessages as m } from "~/modules/square/post-messages";
import { squarePaths } from "~/modules/square/square-paths";
import type { loader, action } from "./_desktop.square.write";

export { loader, action } from "./_desktop.square.write";

export default function MobileWritePage() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <MobileBlankLayout
      backHref={squarePaths.mobile.drafts()}
      title={page.values.id ? m.editTitle : m.writeTitle}
      titleIsHeading
    >
      <div className="centre-page centre-page--mobile">
        <PostWriteView page={page} result={result} writePath="/mobile/square/write" touch />
      </div>
    </MobileBlankLayout>
  );
}

export const meta: MetaFunction = () => pageMeta(m.writeTitle, m.writeDescription, { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
