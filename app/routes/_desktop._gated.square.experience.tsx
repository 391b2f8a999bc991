// /square/experience: 考研经验 — the seniors' strip, category chips, 最新 / 最热, a page of experiences; ?senior= shows
// one senior's posts.
import { Container } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ExperienceErrorBoundary } from "~/components/shared/experience/experience-error";
import { ExperienceListView, experienceListHeading } from "~/components/shared/experience/experience-list-view";
import { SquareLinks } from "~/components/shared/groups/square-links";
import { contentPaths } from "~/modules/content/content-paths";
import { experienceMessages as m } from "~/modules/experience/experience-messages";
import { loadExperienceListPage } from "~/modules/experience/experience-pages.server";
import { submitFollowForm } from "~/modules/follows/follow-form.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadExperienceListPage(request, context);

// 关注 / 取消关注 (the senior's form): post/redirect/get back here; a guest is asked to log in.
export const action = ({ request }: ActionFunctionArgs) => submitFollowForm(request);

export default function ExperienceListPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <Container size="lg" py="xl">
        <div className="media-page">
          <h1>{experienceListHeading(data)}</h1>
          <SquareLinks tree="desktop" />
          <ExperienceListView data={data} paths={contentPaths.desktop} />
        </div>
      </Container>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data ? experienceListHeading(data) : m.listTitle, m.listDescription);

export const ErrorBoundary = ExperienceErrorBoundary;
