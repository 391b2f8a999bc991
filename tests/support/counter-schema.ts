// COUNTER's own OpenAPI document for Release 5.1 (tests/fixtures/counter/, byte for byte; its README says where from
// and its flaws), compiled with Ajv, for the tests that validate SUSHI answers (integration and e2e).
import fs from "node:fs";
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";

export type OpenApi = {
  paths: Record<string, { get: { responses: Record<string, { $ref: string }> } }>;
  components: { schemas: Record<string, Record<string, unknown>> };
};

/** A fresh copy of the document (callers may widen it, as the Totals check does). */
export function counterOpenApi(): OpenApi {
  return JSON.parse(
    fs.readFileSync(new URL("../fixtures/counter/COUNTER_SUSHI_API-5.1.json", import.meta.url), "utf8"),
  ) as OpenApi;
}

/** The validator of the answer the document gives `path` for `status`. */
export function validatorsOf(openApi: OpenApi) {
  // Non-strict: the file misspells `minlength`; no Unicode mode: its ISIL pattern is not valid under the `u` flag.
  const ajv = new Ajv2020({ strict: false, allErrors: true, unicodeRegExp: false });
  addFormats(ajv);
  ajv.addSchema(openApi as object, "counter");
  const cache = new Map<string, ValidateFunction>();
  return (path: string, status: number): ValidateFunction => {
    const ref = openApi.paths[path]?.get.responses[String(status)]?.$ref;
    if (!ref) throw new Error(`COUNTER's document has no ${status} answer for ${path}`);
    const key = `${path} ${status}`;
    let validate = cache.get(key);
    if (!validate) {
      validate = ajv.compile({ $ref: `counter${ref}/content/application~1json/schema` });
      cache.set(key, validate);
    }
    return validate;
  };
}
