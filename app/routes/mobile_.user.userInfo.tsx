// /mobile/user/userInfo: 个人资料.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { ProfileForms } from "~/components/shared/account-forms";
import { requireUser } from "~/modules/auth/require-user.server";
import { handleAccountPost } from "~/modules/user/account-settings.server";
import { getUserInfo } from "~/modules/user/user.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { info: await getUserInfo(user.id) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return handleAccountPost(user, request, context);
}

export default function Page() {
  const { info } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <MobileBlankLayout backHref="/mobile/user" title="个人资料">
      <ProfileForms info={info} result={result} />
    </MobileBlankLayout>
  );
}

export const meta: MetaFunction = () => [{ title: "个人资料 - 研途" }];
