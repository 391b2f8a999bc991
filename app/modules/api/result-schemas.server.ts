// Pieces the endpoints' `result` schemas share (ApiEndpoint.result): a page of a list, a time as the API writes it.
// Server-only: result schemas describe answers for the API description and the contract check, never a form.
import { z } from "zod";
import { PAGE_ROWS_MAX } from "~/modules/paging/paging-schemas";
import { subjects, type SubjectCode } from "~/modules/subjects/subjects";

/** An instant as the API writes it: ISO 8601 with its offset (UTC in the database, Z). */
export const isoDateTime = z.string().datetime({ offset: true });

/** An instant as a few older answers write it: Unix milliseconds (the moderation queue, 我的文章). */
export const epochMillis = z.number().int().nonnegative().describe("Unix 毫秒时间戳");

/** A day without a time, yyyy-MM-dd (Beijing calendar). */
export const isoDate = z.string().date();

/** A non-negative whole number: counts, totals, seconds. */
export const count = z.number().int().nonnegative();

/** A row id. */
export const rowId = z.number().int().positive();

/** A page of a list as every paged list answers it (app/modules/paging/paged-query.ts Page<T>). */
export function pageResultOf<Item extends z.ZodTypeAny>(item: Item) {
  return z.object({
    page: z.number().int().positive(),
    rows: z.number().int().positive(),
    total: count,
    items: z.array(item),
  });
}

/** A result with nothing in it: the envelope's result is null. */
export const noResult = z.null();

/** A course subject's code (subjects.ts): courses, paper videos, lives and past papers are filed under one. */
export const subjectCode = z.enum(subjects.map((subject) => subject.code) as [SubjectCode, ...SubjectCode[]]);

/** Why a viewer may watch (entitlement.ts EntitlementBasis). */
export const entitlementBasis = z.enum(["free-preview", "free", "enrolled", "member-licence", "campus-licence"]);

/** What pages and the API show about access (content-access.server.ts AccessSummary). */
export const accessSummaryResult = z.object({
  allowed: z.boolean(),
  basis: entitlementBasis.nullable(),
  reason: z.enum(["login-required", "purchase-required"]).nullable(),
  status: z.union([z.literal(401), z.literal(403)]).nullable(),
});

/** 标清 and 高清 of a video (video-grant.server.ts VideoRendition); empty when it has one file. */
export const videoRenditionsResult = z
  .array(
    z.object({
      quality: z.enum(["sd", "hd"]).describe("sd：标清 360p，约 400 kbps；hd：高清 720p，约 1.2 Mbps"),
      label: z.string(),
      url: z.string().describe("签名地址，与 url 同时失效"),
    }),
  )
  .describe("视频有两种清晰度时为 [标清, 高清]，否则为空；url 是高清");

/** A recorded video's play grant (video-grant.server.ts VideoGrant): course videos, paper videos, talks. */
export const videoGrantResult = z.object({
  title: z.string(),
  duration: count,
  poster: z.string().nullable(),
  url: z.string(),
  renditions: videoRenditionsResult,
  expiresAt: count,
  basis: entitlementBasis,
  resumeAt: count,
});

/** Notes on the paging fields of every paged list (ApiEndpoint.fieldNotes): what their JSON Schema cannot say. */
export const pagingNotes = {
  rows: `每页条数；超过 ${PAGE_ROWS_MAX} 按 ${PAGE_ROWS_MAX} 条返回`,
} as const;
