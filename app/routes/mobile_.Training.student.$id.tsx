// /mobile/Training/student/{id}: the twin of /Training/student/{id} (issue 27): the bar back to 我的班级, the batch's
// sections as a row of tabs, the section's page below.
import { Outlet, useLoaderData } from "@remix-run/react";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { TrainingMenu } from "~/components/shared/training/training-menu";
import { trainingPaths } from "~/modules/training/training-paths";
import type { loader } from "./_desktop.Training.student.$id";

export { loader } from "./_desktop.Training.student.$id";

export default function MobileStudentBatchFrame() {
  const { batch } = useLoaderData<typeof loader>();
  return (
    <MobileBlankLayout backHref={trainingPaths.mobile.home} title={batch.name}>
      <div className="training-mobile">
        <TrainingMenu batchId={batch.id} side="student" />
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
