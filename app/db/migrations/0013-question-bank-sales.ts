// Question banks for sale (issue 14's /question/order, through issue 15's orders; docs/decisions/0020): a bank may have
// a price (fen; 0 = free to everyone who may browse the bank, as every bank was before), a school licence may cover
// one bank (scope "bank"; scopes all and subject cover banks too, by the bank's subject), and a student who bought a
// bank holds it for a while. A question set is open to a viewer when every bank its questions come from is.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("question_banks")
    .addColumn("price_fen", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("school_content_licenses")
    .addColumn("bank_id", "integer", (col) => col.references("question_banks.id").onDelete("cascade"))
    .execute();
  await db.schema
    .createTable("question_bank_enrolments")
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("bank_id", "integer", (col) => col.notNull().references("question_banks.id").onDelete("cascade"))
    // order | gift
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("expires_at", "bigint")
    .addPrimaryKeyConstraint("question_bank_enrolments_pk", ["user_id", "bank_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("question_bank_enrolments").execute();
  await db.schema.alterTable("school_content_licenses").dropColumn("bank_id").execute();
  await db.schema.alterTable("question_banks").dropColumn("price_fen").execute();
}
