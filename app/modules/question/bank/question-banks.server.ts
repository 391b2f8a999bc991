// Question banks by the spec's three shelves (/question/publicCourse, tkzyCourse, zmtCourse): published banks in
// their order, each with how many questions it holds (top level, and answerable ones counting a group's children).
import { db } from "~/db/client.server";
import type { QuestionShelf } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { questionMessages as m } from "./question-messages";
import type { BankListInput } from "./question-schemas";
import { questionShelves, questionSubjectName, type QuestionSubjectCode } from "./question-subjects";

export interface QuestionBankCard {
  id: number;
  code: string | null;
  shelf: QuestionShelf;
  shelfName: string;
  subject: QuestionSubjectCode;
  subjectName: string;
  name: string;
  description: string;
  school: string | null;
  major: string | null;
  /** Top-level questions (a group counts once). */
  questionCount: number;
  /** Answerable questions: a group's children, not the group. */
  itemCount: number;
  /** Fen; 0 = free. A priced bank needs a school licence or a purchase (/question/order). */
  priceFen: number;
}

const shelfName = (shelf: QuestionShelf) => questionShelves.find((entry) => entry.code === shelf)?.name ?? shelf;

/** Published banks, of one shelf or all, shelf by shelf in their sort order. */
export async function listQuestionBanks(input: BankListInput): Promise<QuestionBankCard[]> {
  let query = db.selectFrom("question_banks").selectAll().where("published", "=", 1);
  if (input.shelf) query = query.where("shelf", "=", input.shelf);
  const banks = await query.orderBy("sort_order").orderBy("id").execute();
  if (banks.length === 0) return [];
  const counts = await db
    .selectFrom("questions")
    .select((eb) => [
      "bank_id",
      eb.fn.sum<number>(eb.case().when("parent_id", "is", null).then(1).else(0).end()).as("top"),
      eb.fn.sum<number>(eb.case().when("kind", "!=", "group").then(1).else(0).end()).as("items"),
    ])
    .where(
      "bank_id",
      "in",
      banks.map((bank) => bank.id),
    )
    .groupBy("bank_id")
    .execute();
  const byBank = new Map(counts.map((row) => [row.bank_id, row]));
  const shelfOrder = questionShelves.map((shelf) => shelf.code as QuestionShelf);
  return banks
    .sort((a, b) => shelfOrder.indexOf(a.shelf) - shelfOrder.indexOf(b.shelf))
    .map((bank) => ({
      id: bank.id,
      code: bank.code,
      shelf: bank.shelf,
      shelfName: shelfName(bank.shelf),
      // The import validates a bank's subject against questionSubjects.
      subject: bank.subject as QuestionSubjectCode,
      subjectName: questionSubjectName(bank.subject),
      name: bank.name,
      description: bank.description,
      school: bank.school,
      major: bank.major,
      questionCount: Number(byBank.get(bank.id)?.top ?? 0),
      itemCount: Number(byBank.get(bank.id)?.items ?? 0),
      priceFen: bank.price_fen,
    }));
}

/** A published bank by id; 404 otherwise. */
export async function publishedBank(bankId: number) {
  const bank = await db
    .selectFrom("question_banks")
    .selectAll()
    .where("id", "=", bankId)
    .where("published", "=", 1)
    .executeTakeFirst();
  if (!bank) throw new DomainError(404, m.bankNotFound);
  return bank;
}
