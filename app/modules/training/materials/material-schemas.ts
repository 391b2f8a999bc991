// Input of 课件: the upload form (page and POST /material/website/batches/{id}/materials), a material by id (delete,
// 下载), and the viewer's page-number jump (GET ?page=). Client-safe: zod only.
import { z } from "zod";
import { idField, textField } from "~/lib/validation/input-fields";
import { materialMessages as m } from "./material-messages";

export const MATERIAL_TITLE_MAX = 60;

export const materialUploadSchema = z.object({
  title: textField({ required: m.titleRequired, max: [MATERIAL_TITLE_MAX, m.titleTooLong(MATERIAL_TITLE_MAX)] }),
});
export type MaterialUploadInput = z.infer<typeof materialUploadSchema>;

export const materialIdSchema = z.object({ id: idField(m.idInvalid) });

/** A page number as the viewer's URL segment or jump form gives it. */
export const materialPageSchema = z.object({ page: idField(m.pageInvalid) });

/** What the upload form accepts (the browser's hint only: the server sniffs the bytes). */
export const MATERIAL_ACCEPT =
  ".pdf,.ppt,.pptx,.doc,.docx,application/pdf,application/vnd.ms-powerpoint,application/msword," +
  "application/vnd.openxmlformats-officedocument.presentationml.presentation," +
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
