// 学习小组's forms and list query: Chinese messages, limits counted in characters, subjects by code or name.
import { describe, expect, it } from "vitest";
import { createGroupSchema, groupListSchema, membershipFormSchema } from "./group-schemas";

describe("createGroupSchema", () => {
  it("takes a group and trims it", () => {
    expect(
      createGroupSchema.parse({
        name: " 408 冲刺 ",
        target: "2027 计算机 408",
        subject: "专业课",
        examYear: "2027",
        introduction: "",
      }),
    ).toEqual({
      name: "408 冲刺",
      target: "2027 计算机 408",
      subject: "major",
      examYear: 2027,
      introduction: "",
    });
  });

  it("counts characters, not bytes or UTF-16 units, and names each problem in Chinese", () => {
    expect(
      createGroupSchema.safeParse({ name: "考".repeat(20), target: "英语一", subject: "english", examYear: 2027 })
        .success,
    ).toBe(true);
    const errors = createGroupSchema.safeParse({
      name: "考".repeat(21),
      target: "",
      subject: "art",
      examYear: "1999",
      introduction: "字".repeat(201),
    }).error?.issues;
    expect(errors?.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["name", "小组名称最多 20 个字"],
      ["target", "请填写备考目标，如：2027 计算机 408"],
      ["subject", "请选择科目"],
      ["examYear", "考研年份应为 2025 到 2035 之间的整数"],
      ["introduction", "小组介绍最多 200 个字"],
    ]);
    expect(
      createGroupSchema.safeParse({ name: "   ", target: "x", subject: "math", examYear: 2027 }).error?.issues[0]
        ?.message,
    ).toBe("请填写小组名称");
  });
});

describe("membershipFormSchema and groupListSchema", () => {
  it("reads the join / leave / dissolve form", () => {
    expect(membershipFormSchema.parse({ groupId: "3", intent: "join" })).toEqual({ groupId: 3, intent: "join" });
    expect(membershipFormSchema.safeParse({ groupId: "x", intent: "join" }).error?.issues[0]?.message).toBe(
      "请选择小组",
    );
    expect(membershipFormSchema.safeParse({ groupId: "3", intent: "kick" }).error?.issues[0]?.message).toBe(
      "不支持的操作",
    );
  });

  it("reads the list's filters, blank as absent", () => {
    expect(groupListSchema.parse({ subject: "", examYear: "", keyword: "", sort: "" })).toEqual({
      page: 1,
      rows: 20,
      sort: "new",
    });
    expect(
      groupListSchema.parse({ subject: "英语", examYear: "2027", keyword: " 阅读 ", sort: "成员最多", rows: "500" }),
    ).toEqual({
      page: 1,
      rows: 100,
      subject: "english",
      examYear: 2027,
      keyword: "阅读",
      sort: "members",
    });
    expect(groupListSchema.safeParse({ sort: "hot" }).error?.issues[0]?.message).toBe("排序只能是最新或成员最多");
  });
});
