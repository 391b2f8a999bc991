// The console's question-import forms (upload, then commit or discard): one schema each, used by the page action,
// the API and — for the upload's fields — the form in the browser. The file itself is checked on the server (size,
// UTF-8, format) by question-import-uploads.server.ts. Client-safe.
import { z } from "zod";
import "~/lib/validation/zod-messages";
import { questionMessages as m } from "../bank/question-messages";
import { codePattern } from "./question-document-schema";
import { questionFileFormats } from "./question-file";

export const questionUploadSchema = z.object({
  bank: z.string().trim().min(1, m.uploadBankRequired).regex(codePattern, m.uploadBankRequired),
  /** Empty: by the file's name, else by its text. */
  format: z
    .union([z.literal(""), z.enum(questionFileFormats)], { errorMap: () => ({ message: m.uploadFormatInvalid }) })
    .default(""),
});

export const questionUploadIdSchema = z.object({
  upload: z.coerce
    .number({ invalid_type_error: m.uploadIdInvalid })
    .int(m.uploadIdInvalid)
    .positive(m.uploadIdInvalid)
    .max(2 ** 31 - 1, m.uploadIdInvalid),
});
