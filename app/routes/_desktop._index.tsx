import { Container, Stack, Text, Title } from "@mantine/core";
import { useLoaderData } from "@remix-run/react";
import { PartnerSchools } from "~/components/shared/partner-schools";
import { listSchools } from "~/modules/school/school.server";
import { SITE_DESCRIPTION } from "~/root";

export async function loader() {
  return { schools: await listSchools() };
}

export default function HomePage() {
  const { schools } = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <Container size="lg" py="xl">
        <Stack gap="lg">
          <Title order={1}>研途 · 高校优质考研课程库</Title>
          <Text size="lg">{SITE_DESCRIPTION}</Text>
          <PartnerSchools schools={schools} />
        </Stack>
      </Container>
    </main>
  );
}
