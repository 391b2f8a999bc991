// 举报 (docs/decisions/0032): a logged-in student reports a post or a comment they can see, with a reason category and
// words of their own; one open report per reporter and subject (a second is answered "already reported" and stores
// nothing). The "report" queue source (举报) shows a school's moderator the open reports on content written by its
// students — a seed post has no author and so belongs to no school's queue — and lets them 驳回举报 (dismiss: the
// report is closed, the content stays) or 隐藏 (hide: the subject's open reports are upheld and the content hidden;
// a comment by this module's own source, a post by the square's post source).
import { sql, type SqlBool, type Transaction } from "kysely";
import { db } from "~/db/client.server";
import type { Database } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { recordDecision } from "~/modules/moderation/moderation-log.server";
import { moderationMessages } from "~/modules/moderation/moderation-messages";
import type { Moderator, QueueItem } from "~/modules/moderation/moderation-queue";
import type { QueueSource } from "~/modules/moderation/queue-source";
import { pageOffset } from "~/modules/paging/paged-query";
import { createLimiter, formatWait } from "~/modules/rate-limit/rate-limit.server";
import { postQueueSource } from "~/modules/square/post-moderation.server";
import { REPORT_LIMITS, reportReasonName, type ReportSubjectKind } from "./comment-config";
import { commentMessages as m } from "./comment-messages";
import { applyCommentDecision, notifyCommentDecision } from "./comment-moderation.server";
import type { ReportFormInput } from "./comment-schemas";
import { commentLink, findVisibleComment, requireReadablePost } from "./comments.server";

const perUser = createLimiter({ name: "report-user-1h", ...REPORT_LIMITS.perUser });
const perIp = createLimiter({ name: "report-ip-1h", ...REPORT_LIMITS.perIp });

export interface ReportOutcome {
  id: number | null;
  /** false: the reporter already had an open report on it (nothing stored). */
  created: boolean;
  /** Where the reported thing is (the desktop path), to go back to. */
  experienceId: number;
}

/** The post a subject belongs to, if the reporter may see the subject (else 404, as for one that does not exist). */
async function subjectPost(userId: number, kind: ReportSubjectKind, id: number): Promise<number> {
  if (kind === "post") return (await requireReadablePost(id)).id;
  const comment = await findVisibleComment(userId, id);
  if (!comment) throw new DomainError(404, m.commentInvalid, { subjectId: m.commentInvalid });
  return comment.experienceId;
}

export async function reportContent(
  userId: number,
  input: ReportFormInput,
  ip: string,
  now: number = Date.now(),
): Promise<ReportOutcome> {
  const experienceId = await subjectPost(userId, input.subjectKind, input.subjectId);
  const open = await db
    .selectFrom("content_reports")
    .select("id")
    .where("reporter_user_id", "=", userId)
    .where("subject_kind", "=", input.subjectKind)
    .where("subject_id", "=", input.subjectId)
    .where("state", "=", "open")
    .executeTakeFirst();
  if (open) return { id: open.id, created: false, experienceId };
  const [user, address] = await Promise.all([perUser.consume(`u:${userId}`), perIp.consume(ip)]);
  const refused = [user, address].filter((result) => !result.allowed);
  if (refused.length > 0) {
    const wait = Math.max(...refused.map((result) => result.retryAfterSeconds));
    throw new DomainError(429, m.rateLimited(formatWait(wait)), { retryAfterSeconds: String(wait) });
  }
  // Two reports racing past the check above meet the partial unique index: the second stores nothing.
  const row = await db
    .insertInto("content_reports")
    .values({
      subject_kind: input.subjectKind,
      subject_id: input.subjectId,
      reporter_user_id: userId,
      reason: input.reason,
      detail: input.detail,
      state: "open",
      created_at: now,
      decided_at: null,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning("id")
    .executeTakeFirst();
  return { id: row?.id ?? null, created: Boolean(row), experienceId };
}

/** Open reports with the reported content and its author (a comment's or a post's), the author's school. */
function openReports() {
  return db
    .selectFrom("content_reports as r")
    .leftJoin("experience_comments as c", (join) =>
      join.onRef("c.id", "=", "r.subject_id").on("r.subject_kind", "=", "comment"),
    )
    .leftJoin("experiences as e", (join) => join.onRef("e.id", "=", "r.subject_id").on("r.subject_kind", "=", "post"))
    .leftJoin("users as author", (join) =>
      join.on(sql<SqlBool>`author.id = coalesce(c.author_user_id, e.author_user_id)`),
    )
    .where("r.state", "=", "open");
}

/**
 * The school whose moderator decides a report: a comment's author's school; a post's own school (experiences.school_id,
 * its author's school when it was submitted — the post source's WHERE), null for seed posts.
 */
const reportSchool = sql<number | null>`(case when r.subject_kind = 'post' then e.school_id else author.school_id end)`;

function openReportsOfSchool(schoolId: number) {
  return openReports().where(reportSchool, "=", schoolId);
}

const clip = (text: string, max: number) => {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join("")}…` : text;
};

async function decideReport(
  moderator: Moderator,
  id: number,
  action: string,
  reason: string,
  now: number,
): Promise<void> {
  const report = await openReports()
    .select(["r.id", "r.subject_kind", "r.subject_id", "r.state", reportSchool.as("school_id")])
    .where("r.id", "=", id)
    // Another school's report is not this moderator's to see: the same 404 as one that does not exist.
    .where(reportSchool, "=", moderator.schoolId)
    .executeTakeFirst();
  if (!report) throw new DomainError(404, moderationMessages.itemNotFound);
  const subject = { kind: report.subject_kind, id: Number(report.subject_id) };

  if (action === "dismiss") {
    await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable("content_reports")
        .set({ state: "dismissed", decided_at: now })
        .where("id", "=", id)
        .where("state", "=", "open")
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw new DomainError(404, moderationMessages.itemNotFound);
      await recordDecision(
        trx,
        {
          schoolId: moderator.schoolId,
          moderatorUserId: moderator.userId,
          actor: moderator.actor,
          subjectKind: "report",
          subjectId: id,
          action: "dismiss",
          reason,
        },
        now,
      );
    });
    return;
  }
  if (action !== "hide") throw new DomainError(400, moderationMessages.unknownAction);

  /** Every open report on the subject is upheld: one decision settles them all. */
  const uphold = async (trx: Transaction<Database>) => {
    await trx
      .updateTable("content_reports")
      .set({ state: "upheld", decided_at: now })
      .where("subject_kind", "=", subject.kind)
      .where("subject_id", "=", subject.id)
      .where("state", "=", "open")
      .execute();
    await recordDecision(
      trx,
      {
        schoolId: moderator.schoolId,
        moderatorUserId: moderator.userId,
        actor: moderator.actor,
        subjectKind: "report",
        subjectId: id,
        action: "hide",
        reason,
      },
      now,
    );
  };

  if (subject.kind === "comment") {
    const decision = await db.transaction().execute(async (trx) => {
      const state = await trx
        .selectFrom("experience_comments")
        .select("state")
        .where("id", "=", subject.id)
        .executeTakeFirst();
      // Already hidden (another report, or the comment queue): uphold the reports without a second hide.
      const applied =
        state?.state === "hidden" ? null : await applyCommentDecision(trx, moderator, subject.id, "hide", reason, now);
      await uphold(trx);
      return applied;
    });
    if (decision) await notifyCommentDecision(decision, now);
    return;
  }
  // A post: its own source hides it (its state, its log, its author's notice), then the reports are upheld.
  await postQueueSource.decide(moderator, subject.id, "hide", reason, now);
  await db.transaction().execute(uphold);
}

export const reportQueueSource: QueueSource = {
  kind: "report",
  name: "举报",
  async countPending(schoolId) {
    const row = await openReportsOfSchool(schoolId)
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  },
  async listPending(schoolId, paging) {
    const filtered = openReportsOfSchool(schoolId);
    const [count, rows] = await Promise.all([
      filtered.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirst(),
      filtered
        .leftJoin("users as reporter", "reporter.id", "r.reporter_user_id")
        .select([
          "r.id",
          "r.subject_kind",
          "r.subject_id",
          "r.reason",
          "r.detail",
          "r.created_at",
          "c.body as comment_body",
          "c.experience_id as comment_post",
          "c.flagged_words",
          "e.title as post_title",
          "author.nickname as author_name",
          "reporter.nickname as reporter_name",
        ])
        .orderBy("r.created_at")
        .orderBy("r.id")
        .limit(paging.rows)
        .offset(pageOffset(paging))
        .execute(),
    ]);
    const items: QueueItem[] = rows.map((row) => {
      const isComment = row.subject_kind === "comment";
      const subjectText = isComment ? clip(row.comment_body ?? "", 60) : (row.post_title ?? "");
      return {
        kind: "report",
        id: row.id,
        title: `举报${isComment ? "评论" : "文章"}：${clip(subjectText, 30)}`,
        excerpt: clip(
          `「${reportReasonName(row.reason)}」${row.detail ? ` ${row.detail}` : ""}（举报人：${row.reporter_name ?? "已注销用户"}；被举报内容：${subjectText}）`,
          200,
        ),
        authorName: row.author_name ?? "",
        submittedAt: Number(row.created_at),
        flaggedWords: [],
        link: isComment
          ? commentLink(Number(row.comment_post), Number(row.subject_id))
          : `/square/experPlay?id=${row.subject_id}`,
        actions: ["dismiss", "hide"],
      };
    });
    return { page: paging.page, rows: paging.rows, total: Number(count?.count ?? 0), items };
  },
  decide: decideReport,
};
