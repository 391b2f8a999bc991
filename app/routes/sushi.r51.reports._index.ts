// GET /sushi/r51/reports: the reports supported and their months (COUNTER_SUSHI 5.1; docs/decisions/0056).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { sushiJson } from "~/modules/usage/sushi-response.server";
import { sushiReportList } from "~/modules/usage/sushi.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return sushiJson(await sushiReportList(new URL(request.url).searchParams));
}
