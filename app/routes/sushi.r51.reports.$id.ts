// GET /sushi/r51/reports/{id}: a COUNTER 5.1 report (pr, pr_p1, dr, dr_d1, dr_d2, ir, ir_m1); any other id is a plain
// 404, as Appendix D says for a report not supported (docs/decisions/0056-usage-and-counter.md).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { sushiJson, sushiNotFound } from "~/modules/usage/sushi-response.server";
import { isReportId, sushiReport } from "~/modules/usage/sushi.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  if (!isReportId(id)) return sushiNotFound();
  return sushiJson(await sushiReport(id, new URL(request.url).searchParams));
}
