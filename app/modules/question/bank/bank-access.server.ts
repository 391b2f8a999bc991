// Who may use which question bank (docs/decisions/0020): a free bank (price 0) anyone who may browse the question
// bank; a priced one the viewer's school or campus licenses (all / subject / that bank), or the student bought. A set
// is open when every bank its questions come from is; a filtered practice draws only from open banks. The rule is
// access's (entitlement.ts), as it is for courses; here are the facts about banks.
import { db } from "~/db/client.server";
import { DomainError } from "~/lib/domain-error";
import { entitlementIn, type AccessContext } from "~/modules/access/content-access.server";
import type { Entitlement } from "~/modules/access/entitlement";
import { questionMessages as m } from "./question-messages";

export interface BankStanding {
  id: number;
  name: string;
  subject: string;
  priceFen: number;
  entitlement: Entitlement;
}

/** Which of these banks the user bought and still holds. */
async function bankEnrolmentsAmong(
  userId: number | null,
  bankIds: readonly number[],
  now: number,
): Promise<Set<number>> {
  if (userId === null || bankIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("question_bank_enrolments")
    .select("bank_id")
    .where("user_id", "=", userId)
    .where("bank_id", "in", [...bankIds])
    .where((eb) => eb.or([eb("expires_at", "is", null), eb("expires_at", ">", now)]))
    .execute();
  return new Set(rows.map((row) => row.bank_id));
}

/** Each bank's entitlement for the viewer (unknown ids are left out). */
export async function bankStandings(
  context: AccessContext,
  bankIds: readonly number[],
): Promise<Map<number, BankStanding>> {
  const ids = [...new Set(bankIds)];
  if (ids.length === 0) return new Map();
  const [banks, enrolled] = await Promise.all([
    db.selectFrom("question_banks").select(["id", "name", "subject", "price_fen"]).where("id", "in", ids).execute(),
    bankEnrolmentsAmong(context.viewer.userId, ids, context.now),
  ]);
  return new Map(
    banks.map((bank) => [
      bank.id,
      {
        id: bank.id,
        name: bank.name,
        subject: bank.subject,
        priceFen: bank.price_fen,
        entitlement: entitlementIn(
          context,
          { kind: "question-bank", bankId: bank.id, subject: bank.subject },
          { free: bank.price_fen === 0, enrolled: enrolled.has(bank.id) },
        ),
      },
    ]),
  );
}

/** The banks a set's questions come from. */
async function banksOfSet(setId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("question_set_slots as s")
    .innerJoin("questions as q", "q.id", "s.question_id")
    .select("q.bank_id")
    .distinct()
    .where("s.set_id", "=", setId)
    .execute();
  return rows.map((row) => row.bank_id);
}

/** Throws 401/403 naming the first bank of the set the viewer may not use (with its id for the 购买 link). */
export async function requireSetOpen(context: AccessContext, setId: number): Promise<void> {
  const standings = await bankStandings(context, await banksOfSet(setId));
  for (const standing of standings.values()) {
    const entitlement = standing.entitlement;
    if (entitlement.allowed) continue;
    const message =
      entitlement.status === 401 ? m.bankLoginRequired(standing.name) : m.bankPurchaseRequired(standing.name);
    throw new DomainError(entitlement.status, message, undefined, { bankId: standing.id });
  }
}

/** Why a set is closed to the viewer, and which bank to buy; null when it is open. */
export async function setLock(
  context: AccessContext,
  setId: number,
): Promise<{ message: string; bankId: number; status: 401 | 403 } | null> {
  try {
    await requireSetOpen(context, setId);
    return null;
  } catch (error) {
    if (error instanceof DomainError && (error.status === 401 || error.status === 403)) {
      return { message: error.message, bankId: Number(error.details?.bankId), status: error.status };
    }
    throw error;
  }
}
