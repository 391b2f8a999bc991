// The account as its owner sees it, and the few fields they may change.
import { db } from "~/db/client.server";
import { DomainError } from "~/lib/domain-error";
import type { EditInfoInput } from "~/modules/auth/account-schemas";
import type { AuthUser } from "~/modules/auth/session.server";

export interface UserInfo {
  id: number;
  nickname: string;
  avatar: string | null;
  isOrg: boolean;
  schoolId: number | null;
  schoolName: string | null;
  /** 138****5678 — the full number is never sent back. */
  phoneNumber: string | null;
  createdAt: string;
}

export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : `${phone.slice(0, 2)}****`;
}

export async function getUserInfo(userId: number): Promise<UserInfo> {
  const row = await db
    .selectFrom("users")
    .leftJoin("schools", "schools.id", "users.school_id")
    .select([
      "users.id",
      "users.nickname",
      "users.avatar",
      "users.is_org",
      "users.school_id",
      "users.phone_number",
      "users.created_at",
      "schools.name as school_name",
    ])
    .where("users.id", "=", userId)
    .executeTakeFirst();
  if (!row) throw new DomainError(404, "用户不存在");
  return {
    id: row.id,
    nickname: row.nickname,
    avatar: row.avatar,
    isOrg: row.is_org === 1,
    schoolId: row.school_id,
    schoolName: row.school_name,
    phoneNumber: maskPhone(row.phone_number),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function editUserInfo(user: AuthUser, input: EditInfoInput): Promise<UserInfo> {
  if (user.isOrg) throw new DomainError(403, "机构账号的资料由学校管理");
  const changes: { nickname?: string; avatar?: string | null } = {};
  if (input.nickname !== undefined) changes.nickname = input.nickname;
  if (input.avatar !== undefined) changes.avatar = input.avatar;
  if (Object.keys(changes).length > 0) {
    await db
      .updateTable("users")
      .set({ ...changes, updated_at: Date.now() })
      .where("id", "=", user.id)
      .execute();
  }
  return getUserInfo(user.id);
}
