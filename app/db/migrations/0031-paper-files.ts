// 真题管理 (issue 26): a past paper's PDF is uploaded from the console (docs/decisions/0051). The file itself stays a
// media key in exam_papers.file_key; its page count, read from the file when it is accepted, is kept beside it so the
// console and the student page can say how long the paper is without opening the PDF again. Null: no file yet.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("exam_papers").addColumn("page_count", "integer").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("exam_papers").dropColumn("page_count").execute();
}
