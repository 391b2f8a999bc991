// 留言与预约 and 推荐购买 (issue 25): the inbox list with its GET filters and page links, one item with 处理状态 and the
// reply form (sent to the user as an in-site notification), and the read-only 推荐图书馆购买 counts per course. Real
// forms and links throughout: without JavaScript they post or navigate, and a refused form comes back with its
// message and what was typed.
import { Alert, Button, Group, NativeSelect, Stack, Text, Textarea } from "@mantine/core";
import { Form, Link } from "@remix-run/react";
import { PaginationLinks } from "~/components/shared/course/pagination-links";
import { useValidatedForm } from "~/components/shared/use-validated-form";
import { REPLY_MAX, schoolAdminPageText } from "~/modules/console/school-admin-messages";
import { schoolAdminPaths, withQuery } from "~/modules/console/school-admin-paths";
import type { loadDemandPage, loadInboxItemPage, loadInboxPage } from "~/modules/console/school-inbox-pages.server";
import { inboxReplySchema } from "~/modules/console/school-inbox-schemas";
import type { SchoolFormResult } from "~/modules/console/school-section-pages.server";
import { FormAlert, ScopeFields } from "./school-users-views";
import "./console.css";

type InboxData = Awaited<ReturnType<typeof loadInboxPage>>;
type ItemData = Awaited<ReturnType<typeof loadInboxItemPage>>;
type DemandData = Awaited<ReturnType<typeof loadDemandPage>>;

const withAll = (choices: Array<{ value: string; label: string }>) => [{ value: "", label: "全部" }, ...choices];

export function InboxListView({ data }: { data: InboxData }) {
  const pageHref = (page: number) =>
    withQuery(schoolAdminPaths.inbox, {
      ...data.query,
      ...data.filter,
      page: page > 1 ? String(page) : undefined,
    });
  const filtered = data.filter.kind !== "" || data.filter.state !== "";
  return (
    <Stack gap="md">
      <Text>
        {data.school.name}
        的用户提交的意见反馈与预约咨询，最新的在前。打开一条可以标记处理状态，或回复用户（以站内消息发送）。
      </Text>
      <Form method="get" aria-label="筛选留言与预约">
        <ScopeFields query={data.query} />
        <Group align="flex-start" gap="xs">
          <NativeSelect
            id="inbox-kind"
            name="kind"
            label="类型"
            defaultValue={data.filter.kind}
            data={withAll(data.kinds)}
            error={data.errors.kind}
          />
          <NativeSelect
            id="inbox-state"
            name="state"
            label="处理状态"
            defaultValue={data.filter.state}
            data={withAll(data.states)}
            error={data.errors.state}
          />
          <Button type="submit" mt={25}>
            筛选
          </Button>
        </Group>
      </Form>
      {data.items.length === 0 ? (
        <Text>{filtered ? "没有符合条件的留言或预约。" : "还没有用户提交意见反馈或预约咨询。"}</Text>
      ) : (
        <table className="console-table">
          <caption>留言与预约（共 {data.total} 条）</caption>
          <thead>
            <tr>
              <th scope="col">类型</th>
              <th scope="col">内容</th>
              <th scope="col">用户</th>
              <th scope="col">提交时间</th>
              <th scope="col">处理状态</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((item) => (
              <tr key={item.key}>
                <td>{item.kindName}</td>
                <td>
                  <Link to={item.href}>{item.summary || "（无内容）"}</Link>
                </td>
                <td>{item.from}</td>
                <td>
                  <time dateTime={item.received.iso}>{item.received.text}</time>
                </td>
                <td>
                  {item.stateName}
                  {item.replied ? (
                    <>
                      {"（"}
                      <time dateTime={item.replied.iso}>{item.replied.text}</time>
                      {"）"}
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <PaginationLinks page={data.page} total={data.total} rows={data.rows} href={pageHref} label="留言与预约分页" />
    </Stack>
  );
}

export function InboxItemView({ data, result }: { data: ItemData; result?: SchoolFormResult }) {
  const { item } = data;
  const reply = result?.form === "reply" ? result : undefined;
  const state = result?.form === "state" ? result : undefined;
  const { onSubmit, field } = useValidatedForm(inboxReplySchema, ["kind", "id", "body"], {
    values: reply?.values,
    errors: reply?.errors,
  });
  return (
    <Stack gap="lg">
      <Link to={data.listHref}>← 返回留言与预约</Link>
      <FormAlert message={result?.errors[""]} />
      <section aria-labelledby="inbox-item-text">
        <h2 id="inbox-item-text">{item.textLabel}</h2>
        <Text style={{ whiteSpace: "pre-wrap" }}>{item.text}</Text>
        <dl className="console-details">
          <div>
            <dt>用户</dt>
            <dd>{item.from}</dd>
          </div>
          <div>
            <dt>提交时间</dt>
            <dd>
              <time dateTime={item.received.iso}>{item.received.text}</time>
            </dd>
          </div>
          {item.details.map((detail) => (
            <div key={detail.label}>
              <dt>{detail.label}</dt>
              <dd>{detail.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="inbox-item-state">
        <h2 id="inbox-item-state">处理状态：{item.stateName}</h2>
        <Form method="post" aria-label="更改处理状态">
          <input type="hidden" name="intent" value="state" />
          <Group align="flex-start" gap="xs">
            <NativeSelect
              id="inbox-item-state-select"
              name="state"
              label="标记为"
              defaultValue={state?.values.state || item.state}
              data={data.states}
              error={state?.errors.state}
            />
            <Button type="submit" variant="outline" mt={25}>
              保存状态
            </Button>
          </Group>
        </Form>
      </section>
      <section aria-labelledby="inbox-item-reply">
        <h2 id="inbox-item-reply">回复用户</h2>
        <Stack gap="sm">
          {item.reply ? (
            <div className="console-reply">
              <Text fw={700}>
                上一次回复（{item.reply.by}，<time dateTime={item.reply.at.iso}>{item.reply.at.text}</time>）
              </Text>
              <Text style={{ whiteSpace: "pre-wrap" }}>{item.reply.body}</Text>
            </div>
          ) : null}
          {item.smsOff ? (
            <Alert color="yellow" variant="light" title={schoolAdminPageText.smsAsked}>
              {schoolAdminPageText.smsOff}
            </Alert>
          ) : null}
          <Form method="post" onSubmit={onSubmit} noValidate aria-label="回复用户">
            <input type="hidden" name="intent" value="reply" />
            <input type="hidden" name="kind" value={item.kind} />
            <input type="hidden" name="id" value={item.id} />
            <Stack gap="xs">
              <Textarea
                {...field("body")}
                id="inbox-reply-body"
                label="回复内容"
                description={`以站内消息发送给用户${item.smsAsked && !item.smsOff ? "，并发短信通知（用户要求）" : ""}，最多 ${REPLY_MAX} 字；发送后状态变为「已回复」`}
                autosize
                minRows={4}
                required
              />
              <Group>
                <Button type="submit">发送回复</Button>
              </Group>
            </Stack>
          </Form>
        </Stack>
      </section>
    </Stack>
  );
}

export function DemandView({ data }: { data: DemandData }) {
  const pageHref = (page: number) =>
    withQuery(schoolAdminPaths.demand, { ...data.query, page: page > 1 ? String(page) : undefined });
  return (
    <Stack gap="md">
      <Text>
        {"学生在课程页点「推荐图书馆购买」的记录，按课程汇总，最近被推荐的在前（每位学生每门课计一次），" +
          "可作为图书馆下一步购买课程的参考。"}
      </Text>
      {data.courses.length === 0 ? (
        <Text>还没有学生推荐购买课程。</Text>
      ) : (
        <table className="console-table">
          <caption>被推荐的课程（共 {data.total} 门）</caption>
          <thead>
            <tr>
              <th scope="col">课程</th>
              <th scope="col">科目</th>
              <th scope="col">推荐人数</th>
              <th scope="col">首次推荐</th>
              <th scope="col">最近推荐</th>
              <th scope="col">本校授权</th>
            </tr>
          </thead>
          <tbody>
            {data.courses.map((course) => (
              <tr key={course.courseId}>
                <th scope="row">
                  <Link to={course.href}>{course.title}</Link>
                </th>
                <td>{course.subject}</td>
                <td>{course.requests}</td>
                <td>
                  <time dateTime={course.first.iso}>{course.first.text}</time>
                </td>
                <td>
                  <time dateTime={course.last.iso}>{course.last.text}</time>
                </td>
                <td>{course.licensed ? "已授权" : "未授权"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <PaginationLinks page={data.page} total={data.total} rows={data.rows} href={pageHref} label="推荐购买分页" />
    </Stack>
  );
}
