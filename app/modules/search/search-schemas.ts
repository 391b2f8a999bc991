// Input of the search page and GET /api/Search. Client-safe: zod only.
import { z } from "zod";
import { blankAsAbsent } from "~/lib/validation/input-fields";
import { pagingSchema } from "~/modules/paging/paging-schemas";
import { SEARCH_KEYWORD_MAX, searchScopes, type SearchScope } from "./search-config";
import { searchMessages as m } from "./search-messages";

const searchKeywordField = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() : value),
  z.preprocess(
    blankAsAbsent,
    z
      .string({ required_error: m.keywordRequired, invalid_type_error: m.keywordRequired })
      .max(SEARCH_KEYWORD_MAX, m.keywordTooLong),
  ),
);

export const searchScopeField = z.preprocess(
  blankAsAbsent,
  z
    .enum(searchScopes.map((scope) => scope.code) as [SearchScope, ...SearchScope[]], {
      errorMap: () => ({ message: m.scopeInvalid }),
    })
    .default("all"),
);

export const searchSchema = pagingSchema.extend({ keyword: searchKeywordField, type: searchScopeField });
