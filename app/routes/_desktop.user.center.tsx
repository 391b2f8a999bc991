// /user/center: the account's data and settings (nickname, avatar, password), and the exam countdown.
import { Container, Divider, Stack, Title } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PasswordForm, ProfileForms } from "~/components/shared/account-forms";
import { AccountSummary } from "~/components/shared/account-summary";
import { ExamCountdown } from "~/components/shared/centre/exam-countdown";
import { centrePaths } from "~/modules/centre/centre-paths";
import { loadExamCountdown } from "~/modules/settings/settings-pages.server";
import { loadAccountPage, submitAccountPage } from "~/modules/user/account-settings.server";
import { pageDescriptions, pageMeta } from "~/modules/shell/page-meta";

export async function loader({ request }: LoaderFunctionArgs) {
  const page = await loadAccountPage(request);
  return { ...page, countdown: page.info.isOrg ? null : await loadExamCountdown(page.info.id) };
}

export const action = ({ request, context }: ActionFunctionArgs) => submitAccountPage(request, context);

export default function UserCenterPage() {
  const { info, countdown } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main id="main-content">
      <Container size="md" py="xl">
        <Stack gap="lg">
          <Title order={1} fz={26}>
            账号设置
          </Title>
          <AccountSummary info={info} />
          {countdown ? <ExamCountdown countdown={countdown} settingsHref={centrePaths.desktop.settings} /> : null}
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

export const meta: MetaFunction = () => pageMeta("账号设置", pageDescriptions.account);
