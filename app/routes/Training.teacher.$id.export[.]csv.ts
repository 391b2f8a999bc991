// GET /Training/teacher/{id}/export.csv: a batch's 学习概况 as CSV (issue 27), for its teachers and administrators.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportOverview } from "~/modules/training/batches/batch-pages.server";

export const loader = ({ request, params }: LoaderFunctionArgs) => exportOverview(request, params, "csv");
