// The page and rows of every list (spec: each list endpoint takes `page` and `rows`; rows is clamped), and the keyword
// filter lists share. Client-safe: zod only. Courses, lives, paper videos, news, experience, papers, search,
// favourites and records page alike.
import { z } from "zod";
import "~/lib/validation/zod-messages";
import { blankAsAbsent, INT_MAX } from "~/lib/validation/input-fields";

export const pagingMessages = {
  pageInvalid: "页码应为正整数",
  rowsInvalid: "每页条数应为正整数",
  keywordTooLong: "关键词最多 40 个字",
} as const;
const m = pagingMessages;

export const PAGE_ROWS_DEFAULT = 20;
/** Longest page a list returns; larger `rows` are clamped to it. */
export const PAGE_ROWS_MAX = 100;
/** Short lists (hot, latest, home sections). */
const SHORT_LIST_DEFAULT = 8;

const pageField = z.preprocess(
  blankAsAbsent,
  z.coerce
    .number({ invalid_type_error: m.pageInvalid })
    .int(m.pageInvalid)
    .min(1, m.pageInvalid)
    .max(INT_MAX, m.pageInvalid)
    .default(1),
);

const rowsField = (fallback: number) =>
  z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ invalid_type_error: m.rowsInvalid })
      .int(m.rowsInvalid)
      .min(1, m.rowsInvalid)
      .max(INT_MAX, m.rowsInvalid)
      .default(fallback)
      .transform((rows) => Math.min(rows, PAGE_ROWS_MAX)),
  );

export const pagingSchema = z.object({ page: pageField, rows: rowsField(PAGE_ROWS_DEFAULT) });
export type Paging = z.infer<typeof pagingSchema>;

/** Hot / latest / home lists: a short first page by default. */
export const shortListSchema = z.object({ page: pageField, rows: rowsField(SHORT_LIST_DEFAULT) });

/** A list's keyword filter (titles containing it); blank is no filter. */
export const keywordField = z.preprocess(
  blankAsAbsent,
  z.string({ invalid_type_error: m.keywordTooLong }).trim().max(40, m.keywordTooLong).optional(),
);
