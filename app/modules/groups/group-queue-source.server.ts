// The "group" source of the moderation queue (docs/decisions/0029, 0034): a school's new study groups wait here (小组)
// until its organisation account approves or declines them; a published group can later be hidden and restored. The
// decision and its log entry are one transaction; the owner is told after the commit.
import { recordDecision } from "~/modules/moderation/moderation-log.server";
import type { QueueSource } from "~/modules/moderation/queue-source";
import { DomainError } from "~/lib/domain-error";
import { moderationMessages } from "~/modules/moderation/moderation-messages";
import { notify } from "~/modules/notifications/notifications.server";
import { groupPaths } from "./group-config";
import { groupMessages as m } from "./group-messages";
import {
  applyGroupDecision,
  countPendingGroups,
  groupTransitions,
  listPendingGroups,
  type GroupDecision,
} from "./study-groups.server";

const GROUP_QUEUE_KIND = "group";

const isGroupDecision = (action: string): action is GroupDecision => action in groupTransitions;

function noticeOf(action: GroupDecision, name: string, reason: string): { title: string; body: string } {
  switch (action) {
    case "approve":
      return { title: m.approvedTitle, body: m.approvedBody(name) };
    case "decline":
      return { title: m.declinedTitle, body: m.declinedBody(name, reason) };
    case "hide":
      return { title: m.hiddenTitle, body: m.hiddenBody(name, reason) };
    case "restore":
      return { title: m.restoredTitle, body: m.restoredBody(name) };
  }
}

export const groupQueueSource: QueueSource = {
  kind: GROUP_QUEUE_KIND,
  name: "小组",
  countPending: countPendingGroups,
  async listPending(schoolId, paging) {
    const page = await listPendingGroups(schoolId, paging);
    return {
      ...page,
      items: page.items.map((group) => ({
        kind: GROUP_QUEUE_KIND,
        id: group.id,
        title: group.name,
        excerpt: [`${group.target} · ${group.subjectName} · ${group.examYear} 年`, group.introduction]
          .filter(Boolean)
          .join("\n")
          .slice(0, 200),
        authorName: group.ownerName ?? "（已注销）",
        submittedAt: group.submittedAt,
        flaggedWords: group.flaggedWords,
        link: groupPaths.desktop.group(group.id),
        actions: ["approve", "decline"],
      })),
    };
  },
  async decide(moderator, id, action, reason, now) {
    if (!isGroupDecision(action)) throw new DomainError(400, moderationMessages.unknownAction);
    const group = await applyGroupDecision(
      moderator,
      id,
      action,
      (trx) =>
        recordDecision(
          trx,
          {
            schoolId: moderator.schoolId,
            moderatorUserId: moderator.userId,
            actor: moderator.actor,
            subjectKind: GROUP_QUEUE_KIND,
            subjectId: id,
            action,
            reason,
          },
          now,
        ),
      now,
    );
    if (group.ownerUserId !== null) {
      const notice = noticeOf(action, group.name, reason);
      await notify(
        group.ownerUserId,
        {
          kind: "square",
          ...notice,
          link: groupPaths.desktop.group(group.id),
          dedupeKey: `square:group:${group.id}:${action}:${now}`,
        },
        now,
      );
    }
  },
};
