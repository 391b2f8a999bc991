// The pages of 练习 and their links, apart from the chooser's schema: the pages import these, and zod stays on the
// server (the mobile page's first-visit JavaScript budget). Client-safe: no imports.

/** 刷题 (answer, then see the key) or 背题 (the key shown, nothing to answer). */
export const practiceViews = ["answer", "memorise"] as const;
export type PracticeView = (typeof practiceViews)[number];

/** The pages of 练习 and what they link to, per tree. */
export const practicePaths = {
  desktop: {
    practice: "/question/list",
    exam: "/question/exam",
    pdf: "/question/examPdf",
    wrong: "/question/wrong",
    papers: "/question",
    publicShelf: "/question/publicCourse",
    tkzyShelf: "/question/tkzyCourse",
    zmtShelf: "/question/zmtCourse",
  },
  mobile: {
    practice: "/mobile/question/list",
    exam: "/mobile/question/exam",
    pdf: "/mobile/question/examPdf",
    wrong: "/mobile/question/wrong",
    papers: "/mobile/question",
    publicShelf: "/mobile/question/publicCourse",
    tkzyShelf: "/mobile/question/tkzyCourse",
    zmtShelf: "/mobile/question/zmtCourse",
  },
} as const;

/** `/question/list?attempt=3&q=2` (and `&view=memorise` for 背题). */
export function practiceQuestionHref(base: string, attemptId: number, number: number, view: PracticeView): string {
  return `${base}?attempt=${attemptId}&q=${number}${view === "memorise" ? "&view=memorise" : ""}`;
}
