// 注销账号 (PIPL art. 47; docs/decisions/0026): confirmed by a code texted to the account's phone (login's codes and
// send limits, sms-code.server.ts), then everything personal is erased or anonymised at once, in one transaction, as
// personal-data-map.ts says table by table: study data, favourites, settings, sessions (the user is logged out
// everywhere) deleted; feedback and visit-log rows kept without the account, contact, IP or visitor id; orders, their
// lines, payments and refunds kept as the law requires (电子商务法 art. 31, 3 years) but pointing at an account that no
// longer has a phone, a name or an avatar (a personal invoice title, which is a name, goes too). The users row stays
// as that anonymous stub (deleted_at set, disabled) because the kept orders refer to it. After the commit the files
// go: export archives, 学长学姐 proof images and the uploaded avatar. Organisation accounts belong to their school and are refused.
import fs from "node:fs";
import path from "node:path";
import { sql, type Transaction } from "kysely";
import { db } from "~/db/client.server";
import type { Database } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { getEnv } from "~/lib/env.server";
import type { AuthUser } from "~/modules/auth/session.server";
import { consumeSmsCode, sendSmsCode } from "~/modules/auth/sms-code.server";
import { recountComments } from "~/modules/comments/comments.server";
import { removeProofImage } from "~/modules/seniors/senior-proofs.server";
import { removeExportFile } from "./data-export.server";
import { personalTables, type PersonalTable } from "./personal-data-map";
import { privacyMessages as m } from "./privacy-messages";
import type { DeleteAccountInput } from "./privacy-schemas";

/** What an erased account is called wherever its kept orders are shown. */
export const ERASED_NICKNAME = "已注销用户";

/** 138****0001 */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : "****";
}

/** The phone a deletion is confirmed with: the account's own; organisation accounts and phoneless ones are refused. */
function phoneOf(user: Pick<AuthUser, "isOrg" | "phoneNumber">): string {
  if (user.isOrg) throw new DomainError(403, m.deletionOrgRefused);
  if (!user.phoneNumber) throw new DomainError(400, m.deletionNoPhone);
  return user.phoneNumber;
}

/** Whether this account may be erased here (the page shows the form or the refusal). */
export function deletionRefusal(user: Pick<AuthUser, "isOrg" | "phoneNumber">): string | null {
  try {
    phoneOf(user);
    return null;
  } catch (error) {
    return error instanceof DomainError ? error.message : null;
  }
}

/** 获取验证码: a code to the account's phone (login's send limits apply: 429 with the wait). */
export async function sendDeletionCode(user: AuthUser, meta: { ip: string }) {
  return sendSmsCode(phoneOf(user), meta);
}

// Targets whose like/collect counters live on their own row (as reactions.server.ts keeps them): lowered for each of
// the user's reactions before those are deleted, so the counts others see stay exact.
const reactionCounters = {
  course: "courses",
  paper_video: "paper_videos",
  news: "news",
  experience: "experiences",
  exam_paper: "exam_papers",
} as const;

// biome-ignore lint/suspicious/noExplicitAny: the tables come from personal-data-map.ts as strings, not the typed schema
type AnyTrx = Transaction<any>;

function ownedBy(trx: AnyTrx, entry: PersonalTable, userId: number) {
  const owner = entry.owner;
  return "parent" in owner
    ? ([
        owner.column,
        "in",
        trx.selectFrom(owner.parent).select(owner.parentKey).where(owner.parentOwner, "=", userId),
      ] as const)
    : ([owner.column, "=", userId] as const);
}

async function lowerReactionCounters(trx: Transaction<Database>, userId: number): Promise<void> {
  for (const [target, table] of Object.entries(reactionCounters)) {
    for (const [kind, column] of [
      ["like", "like_count"],
      ["collect", "collect_count"],
    ] as const) {
      const mine = trx
        .selectFrom("content_reactions")
        .select("target_id")
        .where("user_id", "=", userId)
        .where("target_type", "=", target as keyof typeof reactionCounters)
        .where("kind", "=", kind);
      await (trx as unknown as AnyTrx)
        .updateTable(table)
        .set({ [column]: sql`case when ${sql.ref(column)} > 0 then ${sql.ref(column)} - 1 else 0 end` })
        .where("id", "in", mine)
        .execute();
    }
  }
}

/**
 * The square's counters others see, before the user's rows go: likes they gave to comments, the groups they were in
 * (members are deleted, docs/decisions/0034). Returns the posts they commented on, recounted after their comments
 * become tombstones (docs/decisions/0032).
 */
async function lowerSquareCounters(trx: Transaction<Database>, userId: number): Promise<number[]> {
  await trx
    .updateTable("experience_comments")
    .set({ like_count: sql`case when like_count > 0 then like_count - 1 else 0 end` })
    .where("id", "in", trx.selectFrom("experience_comment_likes").select("comment_id").where("user_id", "=", userId))
    .execute();
  await trx
    .updateTable("study_groups")
    .set({ member_count: sql`case when member_count > 0 then member_count - 1 else 0 end` })
    .where("id", "in", trx.selectFrom("study_group_members").select("group_id").where("user_id", "=", userId))
    .execute();
  const commented = await trx
    .selectFrom("experience_comments")
    .select("experience_id")
    .distinct()
    .where("author_user_id", "=", userId)
    .execute();
  return commented.map((row) => Number(row.experience_id));
}

/**
 * Erases an account's personal data in one transaction (see the top of this file). The phone is taken as it is now
 * (codes and send counters kept under it are removed too). Exported for the tests; pages and the API go through
 * deleteAccount, which asks for the SMS code first.
 */
export async function eraseAccount(userId: number, now: number = Date.now()): Promise<void> {
  const files: Array<string | null> = [];
  const proofs: string[] = [];
  let avatar: string | null = null;
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom("users")
      .select(["phone_number", "avatar", "is_org"])
      .where("id", "=", userId)
      .executeTakeFirst();
    if (!user) return;
    if (user.is_org === 1) throw new DomainError(403, m.deletionOrgRefused);
    // First a conditional UPDATE: of two erasures at once, the second waits for this row and then finds nothing to do.
    const marked = await trx
      .updateTable("users")
      .set({ deleted_at: now })
      .where("id", "=", userId)
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) return;
    avatar = user.avatar;
    const phone = user.phone_number;
    const anyTrx = trx as unknown as AnyTrx;

    files.push(
      ...(await trx.selectFrom("data_exports").select("file_key").where("user_id", "=", userId).execute()).map(
        (row) => row.file_key,
      ),
    );
    proofs.push(
      ...(await trx.selectFrom("senior_applications").select("proof_key").where("user_id", "=", userId).execute()).map(
        (row) => row.proof_key,
      ),
    );
    await lowerReactionCounters(trx, userId);
    const commentedPosts = await lowerSquareCounters(trx, userId);
    // A personal invoice's title is the buyer's name; a company's title and tax number are the company's.
    await trx
      .updateTable("orders")
      .set({ invoice_title: null, invoice_tax_no: null })
      .where("user_id", "=", userId)
      .where("invoice_kind", "=", "personal")
      .execute();
    // The number may also sit in the text of a feedback the user left: blanked there before the row loses its owner.
    if (phone) {
      await trx
        .updateTable("feedback")
        .set({ suggestion: sql`replace(suggestion, ${phone}, '***********')` })
        .where("user_id", "=", userId)
        .execute();
    }
    for (const entry of personalTables) {
      const [column, op, value] = ownedBy(anyTrx, entry, userId);
      if (entry.erase.kind === "delete") await anyTrx.deleteFrom(entry.table).where(column, op, value).execute();
      else if (entry.erase.kind === "anonymise")
        await anyTrx.updateTable(entry.table).set(entry.erase.set).where(column, op, value).execute();
    }
    for (const experienceId of commentedPosts) await recountComments(trx, experienceId);
    await trx
      .updateTable("users")
      .set({
        phone_number: null,
        password_hash: null,
        nickname: ERASED_NICKNAME,
        avatar: null,
        school_id: null,
        disabled: 1,
        deleted_at: now,
        updated_at: now,
      })
      .where("id", "=", userId)
      .execute();
    if (phone) {
      await trx.deleteFrom("sms_codes").where("phone_number", "=", phone).execute();
      // Send and login-failure counters keyed by the number (<limiter>:<phone>, <limiter>:phone:<phone>).
      await trx.deleteFrom("rate_limits").where("key", "like", `%:${phone}`).execute();
    }
  });
  for (const key of files) await removeExportFile(key).catch(() => undefined);
  for (const key of proofs) await removeProofImage(key);
  if (avatar) await removeUploadedAvatar(avatar);
}

/** An avatar the user uploaded (/uploads/<random>.<ext> under DATA_DIR/uploads); other values are not our files. */
async function removeUploadedAvatar(avatar: string): Promise<void> {
  const match = /^\/uploads\/([A-Za-z0-9_-]+\.[a-z]{3,4})$/.exec(avatar);
  if (!match) return;
  await fs.promises.rm(path.resolve(getEnv().DATA_DIR, "uploads", match[1]!), { force: true }).catch(() => undefined);
}

/** 确认注销: checks the code texted to the account's phone, then erases the account. */
export async function deleteAccount(
  user: AuthUser,
  input: DeleteAccountInput,
  now: number = Date.now(),
): Promise<void> {
  const phoneNumber = phoneOf(user);
  await consumeSmsCode({ phoneNumber, captchaId: input.phoneCaptchaId, code: input.phoneCaptcha });
  await eraseAccount(user.id, now);
}
