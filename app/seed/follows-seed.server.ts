// The demo student (13800000001) follows two seniors, so 我的关注 and its 最新文章 have something to show
// (docs/decisions/0027). Idempotent: the pair is the key, and a follow that exists is left as it is.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";

const DEMO_FOLLOWED_SENIORS = ["demo-senior-linxiao", "demo-senior-chensiyu"] as const;
const HOUR_MS = 3_600_000;

export async function seedDemoFollows(db: Kysely<Database>, now: number): Promise<void> {
  const student = await db
    .selectFrom("users")
    .select("id")
    .where("phone_number", "=", "13800000001")
    .executeTakeFirst();
  if (!student) return;
  const seniors = await db
    .selectFrom("seniors")
    .select(["id", "code"])
    .where("code", "in", [...DEMO_FOLLOWED_SENIORS])
    .execute();
  for (const [index, code] of DEMO_FOLLOWED_SENIORS.entries()) {
    const senior = seniors.find((row) => row.code === code);
    if (!senior) continue;
    await db
      .insertInto("senior_follows")
      .values({ user_id: student.id, senior_id: senior.id, created_at: now - (index + 1) * 24 * HOUR_MS })
      .onConflict((conflict) => conflict.columns(["user_id", "senior_id"]).doNothing())
      .execute();
  }
}
