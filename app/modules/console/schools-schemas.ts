// The operator's school forms (issue 25): a new school (name, and optionally its campus ranges) and a new name.
// Client-safe; the service checks again (and the name's uniqueness and the ranges' overlaps, which need the database).
import { z } from "zod";
import "~/lib/validation/zod-messages";
import { idField } from "~/lib/validation/input-fields";
import { phoneNumberSchema } from "~/modules/auth/auth-schemas";
import { campusPageMessages, campusMessages as m, SCHOOL_NAME_MAX_LENGTH } from "./campus-messages";
import { campusRangesSchema } from "./campus-schemas";
import { consoleMessages } from "./console-messages";

const nameField = z
  .preprocess(
    (value) => (value === null || value === undefined ? "" : value),
    z
      .string({ invalid_type_error: m.nameRequired })
      .trim()
      .min(1, m.nameRequired)
      .refine((name) => [...name].length <= SCHOOL_NAME_MAX_LENGTH, m.nameTooLong),
  )
  .describe(`学校名称（≤ ${SCHOOL_NAME_MAX_LENGTH} 字）`);

/** 新建学校. */
export const createSchoolSchema = z.object({ name: nameField }).merge(campusRangesSchema);

/** 修改名称. */
export const renameSchoolSchema = z.object({ name: nameField });

/** 修改名称 / 更换机构注册码 on /console/schools: which school. */
export const schoolIdSchema = z.object({ id: idField(campusPageMessages.schoolIdInvalid) });

/** 结束授权 / 修改日期 on /console/licences: which licence. */
export const licenceIdSchema = z.object({ id: idField(campusPageMessages.licenceIdInvalid) });

/** 添加运营人员: a registered user's phone number. */
export const addOperatorSchema = z.object({ phoneNumber: phoneNumberSchema });

/** 移除运营人员: which user. */
export const operatorIdSchema = z.object({ userId: idField(consoleMessages.roleNotFound) });

/** The API's {schoolId} in a console path (the dispatcher has checked its scope before the input is read). */
export const schoolPathFields = { schoolId: idField(consoleMessages.schoolNotFound) };
