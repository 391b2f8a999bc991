// /square/seniorInfo?id=: a senior (学长学姐) — their path, scores, tags, introduction, 关注 — and their posts.
import { Container } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ExperienceErrorBoundary } from "~/components/shared/experience/experience-error";
import { SeniorProfileView, seniorPageMeta } from "~/components/shared/experience/senior-profile-view";
import { contentPaths } from "~/modules/content/content-paths";
import { loadSeniorPage } from "~/modules/experience/experience-pages.server";
import { submitFollowForm } from "~/modules/follows/follow-form.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadSeniorPage(request, context);

// 关注 / 取消关注 (the senior's form): post/redirect/get back here; a guest is asked to log in.
export const action = ({ request }: ActionFunctionArgs) => submitFollowForm(request);

export default function SeniorPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <Container size="lg" py="xl">
        <SeniorProfileView page={page} paths={contentPaths.desktop} />
      </Container>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seniorPageMeta(data);

export const ErrorBoundary = ExperienceErrorBoundary;
