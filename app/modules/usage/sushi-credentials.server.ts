// COUNTER_SUSHI credentials (docs/decisions/0056): a school has one customer_id; each harvester it lets in gets a
// requestor_id and an api_key, shown once when issued and kept only as its SHA-256. Issuing and revoking are console
// changes (one audit row each, in the change's transaction). Access is never decided by IP address (5.1 removed it).
import crypto from "node:crypto";
import { db } from "~/db/client.server";
import { DomainError } from "~/lib/domain-error";
import { recordConsoleChange, type ConsoleActor } from "~/modules/console/console-audit.server";
import { usageMessages as m } from "./usage-messages";

export interface IssuedSushiCredential {
  id: number;
  customerId: string;
  requestorId: string;
  /** Shown once; only its hash is kept. */
  apiKey: string;
}

export interface SushiCredentialSummary {
  id: number;
  customerId: string;
  requestorId: string;
  label: string;
  createdAt: number;
  revokedAt: number | null;
}

/** The customer_id of a school: stable, not a secret (the requestor_id and api_key are what let a harvester in). */
export function customerIdOf(schoolId: number): string {
  return `YT${String(schoolId).padStart(6, "0")}`;
}

function hashApiKey(apiKey: string): string {
  return crypto.createHash("sha256").update(apiKey, "utf8").digest("hex");
}

export async function issueSushiCredential(
  schoolId: number,
  actor: ConsoleActor,
  label = "",
  now: number = Date.now(),
): Promise<IssuedSushiCredential> {
  const school = await db.selectFrom("schools").select("id").where("id", "=", schoolId).executeTakeFirst();
  if (!school) throw new DomainError(404, m.schoolNotFound);
  const customerId = customerIdOf(schoolId);
  const requestorId = crypto.randomUUID();
  const apiKey = crypto.randomBytes(32).toString("base64url");
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("sushi_credentials")
      .values({
        school_id: schoolId,
        customer_id: customerId,
        requestor_id: requestorId,
        api_key_hash: hashApiKey(apiKey),
        label: label.slice(0, 100),
        created_by: actor.userId,
        created_at: now,
        revoked_at: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordConsoleChange(
      trx,
      actor,
      {
        schoolId,
        action: "sushi.issue",
        targetType: "sushi_credential",
        targetId: row.id,
        before: null,
        after: { customerId, requestorId, label },
      },
      now,
    );
    return row.id;
  });
  return { id, customerId, requestorId, apiKey };
}

/** Revokes one of the school's credentials; another school's (or an unknown) id is 404. */
export async function revokeSushiCredential(
  schoolId: number,
  credentialId: number,
  actor: ConsoleActor,
  now: number = Date.now(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("sushi_credentials")
      .set({ revoked_at: now })
      .where("id", "=", credentialId)
      .where("school_id", "=", schoolId)
      .where("revoked_at", "is", null)
      .returning(["requestor_id"])
      .executeTakeFirst();
    if (!row) throw new DomainError(404, m.credentialNotFound);
    await recordConsoleChange(
      trx,
      actor,
      {
        schoolId,
        action: "sushi.revoke",
        targetType: "sushi_credential",
        targetId: credentialId,
        before: { requestorId: row.requestor_id, revoked: false },
        after: { requestorId: row.requestor_id, revoked: true },
      },
      now,
    );
  });
}

export async function listSushiCredentials(schoolId: number): Promise<SushiCredentialSummary[]> {
  const rows = await db
    .selectFrom("sushi_credentials")
    .select(["id", "customer_id", "requestor_id", "label", "created_at", "revoked_at"])
    .where("school_id", "=", schoolId)
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    customerId: row.customer_id,
    requestorId: row.requestor_id,
    label: row.label,
    createdAt: Number(row.created_at),
    revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
  }));
}

/** The live credential of a requestor_id, or undefined. */
export async function findActiveCredential(requestorId: string) {
  return db
    .selectFrom("sushi_credentials as c")
    .innerJoin("schools as s", "s.id", "c.school_id")
    .select(["c.id", "c.school_id", "c.customer_id", "c.api_key_hash", "s.name as school_name"])
    .where("c.requestor_id", "=", requestorId)
    .where("c.revoked_at", "is", null)
    .executeTakeFirst();
}

/** Compares an offered api_key with the stored hash in constant time. */
export function apiKeyMatches(apiKey: string, storedHash: string): boolean {
  const offered = Buffer.from(hashApiKey(apiKey), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return offered.length === stored.length && crypto.timingSafeEqual(offered, stored);
}
