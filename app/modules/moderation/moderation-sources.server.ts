// The moderation queue's sources (docs/decisions/0029-moderation.md): one entry per kind of content a school's
// organisation account reviews. A domain exports its source (a QueueSource, queue-source.ts) and adds it to
// `moderationSources` here; the moderation page and API read only this list, so a new kind needs no change there.
import { DomainError } from "~/lib/domain-error";
import { seniorApplicationQueueSource } from "~/modules/seniors/senior-applications.server";
import { groupQueueSource } from "~/modules/groups/group-queue-source.server";
import { commentQueueSource } from "~/modules/comments/comment-moderation.server";
import { reportQueueSource } from "~/modules/comments/reports.server";
import { postQueueSource } from "~/modules/square/post-moderation.server";
import { moderationMessages as m, REASON_MAX_LENGTH } from "./moderation-messages";
import type { Moderator } from "./moderation-queue";
import type { QueueSource } from "./queue-source";
import { actionsNeedingReason, moderationActions, type ModerationAction } from "./moderation-states";

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
