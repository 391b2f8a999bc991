// The API contract check (issue 24): every answer the test suite gets from the JSON API is validated against the
// OpenAPI document (/api/openapi.json) — its status must be one the operation declares, and its envelope must match
// that status's schema. A success's result may carry no field the document leaves out, so a field added to a service
// without its schema fails here, as does a 401 or 403 an endpoint answers without declaring it (ApiEndpoint.refuses).
// Ajv validates the document's JSON Schema (2020-12, as OpenAPI 3.1 uses; formats by ajv-formats), not the zod
// schemas it was made from, so what is checked is what clients read.
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { apiDescription } from "~/api/api-description.server";
import { endpointTable } from "~/api/endpoint-table.server";
import { operationIdOf } from "~/modules/api/openapi.server";

type JsonValue = unknown;
type Schema = Record<string, unknown>;

/** Statuses an operation must name itself; any other error status may fall to its `default` answer. */
const MUST_BE_DECLARED = new Set(["200", "400", "401", "403", "404", "405", "413", "415"]);

const ajv = new Ajv2020({ strict: false, allErrors: true });
// date-time and date are checked too: an answer's time in another shape is drift as much as a missing field.
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();

/** Inlines every local $ref of the document (its schemas hold no cycles), so a response schema stands alone. */
function inlined(value: JsonValue, root: Schema): JsonValue {
  if (Array.isArray(value)) return value.map((item) => inlined(item, root));
  if (value === null || typeof value !== "object") return value;
  const object = value as Schema;
  if (typeof object.$ref === "string" && object.$ref.startsWith("#/")) {
    const target = object.$ref
      .slice(2)
      .split("/")
      .reduce<JsonValue>((node, key) => (node as Schema | undefined)?.[key], root);
    const { $ref: _ref, ...siblings } = object;
    return inlined({ ...(target as Schema), ...siblings }, root);
  }
  return Object.fromEntries(Object.entries(object).map(([key, child]) => [key, inlined(child, root)]));
}

/**
 * A success's schema with every object closed: a property the document does not list is an error. (The generator
 * leaves zod's stripping objects open; the answers are built by our own services, so an unlisted field is drift.)
 */
function closed(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map(closed);
  if (value === null || typeof value !== "object") return value;
  const object = Object.fromEntries(Object.entries(value as Schema).map(([key, child]) => [key, closed(child)]));
  if (object.properties && object.additionalProperties === undefined && !object.allOf)
    object.additionalProperties = false;
  return object;
}

function endpointOf(method: string, pathname: string) {
  const upper = method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase();
  return endpointTable.find((entry) => entry.endpoint.method === upper && entry.pattern.test(pathname))?.endpoint;
}

function validatorFor(operationId: string, status: string, response: Schema, document: Schema): ValidateFunction {
  const key = `${operationId} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    const content = (response.content as Record<string, { schema?: Schema }> | undefined)?.["application/json"];
    const schema = inlined(content?.schema ?? {}, document) as Schema;
    validate = ajv.compile(status === "200" ? (closed(schema) as Schema) : schema);
    validators.set(key, validate);
  }
  return validate;
}

/**
 * Throws when an answer of the API does not keep the document's contract. Paths outside the endpoint table (the
 * dispatcher's 404 「接口不存在」) and methods a path lacks (405) are checked by the tests that ask for them.
 */
export function assertKeepsContract(method: string, url: string, status: number, body: unknown): void {
  const pathname = new URL(url, "http://localhost").pathname;
  const endpoint = endpointOf(method, pathname);
  if (!endpoint) return;
  const document = apiDescription() as unknown as Schema;
  const operation = (document.paths as Record<string, Record<string, Schema>>)[endpoint.path]?.[
    endpoint.method.toLowerCase()
  ];
  if (!operation) throw new Error(`${endpoint.method} ${endpoint.path} is not in the API document`);
  const responses = operation.responses as Record<string, Schema>;
  const code = String(status);
  const declared = responses[code] ?? (MUST_BE_DECLARED.has(code) ? undefined : responses.default);
  const where = `${method.toUpperCase()} ${pathname} (${operationIdOf(endpoint)})`;
  if (!declared) {
    throw new Error(
      `API contract: ${where} answered ${status}, which its description does not declare ` +
        `(declared: ${Object.keys(responses).join(", ")}): ${JSON.stringify(body).slice(0, 300)}`,
    );
  }
  const response = inlined(declared, document) as Schema;
  const validate = validatorFor(operationIdOf(endpoint), responses[code] ? code : "default", response, document);
  if (!validate(body)) {
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map(
        (error) =>
          `${error.instancePath || "/"} ${error.message}${error.params ? ` ${JSON.stringify(error.params)}` : ""}`,
      )
      .join("; ");
    throw new Error(
      `API contract: ${where} answered ${status} in a shape its description does not allow: ${errors}\n` +
        `body: ${JSON.stringify(body).slice(0, 600)}`,
    );
  }
}
