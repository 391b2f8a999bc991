// The moderation queue's sources (docs/decisions/0029-moderation.md): one entry per kind of content a school's
// organisation account reviews. A domain adds its source to `moderationSources`; the moderation page and API read only
// this list, so a new kind needs no change there. Every source filters by the author's school in its WHERE — in decide()
// too, so an item of another school answers 404 exactly as one that does not exist —, and its decide() records the decision (recordDecision) in the transaction that
// changes the item, and tells the author (notifications) after the commit.
import { DomainError } from "~/lib/domain-error";
import { seniorApplicationQueueSource } from "~/modules/seniors/senior-applications.server";
import { groupQueueSource } from "~/modules/groups/group-queue-source.server";
import { commentQueueSource } from "~/modules/comments/comment-moderation.server";
import { reportQueueSource } from "~/modules/comments/reports.server";
import type { Page } from "~/modules/paging/paged-query";
import { postQueueSource } from "~/modules/square/post-moderation.server";
import type { Paging } from "~/modules/paging/paging-schemas";
import { moderationMessages as m, REASON_MAX_LENGTH } from "./moderation-messages";
import type { Moderator, PendingText, QueueItem } from "./moderation-queue";
import { actionsNeedingReason, moderationActions, type ModerationAction } from "./moderation-states";

export interface QueueSource {
  kind: string;
  /** The tab's name on the moderation page (帖子, 评论, 学长学姐申请, 举报, 小组帖子…). */
  name: string;
  countPending(schoolId: number): Promise<number>;
  listPending(schoolId: number, paging: Paging): Promise<Page<QueueItem>>;
  /** 404 when the item does not exist, is another school's, or is no longer waiting for this action. */
  decide(moderator: Moderator, id: number, action: ModerationAction, reason: string, now: number): Promise<void>;
  /**
   * Optional: the whole text waiting for review, when the item's link cannot show it (404 as decide). The
   * moderation centre then reads it in place (docs/decisions/0031).
   */
  readPending?(moderator: Moderator, id: number): Promise<PendingText>;
}

export const moderationSources: QueueSource[] = [
  // One per kind of content, in the moderation page's tab order.
  postQueueSource,
  commentQueueSource,
  reportQueueSource,
  seniorApplicationQueueSource,
  groupQueueSource,
];

export function sourceOf(kind: string): QueueSource {
  const source = moderationSources.find((entry) => entry.kind === kind);
  if (!source) throw new DomainError(404, m.unknownKind);
  return source;
}

/** Checks the action and the reason, then lets the item's source apply the decision. */
export async function decideOn(
  moderator: Moderator,
  input: { kind: string; id: number; action: string; reason?: string | null },
  now: number = Date.now(),
): Promise<ModerationAction> {
  const action = moderationActions.find((entry) => entry === input.action);
  if (!action) throw new DomainError(400, m.unknownAction, { action: m.unknownAction });
  const reason = (input.reason ?? "").trim();
  if (actionsNeedingReason.has(action) && !reason)
    throw new DomainError(400, m.reasonRequired, { reason: m.reasonRequired });
  if ([...reason].length > REASON_MAX_LENGTH) throw new DomainError(400, m.reasonTooLong, { reason: m.reasonTooLong });
  await sourceOf(input.kind).decide(moderator, input.id, action, reason, now);
  return action;
}

/** Pending counts per source, for the page's tabs and the header badge. */
export async function pendingCounts(schoolId: number): Promise<Array<{ kind: string; name: string; count: number }>> {
  return Promise.all(
    moderationSources.map(async (source) => ({
      kind: source.kind,
      name: source.name,
      count: await source.countPending(schoolId),
    })),
  );
}
