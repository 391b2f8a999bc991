// The checkout load of issue 15, short enough for CI: 24 students check out at once on the built app against the fake
// WeChat Pay (the confirm form sent twice at once each), pay, and WeChat Pay's notifications arrive shuffled, three
// copies each, while half of them press 我已完成支付 — on SQLite and, when reachable, PostgreSQL. Every order is paid
// exactly once with one enrolment, no notification is lost and nothing is refunded. The full-size run is
// `npm run bench -- --checkout` (scripts/bench/README.md).
import { afterEach, describe, expect, it } from "vitest";
import { runCheckoutLoad } from "../../scripts/bench/checkout-load";
import { databaseTargets } from "../support/database-targets";
import { seededDatabase } from "../support/server-databases";
import type { TestDatabase } from "../support/test-databases";

const { targets } = await databaseTargets();
let database: TestDatabase | undefined;

afterEach(async () => {
  await database?.drop();
  database = undefined;
});

describe.each(targets)("concurrent checkouts with shuffled, duplicated notifications (%s)", (target) => {
  it("pays every order once, with one enrolment each, and loses no notification", { timeout: 120_000 }, async () => {
    database = await seededDatabase(target);
    const report = await runCheckoutLoad({ databaseUrl: database.url, buyers: 24, duplicates: 3 });
    expect(report.failures).toEqual([]);
    expect(report).toMatchObject({
      buyers: 24,
      ordersPaid: 24,
      ordersNotPaid: 0,
      paidTwice: 0,
      enrolments: 24,
      notificationsApplied: 24,
      notificationsUndelivered: 0,
      doubleSubmitsMerged: 24,
      refunds: 0,
    });
    expect(report.notificationsSent).toBe(24 * 3);
  });
});
