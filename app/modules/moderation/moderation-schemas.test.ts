// The moderation centre's forms: a decision (the reason required for 不通过 and 隐藏, ≤ 200 characters as people count
// them), a sensitive word (≤ 20 characters, not blank), the queue's kind.
import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { decideSchema, queuePageSchema, sensitiveWordIdSchema, sensitiveWordSchema } from "./moderation-schemas";

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrorsOf>[0] }) =>
  result.success ? {} : fieldErrorsOf(result.error!);

describe("decideSchema", () => {
  it("takes a form's strings and trims the reason", () => {
    expect(decideSchema.parse({ kind: "post", id: "12", action: "decline", reason: "  与考研无关 " })).toEqual({
      kind: "post",
      id: 12,
      action: "decline",
      reason: "与考研无关",
    });
    expect(decideSchema.parse({ kind: "comment", id: 3, action: "approve" })).toEqual({
      kind: "comment",
      id: 3,
      action: "approve",
      reason: "",
    });
  });

  it("requires a reason for 不通过 and 隐藏 only", () => {
    expect(errorsOf(decideSchema.safeParse({ kind: "post", id: "1", action: "decline", reason: "  " }))).toEqual({
      reason: "请填写原因（作者会看到）",
    });
    expect(errorsOf(decideSchema.safeParse({ kind: "post", id: "1", action: "hide" }))).toEqual({
      reason: "请填写原因（作者会看到）",
    });
    for (const action of ["approve", "restore", "dismiss"])
      expect(decideSchema.safeParse({ kind: "post", id: "1", action }).success).toBe(true);
  });

  it("counts the reason's characters, not UTF-16 units", () => {
    expect(decideSchema.safeParse({ kind: "post", id: "1", action: "decline", reason: "😀".repeat(200) }).success).toBe(
      true,
    );
    expect(
      errorsOf(decideSchema.safeParse({ kind: "post", id: "1", action: "decline", reason: "长".repeat(201) })),
    ).toEqual({ reason: "原因最多 200 个字" });
  });

  it("names a bad action, id or kind", () => {
    expect(errorsOf(decideSchema.safeParse({ kind: "post", id: "1", action: "delete" }))).toEqual({
      action: "不支持的审核操作",
    });
    expect(errorsOf(decideSchema.safeParse({ kind: "post", id: "x", action: "approve" }))).toEqual({
      id: "请选择要审核的内容",
    });
    expect(errorsOf(decideSchema.safeParse({ kind: "Post; drop", id: "1", action: "approve" }))).toEqual({
      kind: "不支持的审核类型",
    });
  });
});

describe("sensitiveWordSchema", () => {
  it("trims, refuses blank and more than 20 characters", () => {
    expect(sensitiveWordSchema.parse({ word: " 押题 " })).toEqual({ word: "押题" });
    expect(sensitiveWordSchema.safeParse({ word: "长".repeat(20) }).success).toBe(true);
    expect(errorsOf(sensitiveWordSchema.safeParse({ word: "长".repeat(21) }))).toEqual({ word: "敏感词最多 20 个字" });
    expect(errorsOf(sensitiveWordSchema.safeParse({ word: "   " }))).toEqual({ word: "请输入敏感词" });
    expect(errorsOf(sensitiveWordSchema.safeParse({}))).toEqual({ word: "请输入敏感词" });
  });

  it("takes a word's id to remove it", () => {
    expect(sensitiveWordIdSchema.parse({ id: "7" })).toEqual({ id: 7 });
    expect(errorsOf(sensitiveWordIdSchema.safeParse({ id: "" }))).toEqual({ id: "请选择要删除的敏感词" });
  });
});

describe("queuePageSchema", () => {
  it("pages a source's queue", () => {
    expect(queuePageSchema.parse({ kind: "senior_application", page: "2", rows: "500" })).toEqual({
      kind: "senior_application",
      page: 2,
      rows: 100,
    });
  });
});
