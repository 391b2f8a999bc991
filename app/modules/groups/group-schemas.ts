// The forms and queries of 学习小组 (docs/decisions/0034): one schema per form, used by the pages' actions, the API and
// @mantine/form in the browser. Client-safe: zod only.
import { z } from "zod";
import "~/lib/validation/zod-messages";
import { blankAsAbsent, idField } from "~/lib/validation/input-fields";
import { pagingSchema } from "~/modules/paging/paging-schemas";
import {
  GROUP_INTRO_MAX,
  GROUP_NAME_MAX,
  GROUP_TARGET_MAX,
  GROUP_YEAR_MAX,
  GROUP_YEAR_MIN,
  groupSorts,
  groupSubjects,
  type GroupSort,
  type GroupSubject,
} from "./group-config";
import { groupMessages as m } from "./group-messages";

const subjectCodes = groupSubjects.map((subject) => subject.code) as [GroupSubject, ...GroupSubject[]];

/** A subject by code or Chinese name (the filter's links use codes; people type names). */
const subjectField = z.preprocess(
  (value) => {
    if (typeof value !== "string") return value;
    const trimmed = value.trim();
    return groupSubjects.find((subject) => subject.name === trimmed)?.code ?? trimmed;
  },
  z.enum(subjectCodes, { errorMap: () => ({ message: m.subjectInvalid }) }),
);

const characters = (text: string) => [...text].length;

/** 创建小组. */
export const createGroupSchema = z.object({
  name: z
    .string({ required_error: m.nameRequired, invalid_type_error: m.nameRequired })
    .trim()
    .min(1, m.nameRequired)
    .refine((text) => characters(text) <= GROUP_NAME_MAX, m.nameTooLong),
  target: z
    .string({ required_error: m.targetRequired, invalid_type_error: m.targetRequired })
    .trim()
    .min(1, m.targetRequired)
    .refine((text) => characters(text) <= GROUP_TARGET_MAX, m.targetTooLong),
  subject: subjectField,
  examYear: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ required_error: m.yearInvalid, invalid_type_error: m.yearInvalid })
      .int(m.yearInvalid)
      .min(GROUP_YEAR_MIN, m.yearInvalid)
      .max(GROUP_YEAR_MAX, m.yearInvalid),
  ),
  introduction: z
    .string({ invalid_type_error: m.introTooLong })
    .trim()
    .refine((text) => characters(text) <= GROUP_INTRO_MAX, m.introTooLong)
    .default(""),
});
export type CreateGroupInput = z.infer<typeof createGroupSchema>;
export const createGroupFields = ["name", "target", "subject", "examYear", "introduction"] as const;

/** 加入 / 退出 / 解散: which group, which way. */
export const membershipFormSchema = z.object({
  groupId: idField(m.groupInvalid),
  intent: z.enum(["join", "leave", "dissolve"], { errorMap: () => ({ message: m.intentInvalid }) }),
});

export const groupIdSchema = z.object({ id: idField(m.groupInvalid) });

const sortAliases: Record<string, GroupSort> = { 最新: "new", 成员最多: "members", new: "new", members: "members" };

/** The list's filters: subject, exam year, a name keyword, the order; page and rows. */
export const groupListSchema = pagingSchema.extend({
  subject: z.preprocess(blankAsAbsent, subjectField.optional()),
  examYear: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ invalid_type_error: m.yearInvalid })
      .int(m.yearInvalid)
      .min(GROUP_YEAR_MIN, m.yearInvalid)
      .max(GROUP_YEAR_MAX, m.yearInvalid)
      .optional(),
  ),
  keyword: z.preprocess(
    blankAsAbsent,
    z.string({ invalid_type_error: m.keywordTooLong }).trim().max(20, m.keywordTooLong).optional(),
  ),
  sort: z.preprocess(
    (value) => {
      const present = blankAsAbsent(value);
      return typeof present === "string" ? (sortAliases[present.trim()] ?? present) : present;
    },
    z
      .enum(groupSorts.map((sort) => sort.code) as [GroupSort, ...GroupSort[]], {
        errorMap: () => ({ message: m.sortInvalid }),
      })
      .default("new"),
  ),
});
export type GroupListInput = z.infer<typeof groupListSchema>;

/** A group's page: the group and its members' and posts' pages. */
export const groupPageSchema = z.object({
  id: idField(m.groupInvalid),
  page: pagingSchema.shape.page,
  postPage: pagingSchema.shape.page,
});
