// GET /console/counter/{report}.tsv|.xlsx: a COUNTER 5.1 report of the school in the Code's tabular form, for its staff
// (issue 28; docs/decisions/0056-usage-and-counter.md). The file ending keeps device routing away.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadCounterTable } from "~/modules/usage/sushi-credential-pages.server";

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  downloadCounterTable(request, context, params.file ?? "");
