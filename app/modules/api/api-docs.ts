// The API description as a page reads it (/api/docs): the OpenAPI document (openapi.server.ts) turned into groups of
// endpoints, each with its auth rule in Chinese, its parameters and body fields as table rows, what it answers (the
// result's fields, one level deep) and when it refuses (401, 403). Read from the document itself, so the page shows
// exactly what /api/openapi.json says.
import { authRuleLabels, type AuthRule } from "./endpoint";

export interface ApiDocsField {
  name: string;
  /** Where a parameter goes (absent for a body field). */
  location?: "path" | "query";
  type: string;
  required: boolean;
  description: string;
}

/** A field of a successful answer's result: `title`, or `items[].title` for a list's item. */
interface ApiDocsResultField {
  name: string;
  /** As schemaTypeText, with `| null` when it may be null; a nested object is `object`. */
  type: string;
  /** False: the field may be absent. */
  required: boolean;
}

export interface ApiDocsResult {
  /** The result's own type: object, array<object>, string, null… (`| null` when it may be null). */
  type: string;
  /** An object's fields, an array's item's (`[].id`), a list's items' (`items[].id`); none for a scalar. */
  fields: ApiDocsResultField[];
}

/** A refusal the operation documents: its status and when it answers it. */
interface ApiDocsRefusal {
  status: "401" | "403";
  description: string;
}

export interface ApiDocsOperation {
  /** The in-page anchor (the operation id). */
  anchor: string;
  method: string;
  path: string;
  authRule: AuthRule;
  authLabel: string;
  summary: string | null;
  parameters: ApiDocsField[];
  body: { mediaTypes: string[]; fields: ApiDocsField[] } | null;
  /** What `result` holds in a successful answer; null when the document does not say. */
  result: ApiDocsResult | null;
  refusals: ApiDocsRefusal[];
}

export interface ApiDocsGroup {
  name: string;
  label: string;
  anchor: string;
  operations: ApiDocsOperation[];
}

export interface ApiDocsView {
  title: string;
  version: string;
  description: string;
  operationCount: number;
  groups: ApiDocsGroup[];
}

/** The parts of an OpenAPI 3.1 document this page reads. */
type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  description?: string;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  contentMediaType?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
};
type DocumentResponse = { description?: string; content?: Record<string, { schema?: JsonSchema }> };
interface DocumentOperation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  "x-auth-rule"?: AuthRule;
  /** The refusals the endpoint declares beyond those of its auth rule and method (openapi.server.ts). */
  "x-refuses"?: Partial<Record<"401" | "403", string>>;
  parameters?: Array<{ name: string; in: string; required?: boolean; description?: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, DocumentResponse>;
}
export interface DescribedDocument {
  info: { title: string; version: string; description?: string };
  tags?: Array<{ name: string; description?: string }>;
  paths?: Record<string, object>;
}

const METHODS = ["get", "post", "put", "delete", "patch"] as const;

/** A schema's type as one short line: integer, string | null → string, hot | new, file, array<integer>. */
export function schemaTypeText(schema: JsonSchema | undefined): string {
  if (!schema) return "任意";
  if (schema.contentMediaType) return "文件";
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum)
    return schema.enum.map((value) => (typeof value === "string" ? value : JSON.stringify(value))).join(" | ");
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    return (
      [...new Set(alternatives.filter((option) => option.type !== "null").map(schemaTypeText))].join(" | ") || "null"
    );
  }
  const types = (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []).filter(
    (type) => type !== "null",
  );
  if (types.length === 0) return schema.type === "null" ? "null" : "任意";
  return types.map((type) => (type === "array" ? `array<${schemaTypeText(schema.items)}>` : type)).join(" | ");
}

function fieldDescription(description: string | undefined, schema: JsonSchema | undefined): string {
  const text = description ?? schema?.description ?? "";
  if (schema?.default === undefined) return text;
  return `${text}${text ? "，" : ""}默认 ${JSON.stringify(schema.default)}`;
}

function bodyOf(operation: DocumentOperation): ApiDocsOperation["body"] {
  const content = operation.requestBody?.content;
  if (!content) return null;
  const mediaTypes = Object.keys(content);
  const schema = mediaTypes.map((type) => content[type]?.schema).find(Boolean);
  const required = new Set(schema?.required ?? []);
  const fields = Object.entries(schema?.properties ?? {}).map(([name, property]) => ({
    name,
    type: schemaTypeText(property),
    required: required.has(name),
    description: fieldDescription(undefined, property),
  }));
  return { mediaTypes, fields };
}

const alternativesOf = (schema: JsonSchema) => schema.anyOf ?? schema.oneOf;

function isNullable(schema: JsonSchema): boolean {
  return (
    (Array.isArray(schema.type) && schema.type.includes("null")) ||
    (alternativesOf(schema)?.some((option) => option.type === "null") ?? false) ||
    (schema.enum?.includes(null) ?? false)
  );
}

/** The schema a nullable one holds when not null (anyOf [X, null] → X); the schema itself otherwise. */
function nonNull(schema: JsonSchema): JsonSchema {
  const others = alternativesOf(schema)?.filter((option) => option.type !== "null");
  return others?.length === 1 && others[0] ? others[0] : schema;
}

/** A result's or a result field's type: schemaTypeText with `| null` kept. */
export function resultTypeText(schema: JsonSchema): string {
  const text = schemaTypeText(schema);
  return isNullable(schema) && !text.split(" | ").includes("null") ? `${text} | null` : text;
}

/** The item of an array of objects, if the schema is one. */
function objectItemsOf(schema: JsonSchema): JsonSchema | undefined {
  const items = schema.items && nonNull(schema.items);
  return items?.properties ? items : undefined;
}

/** An object's fields; at the top, an array-of-objects field's items too (`items[].id`), one level deep. */
function resultFieldsOf(schema: JsonSchema, prefix = ""): ApiDocsResultField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const field = { name: `${prefix}${name}`, type: resultTypeText(property), required: required.has(name) };
    const items = prefix === "" ? objectItemsOf(nonNull(property)) : undefined;
    return items ? [field, ...resultFieldsOf(items, `${prefix}${name}[].`)] : [field];
  });
}

/** The result of the operation's 200 answer (its envelope's `result`), or null when the document leaves it open. */
export function resultOf(operation: Pick<DocumentOperation, "responses">): ApiDocsResult | null {
  const envelope = operation.responses?.["200"]?.content?.["application/json"]?.schema;
  const schema = envelope?.properties?.result;
  if (!schema || Object.keys(schema).length === 0) return null;
  const value = nonNull(schema);
  const items = objectItemsOf(value);
  const fields = value.properties ? resultFieldsOf(value) : items ? resultFieldsOf(items, "[].") : [];
  return { type: resultTypeText(schema), fields };
}

/**
 * The refusals an operation declares beyond those every operation of its rule and method gives (401 for "user", 403
 * for "campus" and for a write from another site's page), which each group's page states once.
 */
function refusalsOf(operation: DocumentOperation): ApiDocsRefusal[] {
  return (["401", "403"] as const).flatMap((status) => {
    const description = operation["x-refuses"]?.[status];
    return description ? [{ status, description }] : [];
  });
}

const views = new WeakMap<DescribedDocument, ApiDocsView>();

/** apiDocsView, made once per document (the served document is built once per process; every page reads it). */
export function cachedApiDocsView(document: DescribedDocument): ApiDocsView {
  let view = views.get(document);
  if (!view) {
    view = apiDocsView(document);
    views.set(document, view);
  }
  return view;
}

export function apiDocsView(document: DescribedDocument): ApiDocsView {
  const labels = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description ?? tag.name]));
  const groups = new Map<string, ApiDocsGroup>();
  let operationCount = 0;
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = (item as Partial<Record<string, DocumentOperation>>)[method];
      if (!operation) continue;
      const name = operation.tags?.[0] ?? "";
      let group = groups.get(name);
      if (!group) {
        group = { name, label: labels.get(name) ?? name, anchor: `group-${name}`, operations: [] };
        groups.set(name, group);
      }
      const authRule = operation["x-auth-rule"] ?? "public";
      group.operations.push({
        anchor: operation.operationId ?? `${method}-${path}`,
        method: method.toUpperCase(),
        path,
        authRule,
        authLabel: authRuleLabels[authRule],
        summary: operation.summary ?? null,
        parameters: (operation.parameters ?? []).map((parameter) => ({
          name: parameter.name,
          location: parameter.in === "path" ? "path" : "query",
          type: schemaTypeText(parameter.schema),
          required: parameter.required ?? false,
          description: fieldDescription(parameter.description, parameter.schema),
        })),
        body: bodyOf(operation),
        result: resultOf(operation),
        refusals: refusalsOf(operation),
      });
      operationCount += 1;
    }
  }
  return {
    title: document.info.title,
    version: document.info.version,
    description: document.info.description ?? "",
    operationCount,
    groups: [...groups.values()],
  };
}

/** An operation as the index lists it: where it is described, nothing more. */
type ApiDocsEntry = Pick<ApiDocsOperation, "anchor" | "method" | "path">;

/**
 * /api/docs itself: every group with its operations' method and path (so a path is found with Ctrl-F), each linking to
 * the group's page (`?group=`) where it is described. The whole reference on one page was 292 KB of HTML.
 */
export interface ApiDocsIndex extends Omit<ApiDocsView, "groups"> {
  groups: Array<Omit<ApiDocsGroup, "operations"> & { operations: ApiDocsEntry[] }>;
}

export function apiDocsIndex(view: ApiDocsView): ApiDocsIndex {
  return {
    ...view,
    groups: view.groups.map((group) => ({
      ...group,
      operations: group.operations.map(({ anchor, method, path }) => ({ anchor, method, path })),
    })),
  };
}

/** The address of a group's page, or of one operation on it. */
export function apiDocsGroupHref(group: string, anchor?: string): string {
  return `/api/docs?group=${encodeURIComponent(group)}${anchor ? `#${anchor}` : ""}`;
}
