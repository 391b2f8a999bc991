// Input of the news pages and /api/ResNews. Client-safe: zod only. Paging and keyword rules are the course module's,
// so every list of the site clamps `rows` and words its messages alike.
import { z } from "zod";
import { blankAsAbsent, idField } from "~/lib/validation/input-fields";
import { keywordField, pagingSchema, shortListSchema } from "~/modules/paging/paging-schemas";
import { newsCategories, newsCategoryCodeOf, type NewsCategory } from "./news-config";
import { newsMessages as m } from "./news-messages";

/** policy | admission | schedule | guide, or its Chinese name (a name becomes its code); absent means every category. */
export const newsCategoryField = z.preprocess(
  (value) => {
    const present = blankAsAbsent(value);
    return typeof present === "string" ? (newsCategoryCodeOf(present) ?? present) : present;
  },
  z
    .enum(newsCategories.map((category) => category.code) as [NewsCategory, ...NewsCategory[]], {
      errorMap: () => ({ message: m.categoryInvalid }),
    })
    .optional(),
);

export const newsIdSchema = z.object({ id: idField(m.idInvalid) });

/** GET /api/ResNews/page-query: newest first, by category and keyword (title or summary). */
export const newsListSchema = pagingSchema.extend({ category: newsCategoryField, keyword: keywordField });
export type NewsListInput = z.infer<typeof newsListSchema>;

/** GET /api/ResNews/hot-news, /api/HomePage/hot-news: the most read, 8 by default. */
export const hotNewsSchema = shortListSchema;
export type HotNewsInput = z.infer<typeof hotNewsSchema>;

/** The detail page's like / collect forms. */
const newsReactionIntents = ["like", "unlike", "collect", "uncollect"] as const;
export type NewsReactionIntent = (typeof newsReactionIntents)[number];

export const newsReactionFormSchema = z.object({
  id: idField(m.idInvalid),
  intent: z.enum(newsReactionIntents, { errorMap: () => ({ message: m.reactionIntentInvalid }) }),
});
