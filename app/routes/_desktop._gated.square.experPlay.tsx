// /square/experPlay?id=: one experience — the talk's video when it has one, the senior, the text, 点赞 / 收藏
// (post/redirect/get) and 更多经验 of its category.
import { Container } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ExperienceErrorBoundary } from "~/components/shared/experience/experience-error";
import { ExperiencePlayView, experiencePlayMeta } from "~/components/shared/experience/experience-play-view";
import { contentPaths } from "~/modules/content/content-paths";
import { loadExperiencePlayPage, submitExperiencePlayPage } from "~/modules/experience/experience-pages.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadExperiencePlayPage(request, context);

export const action = ({ request, context }: ActionFunctionArgs) => submitExperiencePlayPage(request, context);

export default function ExperiencePlayPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <Container size="lg" py="xl">
        <ExperiencePlayView page={page} paths={contentPaths.desktop} />
      </Container>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => experiencePlayMeta(data);

export const ErrorBoundary = ExperienceErrorBoundary;
