// Shared by the course, paper-video and live integration tests (not a test file itself): the demo data, logins of the
// demo students and fresh users of a school, the addresses of the demo campuses, and lookups by demo code.
import type { Insertable } from "kysely";
import { db } from "~/db/client.server";
import type { Database } from "~/db/schema";
import type { Viewer } from "~/modules/access/viewer.server";
import { createSession } from "~/modules/auth/session.server";
import { seedDemoData } from "~/seed/demo-seed.server";

/** 演示大学 licenses everything; 北京大学 politics, english1, math1; 复旦大学 nothing; 198.51.100.0/24 is no campus. */
export const IP = {
  demoCampus: "127.0.0.1",
  pkuCampus: "10.1.0.5",
  fudanCampus: "10.3.0.5",
  offCampus: "198.51.100.7",
} as const;

export const VISITOR = "0b7c2f0e-4c2a-4f7e-9d8a-1b2c3d4e5f60";

let seeded: Promise<void> | undefined;
/** The demo data: already there when the file's database was copied from the seeded template (database-setup.ts). */
export function seedDemo(): Promise<void> {
  seeded ??= process.env.TEST_DEMO_SEEDED === "true" ? Promise.resolve() : seedDemoData(db);
  return seeded;
}

export interface TestUser {
  id: number;
  token: string;
  schoolId: number | null;
}

export async function schoolId(name: string): Promise<number> {
  return (await db.selectFrom("schools").select("id").where("name", "=", name).executeTakeFirstOrThrow()).id;
}

export async function loginDemo(phone: string): Promise<TestUser> {
  const user = await db
    .selectFrom("users")
    .select(["id", "school_id"])
    .where("phone_number", "=", phone)
    .executeTakeFirstOrThrow();
  return {
    id: user.id,
    schoolId: user.school_id,
    token: await createSession(user.id, { ip: "127.0.0.1", userAgent: "vitest" }),
  };
}

let counter = 0;
/** A fresh student of `school` (or of none). */
export async function newUser(school: string | null = null): Promise<TestUser> {
  counter += 1;
  const now = Date.now();
  const school_id = school === null ? null : await schoolId(school);
  const phone = `1379${String(process.pid % 1000).padStart(3, "0")}${String(counter).padStart(4, "0")}`;
  const row = await db
    .insertInto("users")
    .values({
      school_id,
      phone_number: phone,
      password_hash: null,
      nickname: `课程测试${counter}`,
      avatar: null,
      is_org: 0,
      disabled: 0,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    schoolId: school_id,
    token: await createSession(row.id, { ip: "127.0.0.1", userAgent: "vitest" }),
  };
}

export function viewerOfUser(user: TestUser, campusSchoolId: number | null = null): Viewer & { userId: number } {
  return { userId: user.id, schoolId: user.schoolId, campusSchoolId, subject: `u:${user.id}` };
}

/**
 * A published experience (a square post) with the columns a test does not care about filled: no senior, no author,
 * no video, zero counters, published now. Returns its id.
 */
export async function insertExperience(
  values: Partial<Insertable<Database["experiences"]>> & { title: string },
): Promise<number> {
  const now = values.published_at ?? Date.now();
  const row = await db
    .insertInto("experiences")
    .values({
      code: null,
      senior_id: null,
      author_user_id: null,
      school_id: null,
      category: "math",
      summary: "摘要",
      content: "正文",
      video_key: null,
      video_duration: null,
      poster_key: null,
      published: 1,
      published_at: now,
      view_count: 0,
      like_count: 0,
      collect_count: 0,
      created_at: now,
      updated_at: now,
      ...values,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function course(code: string) {
  return db.selectFrom("courses").selectAll().where("code", "=", code).executeTakeFirstOrThrow();
}

export async function videosOf(courseId: number) {
  return db.selectFrom("course_videos").selectAll().where("course_id", "=", courseId).orderBy("sequence").execute();
}

/** What a course's videos last together (its total_duration, summed independently). */
export async function durationOf(courseId: number): Promise<number> {
  return (await videosOf(courseId)).reduce((sum, video) => sum + video.duration_seconds, 0);
}

/** A signed /media URL of exactly this key, for this kind of subject (`v` visitor, `u` user). */
export function signedMediaUrl(key: string, subject: "v" | "u" = "v"): RegExp {
  return new RegExp(`^/media/${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\?exp=\\d+&sub=${subject}%3A`);
}

export async function paperVideo(code: string) {
  return db.selectFrom("paper_videos").selectAll().where("code", "=", code).executeTakeFirstOrThrow();
}

export async function live(code: string) {
  return db.selectFrom("lives").selectAll().where("code", "=", code).executeTakeFirstOrThrow();
}
