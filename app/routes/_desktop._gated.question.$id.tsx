// /question/{id}: one past paper — facts, structure, description, its explanation videos, 收藏 (post/redirect/get)
// and the same subject's other years. Unknown or unpublished: 404 with 真题不存在或已下架.
import { Container } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteError } from "@remix-run/react";
import { ErrorPage } from "~/components/shared/error-page";
import { IpGateTips } from "~/components/shared/ip-gate-tips";
import { PaperDetailView, paperDetailMeta } from "~/components/shared/paper/paper-detail-view";
import { PaperNotFound } from "~/components/shared/paper/paper-not-found";
import { describeRouteError } from "~/lib/route-error";
import { loadPaperPage, submitPaperPage } from "~/modules/paper/paper-pages.server";

export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadPaperPage(request, context, params.id);

export const action = ({ request, params }: ActionFunctionArgs) => submitPaperPage(request, params.id);

export default function PaperPage() {
  const { paper } = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <Container size="lg" py="xl">
        <PaperDetailView paper={paper} tree="desktop" />
      </Container>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => paperDetailMeta(data);

export function ErrorBoundary() {
  const { status, message, campusGate } = describeRouteError(useRouteError());
  if (campusGate) return <IpGateTips />;
  return status === 404 && message ? (
    <PaperNotFound message={message} />
  ) : (
    <ErrorPage status={status} message={message} />
  );
}
