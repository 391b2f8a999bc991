// What a user has collected (收藏), of every kind, newest first: the one answer the personal centre asks. Each kind
// keeps its own table — content_reactions (courses, course and paper videos, news, experience, past papers and
// questions, a batch's lectures; set through app/modules/reactions) and word_collects (the notebook, app/modules/word) — and this is one
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

/**
 * A collected thing's title, looked up by its primary key — NULL when it is gone or unpublished, and such rows are
 * left out (listFavourites). A join let PostgreSQL hash the whole table (10,000 courses for a student's 200 collected
 * ones, centre-latency.ts); one key look-up per collected row grows with what the student collected, not the site.
 */
const publishedTitle = (table: "courses" | "paper_videos" | "news" | "experiences" | "exam_papers") =>
  sql<string>`(select t.title from ${sql.table(table)} t where t.id = r.target_id and t.published = 1)`.as("title");

const columns = (kind: FavouriteKind, table: Parameters<typeof publishedTitle>[0]) =>
  [kindOf(kind), "r.target_id as id", publishedTitle(table), noParent, "r.created_at as collected_at"] as const;

/** One query per kind: kind, id, title (NULL when taken down), parent_id, collected_at of the collected things. */
const branches: Record<FavouriteKind, (userId: number) => Branch> = {
  course: (userId) => asBranch(collectsOf(userId, "course").select(columns("course", "courses"))),
  course_video: (userId) =>
    asBranch(
      collectsOf(userId, "course_video").select([
        kindOf("course_video"),
        "r.target_id as id",
        sql<string>`(select v.title from course_videos v inner join courses c on c.id = v.course_id where v.id = r.target_id and c.published = 1)`.as(
          "title",
        ),
        sql<number | null>`(select v.course_id from course_videos v where v.id = r.target_id)`.as("parent_id"),
        "r.created_at as collected_at",
      ]),
    ),
  paper_video: (userId) => asBranch(collectsOf(userId, "paper_video").select(columns("paper_video", "paper_videos"))),
  news: (userId) => asBranch(collectsOf(userId, "news").select(columns("news", "news"))),
  experience: (userId) => asBranch(collectsOf(userId, "experience").select(columns("experience", "experiences"))),
  exam_paper: (userId) => asBranch(collectsOf(userId, "exam_paper").select(columns("exam_paper", "exam_papers"))),
  // A question (or a group's child) of a published bank, as setQuestionFavourite accepts them.
  question: (userId) =>
    asBranch(
      collectsOf(userId, "question")
        .innerJoin("questions as q", "q.id", "r.target_id")
        .innerJoin("question_banks as b", "b.id", "q.bank_id")
        .where("b.published", "=", 1)
        .select([
          kindOf("question"),
          "r.target_id as id",
          "q.title as title",
          sql<number | null>`q.source_paper_id`.as("parent_id"),
          "r.created_at as collected_at",
        ]),
    ),
  // A lecture of a batch the user is still an active student of (the lecture page is theirs alone): parent = batch.
  training_lecture: (userId) =>
    asBranch(
      collectsOf(userId, "training_lecture")
        .innerJoin("training_lectures as l", "l.id", "r.target_id")
        .innerJoin("training_members as m", (join) =>
          join
            .onRef("m.batch_id", "=", "l.batch_id")
            .on("m.user_id", "=", userId)
            .on("m.role", "=", "student")
            .on("m.state", "=", "active"),
        )
        .select([
          kindOf("training_lecture"),
          "r.target_id as id",
          "l.title as title",
          sql<number | null>`l.batch_id`.as("parent_id"),
          "r.created_at as collected_at",
        ]),
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
  // Every branch's title is NOT NULL in its table, so a NULL title is a thing taken down since (left out).
  const all = db.selectFrom(favouriteRows(userId, kinds).as("f")).where("f.title", "is not", null);
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
