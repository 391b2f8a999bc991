// The forms of the console's 用户 section (issue 25): the user search, 停用 / 启用, 退出所有登录, and naming or removing
// a school's staff and teachers. One schema per form, for the page (browser and server) and /api/console alike.
// Client-safe: zod only.
import { z } from "zod";
import "~/lib/validation/zod-messages";
import { blankAsAbsent, idField, INT_MAX } from "~/lib/validation/input-fields";
import { phoneNumberSchema } from "~/modules/auth/auth-schemas";
import { pagingSchema } from "~/modules/paging/paging-schemas";
import { schoolAdminMessages as m, SEARCH_QUERY_MAX } from "./school-admin-messages";

/** The roles a school gives its own users (the operator's is not among them). */
const schoolRoleCodes = ["school_admin", "teacher"] as const;
export type SchoolRoleCode = (typeof schoolRoleCodes)[number];

/** 搜索: a phone number's last digits or part of a nickname; blank lists everyone, newest first. */
export const userSearchSchema = pagingSchema.pick({ page: true }).extend({
  query: z.preprocess(
    blankAsAbsent,
    z.string({ invalid_type_error: m.queryTooLong }).trim().max(SEARCH_QUERY_MAX, m.queryTooLong).optional(),
  ),
});

const userIdField = idField(m.userIdInvalid);

/** 停用 / 启用: disabled is "1" or "0" from a form, a boolean from JSON. */
export const userDisabledSchema = z.object({
  userId: userIdField,
  disabled: z.preprocess(
    (value) => ({ "1": true, true: true, "0": false, false: false })[String(value)] ?? value,
    z.boolean({ required_error: m.disabledInvalid, invalid_type_error: m.disabledInvalid }),
  ),
});

/** 退出所有登录. */
export const userSignOutSchema = z.object({ userId: userIdField });

/** Who to name: an 11-digit mobile number or a user id (the console lists both). */
export type MemberAccount = { phoneNumber: string } | { userId: number };

const accountField = z
  .string({ required_error: m.accountRequired, invalid_type_error: m.accountInvalid })
  .trim()
  .min(1, m.accountRequired)
  .transform((value, context): MemberAccount => {
    if (value.length === 11 && phoneNumberSchema.safeParse(value).success) return { phoneNumber: value };
    const id = /^\d{1,10}$/.test(value) ? Number(value) : 0;
    if (id >= 1 && id <= INT_MAX) return { userId: id };
    context.addIssue({ code: z.ZodIssueCode.custom, message: m.accountInvalid });
    return z.NEVER;
  });

const roleField = z.enum(schoolRoleCodes, { errorMap: () => ({ message: m.roleInvalid }) });

/** 添加管理员 / 设为教师: an existing user of the school. */
export const memberAddSchema = z.object({ role: roleField, account: accountField });

/** 移除. */
export const memberRemoveSchema = z.object({ role: roleField, userId: userIdField });
