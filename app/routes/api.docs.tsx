// /api/docs: the JSON API described for people — every endpoint of /api/openapi.json with its method, path, auth rule,
// parameters and request body fields. Server-rendered; works without JavaScript. Open to everyone.
import { Container } from "@mantine/core";
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { API_DOCS_TITLE, ApiDocs } from "~/components/shared/api-docs";
import { apiDocsView } from "~/modules/api/api-docs";
import { apiDescription } from "~/api/api-description.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = () => apiDocsView(apiDescription());

export default function Page() {
  const view = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <Container size="lg" py="xl">
        <ApiDocs view={view} />
      </Container>
    </main>
  );
}

export const meta: MetaFunction = () =>
  pageMeta(
    API_DOCS_TITLE,
    "研途 JSON 接口说明：每个接口的请求方法、路径、访问规则、参数与请求体字段，以及 OpenAPI 3.1 描述文件。",
  );
