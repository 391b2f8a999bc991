// GET /sushi/r51/status: the COUNTER_SUSHI 5.1 service's status (public; docs/decisions/0056-usage-and-counter.md).
import { sushiJson } from "~/modules/usage/sushi-response.server";
import { sushiStatus } from "~/modules/usage/sushi.server";

export async function loader() {
  return sushiJson(await sushiStatus());
}
