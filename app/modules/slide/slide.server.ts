// The home-page carousel's slides: the active ones inside their time window, in their order. Times are epoch ms
// (docs/decisions/0002-portable-schema.md); a slide shows from starts_at (inclusive) until ends_at (exclusive).
import { db } from "~/db/client.server";

export interface SlideView {
  id: number;
  title: string;
  imageUrl: string;
  linkUrl: string;
  alt: string;
  sort: number;
}

/** The slides to show at `now`, first to last. A small table; (active, sort_order) is indexed. */
export async function listActiveSlides(now: number = Date.now()): Promise<SlideView[]> {
  const rows = await db
    .selectFrom("slides")
    .select(["id", "title", "image_url", "link_url", "alt", "sort_order"])
    .where("active", "=", 1)
    .where((eb) => eb.or([eb("starts_at", "is", null), eb("starts_at", "<=", now)]))
    .where((eb) => eb.or([eb("ends_at", "is", null), eb("ends_at", ">", now)]))
    .orderBy("sort_order")
    .orderBy("id")
    .limit(20)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    imageUrl: row.image_url,
    linkUrl: row.link_url,
    alt: row.alt,
    sort: row.sort_order,
  }));
}
