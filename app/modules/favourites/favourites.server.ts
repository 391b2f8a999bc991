// What a user has collected (收藏), of every kind, newest first: the one answer the personal centre asks. Each kind
// keeps its own table — content_reactions (courses, course and paper videos, news, experience, past papers and
// questions; set through app/modules/reactions) and word_collects (the notebook, app/modules/word) — and this is one
// UNION ALL over them, paged like every list; a tab (`kinds`) leaves the other branches out of the union. Things
// taken down since are left out, as the per-kind lists leave them out.
import { sql, type SelectQueryBuilder } from "kysely";
import { db } from "~/db/client.server";
import type { Database, ReactionTargetType } from "~/db/schema";
import type { SiteTree } from "~/lib/site-tree";
import { fetchPage, type Page } from "~/modules/paging/paged-query";
import type { Paging } from "~/modules/paging/paging-schemas";
import { favouriteHref, favouriteTabs, type FavouriteKind } from "./favourite-kinds";

export interface Favourite {
  kind: FavouriteKind;
  /** The collected thing's id in its own table (a word's id for words). */
  id: number;
  title: string;
  /** Its page in the tree asked for; null for a question that came from no past paper (it has no page of its own). */
  url: string | null;
  /** ISO instant. */
  collectedAt: string;
}

interface FavouriteRow {
  kind: FavouriteKind;
  id: number;
  title: string;
  /** A course video's course, a question's past paper (for their URLs). */
  parent_id: number | null;
  collected_at: number;
}

type Branch = SelectQueryBuilder<Database, never, FavouriteRow>;
const asBranch = (query: unknown) => query as Branch;

const kindOf = (kind: FavouriteKind) => sql<FavouriteKind>`${sql.lit(kind)}`.as("kind");
/** Typed, so PostgreSQL can match the branches of the UNION. */
const noParent = sql<number | null>`cast(null as integer)`.as("parent_id");

function collectsOf(userId: number, target: ReactionTargetType) {
  return db
    .selectFrom("content_reactions as r")
    .where("r.user_id", "=", userId)
    .where("r.kind", "=", "collect")
    .where("r.target_type", "=", target);
}

const columns = (kind: FavouriteKind) => [kindOf(kind), "r.target_id as id", "t.title as title", noParent, "r.created_at as collected_at"] as const;

/** One query per kind: kind, id, title, parent_id, collected_at of the collected things still published. */
const branches: Record<FavouriteKind, (userId: number) => Branch> = {
  course: (userId) => asBranch(collectsOf(userId, "course").innerJoin("courses as t", "t.id", "r.target_id").where("t.published", "=", 1).select(columns("course"))),
  course_video: (userId) =>
    asBranch(
      collectsOf(userId, "course_video")
        .innerJoin("course_videos as v", "v.id", "r.target_id")
        .innerJoin("courses as c", "c.id", "v.course_id")
        .where("c.published", "=", 1)
        .select([kindOf("course_video"), "r.target_id as id", "v.title as title", "v.course_id as parent_id", "r.created_at as collected_at"]),
    ),
  paper_video: (userId) =>
    asBranch(collectsOf(userId, "paper_video").innerJoin("paper_videos as t", "t.id", "r.target_id").where("t.published", "=", 1).select(columns("paper_video"))),
  news: (userId) => asBranch(collectsOf(userId, "news").innerJoin("news as t", "t.id", "r.target_id").where("t.published", "=", 1).select(columns("news"))),
  experience: (userId) =>
    asBranch(collectsOf(userId, "experience").innerJoin("experiences as t", "t.id", "r.target_id").where("t.published", "=", 1).select(columns("experience"))),
  exam_paper: (userId) =>
    asBranch(collectsOf(userId, "exam_paper").innerJoin("exam_papers as t", "t.id", "r.target_id").where("t.published", "=", 1).select(columns("exam_paper"))),
  // A question (or a group's child) of a published bank, as setQuestionFavourite accepts them.
  question: (userId) =>
    asBranch(
      collectsOf(userId, "question")
        .innerJoin("questions as q", "q.id", "r.target_id")
        .innerJoin("question_banks as b", "b.id", "q.bank_id")
        .where("b.published", "=", 1)
        .select([kindOf("question"), "r.target_id as id", "q.title as title", sql<number | null>`q.source_paper_id`.as("parent_id"), "r.created_at as collected_at"]),
    ),
  word: (userId) =>
    asBranch(
      db
        .selectFrom("word_collects as w")
        .innerJoin("words as d", "d.id", "w.word_id")
        .where("w.user_id", "=", userId)
        .select([kindOf("word"), "w.word_id as id", "d.word as title", noParent, "w.created_at as collected_at"]),
    ),
};

const everyKind = favouriteTabs[0].kinds;

function favouriteRows(userId: number, kinds: readonly FavouriteKind[]): Branch {
  const wanted = everyKind.filter((kind) => kinds.includes(kind));
  const [first, ...rest] = (wanted.length > 0 ? wanted : everyKind).map((kind) => branches[kind](userId));
  return rest.reduce((union, branch) => union.unionAll(branch), first!);
}

/** Everything the user has collected (or the kinds asked for), newest first (ties: by kind, then newest id), a page at a time. */
export async function listFavourites(
  userId: number,
  paging: Paging,
  tree: SiteTree = "desktop",
  kinds: readonly FavouriteKind[] = everyKind,
): Promise<Page<Favourite>> {
  const all = db.selectFrom(favouriteRows(userId, kinds).as("f"));
  const ordered = all.selectAll("f").orderBy("f.collected_at", "desc").orderBy("f.kind").orderBy("f.id", "desc");
  return fetchPage(paging, all, ordered, (rows) =>
    rows.map((row) => ({
      kind: row.kind,
      id: Number(row.id),
      title: row.kind === "question" && !row.title ? `题目 ${row.id}` : row.title,
      url: favouriteHref(tree, row.kind, Number(row.id), row.parent_id === null ? null : Number(row.parent_id)),
      collectedAt: new Date(Number(row.collected_at)).toISOString(),
    })),
  );
}
