// The answers of the experience endpoints (experience.server.ts ExperienceCard, SeniorCard, ExperienceDetail,
// ExperiencePlayGrant) as `result` schemas, shared with the lists that answer the same cards: follows/, groups/ and
// /api/Square/more. Server-only: result schemas describe answers for the API description and the contract check.
import { z } from "zod";
import { count, isoDateTime, rowId, videoRenditionsResult } from "~/modules/api/result-schemas.server";
import { experienceCategories, type ExperienceCategory } from "./experience-config";

export const experienceCategoryCodes = experienceCategories.map((category) => category.code) as [
  ExperienceCategory,
  ...ExperienceCategory[],
];

/** The input field `category` of the lists and posts (experienceCategoryField takes a code or a Chinese name). */
export const experienceCategoryNote = `分类代码，也可写中文名（${experienceCategories
  .map((category) => `${category.code} ${category.name}`)
  .join("、")}）`;

export const experienceCard = z.object({
  id: rowId,
  category: z.enum(experienceCategoryCodes),
  categoryName: z.string(),
  title: z.string(),
  summary: z.string(),
  hasVideo: z.boolean(),
  videoDuration: count.nullable(),
  posterKey: z.string().nullable(),
  poster: z.string().nullable(),
  seniorId: rowId.nullable(),
  seniorName: z.string().nullable(),
  seniorBadge: z.boolean(),
  admittedSchool: z.string().nullable(),
  admittedMajor: z.string().nullable(),
  publishedAt: isoDateTime.nullable(),
  viewCount: count,
  likeCount: count,
  collectCount: count,
});

export const seniorCard = z.object({
  id: rowId,
  name: z.string(),
  avatar: z.string().nullable(),
  undergraduateSchool: z.string(),
  admittedSchool: z.string(),
  admittedMajor: z.string(),
  examYear: z.number().int(),
  totalScore: count.nullable(),
  tags: z.array(z.string()),
  experienceCount: count,
  badge: z.boolean(),
});

const seniorDetail = seniorCard.extend({ introduction: z.string() });

export const experienceDetail = experienceCard.extend({
  content: z.string(),
  contentFormat: z.enum(["text", "html"]),
  tags: z.array(z.string()),
  videoLink: z.string().nullable(),
  senior: seniorDetail.nullable(),
  liked: z.boolean(),
  collected: z.boolean(),
});

/** A recorded video's play URL (video-grant.server.ts VideoGrant) with the experience's id. */
export const experiencePlayGrant = z.object({
  id: rowId,
  title: z.string(),
  duration: count,
  poster: z.string().nullable(),
  url: z.string(),
  renditions: videoRenditionsResult,
  expiresAt: z.number().int().describe("过期时间，Unix 秒"),
  basis: z.enum(["free-preview", "free", "enrolled", "member-licence", "campus-licence"]),
  resumeAt: count,
});

export const experienceLikeState = z.object({ id: rowId, liked: z.boolean(), likeCount: count });
export const experienceCollectState = z.object({ id: rowId, collected: z.boolean(), collectCount: count });

export const seniorTag = z.object({ name: z.string(), count: count });
