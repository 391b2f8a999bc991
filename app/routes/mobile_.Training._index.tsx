// /mobile/Training: 我的班级 on a phone, the twin of /Training (issue 27).
import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { TrainingHomeView } from "~/components/shared/training/batches/batch-views";
import { pageMeta } from "~/modules/shell/page-meta";
import type { action, loader } from "./_desktop.Training._index";

export { action, loader } from "./_desktop.Training._index";

export default function MobileTrainingHomePage() {
  const data = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return (
    <MobileBlankLayout backHref="/mobile/user" title="我的班级" titleIsHeading>
      <div className="training-mobile-home">
        <TrainingHomeView data={data} refusal={refusal} heading={false} />
      </div>
    </MobileBlankLayout>
  );
}

export const meta: MetaFunction = () => pageMeta("我的班级", "我学习和任教的培训班级", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
