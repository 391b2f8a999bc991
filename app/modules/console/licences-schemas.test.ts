// The licence forms: Beijing days both inclusive → [starts_at, ends_at) instants, the scope's one field required, an
// end before the start refused, and the form's days shown back from a saved licence.
import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { beijingDayStart, createLicenceSchema, licenceDatesSchema, licenceFormDates } from "./licences-schemas";

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrorsOf>[0] }) =>
  result.success ? {} : fieldErrorsOf(result.error!);

const SEP_1 = Date.parse("2026-09-01T00:00:00+08:00");
const JUL_1 = Date.parse("2027-07-01T00:00:00+08:00");

describe("beijingDayStart", () => {
  it("is the Beijing day's 00:00", () => {
    expect(beijingDayStart("2026-09-01")).toBe(SEP_1);
    expect(beijingDayStart(" 2028-02-29 ")).toBe(Date.parse("2028-02-29T00:00:00+08:00"));
  });

  it.each(["", "2026-9-1", "2026-02-30", "2027-02-29", "2026-13-01", "tomorrow", "2026/09/01"])("refuses %j", (day) => {
    expect(beijingDayStart(day)).toBeNull();
  });
});

describe("createLicenceSchema", () => {
  it("gives the service's input: the first day's start to the start of the day after the last", () => {
    expect(
      createLicenceSchema.parse({
        scope: "subject",
        subject: "math1",
        from: "2026-09-01",
        to: "2027-06-30",
        note: " 数学 ",
      }),
    ).toEqual({
      scope: "subject",
      subject: "math1",
      courseId: null,
      bankId: null,
      startsAt: SEP_1,
      endsAt: JUL_1,
      note: "数学",
    });
  });

  it("keeps only the field the scope uses, and no end when to is blank", () => {
    expect(
      createLicenceSchema.parse({ scope: "all", subject: "math1", courseId: "3", from: "2026-09-01", to: "" }),
    ).toEqual({ scope: "all", subject: null, courseId: null, bankId: null, startsAt: SEP_1, endsAt: null, note: "" });
    expect(createLicenceSchema.parse({ scope: "course", courseId: "12", from: "2026-09-01" })).toMatchObject({
      scope: "course",
      courseId: 12,
    });
    expect(createLicenceSchema.parse({ scope: "bank", bankId: 4, from: "2026-09-01" })).toMatchObject({
      scope: "bank",
      bankId: 4,
    });
  });

  it("takes a one-day licence (from = to) and refuses one ending before it starts", () => {
    expect(createLicenceSchema.parse({ scope: "all", from: "2026-09-01", to: "2026-09-01" })).toMatchObject({
      startsAt: SEP_1,
      endsAt: SEP_1 + 86_400_000,
    });
    expect(errorsOf(createLicenceSchema.safeParse({ scope: "all", from: "2026-09-02", to: "2026-09-01" }))).toEqual({
      to: "结束日期不能早于开始日期",
    });
  });

  it("names every missing or bad field in Chinese", () => {
    expect(errorsOf(createLicenceSchema.safeParse({ scope: "everything", from: "", note: "x".repeat(201) }))).toEqual({
      scope: "请选择授权范围",
      from: "请选择开始日期",
      note: "备注最多 200 个字",
    });
    expect(errorsOf(createLicenceSchema.safeParse({ scope: "subject", subject: "", from: "2026-02-30" }))).toEqual({
      subject: "请选择科目",
      from: "请输入有效的日期，例如 2026-09-01",
    });
    expect(
      errorsOf(createLicenceSchema.safeParse({ scope: "subject", subject: "chemistry", from: "2026-09-01" })),
    ).toEqual({
      subject: "请选择科目",
    });
    expect(errorsOf(createLicenceSchema.safeParse({ scope: "course", from: "2026-09-01", to: "soon" }))).toEqual({
      courseId: "请选择课程",
      to: "请输入有效的日期，例如 2026-09-01",
    });
    expect(errorsOf(createLicenceSchema.safeParse({ scope: "bank", bankId: "-1", from: "2026-09-01" }))).toEqual({
      bankId: "请选择题库",
    });
  });
});

describe("licenceDatesSchema", () => {
  it("gives new instants, and the note only when the form sends one", () => {
    expect(licenceDatesSchema.parse({ from: "2026-09-01", to: "2027-06-30" })).toEqual({
      startsAt: SEP_1,
      endsAt: JUL_1,
      note: undefined,
    });
    expect(licenceDatesSchema.parse({ from: "2026-09-01", note: "" })).toEqual({
      startsAt: SEP_1,
      endsAt: null,
      note: "",
    });
    expect(errorsOf(licenceDatesSchema.safeParse({ from: "2027-07-01", to: "2027-06-30" }))).toEqual({
      to: "结束日期不能早于开始日期",
    });
  });
});

describe("licenceFormDates", () => {
  it("shows a saved licence's days as they were typed", () => {
    expect(licenceFormDates({ startsAt: SEP_1, endsAt: JUL_1 })).toEqual({ from: "2026-09-01", to: "2027-06-30" });
    expect(licenceFormDates({ startsAt: SEP_1, endsAt: null })).toEqual({ from: "2026-09-01", to: "" });
  });
});
