// The API description for people: /api/docs lists the endpoint groups with every endpoint's method and path; a group's
// page (?group=) has one h1 and each endpoint with its method, path, auth rule, parameters and body fields as tables,
// its result's fields on one line (a table each would take the largest group past its HTML budget) and its 401 and
// 403 refusals. Plain server-rendered HTML (the list of 100-odd endpoints stays light without per-cell component
// markup): the in-page links and the link to the JSON document work without JavaScript.
import { Anchor, Text, Title } from "@mantine/core";
import { useLocation } from "@remix-run/react";
import { Fragment, useEffect } from "react";
import {
  apiDocsGroupHref,
  type ApiDocsField,
  type ApiDocsGroup,
  type ApiDocsIndex,
  type ApiDocsOperation,
  type ApiDocsResult,
} from "~/modules/api/api-docs";
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

/** The result's type, then its fields as `name` type, separated by 、 (a field that may be absent is `name?`). */
function ResultLine({ result }: { result: ApiDocsResult }) {
  return (
    <p className="api-docs-result">
      结果：<code>{result.type}</code>
      {result.fields.length > 0 ? "，" : null}
      {result.fields.map((field, index) => (
        <Fragment key={field.name}>
          {index > 0 ? "、" : null}
          <code>{field.required ? field.name : `${field.name}?`}</code>
          {` ${field.type}`}
        </Fragment>
      ))}
    </p>
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
      {operation.result ? <ResultLine result={operation.result} /> : null}
      {operation.refusals.map((refusal) => (
        <p key={refusal.status} className="api-docs-refusal">
          {`${refusal.status}：${refusal.description}`}
        </p>
      ))}
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

function DocsIntro({ index }: { index: ApiDocsIndex }) {
  return (
    <>
      <Text mb="xs">
        {index.title} 版本 {index.version}，共 {index.operationCount} 个接口。机器可读的描述（OpenAPI 3.1）：
        <Anchor href={API_DESCRIPTION_PATH} underline="always">
          {API_DESCRIPTION_PATH}
        </Anchor>
      </Text>
      <Text mb="lg">{index.description}</Text>
    </>
  );
}

/** /api/docs: the groups, each with its endpoints' methods and paths, linking to where each is described. */
export function ApiDocsIndexPage({ index }: { index: ApiDocsIndex }) {
  return (
    <div className="api-docs">
      <Title order={1} mb="sm">
        {API_DOCS_TITLE}
      </Title>
      <DocsIntro index={index} />
      <nav aria-labelledby="api-docs-toc" className="api-docs-toc">
        <h2 id="api-docs-toc">接口分组</h2>
        <ul>
          {index.groups.map((group) => (
            <li key={group.name}>
              <a href={apiDocsGroupHref(group.name)}>
                {group.label}（{group.name}，{group.operations.length} 个）
              </a>
              <ul>
                {group.operations.map((operation) => (
                  <li key={operation.anchor}>
                    <a href={apiDocsGroupHref(group.name, operation.anchor)}>
                      {operation.method} {operation.path}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** /api/docs?group=…: one group's endpoints in full, with the way to the others. */
export function ApiDocsGroupPage({ index, group }: { index: ApiDocsIndex; group: ApiDocsGroup }) {
  useScrollToHash();
  return (
    <div className="api-docs">
      <p className="api-docs-back">
        <a href="/api/docs">← {API_DOCS_TITLE}</a>
      </p>
      <Title order={1} mb="sm">
        {group.label}（{group.name}）
      </Title>
      <DocsIntro index={index} />
      <p>
        “结果”是成功应答中 result 的类型与字段：列表的项写作 <code>items[].字段</code>，更深的对象只写 object，带 ?
        的字段可能不出现。
      </p>
      <p>
        拒绝：需登录（user）的接口在未登录或令牌失效时答 401；校园网内或已登录（campus）的接口在校外且未登录时答
        403；写请求（POST、PUT、DELETE）的 Origin 属于其他网站时答 403。接口另有的拒绝情形在接口下逐一注明。
      </p>
      <nav aria-labelledby="api-docs-group-toc" className="api-docs-toc">
        <h2 id="api-docs-group-toc">本组接口</h2>
        <ul>
          {group.operations.map((operation) => (
            <li key={operation.anchor}>
              <a href={`#${operation.anchor}`}>
                {operation.method} {operation.path}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {group.operations.map((operation) => (
        <Operation key={operation.anchor} operation={operation} />
      ))}
      <nav aria-labelledby="api-docs-other-groups" className="api-docs-toc">
        <h2 id="api-docs-other-groups">其他分组</h2>
        <ul className="api-docs-groups">
          {index.groups
            .filter((other) => other.name !== group.name)
            .map((other) => (
              <li key={other.name}>
                <a href={apiDocsGroupHref(other.name)}>
                  {other.label}（{other.name}）
                </a>
              </li>
            ))}
        </ul>
      </nav>
    </div>
  );
}
