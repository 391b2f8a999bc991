// The API description for people (/api/docs): one h1, a table of contents by endpoint group, then every endpoint with
// its method, path, auth rule, parameters and request body fields as tables. Plain server-rendered HTML (the list of
// 100-odd endpoints stays light without per-cell component markup): the in-page links and the link to the JSON
// document work without JavaScript.
import { Anchor, Text, Title } from "@mantine/core";
import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import type { ApiDocsField, ApiDocsOperation, ApiDocsView } from "~/modules/api/api-docs";
import "./api-docs.css";

export const API_DOCS_TITLE = "研途 API 文档";
const API_DESCRIPTION_PATH = "/api/openapi.json";

function FieldTable({
  caption,
  fields,
  withLocation,
}: {
  caption: string;
  fields: ApiDocsField[];
  withLocation: boolean;
}) {
  return (
    <table className="api-docs-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">名称</th>
          {withLocation ? <th scope="col">位置</th> : null}
          <th scope="col">类型</th>
          <th scope="col">必填</th>
          <th scope="col">说明</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={`${field.location ?? "body"}-${field.name}`}>
            <th scope="row">
              <code>{field.name}</code>
            </th>
            {withLocation ? <td>{field.location}</td> : null}
            <td>
              <code>{field.type}</code>
            </td>
            <td>{field.required ? "是" : "否"}</td>
            <td>{field.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Operation({ operation }: { operation: ApiDocsOperation }) {
  return (
    <section className="api-docs-operation" aria-labelledby={operation.anchor}>
      <h3 id={operation.anchor}>
        <code>{operation.method}</code> <code>{operation.path}</code>
      </h3>
      {operation.summary ? <p>{operation.summary}</p> : null}
      <p>
        访问规则：{operation.authLabel}（<code>{operation.authRule}</code>）
      </p>
      {operation.parameters.length > 0 ? (
        <FieldTable caption="参数" fields={operation.parameters} withLocation />
      ) : null}
      {operation.body ? (
        <FieldTable
          caption={`请求体字段（${operation.body.mediaTypes.join("、")}）`}
          fields={operation.body.fields}
          withLocation={false}
        />
      ) : null}
      {operation.parameters.length === 0 && !operation.body ? <p>无参数。</p> : null}
    </section>
  );
}

/**
 * The client shell restores the scroll position when the router sees a navigation, which a table-of-contents link
 * (a hash change) is; jumping again after it puts the reader at the section the address names (as legal-document.tsx
 * does).
 */
function useScrollToHash() {
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key makes it jump again on every navigation, also to the same hash
  useEffect(() => {
    if (!location.hash) return;
    document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView({ block: "start" });
  }, [location.key, location.hash]);
}

export function ApiDocs({ view }: { view: ApiDocsView }) {
  useScrollToHash();
  return (
    <div className="api-docs">
      <Title order={1} mb="sm">
        {API_DOCS_TITLE}
      </Title>
      <Text mb="xs">
        {view.title} 版本 {view.version}，共 {view.operationCount} 个接口。机器可读的描述（OpenAPI 3.1）：
        <Anchor href={API_DESCRIPTION_PATH} underline="always">
          {API_DESCRIPTION_PATH}
        </Anchor>
      </Text>
      <Text mb="lg">{view.description}</Text>
      <nav aria-labelledby="api-docs-toc" className="api-docs-toc">
        <h2 id="api-docs-toc">目录</h2>
        <ul>
          {view.groups.map((group) => (
            <li key={group.name}>
              <a href={`#${group.anchor}`}>
                {group.label}（{group.name}，{group.operations.length} 个）
              </a>
              <ul>
                {group.operations.map((operation) => (
                  <li key={operation.anchor}>
                    <a href={`#${operation.anchor}`}>
                      {operation.method} {operation.path}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </nav>
      {view.groups.map((group) => (
        <section key={group.name} aria-labelledby={group.anchor}>
          <h2 id={group.anchor}>
            {group.label}（{group.name}）
          </h2>
          {group.operations.map((operation) => (
            <Operation key={operation.anchor} operation={operation} />
          ))}
        </section>
      ))}
    </div>
  );
}
