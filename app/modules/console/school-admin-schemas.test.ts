// The school section's forms (issue 25): the user search, 停用 / 启用, naming staff by phone number or user id, the
// inbox's filters, state and reply (≤ 500 characters as people count them), the demand list's page.
import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { demandListSchema } from "./school-demand-schemas";
import { inboxItemSchema, inboxListSchema, inboxReplySchema, inboxStateSchema } from "./school-inbox-schemas";
import {
  memberAddSchema,
  memberRemoveSchema,
  userDisabledSchema,
  userSearchSchema,
  userSignOutSchema,
} from "./school-users-schemas";

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrorsOf>[0] }) =>
  result.success ? {} : fieldErrorsOf(result.error!);

describe("the user forms", () => {
  it("searches with a trimmed query (blank: everyone) of at most 20 characters", () => {
    expect(userSearchSchema.parse({ query: " 5678 ", page: "2" })).toEqual({ query: "5678", page: 2 });
    expect(userSearchSchema.parse({ query: "" })).toEqual({ page: 1 });
    expect(errorsOf(userSearchSchema.safeParse({ query: "很".repeat(21) }))).toEqual({
      query: "搜索内容最多 20 个字",
    });
  });

  it("reads 停用 / 启用 from a form's 1 / 0 or JSON's booleans", () => {
    expect(userDisabledSchema.parse({ userId: "7", disabled: "1" })).toEqual({ userId: 7, disabled: true });
    expect(userDisabledSchema.parse({ userId: 7, disabled: false })).toEqual({ userId: 7, disabled: false });
    expect(errorsOf(userDisabledSchema.safeParse({ userId: "x", disabled: "maybe" }))).toEqual({
      userId: "请选择用户",
      disabled: "请选择停用或启用",
    });
  });

  it("names a member by an 11-digit mobile number or a user id, and nothing else", () => {
    expect(memberAddSchema.parse({ role: "teacher", account: " 13800000001 " })).toEqual({
      role: "teacher",
      account: { phoneNumber: "13800000001" },
    });
    expect(memberAddSchema.parse({ role: "school_admin", account: "42" })).toEqual({
      role: "school_admin",
      account: { userId: 42 },
    });
    for (const account of ["12345678901", "0", "abc", "99999999999", "2147483648"])
      expect(errorsOf(memberAddSchema.safeParse({ role: "teacher", account })), account).toEqual({
        account: "请输入 11 位手机号或数字用户 ID",
      });
    expect(errorsOf(memberAddSchema.safeParse({ role: "operator", account: "" }))).toEqual({
      role: "请选择身份（管理员或教师）",
      account: "请输入本校用户的手机号或用户 ID",
    });
  });

  it("removes a member and signs a user out by user id", () => {
    expect(memberRemoveSchema.parse({ role: "teacher", userId: "9" })).toEqual({ role: "teacher", userId: 9 });
    expect(errorsOf(memberRemoveSchema.safeParse({ role: "operator", userId: "" }))).toEqual({
      role: "请选择身份（管理员或教师）",
      userId: "请选择用户",
    });
    expect(userSignOutSchema.parse({ userId: "3" })).toEqual({ userId: 3 });
    expect(errorsOf(userSignOutSchema.safeParse({ userId: "1.5" }))).toEqual({ userId: "请选择用户" });
  });
});

describe("the inbox forms", () => {
  it("filters by state and kind codes, blank meaning all", () => {
    expect(inboxListSchema.parse({ state: "", kind: "", page: "" })).toEqual({ page: 1 });
    expect(inboxListSchema.parse({ state: "in_progress", kind: "booking", page: "3" })).toEqual({
      state: "in_progress",
      kind: "booking",
      page: 3,
    });
    expect(errorsOf(inboxListSchema.safeParse({ state: "处理中", kind: "mail" }))).toEqual({
      state: "请选择处理状态：新、处理中或已回复",
      kind: "请选择类型：意见反馈或预约咨询",
    });
    expect(inboxItemSchema.parse({ kind: "booking", id: "8" })).toEqual({ kind: "booking", id: 8 });
    expect(inboxStateSchema.parse({ kind: "feedback", id: "8", state: "replied" })).toEqual({
      kind: "feedback",
      id: 8,
      state: "replied",
    });
    expect(errorsOf(inboxStateSchema.safeParse({ kind: "feedback", id: "-1", state: "new" }))).toEqual({
      id: "请选择一条反馈或预约",
    });
  });

  it("takes a trimmed reply of 1 to 500 characters, counted as people count them", () => {
    expect(inboxReplySchema.parse({ kind: "feedback", id: "5", body: "  已修复 " })).toEqual({
      kind: "feedback",
      id: 5,
      body: "已修复",
    });
    expect(inboxReplySchema.safeParse({ kind: "feedback", id: 5, body: "👍".repeat(500) }).success).toBe(true);
    expect(errorsOf(inboxReplySchema.safeParse({ kind: "feedback", id: 5, body: "好".repeat(501) }))).toEqual({
      body: "回复最多 500 个字",
    });
    expect(errorsOf(inboxReplySchema.safeParse({ kind: "feedback", id: 5, body: "   " }))).toEqual({
      body: "请填写回复内容",
    });
  });
});

describe("the demand list", () => {
  it("pages from 1", () => {
    expect(demandListSchema.parse({})).toEqual({ page: 1 });
    expect(errorsOf(demandListSchema.safeParse({ page: "0" }))).toEqual({ page: "页码应为正整数" });
  });
});
