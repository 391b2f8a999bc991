// /api/docs: the JSON API described for people. Without `group`, the index: every endpoint group with its endpoints'
// methods and paths; with `?group=Course`, that group's endpoints with their auth rule, parameters and body fields,
// result fields and refusals.
// Both read /api/openapi.json's document. Server-rendered; works without JavaScript. Open to everyone.
import { Container } from "@mantine/core";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { API_DOCS_TITLE, ApiDocsGroupPage, ApiDocsIndexPage } from "~/components/shared/api-docs";
import { pageNotFound } from "~/lib/page-not-found.server";
import { apiDescription } from "~/api/api-description.server";
import { apiDocsIndex, cachedApiDocsView } from "~/modules/api/api-docs";
import { pageMeta } from "~/modules/shell/page-meta";

// A reference read top to bottom: nothing on it needs a script, and without them its HTML is not doubled by the
// hydration data (the largest group's page was 104 KB with them).
export const handle = { scripts: false };

export const loader = ({ request }: Pick<LoaderFunctionArgs, "request">) => {
  const view = cachedApiDocsView(apiDescription());
  const name = new URL(request.url).searchParams.get("group");
  if (name === null) return { index: apiDocsIndex(view), group: null };
  const group = view.groups.find((candidate) => candidate.name === name);
  if (!group) throw pageNotFound(`没有名为“${name.slice(0, 40)}”的接口分组`);
  const { groups, ...about } = apiDocsIndex(view);
  return { index: { ...about, groups: groups.map((other) => ({ ...other, operations: [] })) }, group };
};

export default function Page() {
  const { index, group } = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <Container size="lg" py="xl">
        {group ? <ApiDocsGroupPage index={index} group={group} /> : <ApiDocsIndexPage index={index} />}
      </Container>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data?.group
    ? pageMeta(
        `${data.group.label}（${data.group.name}）· ${API_DOCS_TITLE}`,
        `研途 JSON 接口说明：${data.group.label}的 ${data.group.operations.length} 个接口，每个接口的请求方法、路径、访问规则、参数与请求体字段、结果字段与拒绝情形。`,
      )
    : pageMeta(
        API_DOCS_TITLE,
        "研途 JSON 接口说明：按分组列出全部接口，每个接口的请求方法、路径、访问规则、参数与请求体字段，以及 OpenAPI 3.1 描述文件。",
      );
