// The console's 馆藏需求 (issue 25) on SQLite and PostgreSQL, over the demo data: 推荐图书馆购买 requests counted per
// course for one school (another school's never counted), the course asked for most recently first, 20 a page, and
// whether a licence of the school covers the course now. Another school's id is "not found", a student is refused.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import type { ConsoleAccess } from "~/modules/console/console-access";
import { commandLineActor, consoleAccessOf, grantOperatorByPhone } from "~/modules/console/console-roles.server";
import { listCourseDemand } from "~/modules/console/school-demand.server";
import { recommendToLibrary } from "~/modules/order/library-recommendations.server";
import { domainErrorOf } from "../support/domain-error";
import { newUser, schoolId, seedDemo, type TestUser } from "./course-fixtures";
import { orgAccount } from "../support/console-fixtures";

const T0 = Date.parse("2026-11-28T10:00:00+08:00");

let fudanSchool: number;
let pkuSchool: number;
let fudanAdmin: ConsoleAccess;
let pkuAdmin: ConsoleAccess;
let operator: ConsoleAccess;
let courses: Array<{ id: number; subject: string; title: string }>;

const ask = (user: TestUser, courseId: number, at: number) => recommendToLibrary(user, courseId, at);

beforeAll(async () => {
  await seedDemo();
  fudanSchool = await schoolId("复旦大学");
  pkuSchool = await schoolId("北京大学");
  fudanAdmin = await orgAccount(fudanSchool, "复旦大学", T0);
  pkuAdmin = await orgAccount(pkuSchool, "北京大学", T0);
  const operatorUser = await newUser();
  const phone = (
    await db.selectFrom("users").select("phone_number").where("id", "=", operatorUser.id).executeTakeFirstOrThrow()
  ).phone_number!;
  await grantOperatorByPhone(phone, commandLineActor, T0);
  operator = await consoleAccessOf({ id: operatorUser.id, isOrg: false, schoolId: null });
  courses = await db
    .selectFrom("courses")
    .select(["id", "subject", "title"])
    .where("published", "=", 1)
    .orderBy("id")
    .execute();
});

describe("library demand", () => {
  it("counts the school's requests per course, the latest asked first, 20 courses a page", async () => {
    const [a, b] = [await newUser("复旦大学"), await newUser("复旦大学")];
    const stranger = await newUser("北京大学");
    // 21 courses asked for by a, one minute apart; b asks for the first two again, later; a 北大 student for the third.
    const asked = courses.slice(0, 21);
    expect(asked).toHaveLength(21);
    for (const [index, course] of asked.entries()) await ask(a, course.id, T0 + index * 60_000);
    await ask(b, asked[0]!.id, T0 + 100 * 60_000);
    await ask(b, asked[1]!.id, T0 + 99 * 60_000);
    await ask(stranger, asked[2]!.id, T0 + 200 * 60_000);

    const first = await listCourseDemand(fudanAdmin, fudanSchool, { page: 1 }, T0 + 300 * 60_000);
    expect(first).toMatchObject({ page: 1, rows: 20, total: 21 });
    const order = [asked[0]!, asked[1]!, ...asked.slice(2).reverse()];
    expect(first.items.map((item) => item.courseId)).toEqual(order.slice(0, 20).map((course) => course.id));
    expect(first.items[0]).toEqual({
      courseId: asked[0]!.id,
      title: asked[0]!.title,
      subject: asked[0]!.subject,
      requests: 2,
      firstRequestedAt: T0,
      lastRequestedAt: T0 + 100 * 60_000,
      licensed: false,
    });
    expect(first.items.find((item) => item.courseId === asked[20]!.id)?.requests).toBe(1);
    const second = await listCourseDemand(fudanAdmin, fudanSchool, { page: 2 }, T0 + 300 * 60_000);
    expect(second.items.map((item) => item.courseId)).toEqual([order[20]!.id]);

    // 北大's list has its student's one request; the operator reads either school's.
    const pku = await listCourseDemand(pkuAdmin, pkuSchool, { page: 1 });
    expect(pku.items.map((item) => [item.courseId, item.requests])).toEqual([[asked[2]!.id, 1]]);
    expect((await listCourseDemand(operator, fudanSchool, { page: 1 })).total).toBe(21);
  });

  it("says whether a licence of the school covers the course now", async () => {
    // 北京大学 licenses politics, english1 and math1 (the demo data).
    const student = await newUser("北京大学");
    const licensedCourse = courses.find((course) => course.subject === "politics")!;
    const unlicensedCourse = courses.find((course) => course.subject === "major")!;
    await ask(student, licensedCourse.id, T0);
    await ask(student, unlicensedCourse.id, T0);
    const items = (await listCourseDemand(pkuAdmin, pkuSchool, { page: 1 })).items;
    expect(items.find((item) => item.courseId === licensedCourse.id)?.licensed).toBe(true);
    expect(items.find((item) => item.courseId === unlicensedCourse.id)?.licensed).toBe(false);
  });

  it("is not found for another school's administrator, and refused to a student", async () => {
    expect(await domainErrorOf(listCourseDemand(pkuAdmin, fudanSchool, { page: 1 }))).toMatchObject({
      status: 404,
      message: "没有这所学校，或您无权管理它",
    });
    const student = await newUser("复旦大学");
    const access = await consoleAccessOf({ id: student.id, isOrg: false, schoolId: fudanSchool });
    expect(await domainErrorOf(listCourseDemand(access, fudanSchool, { page: 1 }))).toMatchObject({ status: 403 });
  });
});
