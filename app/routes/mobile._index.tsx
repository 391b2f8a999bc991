import { Stack, Text, Title } from "@mantine/core";
import { useLoaderData } from "@remix-run/react";
import { PartnerSchools } from "~/components/shared/partner-schools";
import { listSchools } from "~/modules/school/school.server";
import { SITE_DESCRIPTION } from "~/root";

export async function loader() {
  return { schools: await listSchools() };
}

export default function MobileHomePage() {
  const { schools } = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="mobile-page">
      <Stack gap="md" p="md">
        <Title order={1} fz={22}>
          研途 · 考研课程库
        </Title>
        <Text>{SITE_DESCRIPTION}</Text>
        <PartnerSchools schools={schools} />
      </Stack>
    </main>
  );
}
