// /mobile/square/more: the twin of /square/more — every post and every senior with the same filters.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ExperienceErrorBoundary } from "~/components/shared/experience/experience-error";
import { SquareMoreView } from "~/components/shared/experience/square-more-view";
import { squareMoreMessages as m, squareMorePaths } from "~/modules/experience/square-more-schemas";
import { pageMeta } from "~/modules/shell/page-meta";
import type { loader } from "./_desktop._gated.square.more";

export { loader, action } from "./_desktop._gated.square.more";

export default function MobileSquareMorePage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="mobile-page">
      <div style={{ padding: 16 }}>
        <h1>{m.title}</h1>
        <SquareMoreView data={data} path={squareMorePaths.mobile} touch />
      </div>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta(m.title, m.description);

export const ErrorBoundary = ExperienceErrorBoundary;
