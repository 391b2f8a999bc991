import { Container, Stack, Text, Title } from "@mantine/core";
import { useLoaderData } from "@remix-run/react";
import { Carousel } from "~/components/shared/carousel";
import { PartnerSchools } from "~/components/shared/partner-schools";
import { listSchools } from "~/modules/school/school.server";
import { listActiveSlides } from "~/modules/slide/slide.server";
import { SITE_DESCRIPTION } from "~/modules/shell/page-meta";

export async function loader() {
  const [schools, slides] = await Promise.all([listSchools(), listActiveSlides()]);
  return { schools, slides };
}

export default function HomePage() {
  const { schools, slides } = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <Container size="lg" py="xl">
        <Stack gap="lg">
          <Carousel slides={slides} />
          <Title order={1}>研途 · 高校优质考研课程库</Title>
          <Text size="lg">{SITE_DESCRIPTION}</Text>
          <PartnerSchools schools={schools} />
        </Stack>
      </Container>
    </main>
  );
}
