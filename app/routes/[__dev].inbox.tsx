// GET /__dev/inbox: the SMS codes and image-captcha answers this process would have sent, newest first, for a person
// testing the site while SMS_PROVIDER=console. Not found with any real SMS provider. (The `[__dev]` brackets keep
// the leading underscores in the URL: unescaped, `__dev` would be a pathless layout.)
import { Anchor, Container, Group, Stack, Table, Text, Title } from "@mantine/core";
import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { shanghaiSlashSecond } from "~/lib/shanghai-time";
import { isDevInboxEnabled, readDevInbox } from "~/modules/auth/dev-inbox.server";
import { pageMeta } from "~/modules/shell/page-meta";

export function loader() {
  if (!isDevInboxEnabled()) throw new Response("Not Found", { status: 404 });
  return readDevInbox();
}

export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });

export const meta: MetaFunction = () =>
  pageMeta("开发收件箱", "开发环境的短信验证码与图形验证码收件箱。", { noindex: true });

function When({ at }: { at: string }) {
  return <time dateTime={at}>{shanghaiSlashSecond(at)}</time>;
}

const codeStyle = { fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace", letterSpacing: "0.1em" };

export default function DevInboxPage() {
  const inbox = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <Container size="md" py="xl">
        <Stack gap="lg">
          <Title order={1}>开发收件箱</Title>
          <Text>
            当前短信通道为 <code>console</code>：验证码和通知不会真正发到手机，而是列在这里（本进程内最近 100
            条，最新在前）。 时间为北京时间。
          </Text>
          <Group gap="md">
            <Anchor href="/__dev/inbox">刷新</Anchor>
            <Anchor href="/__dev/inbox.json">JSON 格式</Anchor>
          </Group>

          <Table striped withTableBorder captionSide="top">
            <Table.Caption>短信验证码（{inbox.sms.length} 条）</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">发送时间</Table.Th>
                <Table.Th scope="col">手机号</Table.Th>
                <Table.Th scope="col">验证码</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {inbox.sms.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={3}>暂无短信</Table.Td>
                </Table.Tr>
              ) : (
                inbox.sms.map((entry, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a development page rendered afresh on each load; the time with the position names an entry
                  <Table.Tr key={`${entry.at}-${index}`}>
                    <Table.Td>
                      <When at={entry.at} />
                    </Table.Td>
                    <Table.Td>{entry.phoneNumber}</Table.Td>
                    <Table.Td style={codeStyle}>{entry.code}</Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>

          <Table striped withTableBorder captionSide="top">
            <Table.Caption>短信通知（{inbox.notices.length} 条）</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">发送时间</Table.Th>
                <Table.Th scope="col">手机号</Table.Th>
                <Table.Th scope="col">内容</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {inbox.notices.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={3}>暂无通知</Table.Td>
                </Table.Tr>
              ) : (
                inbox.notices.map((entry, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a development page rendered afresh on each load; the time with the position names an entry
                  <Table.Tr key={`${entry.at}-${index}`}>
                    <Table.Td>
                      <When at={entry.at} />
                    </Table.Td>
                    <Table.Td>{entry.phoneNumber}</Table.Td>
                    <Table.Td>{entry.text}</Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>

          <Table striped withTableBorder captionSide="top">
            <Table.Caption>图形验证码答案（{inbox.captcha.length} 条）</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">生成时间</Table.Th>
                <Table.Th scope="col">验证码编号（captchaId）</Table.Th>
                <Table.Th scope="col">答案</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {inbox.captcha.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={3}>暂无图形验证码</Table.Td>
                </Table.Tr>
              ) : (
                inbox.captcha.map((entry) => (
                  <Table.Tr key={entry.captchaId}>
                    <Table.Td>
                      <When at={entry.at} />
                    </Table.Td>
                    <Table.Td style={{ wordBreak: "break-all" }}>{entry.captchaId}</Table.Td>
                    <Table.Td style={codeStyle}>{entry.answer}</Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Stack>
      </Container>
    </main>
  );
}
