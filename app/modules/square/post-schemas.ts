// The write form (/square/write, both trees) and the posts API's input (docs/decisions/0030): one schema per form,
// used by the server and by @mantine/form on the client. A draft may be incomplete (any field may be blank); 发布 needs
// a title, a category, a body and at least one tag. Client-safe: zod only.
import { z } from "zod";
import "~/lib/validation/zod-messages";
import { blankAsAbsent, INT_MAX, optionalIdField } from "~/lib/validation/input-fields";
import { experienceCategoryField } from "~/modules/experience/experience-schemas";
import type { ExperienceCategory } from "~/modules/experience/experience-config";
import { pagingSchema } from "~/modules/paging/paging-schemas";
import { POST_LIMITS, VIDEO_LINK_PATTERN } from "./post-limits";
import { postMessages as m } from "./post-messages";

const postIntents = ["preview", "draft", "publish", "upload"] as const;

/** What a post holds, however it came in. */
export interface PostContent {
  title: string;
  category: ExperienceCategory | null;
  body: string;
  format: "markup" | "html";
  tags: string[];
  videoLink: string | null;
}

const tagField = z.preprocess(
  blankAsAbsent,
  z
    .string({ invalid_type_error: m.tagTooLong })
    .transform((value) => value.replace(/^#+/, "").trim())
    .pipe(z.string().max(POST_LIMITS.tagMax, m.tagTooLong))
    .optional(),
);

const contentFields = {
  title: z.preprocess(
    (value) => value ?? "",
    z.string({ invalid_type_error: m.titleTooLong }).trim().max(POST_LIMITS.titleMax, m.titleTooLong),
  ),
  category: experienceCategoryField,
  body: z.preprocess(
    (value) => value ?? "",
    z.string({ invalid_type_error: m.bodyTooLong }).max(POST_LIMITS.bodyMax, m.bodyTooLong),
  ),
  format: z.preprocess(
    blankAsAbsent,
    z.enum(["markup", "html"], { errorMap: () => ({ message: m.formatInvalid }) }).default("markup"),
  ),
  videoLink: z.preprocess(
    blankAsAbsent,
    z
      .string({ invalid_type_error: m.videoLinkInvalid })
      .trim()
      .regex(VIDEO_LINK_PATTERN, m.videoLinkInvalid)
      .optional(),
  ),
};

const baseRevisionField = z.preprocess(
  blankAsAbsent,
  z.coerce
    .number({ invalid_type_error: m.revisionInvalid })
    .int(m.revisionInvalid)
    .min(0, m.revisionInvalid)
    .max(INT_MAX, m.revisionInvalid)
    .optional(),
);

type Checkable = { title: string; category?: string; body: string; tags: string[] };

/** 发布's requirements, on top of a draft's. */
function requireComplete(value: Checkable, context: z.RefinementCtx, tagPath: string) {
  if (!value.title) context.addIssue({ code: z.ZodIssueCode.custom, path: ["title"], message: m.titleRequired });
  if (!value.category)
    context.addIssue({ code: z.ZodIssueCode.custom, path: ["category"], message: m.categoryRequired });
  if (!value.body.trim()) context.addIssue({ code: z.ZodIssueCode.custom, path: ["body"], message: m.bodyRequired });
  if (value.tags.length === 0)
    context.addIssue({ code: z.ZodIssueCode.custom, path: [tagPath], message: m.tagRequired });
}

/** The page's form: fields as strings, two tag inputs, and which button was pressed. */
export const postFormSchema = z
  .object({
    id: optionalIdField(m.idInvalid),
    baseRevision: baseRevisionField,
    intent: z.enum(postIntents, { errorMap: () => ({ message: m.intentInvalid }) }),
    ...contentFields,
    tag1: tagField,
    tag2: tagField,
  })
  .superRefine((value, context) => {
    if (value.tag1 && value.tag2 && value.tag1 === value.tag2)
      context.addIssue({ code: z.ZodIssueCode.custom, path: ["tag2"], message: m.tagsDuplicate });
    if (value.intent === "publish")
      requireComplete({ ...value, tags: [value.tag1, value.tag2].filter(Boolean) as string[] }, context, "tag1");
  });
export type PostFormInput = z.infer<typeof postFormSchema>;

/** The form's fields as the page keeps them (strings), for re-rendering with everything kept. */
export type PostFormValues = Record<
  "id" | "baseRevision" | "title" | "category" | "body" | "format" | "tag1" | "tag2" | "videoLink",
  string
>;

export const emptyPostForm: PostFormValues = {
  id: "",
  baseRevision: "",
  title: "",
  category: "",
  body: "",
  format: "markup",
  tag1: "",
  tag2: "",
  videoLink: "",
};

export function contentOfForm(input: PostFormInput): PostContent {
  return {
    title: input.title,
    category: input.category ?? null,
    body: input.body,
    format: input.format,
    tags: [input.tag1, input.tag2].filter((tag): tag is string => Boolean(tag)),
    videoLink: input.videoLink ?? null,
  };
}

// ——— The API ———

const apiContent = z.object({
  ...contentFields,
  tags: z
    .array(tagField, { invalid_type_error: m.tagsTooMany })
    .max(POST_LIMITS.tagsMax, m.tagsTooMany)
    .default([])
    .transform((tags) => tags.filter((tag): tag is string => Boolean(tag))),
});

/** POST /api/Square/drafts: save a draft (id and baseRevision to continue one). */
export const apiDraftSchema = apiContent
  .extend({
    id: optionalIdField(m.idInvalid),
    baseRevision: baseRevisionField,
    groupId: optionalIdField(m.groupInvalid),
  })
  .superRefine((value, context) => {
    if (new Set(value.tags).size !== value.tags.length)
      context.addIssue({ code: z.ZodIssueCode.custom, path: ["tags"], message: m.tagsDuplicate });
  });

/** POST /api/Square/posts/publish: submit for review (a new post, a draft, or an edit of one's post). */
export const apiPublishSchema = apiContent
  .extend({
    id: optionalIdField(m.idInvalid),
    baseRevision: baseRevisionField,
    groupId: optionalIdField(m.groupInvalid),
  })
  .superRefine((value, context) => {
    if (new Set(value.tags).size !== value.tags.length)
      context.addIssue({ code: z.ZodIssueCode.custom, path: ["tags"], message: m.tagsDuplicate });
    requireComplete(value, context, "tags");
  });

export function contentOfApi(input: z.infer<typeof apiContent>): PostContent {
  return {
    title: input.title,
    category: input.category ?? null,
    body: input.body,
    format: input.format,
    tags: input.tags,
    videoLink: input.videoLink ?? null,
  };
}

/** POST /api/Square/preview. */
export const apiPreviewSchema = z.object({ body: contentFields.body, format: contentFields.format });

export const postIdSchema = z.object({
  id: optionalIdField(m.idInvalid).pipe(z.number({ required_error: m.idInvalid })),
});

/** 我的文章's tabs (?tab=), in order; 未通过 includes hidden posts and declined edits. */
export const articleStates = [
  { code: "draft", name: "草稿" },
  { code: "pending", name: "审核中" },
  { code: "published", name: "已发布" },
  { code: "declined", name: "未通过" },
] as const;
export type ArticleState = (typeof articleStates)[number]["code"];

export function articleStateOf(
  code: string | null | undefined,
  fallback: ArticleState = "published",
): ArticleState | null {
  if (code === null || code === undefined || code === "") return fallback;
  return articleStates.find((state) => state.code === code)?.code ?? null;
}

export const apiArticlesSchema = pagingSchema.extend({
  state: z.preprocess(
    blankAsAbsent,
    z
      .enum(["draft", "pending", "published", "declined"], { errorMap: () => ({ message: m.stateInvalid }) })
      .default("published"),
  ),
});
