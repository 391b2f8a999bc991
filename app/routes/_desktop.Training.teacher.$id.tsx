// /Training/teacher/{id}: a batch as its teachers and its school's administrators run it (issue 27;
// docs/decisions/0055-training-platform.md). The frame: the batch's menu beside the section's page (the <Outlet/>).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { TrainingMenu } from "~/components/shared/training/training-menu";
import { loadTrainingFrame } from "~/modules/training/training-frame.server";

export const loader = ({ request, params }: LoaderFunctionArgs) => loadTrainingFrame(request, params, "teacher");

export default function TeacherBatchFrame() {
  const { batch } = useLoaderData<typeof loader>();
  return (
    <div className="training-frame">
      <TrainingMenu batchId={batch.id} side="teacher" />
      <main id="main-content" className="training-page">
        <p className="training-batch-line">
          {batch.schoolName} · {batch.name} · {batch.term}
        </p>
        <Outlet />
      </main>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
