// /square/more (docs/decisions/0034): every published post and every senior, filtered by category, the senior's
// admitted school and major; posts 最新 or 最热. A post's school and major are its senior's (a student's own post without
// a senior has neither, so it drops out of a school or major filter). Indexes: experiences_category_idx /
// experiences_hot_idx / experiences_list_idx for the posts' order, seniors_school_idx and seniors_major_idx (0023) for
// the senior sub-select.
import { db } from "~/db/client.server";
import type { Viewer } from "~/modules/access/viewer.server";
import type { Page } from "~/modules/paging/paged-query";
import {
  experienceCardPageSorted,
  listSeniorDirectory,
  type ExperienceCard,
  type ExperienceQuery,
  type SeniorCard,
} from "./experience.server";
import type { SquareMoreInput } from "./square-more-schemas";

/** Published posts by category and their senior's school and major, 最新 or 最热. */
export async function listMorePosts(
  viewer: Viewer,
  input: SquareMoreInput,
  now: number = Date.now(),
): Promise<Page<ExperienceCard>> {
  return experienceCardPageSorted(
    viewer,
    input,
    (query: ExperienceQuery) => {
      let narrowed = query;
      if (input.category) narrowed = narrowed.where("e.category", "=", input.category);
      if (input.school || input.major) {
        let seniors = db.selectFrom("seniors as sf").select("sf.id");
        if (input.school) seniors = seniors.where("sf.admitted_school", "=", input.school);
        if (input.major) seniors = seniors.where("sf.admitted_major", "=", input.major);
        narrowed = narrowed.where("e.senior_id", "in", seniors);
      }
      return narrowed;
    },
    input.sort,
    now,
  );
}

/** Seniors by school, major and a category they have published in; latest exam year first. */
export async function listMoreSeniors(
  viewer: Viewer,
  input: SquareMoreInput,
  now: number = Date.now(),
): Promise<Page<SeniorCard>> {
  return listSeniorDirectory(
    viewer,
    input,
    { school: input.school, major: input.major, category: input.category },
    now,
  );
}

/** The filter's choices: the schools and majors seniors were admitted to (a short table). */
export async function squareMoreChoices(): Promise<{ schools: string[]; majors: string[] }> {
  const [schools, majors] = await Promise.all([
    db.selectFrom("seniors").select("admitted_school").distinct().orderBy("admitted_school").execute(),
    db.selectFrom("seniors").select("admitted_major").distinct().orderBy("admitted_major").execute(),
  ]);
  return { schools: schools.map((row) => row.admitted_school), majors: majors.map((row) => row.admitted_major) };
}
