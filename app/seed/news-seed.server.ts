// Loads the demo news (考研资讯, news-data.ts). Idempotent by `code`: only missing articles are added, so a second run
// (or a restart on a seeded database) changes nothing. Publication times are spread over the ~120 days before `now`;
// reads, likes and collects are stable pseudo-random counts (the same on every machine and every run).
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { demoNews } from "./news-data";
import { DAY_MS, spread } from "./stable-spread";

const HOUR_MS = 3_600_000;

export async function seedDemoNews(db: Kysely<Database>, now: number): Promise<void> {
  const existing = new Set(
    (
      await db
        .selectFrom("news")
        .select("code")
        .where(
          "code",
          "in",
          demoNews.map((item) => item.code),
        )
        .execute()
    ).map((row) => row.code),
  );
  const missing = demoNews.map((item, index) => ({ item, index })).filter(({ item }) => !existing.has(item.code));
  if (missing.length === 0) return;
  await db
    .insertInto("news")
    .values(
      missing.map(({ item, index }) => {
        // Office hours in Beijing (08:00–18:00, i.e. 00:00–10:00 UTC) on the day `daysAgo` before now.
        const day = Math.floor((now - item.daysAgo * DAY_MS) / DAY_MS) * DAY_MS;
        const publishedAt = Math.min(
          now - HOUR_MS,
          day + spread(index, 21, 10) * HOUR_MS + spread(index, 22, 60) * 60_000,
        );
        return {
          code: item.code,
          category: item.category,
          title: item.title,
          summary: item.summary,
          content: item.paragraphs.join("\n\n"),
          source: item.source,
          author: item.author,
          cover_key: null,
          published: 1,
          published_at: publishedAt,
          // Older articles have had longer to be read: a base by age plus a stable spread.
          view_count: 150 + item.daysAgo * 12 + spread(index, 23, 2_400),
          like_count: 4 + spread(index, 24, 120),
          collect_count: 2 + spread(index, 25, 90),
          created_at: publishedAt,
          updated_at: now,
        } as const;
      }),
    )
    .execute();
}
