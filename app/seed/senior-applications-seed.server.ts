// The demo's approved senior (docs/decisions/0033): the 北京大学 demo student (13800000002) applied and was approved by
// 北京大学's organisation account, so the 学长学姐 badge, their profile and the approved application's state have
// something to show. Idempotent: nothing is added when the student already has a senior profile. The proof image is a
// small generated picture (DATA_DIR/private/senior-proofs), never a real document.
import type { Kysely } from "kysely";
import sharp from "sharp";
import type { Database } from "~/db/schema";
import { storeProofImage } from "~/modules/seniors/senior-proofs.server";

const DEMO_SENIOR_PHONE = "13800000002";
const DAY_MS = 86_400_000;

export async function seedDemoSeniorApplication(db: Kysely<Database>, now: number): Promise<void> {
  const student = await db
    .selectFrom("users as u")
    .leftJoin("schools as s", "s.id", "u.school_id")
    .select(["u.id", "u.nickname", "s.name as school_name"])
    .where("u.phone_number", "=", DEMO_SENIOR_PHONE)
    .executeTakeFirst();
  if (!student) return;
  if (await db.selectFrom("seniors").select("id").where("user_id", "=", student.id).executeTakeFirst()) return;
  const picture = await sharp({ create: { width: 320, height: 200, channels: 3, background: "#c0392b" } })
    .png()
    .toBuffer();
  const proofKey = await storeProofImage(new File([new Uint8Array(picture)], "demo-proof.png", { type: "image/png" }));
  const subjects = [
    { subject: "政治", score: 71 },
    { subject: "英语一", score: 78 },
    { subject: "数学一", score: 126 },
    { subject: "408", score: 121 },
  ];
  const facts = {
    admitted_school: "北京大学",
    admitted_major: "计算机技术",
    exam_year: 2026,
    total_score: 396,
    introduction: "本科在北京大学，一战考回本校计算机技术专业。数学一靠真题三刷，408 每天一套选择题。",
  };
  await db.transaction().execute(async (trx) => {
    const senior = await trx
      .insertInto("seniors")
      .values({
        ...facts,
        code: "demo-senior-account-pku",
        name: student.nickname,
        avatar_key: null,
        undergraduate_school: student.school_name ?? "",
        // No tags: the home page's tag counts are the seeded seniors' own.
        tags: "[]",
        user_id: student.id,
        created_at: now - 3 * DAY_MS,
        updated_at: now - 3 * DAY_MS,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("senior_applications")
      .values({
        ...facts,
        user_id: student.id,
        subjects: JSON.stringify(subjects),
        proof_key: proofKey,
        state: "approved",
        reason: "",
        senior_id: senior.id,
        reviewed_at: now - 3 * DAY_MS,
        created_at: now - 5 * DAY_MS,
        updated_at: now - 3 * DAY_MS,
      })
      .execute();
  });
}
