// Cart, orders and WeChat Pay (issue 15; docs/decisions/0020-orders-and-payment.md). Money is integer fen. An order
// line is a product kind + id with a snapshot of its title and price, so the order side is generic (course today,
// question banks through /question/order). One order has many payment attempts, each with its own out_trade_no, so a
// new QR code or another channel never reuses a trade number. Notifications are kept by WeChat Pay's id (an inbox:
// a duplicate is recognised by the primary key, inside the transaction that applies it). Conventions of 0002:
// epoch-ms bigint times, 0/1 integers for flags.
import type { Kysely } from "kysely";
import { withIdColumn } from "./column-types";

export async function up(db: Kysely<unknown>): Promise<void> {
  // 购物车: quantity is always 1, so a row is (user, product).
  await db.schema
    .createTable("cart_items")
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    // course (more kinds later: question_bank)
    .addColumn("product_kind", "text", (col) => col.notNull())
    .addColumn("product_id", "integer", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addPrimaryKeyConstraint("cart_items_pk", ["user_id", "product_kind", "product_id"])
    .execute();

  await withIdColumn(db, db.schema.createTable("orders"))
    // The number a student and the support desk see (YT + Beijing date + 10 random digits); not the trade number.
    .addColumn("order_no", "text", (col) => col.notNull().unique())
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("restrict"))
    // pending 待支付 | paid 已支付 | cancelled 已取消 | closed 已关闭 | refunding 退款中 | refunded 已退款
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("total_fen", "integer", (col) => col.notNull())
    .addColumn("payable_fen", "integer", (col) => col.notNull())
    // The confirm form's one-time token: a form sent twice makes one order (unique per user).
    .addColumn("client_token", "text", (col) => col.notNull())
    .addColumn("terms_accepted_at", "bigint", (col) => col.notNull())
    // Invoice request: none | personal 个人 | company 单位 (title = 名称, tax_no = 纳税人识别号).
    .addColumn("invoice_kind", "text", (col) => col.notNull().defaultTo("none"))
    .addColumn("invoice_title", "text")
    .addColumn("invoice_tax_no", "text")
    // none | requested 已申请 | issued 已开具
    .addColumn("invoice_state", "text", (col) => col.notNull().defaultTo("none"))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    // Unpaid past this, the sweep closes it (closing the open attempt at WeChat Pay first).
    .addColumn("expires_at", "bigint", (col) => col.notNull())
    .addColumn("paid_at", "bigint")
    .addColumn("closed_at", "bigint")
    // Something needs a person: a payment that arrived after the order was closed or cancelled, two paid attempts,
    // a refund WeChat Pay refused. The reason says which.
    .addColumn("flag_reason", "text")
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .addUniqueConstraint("orders_user_token_key", ["user_id", "client_token"])
    .execute();
  await db.schema
    .createIndex("orders_user_idx")
    .on("orders")
    .columns(["user_id", "status", "created_at", "id"])
    .execute();
  await db.schema.createIndex("orders_sweep_idx").on("orders").columns(["status", "expires_at"]).execute();

  await withIdColumn(db, db.schema.createTable("order_lines"))
    .addColumn("order_id", "integer", (col) => col.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("product_kind", "text", (col) => col.notNull())
    .addColumn("product_id", "integer", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("price_fen", "integer", (col) => col.notNull())
    // How long a purchase gives access, in days from payment (null: no end).
    .addColumn("access_days", "integer")
    .execute();
  await db.schema.createIndex("order_lines_order_idx").on("order_lines").columns(["order_id"]).execute();
  await db.schema
    .createIndex("order_lines_product_idx")
    .on("order_lines")
    .columns(["product_kind", "product_id"])
    .execute();

  await withIdColumn(db, db.schema.createTable("payment_attempts"))
    .addColumn("order_id", "integer", (col) => col.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("out_trade_no", "text", (col) => col.notNull().unique())
    // native | h5 | jsapi
    .addColumn("channel", "text", (col) => col.notNull())
    .addColumn("amount_fen", "integer", (col) => col.notNull())
    // created | success | closed
    .addColumn("state", "text", (col) => col.notNull())
    // What the client needs: Native code_url (never shown as a link), H5 h5_url. Null for JSAPI.
    .addColumn("pay_url", "text")
    .addColumn("transaction_id", "text")
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("expires_at", "bigint", (col) => col.notNull())
    .addColumn("paid_at", "bigint")
    .addColumn("closed_at", "bigint")
    .execute();
  await db.schema
    .createIndex("payment_attempts_order_idx")
    .on("payment_attempts")
    .columns(["order_id", "created_at"])
    .execute();

  await withIdColumn(db, db.schema.createTable("order_refunds"))
    .addColumn("order_id", "integer", (col) => col.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("attempt_id", "integer", (col) => col.notNull().references("payment_attempts.id").onDelete("cascade"))
    // Kept for retries: WeChat Pay treats the same out_refund_no as the same refund.
    .addColumn("out_refund_no", "text", (col) => col.notNull().unique())
    .addColumn("amount_fen", "integer", (col) => col.notNull())
    .addColumn("reason", "text", (col) => col.notNull())
    // student (requested) | duplicate (a second paid attempt) | late (paid after close/cancel, by policy)
    .addColumn("origin", "text", (col) => col.notNull())
    // requested | processing | success | closed | abnormal
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("refund_id", "text")
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("order_refunds_order_idx").on("order_refunds").columns(["order_id"]).execute();

  // WeChat Pay notifications applied, by their id: a duplicate finds its row and changes nothing.
  await db.schema
    .createTable("payment_notifications")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("event_type", "text", (col) => col.notNull())
    // out_trade_no or out_refund_no
    .addColumn("reference", "text", (col) => col.notNull())
    // applied | ignored (valid but nothing to do: unknown trade, already in that state)
    .addColumn("outcome", "text", (col) => col.notNull())
    .addColumn("received_at", "bigint", (col) => col.notNull())
    .execute();

  // 推荐图书馆购买: demand a library sees, one per user and course (the school is the user's at the time).
  await db.schema
    .createTable("library_recommendations")
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("course_id", "integer", (col) => col.notNull().references("courses.id").onDelete("cascade"))
    .addColumn("school_id", "integer", (col) => col.references("schools.id").onDelete("set null"))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addPrimaryKeyConstraint("library_recommendations_pk", ["user_id", "course_id"])
    .execute();
  await db.schema
    .createIndex("library_recommendations_course_idx")
    .on("library_recommendations")
    .columns(["course_id", "school_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "library_recommendations",
    "payment_notifications",
    "order_refunds",
    "payment_attempts",
    "order_lines",
    "orders",
    "cart_items",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
