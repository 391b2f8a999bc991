// 校园网 (/console/campus) and 授权 (/console/licences), a school's console sections (issue 25). Real forms: without
// JavaScript they post (测试地址 is a GET) and a refusal shows its messages with what was typed; with JavaScript the
// same zod schemas run first. Every form's action keeps the school (?school= for the operator).
import { Alert, Button, Group, NativeSelect, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { Form, Link } from "@remix-run/react";
import { useValidatedForm } from "~/components/shared/use-validated-form";
import { licenceScopeLabels } from "~/modules/console/campus-messages";
import type { ConsoleFormResult, loadCampusPage, loadLicencesPage } from "~/modules/console/campus-pages.server";
import { campusRangesSchema, testAddressSchema } from "~/modules/console/campus-schemas";
import { createLicenceSchema, licenceDatesSchema } from "~/modules/console/licences-schemas";

type Loaded<T extends (...args: never[]) => unknown> = Awaited<ReturnType<T>>;

const scoped = (path: string, query: Record<string, string>, extra: Record<string, string> = {}) => {
  const params = new URLSearchParams({ ...query, ...extra }).toString();
  return params ? `${path}?${params}` : path;
};

/** A form's message that belongs to no one field (a 403, a 404, a stale page). */
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

const resultFor = (result: ConsoleFormResult | undefined, form: string) => (result?.form === form ? result : undefined);

// ——— 校园网 ———

type CampusData = Loaded<typeof loadCampusPage>;

export function CampusView({ data, result }: { data: CampusData; result?: ConsoleFormResult }) {
  const path = "/console/campus";
  const saving = resultFor(result, "saveRanges");
  const { onSubmit, field } = useValidatedForm(campusRangesSchema, ["ranges"], {
    values: saving?.values ?? { ranges: data.text },
    errors: saving?.errors,
  });
  const test = useValidatedForm(testAddressSchema, ["address"], {
    values: { address: data.test?.address ?? "" },
    errors: data.test?.error ? { address: data.test.error } : undefined,
  });
  const answer = data.test?.answer;
  return (
    <Stack gap="lg">
      <FormAlert message={resultFor(result, "page")?.errors[""] ?? saving?.errors[""]} />
      <section aria-labelledby="campus-list-title">
        <h2 id="campus-list-title">
          {data.school.name}的校园网段（{data.ranges.length} 条）
        </h2>
        {data.ranges.length > 0 ? (
          <ul className="console-range-list">
            {data.ranges.map((range) => (
              <li key={range}>
                <code>{range}</code>
              </li>
            ))}
          </ul>
        ) : (
          <Text>尚未设置校园网段：本校学生只能登录后使用。</Text>
        )}
        <Text size="sm">最近修改：{data.updated}</Text>
      </section>
      <section aria-labelledby="campus-edit-title">
        <h2 id="campus-edit-title">修改校园网段</h2>
        <Form key={data.text} method="post" action={scoped(path, data.query)} onSubmit={onSubmit} noValidate>
          <input type="hidden" name="intent" value="saveRanges" />
          <Stack gap="xs" maw={560}>
            <Textarea
              {...field("ranges")}
              id="campus-ranges"
              label="校园网段"
              description="每行一个 IPv4/IPv6 地址或 CIDR 网段，例如 10.1.0.0/16、2001:db8::/32；保存后立即生效。留空表示没有校园网。"
              autosize
              minRows={5}
              maxRows={20}
              spellCheck={false}
              ff="monospace"
            />
            <Group>
              <Button type="submit">保存校园网段</Button>
            </Group>
          </Stack>
        </Form>
      </section>
      <section aria-labelledby="campus-test-title">
        <h2 id="campus-test-title">测试地址</h2>
        <Form method="get" action={path} onSubmit={test.onSubmit} noValidate>
          {data.query.school ? <input type="hidden" name="school" value={data.query.school} /> : null}
          <Group align="flex-start" gap="xs">
            <TextInput {...test.field("address")} id="campus-test-address" label="IP 地址" maxLength={60} />
            <Button type="submit" variant="outline" mt={25}>
              测试
            </Button>
          </Group>
        </Form>
        {answer ? (
          <div role="status" className="console-test-answer">
            <Text fw={700}>
              {answer.address}：
              {answer.inThisSchool ? `在${data.school.name}的校园网内` : `不在${data.school.name}的校园网内`}
            </Text>
            <Text>
              {answer.campusSchool
                ? `校园网门禁将其识别为：${answer.campusSchool.name}`
                : "不属于任何学校的校园网：访问需要登录"}
            </Text>
          </div>
        ) : null}
      </section>
    </Stack>
  );
}

// ——— 授权 ———

type LicencesData = Loaded<typeof loadLicencesPage>;
type LicenceItem = LicencesData["items"][number];

const SCOPE_OPTIONS = Object.entries(licenceScopeLabels).map(([value, label]) => ({ value, label }));
const optionsOf = (items: Array<{ id: number | string; name: string }>, empty: string) => [
  { value: "", label: empty },
  ...items.map((item) => ({ value: String(item.id), label: item.name })),
];

/** Courses and banks by subject, one <optgroup> each, after the empty choice. */
const groupedOptionsOf = (
  groups: Array<{ subject: string; items: Array<{ id: number; name: string }> }>,
  empty: string,
) => [
  { value: "", label: empty },
  ...groups.map((group) => ({
    group: group.subject,
    items: group.items.map((item) => ({ value: String(item.id), label: item.name })),
  })),
];

export function LicencesView({ data, result }: { data: LicencesData; result?: ConsoleFormResult }) {
  const path = "/console/licences";
  const confirm = resultFor(result, "endLicence")?.confirmEnd;
  return (
    <Stack gap="lg">
      <FormAlert message={resultFor(result, "page")?.errors[""] ?? resultFor(result, "endLicence")?.errors[""]} />
      {data.editable ? null : <Text>授权由运营人员设置；如需调整，请联系运营人员。</Text>}
      {confirm ? (
        <Alert color="orange" variant="light" title="确认结束授权" role="alert">
          <Text>结束后「{confirm.coverage}」立即不再对本校开放，此操作会记入操作记录。</Text>
          <Group mt="sm">
            <Form method="post" action={scoped(path, data.query)}>
              <input type="hidden" name="intent" value="endLicence" />
              <input type="hidden" name="id" value={confirm.id} />
              <input type="hidden" name="confirm" value="yes" />
              <Button type="submit" color="red">
                确认结束
              </Button>
            </Form>
            <Button component={Link} to={scoped(path, data.query)} variant="subtle">
              取消
            </Button>
          </Group>
        </Alert>
      ) : null}
      <table className="console-table">
        <caption>{data.school.name}的授权</caption>
        <thead>
          <tr>
            <th scope="col">类型</th>
            <th scope="col">内容</th>
            <th scope="col">开始</th>
            <th scope="col">结束（含当天）</th>
            <th scope="col">状态</th>
            <th scope="col">备注</th>
            {data.editable ? <th scope="col">操作</th> : null}
          </tr>
        </thead>
        <tbody>
          {data.items.length === 0 ? (
            <tr>
              <td colSpan={data.editable ? 7 : 6}>暂无授权</td>
            </tr>
          ) : null}
          {data.items.map((item) => (
            <tr key={item.id}>
              <td>{item.kind}</td>
              <td>{item.coverage}</td>
              <td>{item.from}</td>
              <td>{item.to}</td>
              <td>{item.state}</td>
              <td>{item.note}</td>
              {data.editable ? (
                <td>
                  {item.ended ? null : (
                    <Group gap={4} wrap="nowrap">
                      <Button
                        component={Link}
                        to={scoped(path, data.query, { edit: String(item.id) })}
                        variant="subtle"
                        size="compact-sm"
                        aria-label={`修改「${item.coverage}」的日期`}
                      >
                        修改日期
                      </Button>
                      <Form method="post" action={scoped(path, data.query)}>
                        <input type="hidden" name="intent" value="endLicence" />
                        <input type="hidden" name="id" value={item.id} />
                        <Button
                          type="submit"
                          variant="subtle"
                          color="red"
                          size="compact-sm"
                          aria-label={`结束「${item.coverage}」的授权`}
                        >
                          结束
                        </Button>
                      </Form>
                    </Group>
                  )}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      {data.editing ? (
        <LicenceDatesForm
          key={data.editing.id}
          item={data.editing}
          action={scoped(path, data.query, { edit: String(data.editing.id) })}
          result={resultFor(result, "changeDates")}
        />
      ) : null}
      {data.options ? (
        <NewLicenceForm
          options={data.options}
          today={data.today}
          action={scoped(path, data.query)}
          result={resultFor(result, "createLicence")}
        />
      ) : null}
    </Stack>
  );
}

function LicenceDatesForm({ item, action, result }: { item: LicenceItem; action: string; result?: ConsoleFormResult }) {
  const { onSubmit, field } = useValidatedForm(licenceDatesSchema, ["from", "to", "note"], {
    values: result?.values ?? { ...item.formDates, note: item.note },
    errors: result?.errors,
  });
  return (
    <section aria-labelledby="licence-dates-title">
      <h2 id="licence-dates-title">修改日期：{item.coverage}</h2>
      <FormAlert message={result?.errors[""]} />
      <Form method="post" action={action} onSubmit={onSubmit} noValidate>
        <input type="hidden" name="intent" value="changeDates" />
        <input type="hidden" name="id" value={item.id} />
        <Group align="flex-start" gap="sm">
          <TextInput {...field("from")} id="licence-dates-from" type="date" label="开始日期" required />
          <TextInput
            {...field("to")}
            id="licence-dates-to"
            type="date"
            label="结束日期（含当天）"
            description="留空为长期有效"
          />
          <TextInput {...field("note")} id="licence-dates-note" label="备注" maxLength={200} />
        </Group>
        <Group mt="sm">
          <Button type="submit">保存日期</Button>
          <Button component={Link} to={action.replace(/[?&]edit=\d+/, "")} variant="subtle">
            取消
          </Button>
        </Group>
      </Form>
    </section>
  );
}

const LICENCE_FIELDS = ["scope", "subject", "courseId", "bankId", "from", "to", "note"];

function NewLicenceForm({
  options,
  today,
  action,
  result,
}: {
  options: NonNullable<LicencesData["options"]>;
  today: string;
  action: string;
  result?: ConsoleFormResult;
}) {
  const { onSubmit, field } = useValidatedForm(createLicenceSchema, LICENCE_FIELDS, {
    values: result?.values ?? { scope: "all", from: today },
    errors: result?.errors,
  });
  return (
    <section aria-labelledby="licence-new-title">
      <h2 id="licence-new-title">新增授权</h2>
      <FormAlert message={result?.errors[""]} />
      <Form method="post" action={action} onSubmit={onSubmit} noValidate>
        <input type="hidden" name="intent" value="createLicence" />
        <Stack gap="xs" maw={560}>
          {/* Not `required`: it always has a choice (全部内容 first), and HTML allows that only with an empty first option. */}
          <NativeSelect {...field("scope")} id="licence-scope" label="授权范围" data={SCOPE_OPTIONS} />
          <NativeSelect
            {...field("subject")}
            id="licence-subject"
            label="科目（按科目授权时）"
            data={optionsOf(options.subjects, "请选择科目")}
          />
          <NativeSelect
            {...field("courseId")}
            id="licence-course"
            label="课程（单门课程授权时）"
            data={groupedOptionsOf(options.courses, "请选择课程")}
          />
          <NativeSelect
            {...field("bankId")}
            id="licence-bank"
            label="题库（题库授权时）"
            data={groupedOptionsOf(options.banks, "请选择题库")}
          />
          <Group align="flex-start" gap="sm">
            <TextInput {...field("from")} id="licence-from" type="date" label="开始日期" required />
            <TextInput
              {...field("to")}
              id="licence-to"
              type="date"
              label="结束日期（含当天）"
              description="留空为长期有效"
            />
          </Group>
          <TextInput {...field("note")} id="licence-note" label="备注" maxLength={200} />
          <Group>
            <Button type="submit">新增授权</Button>
          </Group>
        </Stack>
      </Form>
    </section>
  );
}
