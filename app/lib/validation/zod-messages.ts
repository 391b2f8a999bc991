// Chinese wording for zod's built-in checks, so input the schemas do not phrase themselves (wrong type, unknown
// enum value, too long) still gets a message a student can read. Schemas' own messages take precedence.
import { z, type ZodErrorMap } from "zod";

const chineseErrorMap: ZodErrorMap = (issue, context) => {
  switch (issue.code) {
    case z.ZodIssueCode.invalid_type:
      return { message: issue.received === "undefined" || issue.received === "null" ? "此项为必填项" : "格式不正确" };
    case z.ZodIssueCode.invalid_enum_value:
    case z.ZodIssueCode.invalid_literal:
    case z.ZodIssueCode.invalid_union:
    case z.ZodIssueCode.invalid_union_discriminator:
      return { message: "取值不在允许范围内" };
    case z.ZodIssueCode.too_small:
      return {
        message:
          issue.type === "string" ? `至少需要 ${String(issue.minimum)} 个字符` : `不能小于 ${String(issue.minimum)}`,
      };
    case z.ZodIssueCode.too_big:
      return {
        message: issue.type === "string" ? `最多 ${String(issue.maximum)} 个字符` : `不能大于 ${String(issue.maximum)}`,
      };
    case z.ZodIssueCode.invalid_string:
      return { message: "格式不正确" };
    default:
      return { message: context.defaultError === "Required" ? "此项为必填项" : "输入有误" };
  }
};

z.setErrorMap(chineseErrorMap);

/** First message per field, keyed by the field's path ("phoneNumber", "items.0.id"); "" for form-level issues. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".");
    errors[key] ??= issue.message;
  }
  return errors;
}
