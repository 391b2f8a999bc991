// The subjects a question bank and a knowledge-point tree belong to, by shelf: the national public subjects (公共课,
// the course subjects of app/modules/subjects), the unified specialised papers (统考专业课, by paper code), and a
// school's own papers (自命题, one code: the bank names the school and major). Client-safe: no imports but types.
import type { QuestionShelf } from "~/db/schema";

export interface QuestionSubject {
  code: string;
  name: string;
  shelf: QuestionShelf;
}

export const questionSubjects = [
  { code: "politics", name: "政治", shelf: "public" },
  { code: "english1", name: "英语一", shelf: "public" },
  { code: "english2", name: "英语二", shelf: "public" },
  { code: "math1", name: "数学一", shelf: "public" },
  { code: "math2", name: "数学二", shelf: "public" },
  { code: "math3", name: "数学三", shelf: "public" },
  { code: "cs408", name: "计算机学科专业基础（408）", shelf: "tkzy" },
  { code: "edu311", name: "教育学专业基础（311）", shelf: "tkzy" },
  { code: "psy312", name: "心理学专业基础（312）", shelf: "tkzy" },
  { code: "hist313", name: "历史学基础（313）", shelf: "tkzy" },
  { code: "med306", name: "临床医学综合能力（306）", shelf: "tkzy" },
  { code: "major", name: "自命题专业课", shelf: "zmt" },
] as const satisfies readonly QuestionSubject[];

export type QuestionSubjectCode = (typeof questionSubjects)[number]["code"];

export const questionShelves = [
  { code: "public", name: "公共课" },
  { code: "tkzy", name: "统考专业课" },
  { code: "zmt", name: "自命题" },
] as const satisfies ReadonlyArray<{ code: QuestionShelf; name: string }>;

/** A subject given as its code (cs408) or its Chinese name (数学一); null when it is neither. */
export function questionSubjectCodeOf(value: string): QuestionSubjectCode | null {
  const trimmed = value.trim();
  const found = questionSubjects.find((subject) => subject.code === trimmed.toLowerCase() || subject.name === trimmed);
  return found?.code ?? null;
}

export function questionSubjectName(code: string): string {
  return questionSubjects.find((subject) => subject.code === code)?.name ?? code;
}
