// 学习小组's fixed vocabulary and limits (docs/decisions/0034-study-groups.md). Client-safe: no imports, so the forms,
// the filters and the server read the same numbers.

/** What a group studies: the filter's chips and the create form's choices. */
export const groupSubjects = [
  { code: "politics", name: "政治" },
  { code: "english", name: "英语" },
  { code: "math", name: "数学" },
  { code: "major", name: "专业课" },
  { code: "general", name: "综合" },
] as const;
export type GroupSubject = (typeof groupSubjects)[number]["code"];

export function groupSubjectName(code: string): string {
  return groupSubjects.find((subject) => subject.code === code)?.name ?? code;
}

/** 最新 (the default) and 成员最多. */
export const groupSorts = [
  { code: "new", name: "最新" },
  { code: "members", name: "成员最多" },
] as const;
export type GroupSort = (typeof groupSorts)[number]["code"];

export const GROUP_LIMITS = {
  /** Groups a student may have created (any state; 解散 frees a place). */
  ownedPerUser: 3,
  /** Groups a student may belong to, their own included. */
  joinedPerUser: 20,
  /** Members of one group, its owner included. */
  membersPerGroup: 200,
  /** Creations per student per day (the rate limit, beside the 3-group cap). */
  createsPerDay: 5,
} as const;

export const GROUP_NAME_MAX = 20;
export const GROUP_TARGET_MAX = 30;
export const GROUP_INTRO_MAX = 200;
export const GROUP_YEAR_MIN = 2025;
export const GROUP_YEAR_MAX = 2035;

/** The desktop page of the groups and of one group (?id=); mobile is /mobile + the same path. */
export const groupPaths = {
  desktop: {
    list: "/square/group",
    group: (id: number) => `/square/group?id=${id}`,
    write: (id: number) => `/square/write?groupId=${id}`,
  },
  mobile: {
    list: "/mobile/square/group",
    group: (id: number) => `/mobile/square/group?id=${id}`,
    write: (id: number) => `/mobile/square/write?groupId=${id}`,
  },
} as const;
