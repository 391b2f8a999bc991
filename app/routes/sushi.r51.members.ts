// GET /sushi/r51/members: the requestor's institution (COUNTER_SUSHI 5.1; docs/decisions/0056-usage-and-counter.md).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { sushiJson } from "~/modules/usage/sushi-response.server";
import { sushiMembers } from "~/modules/usage/sushi.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return sushiJson(await sushiMembers(new URL(request.url).searchParams));
}
