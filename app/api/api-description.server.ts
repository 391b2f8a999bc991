// The OpenAPI document of this process's endpoint table (docs/decisions/0014-api-description.md), built on first use
// and served by /api/openapi.json and /api/docs. Beside the table, in the app layer, because it reads the table.
import { buildOpenApiDocument, type OpenApiDocument } from "~/modules/api/openapi.server";
import { endpointTable } from "./endpoint-table.server";

let cached: { document: OpenApiDocument; json: string } | undefined;

function described(): { document: OpenApiDocument; json: string } {
  if (!cached) {
    const document = buildOpenApiDocument(endpointTable.map((entry) => entry.endpoint));
    cached = { document, json: JSON.stringify(document) };
  }
  return cached;
}

/** The document for this process's endpoint table (built on first use). */
export function apiDescription(): OpenApiDocument {
  return described().document;
}

/** The document as JSON text, serialised once. */
export function apiDescriptionJson(): string {
  return described().json;
}
