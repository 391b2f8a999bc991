// /mobile/question/list?id=: one past paper in the mobile layout (facts, structure, videos, 收藏).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteError } from "@remix-run/react";
import { ErrorPage } from "~/components/shared/error-page";
import { IpGateTips } from "~/components/shared/ip-gate-tips";
import { PaperDetailView, paperDetailMeta } from "~/components/shared/paper/paper-detail-view";
import { PaperNotFound } from "~/components/shared/paper/paper-not-found";
import { describeRouteError } from "~/lib/route-error";
import { loadPaperPage, submitPaperPage } from "~/modules/paper/paper-pages.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadPaperPage(request, context);

export const action = ({ request }: ActionFunctionArgs) => submitPaperPage(request);

export default function MobilePaperPage() {
  const { paper } = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="mobile-page">
      <div style={{ padding: 16 }}>
        <PaperDetailView paper={paper} tree="mobile" />
      </div>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => paperDetailMeta(data);

export function ErrorBoundary() {
  const { status, message, campusGate } = describeRouteError(useRouteError());
  if (campusGate) return <IpGateTips />;
  return status === 404 && message ? <PaperNotFound message={message} /> : <ErrorPage status={status} message={message} />;
}
