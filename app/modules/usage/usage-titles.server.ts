// The titles of what the usage rows name — items (videos, lives, papers, downloads) and databases (courses, word books,
// question banks) — for the COUNTER reports and the console's usage pages alike. One query per type asked for.
import { db } from "~/db/client.server";

type TitledTable =
  | "course_videos"
  | "paper_videos"
  | "lives"
  | "exam_papers"
  | "courses"
  | "question_sets"
  | "zmt_papers"
  | "training_materials";

const byTitle: Record<string, TitledTable> = {
  course_video: "course_videos",
  paper_video: "paper_videos",
  live: "lives",
  paper: "exam_papers",
  course: "courses",
  question_set: "question_sets",
  zmt_paper: "zmt_papers",
  material: "training_materials",
};
const byName: Record<string, "word_books" | "question_banks"> = {
  word_book: "word_books",
  question_bank: "question_banks",
};

/** Titles keyed `${type}:${id}`; a type without a table, or a row since deleted, is simply absent. */
export async function usageTitles(refs: Iterable<{ type: string; id: number }>): Promise<Map<string, string>> {
  const wanted = new Map<string, Set<number>>();
  for (const ref of refs) {
    if (!(ref.type in byTitle) && !(ref.type in byName)) continue;
    let ids = wanted.get(ref.type);
    if (!ids) {
      ids = new Set();
      wanted.set(ref.type, ids);
    }
    ids.add(ref.id);
  }
  const titles = new Map<string, string>();
  await Promise.all(
    [...wanted].map(async ([type, ids]) => {
      const list = [...ids];
      const titled = byTitle[type];
      const named = byName[type];
      const rows = titled
        ? await db.selectFrom(titled).select(["id", "title as name"]).where("id", "in", list).execute()
        : await db.selectFrom(named!).select(["id", "name"]).where("id", "in", list).execute();
      for (const row of rows) titles.set(`${type}:${row.id}`, row.name);
    }),
  );
  return titles;
}
