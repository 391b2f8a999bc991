// The demo carousel: four slides whose images live in public/slides/ (SVG, 1200 × 400). Idempotent: a slide is found by
// its image; running the seed again brings title, link, alt text and order back to these values and adds nothing.
// Whether a slide is active and its time window are left as they are, so an operator's choice survives a re-seed.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";

export interface DemoSlide {
  title: string;
  imageUrl: string;
  linkUrl: string;
  alt: string;
  sortOrder: number;
}

export const demoSlides: readonly DemoSlide[] = [
  {
    title: "2027 考研全程规划",
    imageUrl: "/slides/plan-2027.svg",
    linkUrl: "/policy",
    alt: "2027 考研全程规划：从择校到复试，择校、基础、强化、冲刺、复试五个阶段一张时间表走完备考全程",
    sortOrder: 10,
  },
  {
    title: "英语一真题精讲",
    imageUrl: "/slides/english-one.svg",
    linkUrl: "/question",
    alt: "英语一真题精讲：2010—2026 年真题逐题精讲，覆盖阅读理解、完形填空、翻译与写作",
    sortOrder: 20,
  },
  {
    title: "考研政治冲刺",
    imageUrl: "/slides/politics-sprint.svg",
    linkUrl: "/course?type=2",
    alt: "考研政治冲刺：最后 60 天的时政热点、分析题背诵清单与模拟卷，马原、毛中特、史纲、思修全覆盖",
    sortOrder: 30,
  },
  {
    title: "考研词汇 · 每日打卡",
    imageUrl: "/slides/vocabulary.svg",
    linkUrl: "/word",
    alt: "考研词汇每日打卡：5500 核心词按频率排序，生词本与复习计划",
    sortOrder: 40,
  },
];

export async function seedDemoSlides(db: Kysely<Database>, now: number = Date.now()): Promise<void> {
  for (const slide of demoSlides) {
    const content = { title: slide.title, link_url: slide.linkUrl, alt: slide.alt, sort_order: slide.sortOrder };
    const existing = await db
      .selectFrom("slides")
      .select("id")
      .where("image_url", "=", slide.imageUrl)
      .executeTakeFirst();
    if (existing) {
      await db.updateTable("slides").set(content).where("id", "=", existing.id).execute();
      continue;
    }
    await db
      .insertInto("slides")
      .values({ ...content, image_url: slide.imageUrl, active: 1, starts_at: null, ends_at: null, created_at: now })
      .execute();
  }
}
