// /user/center: the account's data and settings (nickname, avatar, password).
import { Container, Divider, Stack, Title } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PasswordForm, ProfileForms } from "~/components/shared/account-forms";
import { AccountSummary } from "~/components/shared/account-summary";
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

export default function UserCenterPage() {
  const { info } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main id="main-content">
      <Container size="md" py="xl">
        <Stack gap="lg">
          <Title order={1} fz={26}>
            账号设置
          </Title>
          <AccountSummary info={info} />
          {info.isOrg ? null : (
            <>
              <Divider />
              <ProfileForms info={info} result={result} />
              <Divider />
              <PasswordForm result={result} />
            </>
          )}
        </Stack>
      </Container>
    </main>
  );
}

export const meta: MetaFunction = () => [{ title: "账号设置 - 研途" }];
