// /videoPlay?id=<videoId> (also /videvPlay, the spec's other spelling): one course video by id — from the home
// page's hot videos — with the course it belongs to and the next video of that course.
import { Anchor, Container, Group, Stack, Text, Title } from "@mantine/core";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { NextVideoLink, PlayerStage, playerPageText, videoPlayMeta } from "~/components/shared/video/player-page";
import { loadVideoPlayPage } from "~/modules/course/player-pages.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadVideoPlayPage({ request, context });

export default function VideoPlayPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <Container size="lg" py="lg">
        <Stack gap="md">
          <Title order={1} fz={22}>
            {page.video.title}
          </Title>
          <PlayerStage page={page} />
          <Group justify="space-between">
            <Text size="sm">
              {playerPageText.courseOf}：
              <Anchor component={Link} to={page.course.href}>
                {page.course.title}
              </Anchor>
            </Text>
            <NextVideoLink next={page.next} />
          </Group>
        </Stack>
      </Container>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => videoPlayMeta(data);

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
