// 学校 (/console/schools) and 运营人员 (/console/operators), the operator's pages (issue 25). Real forms that work
// without JavaScript; with it the same zod schemas run first. A rotated organisation code is shown here once, from the
// action's answer.
import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { Form, Link } from "@remix-run/react";
import { useValidatedForm } from "~/components/shared/use-validated-form";
import type { ConsoleFormResult } from "~/modules/console/campus-pages.server";
import type { loadOperatorsPage, loadSchoolsPage, RotatedCodeResult } from "~/modules/console/schools-pages.server";
import { addOperatorSchema, createSchoolSchema, renameSchoolSchema } from "~/modules/console/schools-schemas";
import { FormAlert } from "./campus-views";

type Loaded<T extends (...args: never[]) => unknown> = Awaited<ReturnType<T>>;

const resultFor = (result: ConsoleFormResult | undefined, form: string) => (result?.form === form ? result : undefined);

// ——— 学校 ———

type SchoolsData = Loaded<typeof loadSchoolsPage>;

export function SchoolsView({ data, result }: { data: SchoolsData; result?: RotatedCodeResult }) {
  const creating = resultFor(result, "createSchool");
  const { onSubmit, field } = useValidatedForm(createSchoolSchema, ["name", "ranges"], {
    values: creating?.values,
    errors: creating?.errors,
  });
  const rotated = result?.rotated;
  return (
    <Stack gap="lg">
      <FormAlert
        message={
          resultFor(result, "page")?.errors[""] ??
          resultFor(result, "rotateOrgCode")?.errors[""] ??
          creating?.errors[""]
        }
      />
      {rotated ? (
        <Alert color="green" variant="light" title={`${rotated.schoolName}的新机构注册码`} role="status">
          <Text>
            新的机构注册码：<code className="console-org-code">{rotated.code}</code>
          </Text>
          <Text size="sm">只显示这一次，请立即交给学校图书馆。</Text>
        </Alert>
      ) : null}
      <table className="console-table">
        <caption>全部学校（{data.schools.length} 所）</caption>
        <thead>
          <tr>
            <th scope="col">学校</th>
            <th scope="col">校园网段</th>
            <th scope="col">用户</th>
            <th scope="col">授权（生效中 / 全部）</th>
            <th scope="col">机构登录</th>
            <th scope="col">管理</th>
          </tr>
        </thead>
        <tbody>
          {data.schools.map((school) => (
            <tr key={school.id}>
              <th scope="row">{school.name}</th>
              <td>{school.ranges.length} 条</td>
              <td>{school.userCount}</td>
              <td>
                {school.activeLicenceCount} / {school.licenceCount}
              </td>
              <td>{school.orgLogin ? "已开通" : "未设置注册码"}</td>
              <td>
                <Group gap="xs" wrap="nowrap">
                  <Link to={`/console/schools?edit=${school.id}`} aria-label={`管理${school.name}`}>
                    改名与注册码
                  </Link>
                  <Link to={`/console/campus?school=${school.id}`} aria-label={`${school.name}的校园网`}>
                    校园网
                  </Link>
                  <Link to={`/console/licences?school=${school.id}`} aria-label={`${school.name}的授权`}>
                    授权
                  </Link>
                </Group>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {data.editing ? <EditSchool key={data.editing.id} school={data.editing} result={result} /> : null}
      <section aria-labelledby="school-new-title">
        <h2 id="school-new-title">新建学校</h2>
        <Form method="post" action="/console/schools" onSubmit={onSubmit} noValidate>
          <input type="hidden" name="intent" value="createSchool" />
          <Stack gap="xs" maw={560}>
            <TextInput {...field("name")} id="school-new-name" label="学校名称" maxLength={60} required />
            <Textarea
              {...field("ranges")}
              id="school-new-ranges"
              label="校园网段（可选）"
              description="每行一个 IPv4/IPv6 地址或 CIDR 网段；也可以建好后在「校园网」中填写。"
              autosize
              minRows={3}
              spellCheck={false}
              ff="monospace"
            />
            <Text size="sm">新学校还没有机构注册码：建好后在「改名与注册码」中生成。</Text>
            <Group>
              <Button type="submit">新建学校</Button>
            </Group>
          </Stack>
        </Form>
      </section>
    </Stack>
  );
}

function EditSchool({ school, result }: { school: NonNullable<SchoolsData["editing"]>; result?: RotatedCodeResult }) {
  const renaming = resultFor(result, "renameSchool");
  const action = `/console/schools?edit=${school.id}`;
  const { onSubmit, field } = useValidatedForm(renameSchoolSchema, ["name"], {
    values: renaming?.values ?? { name: school.name },
    errors: renaming?.errors,
  });
  return (
    <section aria-labelledby="school-edit-title">
      <h2 id="school-edit-title">管理：{school.name}</h2>
      <FormAlert message={renaming?.errors[""]} />
      <Form method="post" action={action} onSubmit={onSubmit} noValidate>
        <input type="hidden" name="intent" value="renameSchool" />
        <input type="hidden" name="id" value={school.id} />
        <Group align="flex-start" gap="xs">
          <TextInput {...field("name")} id="school-edit-name" label="新的学校名称" maxLength={60} required />
          <Button type="submit" mt={25}>
            修改名称
          </Button>
        </Group>
      </Form>
      <h3>机构注册码</h3>
      {school.orgLogin ? (
        <>
          <Text size="sm">
            该校已有机构注册码。更换后旧的立即失效，机构账号的其他登录会退出；新的注册码只显示一次。
          </Text>
          {/* One confirmation step for every rotation, on the school's 管理员与教师 page. */}
          <Button component={Link} to={school.rotateHref} variant="outline" color="red" mt="xs">
            更换机构注册码
          </Button>
        </>
      ) : (
        <>
          <Text size="sm">该校还没有机构注册码，机构登录不可用。生成的注册码只显示一次。</Text>
          <Form method="post" action={action}>
            <input type="hidden" name="intent" value="rotateOrgCode" />
            <input type="hidden" name="id" value={school.id} />
            <Button type="submit" variant="outline" mt="xs">
              生成机构注册码
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}

// ——— 运营人员 ———

type OperatorsData = Loaded<typeof loadOperatorsPage>;

export function OperatorsView({ data, result }: { data: OperatorsData; result?: ConsoleFormResult }) {
  const adding = resultFor(result, "addOperator");
  const { onSubmit, field } = useValidatedForm(addOperatorSchema, ["phoneNumber"], {
    values: adding?.values,
    errors: adding?.errors,
  });
  return (
    <Stack gap="lg">
      <FormAlert message={resultFor(result, "revokeOperator")?.errors[""] ?? resultFor(result, "page")?.errors[""]} />
      <table className="console-table">
        <caption>运营人员（{data.operators.length} 人）</caption>
        <thead>
          <tr>
            <th scope="col">运营人员</th>
            <th scope="col">设为运营人员的时间</th>
            <th scope="col">操作</th>
          </tr>
        </thead>
        <tbody>
          {data.operators.map((operator) => (
            <tr key={operator.userId}>
              <th scope="row">
                {operator.label}
                {operator.self ? <strong>（我）</strong> : null}
              </th>
              <td>{operator.since}</td>
              <td>
                {operator.self ? (
                  <Text size="sm">不能移除自己</Text>
                ) : (
                  <Form method="post" action="/console/operators">
                    <input type="hidden" name="intent" value="revokeOperator" />
                    <input type="hidden" name="userId" value={operator.userId} />
                    <Button
                      type="submit"
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      aria-label={`移除 ${operator.label} 的运营人员身份`}
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
      <section aria-labelledby="operator-add-title">
        <h2 id="operator-add-title">添加运营人员</h2>
        <Text size="sm">对方须已在本站注册；添加后，对方首次进入控制台时需要绑定验证器。</Text>
        <FormAlert message={adding?.errors[""]} />
        <Form method="post" action="/console/operators" onSubmit={onSubmit} noValidate>
          <input type="hidden" name="intent" value="addOperator" />
          <Group align="flex-start" gap="xs">
            <TextInput
              {...field("phoneNumber")}
              id="operator-phone"
              label="手机号"
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              maxLength={11}
              required
            />
            <Button type="submit" mt={25}>
              添加
            </Button>
          </Group>
        </Form>
      </section>
    </Stack>
  );
}
