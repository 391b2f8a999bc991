// 松果 in the JSON API (docs/decisions/0024-check-ins-and-pinecones.md): the balance and the ledger, newest first.
// Both settle the automatic check-ins due first, as the page does. Spending is the orders' (spendPinecones).
import { z } from "zod";
import { defineEndpoint } from "~/modules/api/endpoint";
import { count, isoDateTime, pageResultOf, pagingNotes, rowId } from "~/modules/api/result-schemas.server";
import { settleAutoCheckIns } from "~/modules/check-in/check-ins.server";
import { pagingSchema } from "~/modules/paging/paging-schemas";
import { getPineconeBalance, listPineconeEntries } from "./pinecones.server";

// The answers (pinecones.server.ts PineconeEntry): the handlers' return types are checked against these.
const pineconeEntry = z.object({
  id: rowId,
  /** Positive: earned; negative: spent. */
  amount: z.number().int(),
  reason: z.enum(["check_in", "streak", "section", "exam", "spend", "refund"]),
  title: z.string(),
  createdAt: isoDateTime,
});

export const pineconeEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/api/Pinecone/balance",
    auth: "user",
    summary: "松果余额（账本各条之和，不会为负）",
    result: z.object({ balance: count }),
    handle: async ({ user }) => {
      await settleAutoCheckIns(user.id);
      return { balance: await getPineconeBalance(user.id) };
    },
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Pinecone/page-query",
    auth: "user",
    input: pagingSchema,
    result: pageResultOf(pineconeEntry),
    fieldNotes: pagingNotes,
    summary: "松果明细（新的在前）：amount 正为获得、负为使用，reason 原因代码，title 原因，createdAt 时间",
    handle: async ({ input, user }) => {
      await settleAutoCheckIns(user.id);
      return listPineconeEntries(user.id, input);
    },
  }),
];
