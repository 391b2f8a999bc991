// 学长学姐认证 (/console/seniors, issue 26): every application of every school (and of students with no school) with
// its facts, proof and state, and per application a form for what its state allows — 认证通过, 不通过 or 撤销认证 with
// the reason the student will see. Real forms that work without JavaScript; with it the same zod schema checks first.
import { Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { Form, Link, useLocation } from "@remix-run/react";
import { PaginationLinks } from "~/components/shared/course/pagination-links";
import { useValidatedForm } from "~/components/shared/use-validated-form";
import { SENIOR_OVERRIDE_REASON_MAX, seniorOverrideActions } from "~/modules/seniors/senior-override-messages";
import type { loadSeniorOverrides, SeniorOverrideFormResult } from "~/modules/seniors/senior-override-pages.server";
import { seniorOverrideFields, seniorOverrideSchema } from "~/modules/seniors/senior-override-schemas";
import { FormAlert } from "./campus-views";
import "./console.css";

type Data = Awaited<ReturnType<typeof loadSeniorOverrides>>;
type Item = Data["items"][number];

const listPath = "/console/seniors";
const actionNames = Object.fromEntries(seniorOverrideActions.map((action) => [action.code, action.name]));

function DecisionForm({ item, result }: { item: Item; result?: SeniorOverrideFormResult }) {
  const location = useLocation();
  const own = result?.id === String(item.id) ? result : undefined;
  const { onSubmit, field } = useValidatedForm(seniorOverrideSchema, seniorOverrideFields, {
    values: own?.values,
    errors: own?.errors,
  });
  const needsReason = item.actions.some((action) => action !== "approve");
  return (
    <Form method="post" action={`${listPath}${location.search}`} onSubmit={onSubmit} noValidate>
      <input type="hidden" name="id" value={item.id} />
      <FormAlert message={own?.errors[""] ?? own?.errors.action ?? own?.errors.id} />
      {needsReason ? (
        <Textarea
          {...field("reason")}
          id={`senior-reason-${item.id}`}
          label="原因（不通过、撤销认证时必填，学生会看到）"
          maxLength={SENIOR_OVERRIDE_REASON_MAX}
          autosize
          minRows={1}
          size="xs"
        />
      ) : null}
      <Group gap="xs" mt="xs">
        {item.actions.map((action) => (
          <Button
            key={action}
            type="submit"
            name="action"
            value={action}
            size="compact-sm"
            variant={action === "approve" ? "filled" : "outline"}
            color={action === "approve" ? undefined : "red"}
            aria-label={`${actionNames[action]}：${item.applicantName}（${item.admittedSchool}）`}
          >
            {actionNames[action]}
          </Button>
        ))}
      </Group>
    </Form>
  );
}

export function SeniorOverrideView({ data, result }: { data: Data; result?: SeniorOverrideFormResult }) {
  const hrefOf = (state: string | null, page = 1) => {
    const query = new URLSearchParams();
    if (state) query.set("state", state);
    if (page > 1) query.set("page", String(page));
    const text = query.toString();
    return text ? `${listPath}?${text}` : listPath;
  };
  const filters = [{ code: null, name: "全部" }, ...data.states];
  return (
    <Stack gap="md">
      <FormAlert message={data.notice ?? undefined} />
      <Text size="sm">
        学校的机构账号审核本校学生的申请；没有关联学校的学生的申请只在这里审核。运营人员可以改变任何一份申请的结果：
        撤销认证只去掉学生名字旁的标识，学长学姐主页和经验帖保留，学生可以重新申请。
      </Text>
      <nav aria-label="按状态筛选">
        <Group gap="xs">
          {filters.map((filter) => (
            <Link
              key={filter.code ?? "all"}
              to={hrefOf(filter.code)}
              aria-current={data.state === filter.code ? "page" : undefined}
              className="console-chip"
            >
              {filter.name}
            </Link>
          ))}
        </Group>
      </nav>
      {data.items.length === 0 ? (
        <Text>没有申请。</Text>
      ) : (
        <table className="console-table">
          <caption>学长学姐申请（共 {data.total} 份，最新的在前）</caption>
          <thead>
            <tr>
              <th scope="col">申请人</th>
              <th scope="col">录取</th>
              <th scope="col">成绩</th>
              <th scope="col">状态</th>
              <th scope="col">处理</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((item) => (
              <tr key={item.id}>
                <th scope="row">
                  {item.applicantName}
                  <Text size="xs">{item.schoolName ?? "未关联学校"}</Text>
                  <Text size="xs">提交于 {item.submitted}</Text>
                </th>
                <td>
                  {item.admittedSchool} · {item.admittedMajor}（{item.examYear} 年）
                  <Text size="xs">
                    <a href={item.proofHref} target="_blank" rel="noreferrer">
                      查看证明图片（新窗口）
                    </a>
                  </Text>
                </td>
                <td>
                  总分 {item.totalScore}
                  <Text size="xs">{item.subjects.map((entry) => `${entry.subject} ${entry.score}`).join("、")}</Text>
                </td>
                <td>
                  {item.stateName}
                  {item.verified ? <Text size="xs">已显示学长学姐标识</Text> : null}
                  {item.reason ? <Text size="xs">原因：{item.reason}</Text> : null}
                  {item.reviewed ? <Text size="xs">处理于 {item.reviewed}</Text> : null}
                  {item.profileHref ? (
                    <Text size="xs">
                      <Link to={item.profileHref}>学长学姐主页</Link>
                    </Text>
                  ) : null}
                </td>
                <td>
                  {item.actions.length > 0 ? <DecisionForm item={item} result={result} /> : <Text size="sm">—</Text>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <PaginationLinks
        page={data.page}
        total={data.total}
        rows={data.rows}
        href={(page) => hrefOf(data.state, page)}
        label="申请分页"
      />
    </Stack>
  );
}
