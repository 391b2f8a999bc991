// /mobile/user/userInfo: 个人资料.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { ProfileForms } from "~/components/shared/account-forms";
import { loadAccountPage, submitAccountPage } from "~/modules/user/account-settings.server";
import { pageDescriptions, pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request }: LoaderFunctionArgs) => loadAccountPage(request);

export const action = ({ request, context }: ActionFunctionArgs) => submitAccountPage(request, context);

export default function Page() {
  const { info } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <MobileBlankLayout backHref="/mobile/user" title="个人资料" titleIsHeading>
      <ProfileForms info={info} result={result} />
    </MobileBlankLayout>
  );
}

export const meta: MetaFunction = () => pageMeta("个人资料", pageDescriptions.account);
