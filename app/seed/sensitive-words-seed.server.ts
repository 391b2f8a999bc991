// The site's sensitive-word list (school_id 0; docs/decisions/0029-moderation.md): a short starting list of what a
// 考研 community must not carry — exam cheating and fraud, answer selling, unlicensed tutoring scams — which every
// school's check includes and each school's organisation account extends with its own words. Idempotent.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";

const SITE_SENSITIVE_WORDS = [
  "代考",
  "替考",
  "枪手",
  "考试作弊",
  "作弊器",
  "泄题",
  "答案出售",
  "买答案",
  "包过",
  "办证",
  "刷单",
  "代写论文",
] as const;

export async function seedSiteSensitiveWords(db: Kysely<Database>, now: number): Promise<void> {
  for (const word of SITE_SENSITIVE_WORDS) {
    await db
      .insertInto("sensitive_words")
      .values({ school_id: 0, word, created_by_user_id: null, created_at: now })
      .onConflict((conflict) => conflict.columns(["school_id", "word"]).doNothing())
      .execute();
  }
}
