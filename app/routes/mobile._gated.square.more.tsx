// /mobile/square/more: the twin of /square/more — every post and every senior with the same filters.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ExperienceErrorBoundary } from "~/components/shared/experience/experience-error";
import { SquareMoreView } from "~/components/shared/experience/square-more-view";
import { loadSquareMorePage } from "~/modules/experience/square-more-pages.server";
import { squareMoreMessages as m, squareMorePaths } from "~/modules/experience/square-more-schemas";
import { submitFollowForm } from "~/modules/follows/follow-form.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadSquareMorePage(request, context);

// 关注 / 取消关注 on the seniors' tab: post/redirect/get back here; a guest is asked to log in.
export const action = ({ request }: ActionFunctionArgs) => submitFollowForm(request);

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
