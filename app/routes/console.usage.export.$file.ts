// GET /console/usage/export/{table}.csv|.xlsx: a table of the 使用统计 pages as a file, for the same period (issue 28;
// docs/decisions/0056-usage-and-counter.md). The file ending keeps device routing away.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadUsageTable } from "~/modules/usage/usage-report-pages.server";

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  downloadUsageTable(request, context, params.file ?? "");
