// /Training: 我的班级 (issue 27; docs/decisions/0055-training-platform.md) — the batches I study in and teach, joining
// by an invite code, asking to join a batch of my school, and a teacher's 新建班级. Login required.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { TrainingHomeView } from "~/components/shared/training/batches/batch-views";
import { loadTrainingHome, submitTrainingHome } from "~/modules/training/batches/batch-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request }: LoaderFunctionArgs) => loadTrainingHome(request);

export const action = ({ request, context }: ActionFunctionArgs) => submitTrainingHome(request, context);

export default function TrainingHomePage() {
  const data = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return (
    <main id="main-content" className="training-home">
      <TrainingHomeView data={data} refusal={refusal} />
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta("我的班级", "我学习和任教的培训班级", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
