// Field builders every input schema uses, for query strings, forms (strings) and JSON (numbers) alike. Client-safe:
// zod only. Each takes the domain's own message.
import { z } from "zod";

/** The largest id or count a field accepts (a 32-bit signed integer: the databases' INTEGER). */
export const INT_MAX = 2_147_483_647;

/** Form fields arrive as "" when left empty; treat that (and null) as absent. */
export const blankAsAbsent = (value: unknown) => (value === "" || value === null ? undefined : value);

/** A ticked checkbox: forms send "on" (scripts "1" or "true"), JSON sends true; an absent box is not ticked. */
export const isTicked = (value: unknown) => value === true || value === "on" || value === "1" || value === "true";

/** A checkbox field: ticked or not, never an error. */
export const checkboxField = z.preprocess(isTicked, z.boolean());

export const idField = (message: string) =>
  z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ required_error: message, invalid_type_error: message })
      .int(message)
      .positive(message)
      .max(INT_MAX, message),
  );

export const optionalIdField = (message: string) =>
  z.preprocess(
    blankAsAbsent,
    z.coerce.number({ invalid_type_error: message }).int(message).positive(message).max(INT_MAX, message).optional(),
  );

/**
 * Text as typed, trimmed, its length counted in characters as people count them (an emoji or a rare 汉字 is one):
 * `required` when it may not be empty, `min` and `max` with their messages, and `check` for the rest (a link's form).
 * One message per field, the first rule it breaks.
 */
export const textField = (rules: {
  required?: string;
  min?: readonly [number, string];
  max: readonly [number, string];
  check?: (text: string) => string | null;
}) =>
  z.preprocess(
    (value) => (value === null || value === undefined ? "" : value),
    z
      .string({ invalid_type_error: rules.required ?? rules.max[1] })
      .trim()
      .superRefine((text, context) => {
        const length = [...text].length;
        const message =
          text === ""
            ? (rules.required ?? null)
            : rules.min && length < rules.min[0]
              ? rules.min[1]
              : length > rules.max[0]
                ? rules.max[1]
                : (rules.check?.(text) ?? null);
        if (message) context.addIssue({ code: z.ZodIssueCode.custom, message });
      }),
  );
