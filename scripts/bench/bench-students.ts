// The students of the loads: bench-created accounts with a login session each, written straight into the run's
// database — logging 300 students in through the captcha and the password form would only measure the login's rate
// limits. Exam students (phone numbers 1990…) belong to the demo student's school, so its licences apply; buyers
// (1991…) to no school, so everything priced is for sale to them. A session is what the login makes: a random token
// whose SHA-256 is stored (app/modules/auth/session.server.ts); the client sends the token in the Authorization cookie.
import crypto from "node:crypto";
import type { Kysely } from "kysely";
import { createDatabase, parseDatabaseUrl } from "~/db/client.server";
import type { Database } from "~/db/schema";

export interface BenchStudent {
  userId: number;
  phoneNumber: string;
  token: string;
}

export interface ExamSet {
  id: number;
  title: string;
  durationMinutes: number;
}

const PHONE_PREFIX = "1990";
const DEMO_STUDENT_PHONE = "13800000001";
const SESSION_LIFETIME_MS = 30 * 24 * 3600 * 1000;

/** Creates `count` students with a session each, and lists the published timed mock papers they can sit. */
export async function createExamStudents(
  databaseUrl: string,
  count: number,
  now: number = Date.now(),
): Promise<{ students: BenchStudent[]; sets: ExamSet[] }> {
  const db = createDatabase(parseDatabaseUrl(databaseUrl));
  try {
    const sets = (
      await db
        .selectFrom("question_sets")
        .select(["id", "title", "duration_minutes"])
        .where("published", "=", 1)
        .where("kind", "=", "mock")
        .where("duration_minutes", "is not", null)
        .orderBy("id")
        .execute()
    ).map((row) => ({ id: row.id, title: row.title, durationMinutes: row.duration_minutes ?? 0 }));
    if (sets.length === 0) throw new Error("no published timed mock paper in the database (is the demo data seeded?)");
    // The demo student's school: a school's students sitting a mock exam, with whatever its licence opens.
    const school = await db
      .selectFrom("users")
      .select("school_id")
      .where("phone_number", "=", DEMO_STUDENT_PHONE)
      .executeTakeFirst();
    const students = await insertBenchStudents(db, count, {
      schoolId: school?.school_id ?? null,
      phonePrefix: PHONE_PREFIX,
      nickname: "考生",
      now,
    });
    return { students, sets };
  } finally {
    await db.destroy();
  }
}

/** Creates `count` students of no school (nothing is licensed to them: everything priced is for sale), with a session each. */
export async function createBuyers(
  databaseUrl: string,
  count: number,
  now: number = Date.now(),
): Promise<BenchStudent[]> {
  const db = createDatabase(parseDatabaseUrl(databaseUrl));
  try {
    return await insertBenchStudents(db, count, { schoolId: null, phonePrefix: "1991", nickname: "买家", now });
  } finally {
    await db.destroy();
  }
}

async function insertBenchStudents(
  db: Kysely<Database>,
  count: number,
  options: { schoolId: number | null; phonePrefix: string; nickname: string; now: number },
): Promise<BenchStudent[]> {
  const { now } = options;
  return db.transaction().execute(async (trx) => {
    const made: BenchStudent[] = [];
    for (let start = 0; start < count; start += 200) {
      const numbers = Array.from(
        { length: Math.min(200, count - start) },
        (_, index) => `${options.phonePrefix}${String(start + index + 1).padStart(7, "0")}`,
      );
      const users = await trx
        .insertInto("users")
        .values(
          numbers.map((phoneNumber, index) => ({
            school_id: options.schoolId,
            phone_number: phoneNumber,
            password_hash: null,
            nickname: `${options.nickname}${String(start + index + 1).padStart(4, "0")}`,
            avatar: null,
            is_org: 0 as const,
            disabled: 0 as const,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning(["id", "phone_number"])
        .execute();
      const tokens = users.map(() => crypto.randomBytes(32).toString("base64url"));
      await trx
        .insertInto("sessions")
        .values(
          users.map((user, index) => ({
            token_hash: crypto.createHash("sha256").update(tokens[index]!).digest("hex"),
            user_id: user.id,
            created_at: now,
            expires_at: now + SESSION_LIFETIME_MS,
            last_seen_at: now,
            ip: "127.0.0.1",
            user_agent: "yantu bench",
          })),
        )
        .execute();
      made.push(
        ...users.map((user, index) => ({
          userId: user.id,
          phoneNumber: user.phone_number ?? "",
          token: tokens[index]!,
        })),
      );
    }
    return made;
  });
}
