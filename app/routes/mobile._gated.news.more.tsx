// /mobile/news/more: the experience list in the mobile layout — category chips, 最新 / 最热, page links; ?senior= puts
// that senior's card on top with the 关注 form (the mobile tree has no senior page of its own).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ExperienceErrorBoundary } from "~/components/shared/experience/experience-error";
import { ExperienceListView, experienceListHeading } from "~/components/shared/experience/experience-list-view";
import { contentPaths } from "~/modules/content/content-paths";
import { experienceMessages as m } from "~/modules/experience/experience-messages";
import { loadExperienceListPage } from "~/modules/experience/experience-pages.server";
import { submitFollowForm } from "~/modules/follows/follow-form.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadExperienceListPage(request, context);

// 关注 / 取消关注 (the senior's form): post/redirect/get back here; a guest is asked to log in.
export const action = ({ request }: ActionFunctionArgs) => submitFollowForm(request);

export default function MobileExperienceListPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="mobile-page">
      <div className="media-page" data-compact="" style={{ padding: 16 }}>
        <h1>{experienceListHeading(data)}</h1>
        <ExperienceListView data={data} paths={contentPaths.mobile} compact />
      </div>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data ? experienceListHeading(data) : m.listTitle, m.listDescription);

export const ErrorBoundary = ExperienceErrorBoundary;
