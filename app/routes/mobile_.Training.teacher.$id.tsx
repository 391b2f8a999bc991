// /mobile/Training/teacher/{id}: the twin of /Training/teacher/{id} (issue 27): the bar back to 我的班级, the batch's
// sections as a row of tabs, the section's page below.
import { Outlet, useLoaderData } from "@remix-run/react";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { TrainingMenu } from "~/components/shared/training/training-menu";
import { trainingPaths } from "~/modules/training/training-paths";
import type { loader } from "./_desktop.Training.teacher.$id";

export { loader } from "./_desktop.Training.teacher.$id";

export default function MobileTeacherBatchFrame() {
  const { batch } = useLoaderData<typeof loader>();
  return (
    <MobileBlankLayout backHref={trainingPaths.mobile.home} title={batch.name}>
      <div className="training-mobile">
        <TrainingMenu batchId={batch.id} side="teacher" />
        <div className="training-page">
          <p className="training-batch-line">
            {batch.schoolName} · {batch.term}
          </p>
          <Outlet />
        </div>
      </div>
    </MobileBlankLayout>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
