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
