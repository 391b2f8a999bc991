// /mobile/news/player?id=: one experience in the mobile layout — video (if any), the text, 点赞 / 收藏, the senior.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ExperienceErrorBoundary } from "~/components/shared/experience/experience-error";
import { ExperiencePlayView, experiencePlayMeta } from "~/components/shared/experience/experience-play-view";
import { contentPaths } from "~/modules/content/content-paths";
import { loadExperiencePlayPage, submitExperiencePlayPage } from "~/modules/experience/experience-pages.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadExperiencePlayPage(request, context);

export const action = ({ request, context }: ActionFunctionArgs) => submitExperiencePlayPage(request, context);

export default function MobileExperiencePlayPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="mobile-page">
      <div style={{ padding: 16 }}>
        <ExperiencePlayView page={page} paths={contentPaths.mobile} compact />
      </div>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => experiencePlayMeta(data);

export const ErrorBoundary = ExperienceErrorBoundary;
