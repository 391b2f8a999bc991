// /mobile/user/safe: 账号安全.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { PasswordForm } from "~/components/shared/account-forms";
import { requireUser } from "~/modules/auth/require-user.server";
import { submitAccountPage } from "~/modules/user/account-settings.server";
import { pageDescriptions, pageMeta } from "~/modules/shell/page-meta";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export const action = ({ request, context }: ActionFunctionArgs) => submitAccountPage(request, context);

export default function Page() {
  const result = useActionData<typeof action>();
  return (
    <MobileBlankLayout backHref="/mobile/user" title="账号安全" titleIsHeading>
      <PasswordForm result={result} />
    </MobileBlankLayout>
  );
}

export const meta: MetaFunction = () => pageMeta("账号安全", pageDescriptions.account);
