// A few approved comments under the first two experience posts (docs/decisions/0032), written by the two demo students,
// so the comment list, 回复, 点赞 and 举报 have something to show in the demo and the audit. Idempotent: a comment that
// is already there (same post, author and text) is left as it is.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { recountComments } from "~/modules/comments/comments.server";

const HOUR_MS = 3_600_000;

interface SeedComment {
  post: number;
  phone: string;
  body: string;
  /** Index of the top-level comment (in this list) it replies to. */
  replyTo?: number;
  /** Liked by the other demo student (a real like row, so the count is true). */
  liked: boolean;
}

const DEMO_COMMENTS: readonly SeedComment[] = [
  { post: 0, phone: "13800000002", body: "按这个节奏复习了一个月，数学基础扎实了很多，谢谢学姐分享！", liked: true },
  { post: 0, phone: "13800000001", body: "同感。请问真题是从哪一年开始刷的？", replyTo: 0, liked: true },
  { post: 0, phone: "13800000001", body: "强化阶段的错题本怎么整理比较好？", liked: false },
  { post: 1, phone: "13800000002", body: "英语作文模板要不要背？看完觉得更有方向了。", liked: false },
];

export async function seedDemoComments(db: Kysely<Database>, now: number): Promise<void> {
  const posts = await db
    .selectFrom("experiences")
    .select("id")
    .where("published", "=", 1)
    .orderBy("id")
    .limit(2)
    .execute();
  const users = await db
    .selectFrom("users")
    .select(["id", "phone_number"])
    .where("phone_number", "in", ["13800000001", "13800000002"])
    .execute();
  const ids: number[] = [];
  for (const [index, comment] of DEMO_COMMENTS.entries()) {
    const post = posts[comment.post];
    const author = users.find((user) => user.phone_number === comment.phone);
    if (!post || !author) continue;
    const existing = await db
      .selectFrom("experience_comments")
      .select("id")
      .where("experience_id", "=", post.id)
      .where("author_user_id", "=", author.id)
      .where("body", "=", comment.body)
      .executeTakeFirst();
    if (existing) {
      ids[index] = existing.id;
      continue;
    }
    const parent = comment.replyTo === undefined ? null : (ids[comment.replyTo] ?? null);
    const at = now - (DEMO_COMMENTS.length - index) * HOUR_MS;
    const row = await db
      .insertInto("experience_comments")
      .values({
        experience_id: post.id,
        parent_id: parent,
        reply_to_id: parent,
        author_user_id: author.id,
        body: comment.body,
        state: "published",
        flagged_words: "[]",
        decision_reason: "",
        like_count: comment.liked ? 1 : 0,
        deleted: 0,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids[index] = row.id;
    const fan = users.find((user) => user.id !== author.id);
    if (comment.liked && fan) {
      await db
        .insertInto("experience_comment_likes")
        .values({ comment_id: row.id, user_id: fan.id, created_at: at })
        .onConflict((conflict) => conflict.columns(["comment_id", "user_id"]).doNothing())
        .execute();
    }
  }
  for (const post of posts) await recountComments(db, post.id);
}
