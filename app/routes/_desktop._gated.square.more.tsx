// /square/more: every post and every senior, filtered by category, school and major, 最新 / 最热 (docs/decisions/0034).
import { Container } from "@mantine/core";
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

export default function SquareMorePage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <Container size="lg" py="xl">
        <h1>{m.title}</h1>
        <SquareMoreView data={data} path={squareMorePaths.desktop} />
      </Container>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta(m.title, m.description);

export const ErrorBoundary = ExperienceErrorBoundary;
