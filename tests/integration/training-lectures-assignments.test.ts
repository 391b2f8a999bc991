// 讲座 and 作业 of the training platform (issue 27) on SQLite and PostgreSQL: a teacher schedules, edits and deletes
// lectures (bad input gets its Chinese message, the typed text kept), a student sees them, opening one records the
// view, collects it, downloads the calendar; assignment states come from real records (a submitted mock → 已完成 with
// its score, a video half watched → 进行中, past due → 逾期未完成); 提醒未完成 notifies only the unfinished, once a
// day; a student of another batch or school gets 404 from every page and endpoint.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { beijingMinuteInput } from "~/modules/console/live-editor-schemas";
import { submitCollectPage } from "~/modules/centre/centre-pages.server";
import { listFavourites } from "~/modules/favourites/favourites.server";
import {
  loadStudentAssignments,
  loadTeacherAssignments,
  submitTeacherAssignments,
} from "~/modules/training/assignments/assignment-pages.server";
import {
  loadStudentLecture,
  loadStudentLectures,
  loadTeacherLectures,
  serveLectureCalendar,
  submitStudentLecture,
  submitTeacherLectures,
} from "~/modules/training/lectures/lecture-pages.server";
import { callApi } from "../support/api-client";
import { signedInPageRequest } from "../support/page-request";
import { createTrainingBatch, type TrainingBatchFixture } from "../support/training-fixtures";
import { newUser, seedDemo, type TestUser } from "./course-fixtures";

const HOUR = 3_600_000;
const request = (token: string, path: string, form?: Record<string, string> | FormData) =>
  signedInPageRequest(`http://localhost${path}`, token, form);
type Refused = { data: { errors: Record<string, string> }; init: { status: number } };

let batch: TrainingBatchFixture;
let other: TrainingBatchFixture;
let stranger: TestUser;
let mockSet: { id: number; max: number };
let videos: number[];

const minute = (fromNow: number) => beijingMinuteInput(Math.floor((Date.now() + fromNow) / 60_000) * 60_000);

async function status(promise: Promise<unknown>): Promise<number> {
  try {
    const value = await promise;
    return value instanceof Response ? value.status : 200;
  } catch (error) {
    if (error instanceof Response) return error.status;
    const init = (error as { init?: { status?: number } }).init;
    if (init?.status) return init.status;
    throw error;
  }
}

beforeAll(async () => {
  await seedDemo();
  batch = await createTrainingBatch("演示大学", 3);
  other = await createTrainingBatch("演示大学", 1);
  stranger = await newUser(null);
  const set = await db
    .selectFrom("question_sets")
    .select(["id", "total_points"])
    .where("kind", "=", "mock")
    .where("published", "=", 1)
    .where("owner_user_id", "is", null)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  mockSet = { id: set.id, max: set.total_points };
  const course = await db
    .selectFrom("course_videos as v")
    .innerJoin("courses as c", "c.id", "v.course_id")
    .select("v.course_id")
    .where("c.published", "=", 1)
    .groupBy("v.course_id")
    .having((eb) => eb.fn.countAll(), ">=", 2)
    .orderBy("v.course_id")
    .executeTakeFirstOrThrow();
  videos = (
    await db
      .selectFrom("course_videos")
      .select("id")
      .where("course_id", "=", course.course_id)
      .orderBy("sequence")
      .limit(2)
      .execute()
  ).map((row) => row.id);
});

describe("lectures", () => {
  const path = () => `/Training/teacher/${batch.batchId}/lectures`;

  it("refuses an end before the start in Chinese, keeping what was typed", async () => {
    const result = (await submitTeacherLectures(
      request(batch.teacher.token, path(), {
        intent: "save",
        title: "英语阅读精讲",
        teacher: "王老师",
        startsAt: minute(2 * HOUR),
        endsAt: minute(HOUR),
        room: "图书馆 301",
      }),
      { id: String(batch.batchId) },
    )) as unknown as Refused & { data: { values: Record<string, string> } };
    expect(result.init.status).toBe(400);
    expect(result.data.errors.endsAt).toBe("结束时间必须晚于开始时间");
    expect(result.data.values.title).toBe("英语阅读精讲");
    const both = (await submitTeacherLectures(
      request(batch.teacher.token, path(), {
        intent: "save",
        title: "x",
        teacher: "王老师",
        startsAt: minute(HOUR),
        endsAt: minute(2 * HOUR),
        room: "",
      }),
      { id: String(batch.batchId) },
    )) as unknown as Refused;
    expect(both.data.errors.room).toBe("请填写教室，或选择一场直播");
  });

  it("schedules, edits and deletes; students see the schedule, a view is recorded, collect works, the .ics lists it", async () => {
    const created = (await submitTeacherLectures(
      request(batch.teacher.token, path(), {
        intent: "save",
        title: "英语阅读精讲",
        teacher: "王老师",
        startsAt: minute(24 * HOUR),
        endsAt: minute(26 * HOUR),
        room: "图书馆 301",
        description: "带上真题, 笔记本",
      }),
      { id: String(batch.batchId) },
    )) as Response;
    expect(created.status).toBe(302);
    const teacherView = await loadTeacherLectures(request(batch.teacher.token, path()), { id: String(batch.batchId) });
    const lecture = teacherView.upcoming.find((item) => item.title === "英语阅读精讲");
    expect(lecture?.viewerCount).toBe(0);
    const lectureId = lecture?.id ?? 0;

    const edited = (await submitTeacherLectures(
      request(batch.teacher.token, `${path()}?edit=${lectureId}`, {
        intent: "save",
        lectureId: String(lectureId),
        title: "英语阅读精讲（二）",
        teacher: "王老师",
        startsAt: minute(24 * HOUR),
        endsAt: minute(26 * HOUR),
        room: "图书馆 302",
      }),
      { id: String(batch.batchId) },
    )) as Response;
    expect(edited.status).toBe(302);

    const student = batch.students[0] as TestUser;
    const list = await loadStudentLectures(request(student.token, `/Training/student/${batch.batchId}/lectures`), {
      id: String(batch.batchId),
    });
    expect(list.upcoming.map((item) => item.title)).toContain("英语阅读精讲（二）");

    const params = { id: String(batch.batchId), lectureId: String(lectureId) };
    const detailPath = `/Training/student/${batch.batchId}/lectures/${lectureId}`;
    const detail = await loadStudentLecture(request(student.token, detailPath), params);
    expect(detail.lecture.room).toBe("图书馆 302");
    await loadStudentLecture(request(student.token, detailPath), params);
    const view = await db
      .selectFrom("training_lecture_views")
      .select("view_count")
      .where("lecture_id", "=", lectureId)
      .where("user_id", "=", student.id)
      .executeTakeFirstOrThrow();
    expect(view.view_count).toBe(2);

    expect(await status(submitStudentLecture(request(student.token, detailPath, { intent: "collect" }), params))).toBe(
      302,
    );
    expect((await loadStudentLecture(request(student.token, detailPath), params)).lecture.collected).toBe(true);

    const api = await callApi("GET", `/lecture/website/lectures?batchId=${batch.batchId}`, { token: student.token });
    expect(api.status).toBe(200);
    expect(
      api.body.result.some((item: { id: number; collected: boolean }) => item.id === lectureId && item.collected),
    ).toBe(true);
    // 我的收藏 lists it under 讲座 (and 全部), linked to the student's lecture page, while the student is in the batch.
    const lectureHref = `/Training/student/${batch.batchId}/lectures/${lectureId}`;
    const collected = await listFavourites(student.id, { page: 1, rows: 20 }, "desktop", ["training_lecture"]);
    expect(collected.items.map((item) => [item.kind, item.id, item.url])).toEqual([
      ["training_lecture", lectureId, lectureHref],
    ]);
    expect(
      (await listFavourites(student.id, { page: 1, rows: 20 })).items.some((item) => item.url === lectureHref),
    ).toBe(true);
    await db
      .updateTable("training_members")
      .set({ state: "requested" })
      .where("batch_id", "=", batch.batchId)
      .where("user_id", "=", student.id)
      .execute();
    expect((await listFavourites(student.id, { page: 1, rows: 20 }, "desktop", ["training_lecture"])).items).toEqual(
      [],
    );
    await db
      .updateTable("training_members")
      .set({ state: "active" })
      .where("batch_id", "=", batch.batchId)
      .where("user_id", "=", student.id)
      .execute();
    // 取消收藏 from 我的收藏 takes it out; collected again through the API, the API takes it out too.
    const fromCentre = (await submitCollectPage(
      signedInPageRequest("http://localhost/user/collect?tab=lecture", student.token, {
        kind: "training_lecture",
        id: String(lectureId),
      }),
    )) as Response;
    expect(fromCentre.status).toBe(302);
    expect((await listFavourites(student.id, { page: 1, rows: 20 }, "desktop", ["training_lecture"])).items).toEqual(
      [],
    );
    await callApi("POST", `/lecture/website/lectures/${lectureId}/collect`, {
      token: student.token,
      body: { on: true },
    });
    const uncollect = await callApi("POST", `/lecture/website/lectures/${lectureId}/collect`, {
      token: student.token,
      body: { on: false },
    });
    expect(uncollect.body.result).toEqual({ id: lectureId, collected: false });

    const ics = await serveLectureCalendar(request(student.token, `/Training/student/${batch.batchId}/lectures.ics`), {
      id: String(batch.batchId),
    });
    expect(ics.headers.get("content-type")).toContain("text/calendar");
    const text = await ics.text();
    expect(text).toContain(`UID:training-lecture-${lectureId}@localhost`);
    expect(text).toContain("LOCATION:图书馆 302");

    const again = await loadTeacherLectures(request(batch.teacher.token, path()), { id: String(batch.batchId) });
    expect(again.upcoming.find((item) => item.id === lectureId)?.viewerCount).toBe(1);

    // Outsiders: another batch's student, a user of no school, the batch's teacher on the student side.
    const outsider = other.students[0] as TestUser;
    for (const user of [outsider, stranger]) {
      expect(await status(loadStudentLecture(request(user.token, detailPath), params))).toBe(404);
      expect(await status(loadStudentLectures(request(user.token, detailPath), params))).toBe(404);
      expect(await status(loadTeacherLectures(request(user.token, path()), params))).toBe(404);
      expect(await status(submitStudentLecture(request(user.token, detailPath, { intent: "collect" }), params))).toBe(
        404,
      );
      expect(
        await status(
          serveLectureCalendar(request(user.token, `/Training/student/${batch.batchId}/lectures.ics`), params),
        ),
      ).toBe(404);
      expect((await callApi("GET", `/lecture/website/lectures/${lectureId}`, { token: user.token })).status).toBe(404);
      expect(
        (
          await callApi("POST", `/lecture/website/lectures/${lectureId}/collect`, {
            token: user.token,
            body: { on: true },
          })
        ).status,
      ).toBe(404);
      expect(
        (await callApi("GET", `/lecture/website/lectures?batchId=${batch.batchId}`, { token: user.token })).status,
      ).toBe(404);
    }
    // A lecture of another batch through this batch's page: 404.
    expect(
      await status(loadStudentLecture(request(outsider.token, detailPath), { ...params, id: String(other.batchId) })),
    ).toBe(404);

    const deleted = (await submitTeacherLectures(
      request(batch.teacher.token, path(), { intent: "delete", lectureId: String(lectureId) }),
      { id: String(batch.batchId) },
    )) as Response;
    expect(deleted.status).toBe(302);
    expect(await status(loadStudentLecture(request(student.token, detailPath), params))).toBe(404);
  });
});

describe("assignments", () => {
  const path = () => `/Training/teacher/${batch.batchId}/assignments`;
  const params = () => ({ id: String(batch.batchId) });

  it("states come from real records; the reminder reaches only the unfinished, once a day", async () => {
    const [done, halfway, idle] = batch.students as [TestUser, TestUser, TestUser];
    const exam = (await submitTeacherAssignments(
      request(batch.teacher.token, path(), {
        intent: "create",
        title: "第一次模考",
        kind: "exam",
        setId: String(mockSet.id),
        dueAt: minute(48 * HOUR),
      }),
      params(),
    )) as Response;
    expect(exam.status).toBe(302);
    const form = new URLSearchParams({ intent: "create", title: "看两节课", kind: "videos", dueAt: minute(48 * HOUR) });
    for (const id of videos) form.append("videoIds", String(id));
    const videoAssignment = await submitTeacherAssignments(
      new Request(`http://localhost${path()}`, {
        method: "POST",
        headers: {
          cookie: `Authorization=${batch.teacher.token}`,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: form,
      }),
      params(),
    );
    expect((videoAssignment as Response).status).toBe(302);
    const badDue = (await submitTeacherAssignments(
      request(batch.teacher.token, path(), {
        intent: "create",
        title: "x",
        kind: "words",
        wordTarget: "0",
        dueAt: "明天",
      }),
      params(),
    )) as unknown as Refused;
    expect(badDue.init.status).toBe(400);
    expect(badDue.data.errors.dueAt).toBe("时间格式应为 2026-12-10 19:30（北京时间）");
    expect(badDue.data.errors.wordTarget).toContain("单词数应为");

    const now = Date.now();
    const rows = await db
      .selectFrom("training_assignments")
      .select(["id", "kind"])
      .where("batch_id", "=", batch.batchId)
      .execute();
    const examId = rows.find((row) => row.kind === "exam")?.id ?? 0;
    const videoId = rows.find((row) => row.kind === "videos")?.id ?? 0;

    // The first student submits the mock (a finished attempt with a score); the second watched half of one video.
    await db
      .insertInto("question_attempts")
      .values({
        user_id: done.id,
        set_id: mockSet.id,
        attempt_no: 1,
        mode: "exam",
        timed: 0,
        started_at: now + 1,
        deadline_at: null,
        submitted_at: now + 2,
        finish_reason: "user",
        state: "finished",
        score: 8_650,
        max_score: mockSet.max,
        updated_at: now + 2,
      })
      .execute();
    await db
      .insertInto("video_progress")
      .values({
        user_id: halfway.id,
        video_type: 1,
        video_id: videos[0] as number,
        course_id: null,
        position_seconds: 30,
        furthest_seconds: 30,
        duration_seconds: 600,
        learnt: 0,
        learnt_at: null,
        session_id: "s",
        session_started_at: now,
        seq: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();

    const teacherView = await loadTeacherAssignments(request(batch.teacher.token, path()), params());
    const examView = teacherView.assignments.find((item) => item.id === examId);
    const stateOf = (view: typeof examView, user: TestUser) => view?.students.find((s) => s.userId === user.id);
    expect(stateOf(examView, done)?.stateName).toBe("已完成");
    expect(stateOf(examView, done)?.progress).toBe(`86.5 / ${mockSet.max / 100} 分`);
    expect(stateOf(examView, idle)?.stateName).toBe("未开始");
    const videoView = teacherView.assignments.find((item) => item.id === videoId);
    expect(stateOf(videoView, halfway)?.stateName).toBe("进行中");
    expect(stateOf(videoView, done)?.stateName).toBe("未开始");

    const mine = await loadStudentAssignments(
      request(done.token, `/Training/student/${batch.batchId}/assignments`),
      params(),
    );
    const myExam = mine.assignments.find((item) => item.id === examId);
    expect(myExam?.stateName).toBe("已完成");
    expect(myExam?.todo[0]?.href).toBe(`/question/exam?setId=${mockSet.id}`);

    // 提醒未完成: the two who have not submitted, once; again today: nobody.
    const reminded = (await submitTeacherAssignments(
      request(batch.teacher.token, path(), { intent: "remind", assignmentId: String(examId) }),
      params(),
    )) as Response;
    expect(reminded.status).toBe(302);
    const notified = await db
      .selectFrom("notifications")
      .select("user_id")
      .where("dedupe_key", "like", `training:assignment:${examId}:%`)
      .execute();
    expect(notified.map((row) => row.user_id).sort()).toEqual([halfway.id, idle.id].sort());
    const api = await callApi("POST", `/course/website/training/assignments/${examId}/remind`, {
      token: batch.teacher.token,
    });
    expect(api.status).toBe(200);
    expect(api.body.result).toEqual({ reminded: 0 });
    expect(
      (
        await db
          .selectFrom("training_assignments")
          .select("reminded_at")
          .where("id", "=", examId)
          .executeTakeFirstOrThrow()
      ).reminded_at,
    ).not.toBeNull();

    // Past due: the unfinished are 逾期未完成, the finished stay 已完成.
    await db
      .updateTable("training_assignments")
      .set({ due_at: now - HOUR })
      .where("id", "=", examId)
      .execute();
    const late = await loadTeacherAssignments(request(batch.teacher.token, path()), params());
    const lateExam = late.assignments.find((item) => item.id === examId);
    expect(stateOf(lateExam, idle)?.stateName).toBe("逾期未完成");
    expect(stateOf(lateExam, done)?.stateName).toBe("已完成");

    // The API: a student's own state; the teacher's list with every student.
    const studentApi = await callApi("GET", `/course/website/training/assignments?batchId=${batch.batchId}`, {
      token: done.token,
    });
    expect(studentApi.status).toBe(200);
    const courses = await callApi("GET", `/course/website/training/courses?batchId=${batch.batchId}`, {
      token: halfway.token,
    });
    expect(courses.status).toBe(200);
    expect(courses.body.result[0].videos[0].furthestSeconds).toBe(30);

    // Outsiders get 404 from the pages and the endpoints.
    for (const user of [other.students[0] as TestUser, stranger]) {
      expect(await status(loadTeacherAssignments(request(user.token, path()), params()))).toBe(404);
      expect(
        await status(
          loadStudentAssignments(request(user.token, `/Training/student/${batch.batchId}/assignments`), params()),
        ),
      ).toBe(404);
      expect(
        await status(
          submitTeacherAssignments(
            request(user.token, path(), { intent: "remind", assignmentId: String(examId) }),
            params(),
          ),
        ),
      ).toBe(404);
      for (const [method, url] of [
        ["GET", `/course/website/training/assignments?batchId=${batch.batchId}`],
        ["GET", `/course/website/training/courses?batchId=${batch.batchId}`],
        ["POST", `/course/website/training/assignments/${examId}/remind`],
        ["DELETE", `/course/website/training/assignments/${examId}`],
      ] as const)
        expect((await callApi(method, url, { token: user.token })).status).toBe(404);
    }
    // A student may not remind or delete (the teacher's endpoints): 404 too.
    expect(
      (await callApi("DELETE", `/course/website/training/assignments/${examId}`, { token: done.token })).status,
    ).toBe(404);

    const deleted = await callApi("DELETE", `/course/website/training/assignments/${examId}`, {
      token: batch.teacher.token,
    });
    expect(deleted.status).toBe(200);
  });
});
