// GET /console/usage/monthly.pdf?month=YYYY-MM: a school's monthly usage report as a PDF (issue 28;
// docs/decisions/0056-usage-and-counter.md; the operator's ?school=).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadMonthlyUsagePdf } from "~/modules/usage/usage-report-pages.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => downloadMonthlyUsagePdf(request, context);
