// Input of the paper-PDF downloads (POST/GET /api/TrueQuestion/myTrueQuestionDownload(-page-query) and the 下载 PDF
// form of /question/examPdf). Client-safe: zod only.
import { z } from "zod";
import { idField } from "~/lib/validation/input-fields";
import { pagingSchema } from "~/modules/paging/paging-schemas";
import { questionMessages as m } from "../bank/question-messages";

/** The set (mock paper, past paper's questions, practice set) by its id, as in /question/examPdf?id=. */
export const questionDownloadSchema = z.object({ id: idField(m.pdfSetIdInvalid) });

/** The 下载 PDF form: its one intent. */
export const pdfDownloadFormSchema = z.object({
  intent: z.literal("download", { errorMap: () => ({ message: m.pdfIntentInvalid }) }),
});

export const myQuestionDownloadsSchema = pagingSchema;
