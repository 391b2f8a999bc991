// The exam subjects (科目) content is filed under: courses, paper videos, lives, past papers. Client-safe (no imports),
// so pages can build their filters from it.

export const subjects = [
  { code: "politics", name: "政治" },
  { code: "english1", name: "英语一" },
  { code: "english2", name: "英语二" },
  { code: "math1", name: "数学一" },
  { code: "math2", name: "数学二" },
  { code: "math3", name: "数学三" },
  { code: "major", name: "专业课" },
] as const;

export type SubjectCode = (typeof subjects)[number]["code"];

const subjectNames: Record<string, string> = Object.fromEntries(
  subjects.map((subject) => [subject.code, subject.name]),
);

export function subjectName(code: string): string {
  return subjectNames[code] ?? code;
}

/** A subject given as its code (math1) or its Chinese name (数学一); null when it is neither. */
export function subjectCodeOf(value: string): SubjectCode | null {
  const trimmed = value.trim();
  const found = subjects.find((subject) => subject.code === trimmed.toLowerCase() || subject.name === trimmed);
  return found?.code ?? null;
}
