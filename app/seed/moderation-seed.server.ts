// The moderation centre's demo (docs/decisions/0031): 演示大学's library has added two words of its own to the site's
// list, so its 敏感词 tab shows both lists. Idempotent (one row per school and word).
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";

const SCHOOL = "演示大学";
const DEMO_SCHOOL_SENSITIVE_WORDS = ["考前泄密", "助考群"] as const;

export async function seedDemoSchoolSensitiveWords(db: Kysely<Database>, now: number): Promise<void> {
  const school = await db.selectFrom("schools").select("id").where("name", "=", SCHOOL).executeTakeFirst();
  if (!school) return;
  for (const word of DEMO_SCHOOL_SENSITIVE_WORDS) {
    await db
      .insertInto("sensitive_words")
      .values({ school_id: school.id, word, created_by_user_id: null, created_at: now })
      .onConflict((conflict) => conflict.columns(["school_id", "word"]).doNothing())
      .execute();
  }
}
