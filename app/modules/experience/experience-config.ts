// The experience domain's fixed vocabulary (考研经验 by 学长学姐): categories and sorts. Client-safe (no imports), so
// pages build their chips from it and the API accepts a category as its code or its Chinese name.

export const experienceCategories = [
  { code: "strategy", name: "备考规划" },
  { code: "politics", name: "政治" },
  { code: "english", name: "英语" },
  { code: "math", name: "数学" },
  { code: "major", name: "专业课" },
  { code: "retest", name: "复试" },
] as const;

export type ExperienceCategory = (typeof experienceCategories)[number]["code"];

const categoryNames: Record<string, string> = Object.fromEntries(
  experienceCategories.map((category) => [category.code, category.name]),
);

export function experienceCategoryName(code: string): string {
  return categoryNames[code] ?? code;
}

/** A category given as its code (math) or its Chinese name (数学); null when it is neither. */
export function experienceCategoryOf(value: string): ExperienceCategory | null {
  const trimmed = value.trim();
  const found = experienceCategories.find(
    (category) => category.code === trimmed.toLowerCase() || category.name === trimmed,
  );
  return found?.code ?? null;
}

/** 最新 (the default: what seniors wrote most recently) and 最热 (most read). */
export const experienceSorts = [
  { code: "new", name: "最新" },
  { code: "hot", name: "最热" },
] as const;

export type ExperienceSort = (typeof experienceSorts)[number]["code"];
