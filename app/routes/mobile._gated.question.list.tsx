// /mobile/question/list: with `?id=` one past paper in the mobile layout (facts, structure, videos, 收藏); without it
// 练习 — the chooser, `?attempt=&q=` one question at a time, `&done=1` the summary (the desktop /question/list's twin).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation, useRouteError } from "@remix-run/react";
import { ErrorPage } from "~/components/shared/error-page";
import { IpGateTips } from "~/components/shared/ip-gate-tips";
import { PaperDetailView, paperDetailMeta } from "~/components/shared/paper/paper-detail-view";
import { PaperNotFound } from "~/components/shared/paper/paper-not-found";
import { PracticeScreen, practiceMeta } from "~/components/shared/question/practice-screen";
import { describeRouteError } from "~/lib/route-error";
import { loadPaperPage, submitPaperPage } from "~/modules/paper/paper-pages.server";
import { loadPracticePage, submitPracticePage } from "~/modules/question/practice/practice-pages.server";

const isPaper = (request: Request) => new URL(request.url).searchParams.has("id");

export const loader = async ({ request, context }: LoaderFunctionArgs) =>
  isPaper(request)
    ? { kind: "paper" as const, ...(await loadPaperPage(request, context)) }
    : { kind: "practice" as const, practice: await loadPracticePage(request, context) };

export const action = ({ request, context }: ActionFunctionArgs) =>
  isPaper(request) ? submitPaperPage(request) : submitPracticePage(request, context);

export default function MobilePaperPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="mobile-page">
      <div style={{ padding: 16 }}>
        {page.kind === "paper" ? (
          <PaperDetailView paper={page.paper} tree="mobile" />
        ) : (
          <PracticeScreen data={page.practice} tree="mobile" />
        )}
      </div>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data?.kind === "practice" ? practiceMeta(data.practice) : paperDetailMeta(data?.kind === "paper" ? data : undefined);

export function ErrorBoundary() {
  const { status, message, campusGate } = describeRouteError(useRouteError());
  const paperAsked = new URLSearchParams(useLocation().search).has("id");
  if (campusGate) return <IpGateTips />;
  // The paper's own 404 (真题不存在或已下架) says where to find papers; practice's (作答记录不存在) is the plain one.
  if (status === 404 && message && paperAsked) return <PaperNotFound message={message} />;
  return <ErrorPage status={status} message={message} />;
}
