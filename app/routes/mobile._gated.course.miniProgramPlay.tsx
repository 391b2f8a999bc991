// /mobile/course/miniProgramPlay?id=<courseId>: 在小程序中打开 — the course's page in the mini-program as a QR code
// (drawn on the server, with a text alternative) and as a link, and the way back to watching here.
import { Anchor, Button, Paper, Stack, Text, Title } from "@mantine/core";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { playerPageText } from "~/components/shared/video/player-page";
import { loadMiniProgramPlayPage } from "~/modules/course/player-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadMiniProgramPlayPage(request, context);

export default function MiniProgramPlayPage() {
  const { course, link, qr } = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="mobile-page">
      <Stack gap="md" p="md" align="center">
        <Title order={1} fz={20} ta="center">
          {playerPageText.openInMiniProgram}
        </Title>
        <Text ta="center">《{course.title}》</Text>
        <Paper withBorder radius="md" p="md">
          <img src={qr} width={220} height={220} alt={`打开小程序中《${course.title}》的二维码，链接：${link}`} />
        </Paper>
        <Text size="sm" ta="center">
          用微信扫描二维码，或长按识别，即可在研途小程序中继续学习这门课程。
        </Text>
        <Button component="a" href={link} fullWidth>
          打开研途小程序
        </Button>
        <Anchor component={Link} to={course.player}>
          在网页中继续观看
        </Anchor>
        <Anchor component={Link} to={course.href} size="sm">
          {playerPageText.backToCourse}
        </Anchor>
      </Stack>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(
    data ? `在小程序中打开 - ${data.course.title}` : "在小程序中打开",
    data ? `用微信扫码，在研途小程序中学习《${data.course.title}》。` : "用微信扫码，在研途小程序中学习课程。",
  );

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
