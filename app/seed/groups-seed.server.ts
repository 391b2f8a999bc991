// Three published study groups with the demo students as members, so /square/group, 我的小组 and a group's page have
// content in the demo and the audit (docs/decisions/0034). Idempotent: a group is found by its name and owner, a
// membership by its key; member counts are recounted from the rows. The second student owns two, the first one, so
// each still has room to create (the limit is 3).
import { sql, type Kysely } from "kysely";
import type { Database } from "~/db/schema";

const HOUR_MS = 3_600_000;

const demoGroups = [
  {
    name: "2027 计算机 408 冲刺",
    target: "2027 计算机 408",
    subject: "major",
    examYear: 2027,
    introduction: "数据结构、组成原理、操作系统、计算机网络四门一起过：每周一套真题，周日晚上对答案、讲错题。",
    owner: "13800000001",
    members: ["13800000002"],
  },
  {
    name: "英语一阅读打卡",
    target: "英语一冲刺",
    subject: "english",
    examYear: 2027,
    introduction: "每天一篇真题阅读，打卡写下长难句和生词，互相监督不断更。",
    owner: "13800000002",
    members: ["13800000001"],
  },
  {
    name: "数学一基础班",
    target: "2027 数学一",
    subject: "math",
    examYear: 2027,
    introduction: "从高数基础开始，跟一本教材做完课后题，每周交流一次卡住的地方。",
    owner: "13800000002",
    members: [],
  },
] as const;

export async function seedDemoGroups(db: Kysely<Database>, now: number): Promise<void> {
  const students = await db
    .selectFrom("users")
    .select(["id", "phone_number", "school_id"])
    .where("phone_number", "in", ["13800000001", "13800000002"])
    .execute();
  const byPhone = new Map(students.map((row) => [row.phone_number, row]));
  for (const [index, group] of demoGroups.entries()) {
    const owner = byPhone.get(group.owner);
    if (!owner) continue;
    const createdAt = now - (index + 3) * 24 * HOUR_MS;
    let row = await db
      .selectFrom("study_groups")
      .select("id")
      .where("name", "=", group.name)
      .where("owner_user_id", "=", owner.id)
      .executeTakeFirst();
    if (!row) {
      row = await db
        .insertInto("study_groups")
        .values({
          name: group.name,
          target: group.target,
          subject: group.subject,
          exam_year: group.examYear,
          introduction: group.introduction,
          owner_user_id: owner.id,
          school_id: owner.school_id,
          member_count: 0,
          state: "published",
          created_at: createdAt,
          updated_at: createdAt,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    }
    const groupId = row.id;
    const members = [
      { userId: owner.id, role: "owner" as const, joinedAt: createdAt },
      ...group.members.flatMap((phone, position) => {
        const member = byPhone.get(phone);
        return member
          ? [{ userId: member.id, role: "member" as const, joinedAt: createdAt + (position + 1) * HOUR_MS }]
          : [];
      }),
    ];
    for (const member of members) {
      await db
        .insertInto("study_group_members")
        .values({ group_id: groupId, user_id: member.userId, role: member.role, joined_at: member.joinedAt })
        .onConflict((conflict) => conflict.columns(["group_id", "user_id"]).doNothing())
        .execute();
    }
    await db
      .updateTable("study_groups")
      .set({
        member_count: sql`(select count(*) from study_group_members where study_group_members.group_id = ${groupId})`,
      })
      .where("id", "=", groupId)
      .execute();
  }
}
