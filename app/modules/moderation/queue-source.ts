// What a kind of content gives the moderation queue (docs/decisions/0029-moderation.md). Each source implements this
// beside its own table and exports its object; moderation-sources.server.ts imports the sources and lists them, so a
// source never imports the list (no cycle). Every source filters by the author's school in its WHERE — in decide()
// too, so an item of another school answers 404 exactly as one that does not exist —, and its decide() records the
// decision (recordDecision) in the transaction that changes the item, and tells the author (notifications) after the
// commit.
import type { Page } from "~/modules/paging/paged-query";
import type { Paging } from "~/modules/paging/paging-schemas";
import type { Moderator, PendingText, QueueItem } from "./moderation-queue";
import type { ModerationAction } from "./moderation-states";

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
