// The forms of 资讯发布 (issue 26): one article's fields, which article, and the list's filter. Client-safe: the page
// checks with them in the browser when JavaScript runs, the server always. The text is the square's markup (ADR 0049):
// plain paragraphs separated by a blank line are already valid markup; the pages draw it through the square's sanitiser.
import { z } from "zod";
import "~/lib/validation/zod-messages";
import { blankAsAbsent, idField, textField } from "~/lib/validation/input-fields";
import { newsCategories, type NewsCategory } from "~/modules/news/news-config";
import { pagingSchema } from "~/modules/paging/paging-schemas";
import {
  NEWS_AUTHOR_MAX,
  NEWS_CONTENT_MAX,
  NEWS_SOURCE_MAX,
  NEWS_SUMMARY_MAX,
  NEWS_TITLE_MAX,
  newsEditorMessages as m,
  newsStates,
  type NewsState,
} from "./news-editor-messages";

const categoryCodes = newsCategories.map((category) => category.code) as [NewsCategory, ...NewsCategory[]];

/** 保存 (a new draft or an article's new text). */
export const newsArticleSchema = z.object({
  title: textField({ required: m.titleRequired, max: [NEWS_TITLE_MAX, m.titleTooLong] }).describe(
    `标题（≤ ${NEWS_TITLE_MAX} 字）`,
  ),
  category: z.preprocess(blankAsAbsent, z.enum(categoryCodes, { errorMap: () => ({ message: m.categoryRequired }) })),
  summary: textField({ required: m.summaryRequired, max: [NEWS_SUMMARY_MAX, m.summaryTooLong] }).describe(
    `摘要（≤ ${NEWS_SUMMARY_MAX} 字，列表和搜索结果显示）`,
  ),
  content: textField({ required: m.contentRequired, max: [NEWS_CONTENT_MAX, m.contentTooLong] }).describe(
    `正文（标记文本：空一行分段，# 标题、- 列表、**加粗**、[文字](链接) 等，与学长学姐写文章相同；保存后按白名单净化显示；≤ ${NEWS_CONTENT_MAX} 字）`,
  ),
  source: textField({ max: [NEWS_SOURCE_MAX, m.sourceTooLong] }).describe(`来源（可选，≤ ${NEWS_SOURCE_MAX} 字）`),
  author: textField({ max: [NEWS_AUTHOR_MAX, m.authorTooLong] }).describe(`作者（可选，≤ ${NEWS_AUTHOR_MAX} 字）`),
});
export type NewsArticleInput = z.infer<typeof newsArticleSchema>;
export const newsArticleFields = ["title", "category", "summary", "content", "source", "author"] as const;

/** Which article; `version` is the updated time the editor was opened at, so a save over someone else's is refused. */
export const newsArticleIdSchema = z.object({ id: idField(m.idInvalid) });
export const newsVersionSchema = z.object({
  version: z.coerce
    .number({ invalid_type_error: m.versionInvalid })
    .int(m.versionInvalid)
    .nonnegative(m.versionInvalid),
});

const stateCodes = newsStates.map((state) => state.code) as [NewsState, ...NewsState[]];

/** The list: every article, or the drafts, or the published ones; newest change first, a page at a time. */
export const newsEditorListSchema = pagingSchema.extend({
  state: z.preprocess(blankAsAbsent, z.enum(stateCodes, { errorMap: () => ({ message: m.stateInvalid }) }).optional()),
});
export type NewsEditorListInput = z.infer<typeof newsEditorListSchema>;
