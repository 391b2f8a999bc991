// The training platform's addresses in both trees (issue 27; docs/decisions/0055-training-platform.md). Client-safe.
// A batch's pages hang under /Training/teacher/{id} (its teachers and its school's administrators) and
// /Training/student/{id} (its students); each section is a page of its own with its own URL.
import type { SiteTree } from "~/lib/site-tree";

export type TeacherSection = "overview" | "students" | "lectures" | "materials" | "assignments";
export type StudentSection = "overview" | "lectures" | "materials" | "assignments";

const teacherSegments: Record<TeacherSection, string> = {
  overview: "",
  students: "/students",
  lectures: "/lectures",
  materials: "/materials",
  assignments: "/assignments",
};
const studentSegments: Record<StudentSection, string> = {
  overview: "",
  lectures: "/lectures",
  materials: "/materials",
  assignments: "/assignments",
};

function pathsFor(prefix: "" | "/mobile") {
  const teacher = (batchId: number, section: TeacherSection = "overview") =>
    `${prefix}/Training/teacher/${batchId}${teacherSegments[section]}`;
  const student = (batchId: number, section: StudentSection = "overview") =>
    `${prefix}/Training/student/${batchId}${studentSegments[section]}`;
  return {
    /** 我的班级: the batches I study in and teach, joining by code, a teacher's new batch. */
    home: `${prefix}/Training`,
    teacher,
    student,
    /** One page of a material's viewer (1-based), as a teacher or a student sees it. */
    materialPage: (viewer: "teacher" | "student", batchId: number, materialId: number, page = 1) =>
      `${viewer === "teacher" ? teacher(batchId, "materials") : student(batchId, "materials")}/${materialId}/${page}`,
  };
}

export const trainingPaths: Record<SiteTree, ReturnType<typeof pathsFor>> = {
  desktop: pathsFor(""),
  mobile: pathsFor("/mobile"),
};

export const teacherMenu: readonly { section: TeacherSection; name: string }[] = [
  { section: "overview", name: "学习概况" },
  { section: "students", name: "学员管理" },
  { section: "lectures", name: "讲座" },
  { section: "materials", name: "课件" },
  { section: "assignments", name: "作业" },
];

export const studentMenu: readonly { section: StudentSection; name: string }[] = [
  { section: "overview", name: "我的学习" },
  { section: "lectures", name: "讲座" },
  { section: "materials", name: "课件" },
  { section: "assignments", name: "作业" },
];
