// 松果 in the JSON API (docs/decisions/0024-check-ins-and-pinecones.md): the balance and the ledger, newest first.
// Both settle the automatic check-ins due first, as the page does. Spending is the orders' (spendPinecones).
import { defineEndpoint } from "~/modules/api/endpoint";
import { settleAutoCheckIns } from "~/modules/check-in/check-ins.server";
import { pagingSchema } from "~/modules/paging/paging-schemas";
import { getPineconeBalance, listPineconeEntries } from "./pinecones.server";

export const pineconeEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/api/Pinecone/balance",
    auth: "user",
    summary: "松果余额（账本各条之和，不会为负）",
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
    summary: "松果明细（新的在前）：amount 正为获得、负为使用，reason 原因代码，title 原因，createdAt 时间",
    handle: async ({ input, user }) => {
      await settleAutoCheckIns(user.id);
      return listPineconeEntries(user.id, input);
    },
  }),
];
