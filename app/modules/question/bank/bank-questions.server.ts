// A bank's questions for practice (/question/list; GET …/questions?bankId=&point=): top-level questions in the order
// they were written, optionally only those of a knowledge point or any point under it (a group counts when it or one
// of its children is tagged), a page at a time, in the public view — no keys before an answer is final.
import { db } from "~/db/client.server";
import { fetchPage, type Page } from "~/modules/paging/paged-query";
import { pointSubtreeIds, questionsTaggedWithAny } from "./knowledge-points.server";
import { publishedBank } from "./question-banks.server";
import type { BankQuestionListInput } from "./question-schemas";
import type { PublicQuestion } from "./question-views";
import { loadPublicQuestions } from "./question-views.server";

export async function listBankQuestions(input: BankQuestionListInput): Promise<Page<PublicQuestion>> {
  const bank = await publishedBank(input.bankId);
  const pointIds = input.point ? await pointSubtreeIds(bank.subject, input.point) : null;
  let filtered = db.selectFrom("questions as q").where("q.bank_id", "=", bank.id).where("q.parent_id", "is", null);
  if (pointIds) {
    filtered = filtered.where("q.id", "in", questionsTaggedWithAny(pointIds));
  }
  const ordered = filtered.select("q.id").orderBy("q.id");
  return fetchPage(input, filtered, ordered, async (rows) => {
    const views = await loadPublicQuestions(rows.map((row) => row.id));
    return rows.flatMap((row) => {
      const view = views.get(row.id);
      return view ? [view] : [];
    });
  });
}
