import { Container, Stack, Text, Title } from "@mantine/core";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Carousel } from "~/components/shared/carousel";
import { HomeContentSections } from "~/components/shared/home/home-content-sections";
import { HomeVideoSections } from "~/components/shared/live/home-video-sections";
import { PartnerSchools } from "~/components/shared/partner-schools";
import { contentPaths } from "~/modules/content/content-paths";
import { loadHomeSections } from "~/modules/course/home-sections.server";
import { listSchools } from "~/modules/school/school.server";
import { loadHomeContentSections } from "~/modules/shell/home-content.server";
import { SITE_DESCRIPTION } from "~/modules/shell/page-meta";
import { listActiveSlides } from "~/modules/slide/slide.server";
import { videoPaths } from "~/modules/video/video-paths";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [schools, slides, sections, texts] = await Promise.all([
    listSchools(),
    listActiveSlides(),
    loadHomeSections(request, context),
    loadHomeContentSections(),
  ]);
  return { schools, slides, sections, texts };
}

export default function HomePage() {
  const { schools, slides, sections, texts } = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <Container size="lg" py="xl">
        <Stack gap="lg">
          <Carousel slides={slides} />
          <Title order={1}>研途 · 高校优质考研课程库</Title>
          <Text size="lg">{SITE_DESCRIPTION}</Text>
          <HomeVideoSections {...sections} paths={videoPaths.desktop} />
          <HomeContentSections {...texts} paths={contentPaths.desktop} />
          <PartnerSchools schools={schools} />
        </Stack>
      </Container>
    </main>
  );
}
