import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { seniorApplicationSchema } from "./senior-application-schemas";

const valid = {
  admittedSchool: "北京大学",
  admittedMajor: "计算机科学与技术",
  examYear: "2025",
  subject1: "政治",
  score1: "70",
  subject2: "英语一",
  score2: "80",
  subject3: "数学一",
  score3: "130",
  subject4: "408",
  score4: "120",
  totalScore: "400",
  introduction: "二战上岸，分享数学和 408 的复习节奏。",
};

const errorsOf = (input: Record<string, string>) => {
  const result = seniorApplicationSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe("the application form", () => {
  it("reads the rows it was given into subjects with scores", () => {
    const parsed = seniorApplicationSchema.parse({ ...valid, subject4: "", score4: "", totalScore: "280" });
    expect(parsed.subjects).toEqual([
      { subject: "政治", score: 70 },
      { subject: "英语一", score: 80 },
      { subject: "数学一", score: 130 },
    ]);
    expect(parsed).toMatchObject({ examYear: 2025, totalScore: 280, admittedSchool: "北京大学" });
  });

  it("names the empty half of a row, and a total that is not the sum", () => {
    expect(errorsOf({ ...valid, score2: "" })).toEqual({ score2: "请填写这一科的成绩" });
    expect(errorsOf({ ...valid, subject3: "" })).toEqual({ subject3: "请填写这一科的科目名称" });
    expect(errorsOf({ ...valid, totalScore: "401" })).toEqual({ totalScore: "总分应等于各科成绩之和（400）" });
    expect(errorsOf({ ...valid, score1: "301" })).toEqual({ score1: "成绩应为 0–300 的整数" });
  });

  it("needs one subject at least, a school, a year in range and an introduction", () => {
    const empty = Object.fromEntries(Object.keys(valid).map((key) => [key, ""]));
    expect(
      errorsOf({
        ...valid,
        ...Object.fromEntries(
          Object.keys(valid)
            .filter((key) => /^(subject|score)\d$/.test(key))
            .map((key) => [key, ""]),
        ),
      }),
    ).toEqual({
      subject1: "请至少填写一科的科目和成绩",
    });
    const errors = errorsOf(empty);
    expect(errors).toMatchObject({
      admittedSchool: "请填写录取院校",
      examYear: "请填写考研年份",
      introduction: "请写一段自我介绍",
    });
    expect(errorsOf({ ...valid, examYear: "1999" }).examYear).toMatch(/考研年份应在/);
    expect(errorsOf({ ...valid, introduction: "太短" }).introduction).toBe("自我介绍为 10–500 个字");
  });
});
