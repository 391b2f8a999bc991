// Input of the vocabulary pages and of /api/Book and /api/Word: one schema per call, for forms (strings) and JSON
// (numbers, booleans) alike. Client-safe: zod only. Checks that need the clock (an exam date not in the past) are
// the settings service's.
import { z } from "zod";
import { blankAsAbsent, INT_MAX } from "~/lib/validation/input-fields";
import "~/lib/validation/zod-messages";
import { pagingSchema } from "~/modules/paging/paging-schemas";
import { wordMessages as m } from "./word-messages";

// Word lists page like every list.
export { PAGE_ROWS_DEFAULT, pagingSchema, type Paging } from "~/modules/paging/paging-schemas";
export const DAILY_NEW_WORDS_DEFAULT = 20;
export const DAILY_NEW_WORDS_MAX = 200;
const LOOKUP_MAX = 64;

const id = (message: string) =>
  z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ required_error: message, invalid_type_error: message })
      .int(message)
      .positive(message)
      .max(INT_MAX, message),
  );

const optionalId = (message: string) =>
  z.preprocess(
    blankAsAbsent,
    z.coerce.number({ invalid_type_error: message }).int(message).positive(message).max(INT_MAX, message).optional(),
  );

export const bookIdSchema = z.object({ bookId: id(m.bookIdInvalid) });
/** A book, or (absent) the user's chosen one. */
export const optionalBookIdSchema = z.object({ bookId: optionalId(m.bookIdInvalid) });

export const wordAnswerSchema = z.object({
  wordId: id(m.wordIdInvalid),
  bookId: id(m.bookIdInvalid),
  /**
   * The card's reps when it was shown (0 for a new word). Sent by our pages; optional for API clients. When present
   * the answer applies only to that version of the card, which makes a resubmission harmless.
   */
  reps: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ invalid_type_error: m.repsInvalid })
      .int(m.repsInvalid)
      .min(0, m.repsInvalid)
      .max(INT_MAX, m.repsInvalid)
      .optional(),
  ),
});
export type WordAnswerInput = z.infer<typeof wordAnswerSchema>;

export const wordDetailSchema = z.object({ wordId: id(m.wordIdInvalid), bookId: optionalId(m.bookIdInvalid) });

export const dueListSchema = pagingSchema.merge(optionalBookIdSchema);

const flag = z.preprocess(
  (value) => {
    if (value === undefined || value === "") return true;
    if (value === true || value === 1 || value === "1" || value === "true" || value === "on") return true;
    if (value === false || value === 0 || value === "0" || value === "false" || value === "off") return false;
    return value;
  },
  z.boolean({ invalid_type_error: m.collectedInvalid }),
);

/** POST /api/Word/collect: put a word in the notebook (collected absent or true) or take it out (false). */
export const collectSchema = z.object({ wordId: id(m.wordIdInvalid), collected: flag });

export const nextCollectSchema = z.object({ wordId: optionalId(m.wordIdInvalid) });

/** wordClick: a word by id, or a headword as clicked in a text. */
export const wordClickSchema = z
  .object({
    wordId: optionalId(m.wordIdInvalid),
    word: z.preprocess(
      blankAsAbsent,
      z
        .string({ invalid_type_error: m.lookupMissing })
        .trim()
        .min(1, m.lookupMissing)
        .max(LOOKUP_MAX, m.lookupTooLong)
        .optional(),
    ),
  })
  .refine((input) => input.wordId !== undefined || input.word !== undefined, {
    message: m.lookupMissing,
    path: ["word"],
  });
export type WordClickInput = z.infer<typeof wordClickSchema>;

/** The settings form: any of the two; an empty exam date means "the national exam's". */
export const wordSettingsSchema = z.object({
  dailyNewWords: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ invalid_type_error: m.dailyNewWordsInvalid })
      .int(m.dailyNewWordsInvalid)
      .min(0, m.dailyNewWordsInvalid)
      .max(DAILY_NEW_WORDS_MAX, m.dailyNewWordsInvalid)
      .optional(),
  ),
  examDate: z
    .string({ invalid_type_error: m.examDateInvalid })
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, m.examDateInvalid)
    .nullable()
    .optional()
    .transform((value) => (value === "" ? null : value)),
});
export type WordSettingsInput = z.infer<typeof wordSettingsSchema>;

/** The settings form's field names, in order. */
export const wordSettingsFields = ["dailyNewWords", "examDate"] as const;
