// Course practices (课后练习): the published question sets attached to a course's sections, in catalogue order. Listed
// by /api/Course/practices?id= and offered by the course player after the section's video.
import { db } from "~/db/client.server";
import { practicePaths } from "./practice-paths";

export interface CoursePractice {
  /** The question set's id (practised at /question/list?setId=). */
  id: number;
  title: string;
  sectionId: number;
  sectionTitle: string;
  questionCount: number;
  /** Hundredths. */
  totalPoints: number;
}

/** A course's section practices; [] for a course without any (the caller checks that the course exists). */
export async function listCoursePractices(courseId: number): Promise<CoursePractice[]> {
  const rows = await db
    .selectFrom("question_sets as qs")
    .innerJoin("course_sections as s", "s.id", "qs.course_section_id")
    .innerJoin("course_chapters as ch", "ch.id", "s.chapter_id")
    .select([
      "qs.id",
      "qs.title",
      "qs.question_count",
      "qs.total_points",
      "s.id as section_id",
      "s.title as section_title",
    ])
    .where("s.course_id", "=", courseId)
    .where("qs.kind", "=", "course")
    .where("qs.published", "=", 1)
    .where("qs.owner_user_id", "is", null)
    .orderBy("ch.position")
    .orderBy("s.position")
    .orderBy("qs.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    sectionId: row.section_id,
    sectionTitle: row.section_title,
    questionCount: row.question_count,
    totalPoints: row.total_points,
  }));
}

/** The practice the player offers after a section's video: its title and where it starts, in the viewer's tree. */
export function sectionPracticeLink(
  practices: readonly CoursePractice[],
  sectionId: number | undefined,
  tree: "desktop" | "mobile",
) {
  const practice = practices.find((item) => item.sectionId === sectionId);
  return practice ? { title: practice.title, href: `${practicePaths[tree].practice}?setId=${practice.id}` } : null;
}
