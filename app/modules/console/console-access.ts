/** What the console lets one signed-in user do (docs/decisions/0044-console-roles-and-audit.md). */
export interface ConsoleAccess {
  userId: number;
  operator: boolean;
  /** The school this user administers (its organisation account, or staff it named); null: none. */
  adminSchoolId: number | null;
  /** The school this user teaches at; null: none. */
  teacherSchoolId: number | null;
}
