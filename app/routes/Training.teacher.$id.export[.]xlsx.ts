// GET /Training/teacher/{id}/export.xlsx: a batch's 学习概况 as an Excel workbook (issue 27).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportOverview } from "~/modules/training/batches/batch-pages.server";

export const loader = ({ request, params }: LoaderFunctionArgs) => exportOverview(request, params, "xlsx");
