// The pay page's event stream (/events/order-status, docs/decisions/0041) on SQLite and PostgreSQL: the order's status
// when it opens and when it changes, then the end once it is no longer pending; 401 without a login, 404 for another
// student's order exactly as for one that does not exist (docs/decisions/0039); and the stream stops reading the
// database as soon as the client goes away.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { openEventStreamCount } from "~/lib/event-streams.server";
import { loadAccessContext } from "~/modules/access/content-access.server";
import { ORDER_STATUS_EVENT, orderStatusEventsPath } from "~/modules/order/order-pages";
import { streamOrderStatus } from "~/modules/order/order-status-stream.server";
import { createOrder } from "~/modules/order/orders.server";
import { course, newUser, seedDemo, viewerOfUser, type TestUser } from "./course-fixtures";

const fast = { pollMs: 20, keepAliveMs: 60_000, maxMs: 60_000 };
let courseId: number;

beforeAll(async () => {
  await seedDemo();
  courseId = (await course("demo-english2-04")).id;
});

async function pendingOrder(user: TestUser): Promise<string> {
  const access = await loadAccessContext(viewerOfUser(user));
  const shopper = { ...access, viewer: { ...access.viewer, userId: user.id } };
  const created = await createOrder(shopper, {
    courseIds: [courseId],
    token: randomUUID().replaceAll("-", ""),
    agree: true,
    invoiceKind: "none",
  });
  return created.order.orderNo;
}

const request = (orderNo: string, user?: TestUser, signal?: AbortSignal) =>
  new Request(`http://localhost${orderStatusEventsPath(orderNo)}`, {
    headers: user ? { cookie: `Authorization=${user.token}` } : {},
    signal,
  });

const readers = new WeakMap<Response, { reader: ReadableStreamDefaultReader<string>; buffer: string }>();

/** Reads events off the stream until `stop` says so or the stream ends; returns them and whether it ended. */
async function readEvents(response: Response, stop: (events: string[]) => boolean) {
  let state = readers.get(response);
  if (!state) {
    state = { reader: response.body!.pipeThrough(new TextDecoderStream()).getReader(), buffer: "" };
    readers.set(response, state);
  }
  const events: string[] = [];
  while (true) {
    const { done, value } = await state.reader.read();
    if (done) return { events, ended: true };
    state.buffer += value;
    for (let end = state.buffer.indexOf("\n\n"); end !== -1; end = state.buffer.indexOf("\n\n")) {
      const block = state.buffer.slice(0, end);
      state.buffer = state.buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      events.push(`${event}:${data}`);
    }
    if (stop(events)) return { events, ended: false };
  }
}

describe("the order status stream", () => {
  it("sends pending, then paid when the order is paid, and ends", async () => {
    const user = await newUser("复旦大学");
    const orderNo = await pendingOrder(user);
    const response = await streamOrderStatus(request(orderNo, user), fast);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const first = await readEvents(response, (events) => events.length >= 1);
    expect(first.events).toEqual([`${ORDER_STATUS_EVENT}:pending`]);
    await db
      .updateTable("orders")
      .set({ status: "paid", paid_at: Date.now() })
      .where("order_no", "=", orderNo)
      .execute();
    const rest = await readEvents(response, () => false);
    expect(rest).toEqual({ events: [`${ORDER_STATUS_EVENT}:paid`], ended: true });
    expect(openEventStreamCount()).toBe(0);
  });

  it("ends at once, after saying so, for an order already closed", async () => {
    const user = await newUser("复旦大学");
    const orderNo = await pendingOrder(user);
    await db
      .updateTable("orders")
      .set({ status: "closed", closed_at: Date.now() })
      .where("order_no", "=", orderNo)
      .execute();
    const response = await streamOrderStatus(request(orderNo, user), fast);
    expect(await readEvents(response, () => false)).toEqual({ events: [`${ORDER_STATUS_EVENT}:closed`], ended: true });
  });

  it("answers another student's order exactly as one that does not exist, and a guest with 401", async () => {
    const owner = await newUser("复旦大学");
    const other = await newUser("复旦大学");
    const orderNo = await pendingOrder(owner);
    const foreign = await streamOrderStatus(request(orderNo, other), fast);
    const missing = await streamOrderStatus(request("YT000000000000000000", other), fast);
    expect([foreign.status, await foreign.text()]).toEqual([missing.status, await missing.text()]);
    expect(foreign.status).toBe(404);
    expect(foreign.headers.get("content-type")).toBe(missing.headers.get("content-type"));
    const guest = await streamOrderStatus(request(orderNo), fast);
    expect(guest.status).toBe(401);
  });

  it("stops reading the database when the client goes away", async () => {
    const user = await newUser("复旦大学");
    const orderNo = await pendingOrder(user);
    const client = new AbortController();
    const response = await streamOrderStatus(request(orderNo, user, client.signal), fast);
    await readEvents(response, (events) => events.length >= 1);
    expect(openEventStreamCount()).toBe(1);
    client.abort();
    expect(openEventStreamCount()).toBe(0);
    // Paid after the client left: nothing more is read or sent, and the stream is closed.
    await db
      .updateTable("orders")
      .set({ status: "paid", paid_at: Date.now() })
      .where("order_no", "=", orderNo)
      .execute();
    expect(await readEvents(response, () => false)).toEqual({ events: [], ended: true });
  });
});
