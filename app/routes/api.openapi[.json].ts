// /api/openapi.json: the JSON API's OpenAPI 3.1 description, generated from the endpoint table (built once per process).
import { apiDescriptionJson } from "~/api/api-description.server";

export const loader = () =>
  new Response(apiDescriptionJson(), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "public, max-age=300",
      // A description of a public interface: tools on other sites (API viewers, client generators) may read it.
      "Access-Control-Allow-Origin": "*",
    },
  });
