// What a user has collected (收藏), of every kind, newest first: the one answer the personal centre asks. Each kind
// keeps its own table — content_reactions (courses, course and paper videos, news, experience, past papers; set
// through app/modules/reactions) and word_collects (the notebook, app/modules/word) — and this is one UNION ALL
// over them, paged like every list. Things taken down since are left out, as the per-kind lists leave them out.
import { sql } from "kysely";
import { db } from "~/db/client.server";
import type { ReactionTargetType } from "~/db/schema";
import type { SiteTree } from "~/lib/site-tree";
import { fetchPage, type Page } from "~/modules/paging/paged-query";
import type { Paging } from "~/modules/paging/paging-schemas";
import { favouriteHref, type FavouriteKind } from "./favourite-kinds";

export interface Favourite {
  kind: FavouriteKind;
  /** The collected thing's id in its own table (a word's id for words). */
  id: number;
  title: string;
  /** Its page in the tree asked for. */
  url: string;
  /** ISO instant. */
  collectedAt: string;
}

const kindOf = (kind: FavouriteKind) => sql<FavouriteKind>`${sql.lit(kind)}`.as("kind");
/** A course video's course (for its player URL); typed, so PostgreSQL can match the branches of the UNION. */
const noCourse = sql<number | null>`cast(null as integer)`.as("course_id");

function collectsOf(userId: number, target: ReactionTargetType) {
  return db
    .selectFrom("content_reactions as r")
    .where("r.user_id", "=", userId)
    .where("r.kind", "=", "collect")
    .where("r.target_type", "=", target);
}

/** One row per collected thing that is still published: kind, id, title, course_id, collected_at. */
function favouriteRows(userId: number) {
  const columns = (kind: FavouriteKind) => [kindOf(kind), "r.target_id as id", "t.title as title", noCourse, "r.created_at as collected_at"] as const;
  return collectsOf(userId, "course")
    .innerJoin("courses as t", "t.id", "r.target_id")
    .where("t.published", "=", 1)
    .select(columns("course"))
    .unionAll(
      collectsOf(userId, "course_video")
        .innerJoin("course_videos as v", "v.id", "r.target_id")
        .innerJoin("courses as c", "c.id", "v.course_id")
        .where("c.published", "=", 1)
        .select([kindOf("course_video"), "r.target_id as id", "v.title as title", "v.course_id as course_id", "r.created_at as collected_at"]),
    )
    .unionAll(collectsOf(userId, "paper_video").innerJoin("paper_videos as t", "t.id", "r.target_id").where("t.published", "=", 1).select(columns("paper_video")))
    .unionAll(collectsOf(userId, "news").innerJoin("news as t", "t.id", "r.target_id").where("t.published", "=", 1).select(columns("news")))
    .unionAll(collectsOf(userId, "experience").innerJoin("experiences as t", "t.id", "r.target_id").where("t.published", "=", 1).select(columns("experience")))
    .unionAll(collectsOf(userId, "exam_paper").innerJoin("exam_papers as t", "t.id", "r.target_id").where("t.published", "=", 1).select(columns("exam_paper")))
    .unionAll(
      db
        .selectFrom("word_collects as w")
        .innerJoin("words as d", "d.id", "w.word_id")
        .where("w.user_id", "=", userId)
        .select([kindOf("word"), "w.word_id as id", "d.word as title", noCourse, "w.created_at as collected_at"]),
    );
}

/** Everything the user has collected, newest first (ties: by kind, then newest id), a page at a time. */
export async function listFavourites(userId: number, paging: Paging, tree: SiteTree = "desktop"): Promise<Page<Favourite>> {
  const all = db.selectFrom(favouriteRows(userId).as("f"));
  const ordered = all
    .select(["f.kind", "f.id", "f.title", "f.course_id", "f.collected_at"])
    .orderBy("f.collected_at", "desc")
    .orderBy("f.kind")
    .orderBy("f.id", "desc");
  return fetchPage(paging, all, ordered, (rows) =>
    rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      title: row.title,
      url: favouriteHref(tree, row.kind, row.id, row.course_id),
      collectedAt: new Date(Number(row.collected_at)).toISOString(),
    })),
  );
}
