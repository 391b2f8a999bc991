// The settings forms' schemas: the goal's bounds per kind, the targets' lengths (blank clears), checkboxes, themes, and
// the API's update schema.
import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import {
  notificationPreferencesSchema,
  studyGoalSchema,
  studyTargetSchema,
  themeChoiceSchema,
  userSettingsUpdateSchema,
} from "./settings-schemas";
import { targetSchoolOptions } from "./target-schools";

const errorsOf = (schema: { safeParse(value: unknown): { success: boolean; error?: unknown } }, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? {} : fieldErrorsOf(parsed.error as never);
};

describe("studyGoalSchema", () => {
  it.each([
    ["minutes", "10", 10],
    ["minutes", "600", 600],
    ["words", "5", 5],
    ["words", "500", 500],
  ])("accepts %s %s", (goalKind, goalAmount, amount) => {
    expect(studyGoalSchema.parse({ goalKind, goalAmount })).toEqual({ goalKind, goalAmount: amount });
  });

  it.each([
    ["minutes", "9", "每日学习时长为 10–600 分钟的整数"],
    ["minutes", "601", "每日学习时长为 10–600 分钟的整数"],
    ["minutes", "30.5", "每日学习时长为 10–600 分钟的整数"],
    ["minutes", "abc", "每日学习时长为 10–600 分钟的整数"],
    ["minutes", "", "每日学习时长为 10–600 分钟的整数"],
    ["words", "4", "每日单词数为 5–500 个的整数"],
    ["words", "501", "每日单词数为 5–500 个的整数"],
  ])("refuses %s %j", (goalKind, goalAmount, message) => {
    expect(errorsOf(studyGoalSchema, { goalKind, goalAmount })).toEqual({ goalAmount: message });
  });

  it("asks for the kind", () => {
    expect(errorsOf(studyGoalSchema, { goalKind: "", goalAmount: "30" }).goalKind).toBe("请选择学习目标的类型");
  });
});

describe("studyTargetSchema", () => {
  it("trims, folds spaces and clears a blank", () => {
    expect(studyTargetSchema.parse({ targetSchool: "  北京  大学 ", targetMajor: "" })).toEqual({
      targetSchool: "北京 大学",
      targetMajor: null,
    });
  });

  it("counts characters, not bytes", () => {
    expect(errorsOf(studyTargetSchema, { targetSchool: "北", targetMajor: "法学" })).toEqual({
      targetSchool: "目标院校至少 2 个字",
    });
    expect(errorsOf(studyTargetSchema, { targetSchool: "中".repeat(40), targetMajor: "专".repeat(41) })).toEqual({
      targetMajor: "目标专业最多 40 个字",
    });
  });
});

describe("checkboxes and theme", () => {
  it("reads a present box as on and a missing one as off", () => {
    expect(notificationPreferencesSchema.parse({ notifyOrder: "on", notifyLive: "" })).toEqual({
      notifyOrder: true,
      notifyLive: false,
      notifySquare: false,
    });
    expect(notificationPreferencesSchema.parse({ notifyOrder: true, notifyLive: false, notifySquare: true })).toEqual({
      notifyOrder: true,
      notifyLive: false,
      notifySquare: true,
    });
  });

  it("knows the four themes", () => {
    expect(themeChoiceSchema.parse({ theme: "gray" })).toEqual({ theme: "gray" });
    expect(errorsOf(themeChoiceSchema, { theme: "pink" })).toEqual({ theme: "请选择主题" });
  });

  it("the API's update takes the exam date as YYYY-MM-DD, trimmed, or blank", () => {
    expect(userSettingsUpdateSchema.parse({ examDate: " 2027-12-19 " })).toEqual({ examDate: "2027-12-19" });
    expect(userSettingsUpdateSchema.parse({ examDate: "" })).toEqual({ examDate: "" });
    expect(userSettingsUpdateSchema.parse({ examDate: null })).toEqual({ examDate: null });
    expect(errorsOf(userSettingsUpdateSchema, { examDate: "2027-1-1" })).toEqual({
      examDate: "请输入正确的考试日期，例如 2026-12-19",
    });
  });

  it("the API's update refuses unknown fields", () => {
    expect(userSettingsUpdateSchema.safeParse({ goalKind: "words", goalAmount: 20 }).success).toBe(true);
    expect(userSettingsUpdateSchema.safeParse({ dailyMinutes: 20 }).success).toBe(false);
  });
});

describe("targetSchoolOptions", () => {
  it("lists subscribing schools first, each name once", () => {
    const options = targetSchoolOptions(["演示大学", "北京大学"]);
    expect(options.slice(0, 2)).toEqual(["演示大学", "北京大学"]);
    expect(options.filter((name) => name === "北京大学")).toHaveLength(1);
    expect(options).toContain("兰州大学");
  });
});
