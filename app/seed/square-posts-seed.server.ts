// The demo student (13800000001, 演示大学) has written two posts (docs/decisions/0030): a draft, so 我的草稿 and 我的文章's
// 草稿 tab have something to resume, and one waiting for review, so 演示大学's moderation queue (帖子) has an item.
// Idempotent: each post is found by its code and left as it is once there.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { renderMarkup } from "~/modules/square/post-body.server";

const HOUR_MS = 3_600_000;

const posts = [
  {
    code: "demo-post-draft",
    state: "draft",
    title: "我的数学一复习计划（草稿）",
    category: "math",
    tags: ["数学一"],
    body: "## 基础阶段\n\n- 教材过一遍，**课后题全做**\n- 每天 3 小时\n\n## 强化阶段\n\n> 先把错题本整理好。\n",
  },
  {
    code: "demo-post-pending",
    state: "pending",
    title: "英语一阅读：我是怎么从 20 分提到 34 分的",
    category: "english",
    tags: ["英语一", "阅读"],
    body: "## 方法\n\n1. 真题精读，*逐句翻译*\n2. 每篇文章整理生词\n\n更多资料见[考研资讯](/policy)。\n",
  },
] as const;

export async function seedDemoSquarePosts(db: Kysely<Database>, now: number): Promise<void> {
  const student = await db
    .selectFrom("users")
    .select(["id", "school_id"])
    .where("phone_number", "=", "13800000001")
    .executeTakeFirst();
  if (!student) return;
  for (const [index, post] of posts.entries()) {
    const exists = await db.selectFrom("experiences").select("id").where("code", "=", post.code).executeTakeFirst();
    if (exists) continue;
    const at = now - (index + 1) * 6 * HOUR_MS;
    const draft = post.state === "draft";
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("experiences")
        .values({
          code: post.code,
          senior_id: null,
          author_user_id: student.id,
          category: post.category,
          title: post.title,
          tags: JSON.stringify(post.tags),
          summary: "",
          content: "",
          content_format: "html",
          video_key: null,
          video_duration: null,
          poster_key: null,
          published: 0,
          published_at: null,
          view_count: 0,
          like_count: 0,
          collect_count: 0,
          state: post.state,
          school_id: student.school_id,
          submitted_at: draft ? null : at,
          created_at: at,
          updated_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const revision = await trx
        .insertInto("experience_revisions")
        .values({
          experience_id: row.id,
          number: 1,
          kind: draft ? "draft" : "submitted",
          status: draft ? "saved" : "pending",
          title: post.title,
          category: post.category,
          tags: JSON.stringify(post.tags),
          video_link: null,
          source_format: "markup",
          source: post.body,
          body_html: renderMarkup(post.body),
          flagged_words: "[]",
          created_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .updateTable("experiences")
        .set(draft ? { head_revision_id: revision.id } : { pending_revision_id: revision.id })
        .where("id", "=", row.id)
        .execute();
    });
  }
}
