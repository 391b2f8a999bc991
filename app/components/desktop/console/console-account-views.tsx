// The console pages every console user has (issue 25): 概览, 登录设备, 操作记录.
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { Form, Link } from "@remix-run/react";
import type {
  loadConsoleAuditPage,
  loadConsoleHomePage,
  loadConsoleSessionsPage,
} from "~/modules/console/console-account-pages.server";
import { consolePaths } from "~/modules/console/console-paths";

type Loaded<T extends (...args: never[]) => unknown> = Awaited<ReturnType<T>>;

export function ConsoleHomeView({ data }: { data: Loaded<typeof loadConsoleHomePage> }) {
  return (
    <Stack gap="md">
      <Text>
        您好，{data.label}。您在控制台的身份：{data.roleText}。
      </Text>
      {data.recoveryCodesLow ? (
        <Alert
          color="red"
          variant="light"
          title="恢复码快用完了"
          styles={{ title: { color: "var(--mantine-color-red-9)" } }}
        >
          您只剩 {data.recoveryCodesLeft} 个恢复码。请联系运营人员重置验证器，以便重新生成恢复码。
        </Alert>
      ) : null}
      <section aria-labelledby="console-sections-title">
        <h2 id="console-sections-title">可以使用的功能</h2>
        <ul>
          {data.sections.map((section) => (
            <li key={section.path}>
              <Link to={section.path}>{section.label}</Link>
            </li>
          ))}
        </ul>
      </section>
    </Stack>
  );
}

export function ConsoleSessionsView({ data }: { data: Loaded<typeof loadConsoleSessionsPage> }) {
  return (
    <Stack gap="md">
      <Text>下面是通过了控制台二次验证、且 8 小时内用过的登录。不认识的登录，请立即全部退出，并修改密码。</Text>
      <table className="console-table">
        <caption className="visually-hidden">控制台登录设备</caption>
        <thead>
          <tr>
            <th scope="col">浏览器</th>
            <th scope="col">地址</th>
            <th scope="col">验证时间</th>
            <th scope="col">最近使用</th>
          </tr>
        </thead>
        <tbody>
          {data.sessions.map((session) => (
            <tr key={session.id}>
              <td>
                {session.agent}
                {session.current ? <strong>（当前）</strong> : null}
              </td>
              <td>{session.ip}</td>
              <td>
                <time dateTime={session.verifiedAt.iso}>{session.verifiedAt.text}</time>
              </td>
              <td>
                <time dateTime={session.seenAt.iso}>{session.seenAt.text}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Group>
        <Form method="post" action={consolePaths.sessions}>
          <input type="hidden" name="scope" value="others" />
          <Button type="submit" variant="outline">
            退出其他控制台登录
          </Button>
        </Form>
        <Form method="post" action={consolePaths.sessions}>
          <input type="hidden" name="scope" value="all" />
          <Button type="submit" color="red" variant="outline">
            退出所有控制台登录
          </Button>
        </Form>
      </Group>
    </Stack>
  );
}

export function ConsoleAuditView({ data }: { data: Loaded<typeof loadConsoleAuditPage> }) {
  return (
    <Stack gap="md">
      <Text>{data.operator ? "全站的每一次控制台操作，最新的在前。" : "本校的每一次控制台操作，最新的在前。"}</Text>
      {data.entries.length === 0 ? (
        <Text>还没有操作记录。</Text>
      ) : (
        <table className="console-table">
          <caption className="visually-hidden">操作记录</caption>
          <thead>
            <tr>
              <th scope="col">时间</th>
              <th scope="col">操作人</th>
              <th scope="col">操作</th>
              <th scope="col">对象</th>
              <th scope="col">学校</th>
              <th scope="col">地址</th>
            </tr>
          </thead>
          <tbody>
            {data.entries.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <time dateTime={entry.time.iso}>{entry.time.text}</time>
                </td>
                <td>{entry.actor}</td>
                <td>
                  {entry.action}
                  {entry.before !== null || entry.after !== null ? (
                    <details>
                      <summary>修改前后</summary>
                      {entry.before !== null ? (
                        <>
                          修改前：<pre>{entry.before}</pre>
                        </>
                      ) : null}
                      {entry.after !== null ? (
                        <>
                          修改后：<pre>{entry.after}</pre>
                        </>
                      ) : null}
                    </details>
                  ) : null}
                </td>
                <td>{entry.target}</td>
                <td>{entry.school}</td>
                <td>{entry.ip}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Group>
        {!data.first ? <Link to={consolePaths.audit}>回到最新</Link> : null}
        {data.nextBefore !== undefined ? (
          <Link to={`${consolePaths.audit}?before=${data.nextBefore}`}>更早的记录</Link>
        ) : null}
      </Group>
    </Stack>
  );
}
