// /square/drafts: 我的草稿 (login required; docs/decisions/0030) — saved time, 继续编辑, 删除 (asked first, ?delete=id).
import { Container } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DraftsView } from "~/components/shared/square/my-posts-view";
import { pageMeta } from "~/modules/shell/page-meta";
import { postMessages as m } from "~/modules/square/post-messages";
import { loadDraftsPage, submitPostDeletion } from "~/modules/square/post-pages.server";

export const loader = ({ request }: LoaderFunctionArgs) => loadDraftsPage(request);

export const action = ({ request }: ActionFunctionArgs) => submitPostDeletion(request, "draft");

export default function DraftsPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <Container size="md" py="xl">
        <h1>{m.draftsTitle}</h1>
        <DraftsView data={data} />
      </Container>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta(m.draftsTitle, m.draftsDescription, { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
