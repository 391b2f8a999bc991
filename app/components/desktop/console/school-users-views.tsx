// 用户 and 管理员与教师 (issue 25): the school's users with a GET search and per-user post forms (停用 / 启用, 退出所有
// 登录), and the staff and teacher lists with 添加 / 移除 and 更换机构注册码 behind a confirmation that has its own
// address. Every form is a real form: without JavaScript it posts and the answer shows the message with what was
// typed; with JavaScript the same zod schema checks the typed fields first.
import { Alert, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { Form, Link } from "@remix-run/react";
import { PaginationLinks } from "~/components/shared/course/pagination-links";
import { useValidatedForm } from "~/components/shared/use-validated-form";
import { schoolRoleNames } from "~/modules/console/school-admin-messages";
import { schoolAdminPaths, withQuery } from "~/modules/console/school-admin-paths";
import type { SchoolFormResult } from "~/modules/console/school-section-pages.server";
import type {
  loadSchoolStaffPage,
  loadSchoolUsersPage,
  StaffFormResult,
} from "~/modules/console/school-users-pages.server";
import { memberAddSchema, userSearchSchema } from "~/modules/console/school-users-schemas";
import "./console.css";

type UsersData = Awaited<ReturnType<typeof loadSchoolUsersPage>>;
type StaffData = Awaited<ReturnType<typeof loadSchoolStaffPage>>;

/** A form's own message (not a field's): what the server refused, announced when it appears. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title="操作未成功"
      styles={{ title: { color: "var(--mantine-color-red-9)" } }}
    >
      {message}
    </Alert>
  );
}

/** The operator's ?school= in a GET form, so a search stays on the school it was made for. */
export function ScopeFields({ query }: { query: Record<string, string> }) {
  return (
    <>
      {Object.entries(query).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

export function SchoolUsersView({ data, result }: { data: UsersData; result?: SchoolFormResult }) {
  const { onSubmit, field } = useValidatedForm(userSearchSchema, ["query"], {
    values: data.typed,
    errors: data.errors,
  });
  const pageHref = (page: number) =>
    withQuery(schoolAdminPaths.users, {
      ...data.query,
      query: data.searched,
      page: page > 1 ? String(page) : undefined,
    });
  return (
    <Stack gap="md">
      <Text>
        {data.school.name}
        {
          "的学生账号（不含机构账号）。停用的账号不能登录，其所有登录立即退出；「退出所有登录」让该用户在所有设备上重新登录。"
        }
      </Text>
      <Form method="get" role="search" aria-label="搜索本校用户" onSubmit={onSubmit} noValidate>
        <ScopeFields query={data.query} />
        <Group align="flex-start" gap="xs">
          <TextInput
            {...field("query")}
            id="user-search"
            label="手机号后几位或昵称"
            description="留空列出全部用户，最新注册的在前"
            maxLength={40}
          />
          <Button type="submit" mt={46}>
            搜索
          </Button>
        </Group>
      </Form>
      <FormAlert message={result?.errors[""]} />
      {data.users.length === 0 ? (
        <Text>{data.searched ? "没有找到符合条件的用户。" : "本校还没有学生账号。"}</Text>
      ) : (
        <table className="console-table">
          <caption>
            {data.searched ? `「${data.searched}」的搜索结果` : "本校用户"}（共 {data.total} 人）
          </caption>
          <thead>
            <tr>
              <th scope="col">昵称</th>
              <th scope="col">手机尾号</th>
              <th scope="col">注册时间</th>
              <th scope="col">最近使用</th>
              <th scope="col">有效登录</th>
              <th scope="col">状态</th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {data.users.map((user) => (
              <tr key={user.userId}>
                <th scope="row">
                  {user.nickname}
                  {user.userId === data.selfId ? "（您自己）" : null}
                </th>
                <td>{user.phoneTail || "—"}</td>
                <td>
                  <time dateTime={user.registered.iso}>{user.registered.text}</time>
                </td>
                <td>{user.lastSeen ? <time dateTime={user.lastSeen.iso}>{user.lastSeen.text}</time> : "从未登录"}</td>
                <td>{user.activeSessions} 处</td>
                <td>{user.disabled ? "已停用" : "正常"}</td>
                <td>
                  <Group gap="xs">
                    {user.userId === data.selfId ? null : (
                      <Form method="post" action={data.here}>
                        <input type="hidden" name="intent" value="setDisabled" />
                        <input type="hidden" name="userId" value={user.userId} />
                        <input type="hidden" name="disabled" value={user.disabled ? "0" : "1"} />
                        <Button
                          type="submit"
                          size="compact-sm"
                          variant="outline"
                          color={user.disabled ? undefined : "red"}
                          aria-label={`${user.disabled ? "启用" : "停用"}「${user.nickname}」`}
                        >
                          {user.disabled ? "启用" : "停用"}
                        </Button>
                      </Form>
                    )}
                    <Form method="post" action={data.here}>
                      <input type="hidden" name="intent" value="signOut" />
                      <input type="hidden" name="userId" value={user.userId} />
                      <Button
                        type="submit"
                        size="compact-sm"
                        variant="subtle"
                        aria-label={`让「${user.nickname}」退出所有登录`}
                      >
                        退出所有登录
                      </Button>
                    </Form>
                  </Group>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <PaginationLinks page={data.page} total={data.total} rows={data.rows} href={pageHref} label="用户分页" />
    </Stack>
  );
}

type Member = StaffData["admins"][number];
type SchoolRole = keyof typeof schoolRoleNames;

function MemberAddForm({
  schoolRole: role,
  action,
  result,
}: {
  schoolRole: SchoolRole;
  action: string;
  result?: SchoolFormResult;
}) {
  const mine = result?.form === `add-${role}` ? result : undefined;
  const { onSubmit, field } = useValidatedForm(memberAddSchema, ["role", "account"], {
    values: mine?.values,
    errors: mine?.errors,
  });
  const name = schoolRoleNames[role];
  return (
    <Form method="post" action={action} onSubmit={onSubmit} noValidate aria-label={`添加${name}`}>
      <input type="hidden" name="intent" value="addMember" />
      <input type="hidden" name="role" value={role} />
      <FormAlert message={mine?.errors.role} />
      <Group align="flex-start" gap="xs">
        <TextInput
          {...field("account")}
          id={`add-${role}-account`}
          label={`添加${name}：本校用户的手机号或用户 ID`}
          maxLength={20}
          required
        />
        <Button type="submit" mt={25}>
          添加{name}
        </Button>
      </Group>
    </Form>
  );
}

function MemberList({
  schoolRole: role,
  members,
  data,
}: {
  schoolRole: SchoolRole;
  members: Member[];
  data: StaffData;
}) {
  const name = schoolRoleNames[role];
  if (members.length === 0) return <Text>还没有{name}。</Text>;
  return (
    <table className="console-table">
      <caption className="visually-hidden">
        {name}名单（共 {members.length} 人）
      </caption>
      <thead>
        <tr>
          <th scope="col">昵称</th>
          <th scope="col">手机尾号</th>
          <th scope="col">任命时间</th>
          <th scope="col">操作</th>
        </tr>
      </thead>
      <tbody>
        {members.map((member) => (
          <tr key={member.userId}>
            <th scope="row">{member.nickname}</th>
            <td>{member.phoneTail || "—"}</td>
            <td>
              <time dateTime={member.since.iso}>{member.since.text}</time>
            </td>
            <td>
              {role === "school_admin" && member.userId === data.selfId ? (
                "您自己（不能移除）"
              ) : (
                <Form method="post" action={data.home}>
                  <input type="hidden" name="intent" value="removeMember" />
                  <input type="hidden" name="role" value={role} />
                  <input type="hidden" name="userId" value={member.userId} />
                  <Button
                    type="submit"
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    aria-label={`移除「${member.nickname}」的${name}身份`}
                  >
                    移除
                  </Button>
                </Form>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function OrgCodeSection({ data, result }: { data: StaffData; result?: StaffFormResult }) {
  return (
    <section aria-labelledby="org-code-title">
      <h2 id="org-code-title">机构注册码</h2>
      <Stack gap="sm">
        <Text>
          {"机构注册码用于「机构登录」。怀疑它已泄露，或经手的同事离职时，请更换：新的注册码只显示这一次，旧的立即失效，" +
            "用旧注册码打开的机构账号登录也会全部退出。"}
        </Text>
        {result?.rotated ? (
          <Alert
            color="green"
            variant="light"
            role="status"
            title="新的机构注册码"
            styles={{ title: { color: "var(--mantine-color-green-9)" } }}
          >
            <Text>
              <span className="console-secret" data-testid="new-org-code">
                {result.rotated.code}
              </span>
            </Text>
            <Text>
              请立即记下并交给需要机构登录的同事，离开此页后不会再显示。旧的注册码已失效
              {result.rotated.sessionsEnded > 0 ? `，机构账号的 ${result.rotated.sessionsEnded} 处登录已退出` : ""}。
            </Text>
          </Alert>
        ) : data.confirmRotate ? (
          <div className="console-confirm">
            <Text fw={700}>确定要更换{data.school.name}的机构注册码吗？</Text>
            <Group gap="xs" mt="xs">
              <Form method="post" action={data.home}>
                <input type="hidden" name="intent" value="rotateOrgCode" />
                <Button type="submit" color="red">
                  确认更换
                </Button>
              </Form>
              <Link to={data.home}>取消</Link>
            </Group>
          </div>
        ) : (
          <Group gap="xs">
            <Text>{data.hasOrgCode ? "本校已设置机构注册码。" : "本校还没有机构注册码，机构登录暂不可用。"}</Text>
            <Link to={data.confirmHref}>{data.hasOrgCode ? "更换机构注册码" : "生成机构注册码"}</Link>
          </Group>
        )}
      </Stack>
    </section>
  );
}

export function SchoolStaffView({ data, result }: { data: StaffData; result?: StaffFormResult }) {
  const removeMessage = result?.form === "remove" || result?.form === "" ? result.errors[""] : undefined;
  return (
    <Stack gap="lg">
      <FormAlert message={removeMessage} />
      <section aria-labelledby="admins-title">
        <h2 id="admins-title">管理员</h2>
        <Stack gap="sm">
          <Text>
            管理员可使用本校的控制台（需绑定验证器）。本校的机构账号（机构登录）本身就是管理员，不在此名单中。
          </Text>
          <MemberList schoolRole="school_admin" members={data.admins} data={data} />
          <MemberAddForm schoolRole="school_admin" action={data.home} result={result} />
        </Stack>
      </section>
      <section aria-labelledby="teachers-title">
        <h2 id="teachers-title">教师</h2>
        <Stack gap="sm">
          <MemberList schoolRole="teacher" members={data.teachers} data={data} />
          <MemberAddForm schoolRole="teacher" action={data.home} result={result} />
        </Stack>
      </section>
      <OrgCodeSection data={data} result={result} />
    </Stack>
  );
}
