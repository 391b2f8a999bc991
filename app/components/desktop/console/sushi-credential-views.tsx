// COUNTER 凭据 (/console/sushi), a school's console section (issue 28): the school's customer_id, its harvesters'
// requestor ids, a form that issues one (its api_key is shown in the answer, once) and a form per credential that
// revokes it. Real forms: without JavaScript they post, and the page that comes back shows the key or the refusal.
import { Button, Code, Group, Stack, Table, Text, TextInput } from "@mantine/core";
import { Form } from "@remix-run/react";
import { useValidatedForm } from "~/components/shared/use-validated-form";
import type { loadSushiCredentialsPage, SushiFormResult } from "~/modules/usage/sushi-credential-pages.server";
import { issueCredentialSchema, SUSHI_LABEL_MAX } from "~/modules/usage/sushi-credential-schemas";
import { FormAlert } from "./campus-views";

type SushiData = Awaited<ReturnType<typeof loadSushiCredentialsPage>>;

const scoped = (path: string, query: Record<string, string>) => {
  const params = new URLSearchParams(query).toString();
  return params ? `${path}?${params}` : path;
};

export function SushiCredentialsView({ data, result }: { data: SushiData; result?: SushiFormResult }) {
  const action = scoped("/console/sushi", data.query);
  const issuing = result?.form === "issue" ? result : undefined;
  const { onSubmit, field } = useValidatedForm(issueCredentialSchema, ["label"], {
    values: issuing?.values,
    errors: issuing?.errors,
  });
  const issued = issuing?.issued;
  return (
    <Stack gap="lg">
      <FormAlert message={result?.form === "page" || result?.form === "revoke" ? result.errors[""] : undefined} />
      {issued ? (
        <section aria-labelledby="sushi-issued-title" className="console-test-answer">
          <h2 id="sushi-issued-title">新凭据（API 密钥只显示这一次）</h2>
          <dl>
            <dt>customer_id</dt>
            <dd>
              <Code>{issued.customerId}</Code>
            </dd>
            <dt>requestor_id</dt>
            <dd>
              <Code>{issued.requestorId}</Code>
            </dd>
            <dt>api_key</dt>
            <dd>
              <Code>{issued.apiKey}</Code>
            </dd>
          </dl>
          <Text size="sm">本站只保存密钥的摘要，离开此页后无法再次查看；遗失后请吊销并重新签发。</Text>
        </section>
      ) : null}
      <section aria-labelledby="sushi-service-title">
        <h2 id="sushi-service-title">{data.school.name}的 COUNTER_SUSHI 接口</h2>
        <Text>
          接口地址：<Code>{data.baseUrl}</Code>（COUNTER Release 5.1；报告 PR、PR_P1、DR、DR_D1、DR_D2、IR、IR_M1）
        </Text>
        <Text>
          本校 customer_id：<Code>{data.customerId}</Code>
        </Text>
        <Text size="sm">采集程序以 customer_id、requestor_id 与 api_key 访问；不按 IP 地址授权。</Text>
      </section>
      <section aria-labelledby="sushi-tables-title">
        <h2 id="sushi-tables-title">下载表格报告（TSV、XLSX）</h2>
        <Text size="sm">
          COUNTER 5.1 表格格式，{data.period.begin_date} 至 {data.period.end_date}（最近十二个完整月份）：
        </Text>
        <ul>
          {data.downloads.map((download) => (
            <li key={download.report}>
              {download.report}：
              <a href={download.tsv} download>
                {download.report} TSV
              </a>{" "}
              <a href={download.xlsx} download>
                {download.report} XLSX
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sushi-issue-title">
        <h2 id="sushi-issue-title">签发新凭据</h2>
        <Form method="post" action={action} onSubmit={onSubmit} noValidate>
          <input type="hidden" name="intent" value="issue" />
          <Group align="flex-end" gap="xs">
            <TextInput
              {...field("label")}
              id="sushi-label"
              label="备注（可选）"
              description="例如采集系统的名称"
              maxLength={SUSHI_LABEL_MAX}
            />
            <Button type="submit">签发</Button>
          </Group>
        </Form>
      </section>
      <section aria-labelledby="sushi-list-title">
        <h2 id="sushi-list-title">已签发的凭据（{data.credentials.length} 条）</h2>
        {data.credentials.length === 0 ? (
          <Text>尚未签发凭据。</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">requestor_id</Table.Th>
                  <Table.Th scope="col">备注</Table.Th>
                  <Table.Th scope="col">签发时间</Table.Th>
                  <Table.Th scope="col">状态</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.credentials.map((credential) => (
                  <Table.Tr key={credential.id}>
                    <Table.Td>
                      <Code>{credential.requestorId}</Code>
                    </Table.Td>
                    <Table.Td>{credential.label || "—"}</Table.Td>
                    <Table.Td>{credential.created}</Table.Td>
                    <Table.Td>
                      {credential.revoked ? (
                        `已于 ${credential.revoked} 吊销`
                      ) : (
                        <Form method="post" action={action}>
                          <input type="hidden" name="intent" value="revoke" />
                          <input type="hidden" name="id" value={credential.id} />
                          <Button
                            type="submit"
                            size="xs"
                            variant="outline"
                            color="red"
                            aria-label={`吊销凭据 ${credential.requestorId}`}
                          >
                            吊销
                          </Button>
                        </Form>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </section>
    </Stack>
  );
}
