import { describe, expect, it } from "vitest";
import { pagingMessages } from "~/modules/paging/paging-schemas";
import { subjectMessages } from "~/modules/subjects/subject-schemas";
import { parseCourseListQuery } from "./course-list-query";
import { courseMessages as m } from "./course-messages";

const parse = (query: string) => parseCourseListQuery(new URLSearchParams(query), 12);

describe("parseCourseListQuery", () => {
  it("reads the filters, with defaults", () => {
    expect(parse("type=2")).toEqual({
      input: {
        type: 2,
        page: 1,
        rows: 12,
        sort: "hot",
        subject: undefined,
        tag: undefined,
        keyword: undefined,
        free: undefined,
      },
      errors: [],
    });
    const { input, errors } = parse("type=2&subject=数学一&tag=基础&free=1&sort=最新&page=2&keyword= 真题 ");
    expect(errors).toEqual([]);
    expect(input).toMatchObject({
      subject: "math1",
      tag: "基础",
      free: true,
      sort: "new",
      page: 2,
      keyword: "真题",
      rows: 12,
    });
  });

  it("drops a bad value with its message and keeps the other filters", () => {
    const { input, errors } = parse("type=2&subject=化学&sort=new&page=abc");
    expect(errors).toEqual([subjectMessages.subjectInvalid, pagingMessages.pageInvalid]);
    expect(input).toMatchObject({ type: 2, sort: "new", page: 1 });
    expect(input.subject).toBeUndefined();
  });

  it("ignores rows from the address: the page decides", () => {
    expect(parse("rows=1000").input.rows).toBe(12);
  });

  it("reports each problem once", () => {
    const { errors, input } = parse("free=maybe&sort=oldest&type=-1");
    expect(errors).toEqual([m.typeInvalid, m.freeInvalid, m.sortInvalid]);
    expect(input).toMatchObject({ type: 2, sort: "hot" });
    expect(input.free).toBeUndefined();
  });
});
