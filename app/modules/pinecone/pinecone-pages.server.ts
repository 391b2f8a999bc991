// The 松果 page in both trees (/user/pinecone, /mobile/user/pinecone; docs/decisions/0024-check-ins-and-pinecones.md):
// the balance, how to earn them, and the ledger a page at a time (?page=). Automatic check-ins due are settled first,
// so a day that met the study goal shows its 松果 here too.
import { redirect } from "@remix-run/node";
import { requireUser } from "~/modules/auth/require-user.server";
import { settleAutoCheckIns } from "~/modules/check-in/check-ins.server";
import { pagingSchema } from "~/modules/paging/paging-schemas";
import { CHECK_IN_PINECONES, EXAM_PINECONES, SECTION_PINECONES, STREAK_MILESTONES } from "./pinecone-rules";
import { getPineconeBalance, listPineconeEntries } from "./pinecones.server";

const PINECONE_ROWS = 20;

export async function loadPineconePage(request: Request) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const paging = pagingSchema.safeParse({ page: url.searchParams.get("page") ?? undefined, rows: PINECONE_ROWS });
  const page = paging.success ? paging.data.page : 1;
  await settleAutoCheckIns(user.id);
  const [balance, list] = await Promise.all([
    getPineconeBalance(user.id),
    listPineconeEntries(user.id, { page, rows: PINECONE_ROWS }),
  ]);
  // A page past the end (a stale link) goes to the last page.
  const last = Math.max(1, Math.ceil(list.total / PINECONE_ROWS));
  if (page > last) {
    if (last > 1) url.searchParams.set("page", String(last));
    else url.searchParams.delete("page");
    throw redirect(`${url.pathname}${url.search}`);
  }
  return {
    balance,
    page: list.page,
    rows: list.rows,
    total: list.total,
    items: list.items,
    rules: {
      checkIn: CHECK_IN_PINECONES,
      section: SECTION_PINECONES,
      exam: EXAM_PINECONES,
      milestones: STREAK_MILESTONES.map(({ days, amount }) => ({ days, amount })),
    },
  };
}
