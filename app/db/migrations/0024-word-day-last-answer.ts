// 学习记录's day of words (issue 16; docs/decisions/0027): the time of a day's last answer is kept on its
// word_study_days row, written with every answer, instead of being looked up in word_review_logs for each day of the
// timeline on every view (365 index probes per page for a year-long learner). Existing rows are filled from the log
// once; a day whose answers are gone keeps NULL and the timeline shows the day's start, as before.
import { sql, type Kysely } from "kysely";

const DAY_MS = 86_400_000;
/** The study day starts at 04:00 Asia/Shanghai = 20:00 UTC the day before (study-day.ts). */
const STUDY_DAY_SHIFT_MS = 4 * 3_600_000;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("word_study_days").addColumn("last_answer_at", "bigint").execute();
  const dayStart = sql`cast(word_study_days.study_day as bigint) * ${sql.lit(DAY_MS)} - ${sql.lit(STUDY_DAY_SHIFT_MS)}`;
  await sql`update word_study_days set last_answer_at = (
      select max(l.reviewed_at) from word_review_logs l
      where l.user_id = word_study_days.user_id and l.reviewed_at >= ${dayStart} and l.reviewed_at < ${dayStart} + ${sql.lit(DAY_MS)})`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("word_study_days").dropColumn("last_answer_at").execute();
}
