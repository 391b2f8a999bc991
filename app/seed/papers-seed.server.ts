// Loads the demo past papers (papers-data.ts): 60 national papers, 2016–2025 × the six unified subjects. Idempotent:
// a paper is found by its code and only missing ones are added. Views, likes and collects are stable pseudo-random
// counts (more for recent years); a paper is published a week after its exam, which is held in late December of
// the year before the exam year.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { demoPapers, LAST_PAPER_YEAR } from "./papers-data";
import { spread } from "./stable-spread";

/** About a week after the exam (late December of the year before), noon in Beijing. */
const publishedAtOf = (examYear: number) => Date.UTC(examYear - 1, 11, 28, 4, 0, 0);

export async function seedDemoPapers(db: Kysely<Database>, now: number): Promise<void> {
  const existing = new Set(
    (
      await db
        .selectFrom("exam_papers")
        .select("code")
        .where(
          "code",
          "in",
          demoPapers.map((paper) => paper.code),
        )
        .execute()
    ).map((row) => row.code),
  );
  const missing = demoPapers.map((paper, index) => ({ paper, index })).filter(({ paper }) => !existing.has(paper.code));
  if (missing.length === 0) return;
  await db
    .insertInto("exam_papers")
    .values(
      missing.map(({ paper, index }) => {
        const recency = Math.max(0, 10 - (LAST_PAPER_YEAR - paper.examYear));
        return {
          code: paper.code,
          subject: paper.subject,
          exam_year: paper.examYear,
          title: paper.title,
          description: paper.description,
          duration_minutes: paper.durationMinutes,
          total_score: paper.totalScore,
          structure: JSON.stringify(paper.structure),
          file_key: null,
          published: 1 as const,
          published_at: Math.min(publishedAtOf(paper.examYear), now),
          view_count: 200 + recency * 180 + spread(index, 21, 900),
          like_count: 10 + recency * 6 + spread(index, 22, 80),
          collect_count: 5 + recency * 4 + spread(index, 23, 60),
          created_at: now,
          updated_at: now,
        };
      }),
    )
    // Two processes seeding at once: the second's rows are already there.
    .onConflict((oc) => oc.column("code").doNothing())
    .execute();
}
