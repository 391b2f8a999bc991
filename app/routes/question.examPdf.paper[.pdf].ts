// /question/examPdf/paper.pdf?id=: a question set's PDF as an attachment (both trees link here; the .pdf ending keeps
// device routing away). A logged-in student only (a guest goes to log in and comes back); 404 / 503 in Chinese.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { servePaperPdf } from "~/modules/question/pdf/paper-pdf-pages.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => servePaperPdf(request, context);
