// What the moderation page shows and does, whatever the kind of content (client-safe types). Each kind — posts,
// comments, senior applications, reports, group posts — is a queue source (moderation-sources.server.ts) that lists its
// school's pending items in this one shape and applies a decision to its own table.
import type { ModerationAction } from "./moderation-states";
import type { ConsoleActor } from "~/modules/console/console-audit.server";

export interface QueueItem {
  /** The source's kind (post, comment, senior_application, report, …). */
  kind: string;
  id: number;
  /** What the moderator reads first: a post's title, the first words of a comment, an applicant's school and major. */
  title: string;
  /** Plain text, at most ~200 characters. */
  excerpt: string;
  authorName: string;
  /** Epoch ms the item entered the queue. */
  submittedAt: number;
  /** Words of the sensitive-word check found in it (the check flags, never alters). */
  flaggedWords: string[];
  /** Where the moderator can read the whole item (a desktop path), or null. */
  link: string | null;
  /** What may be done to it here. */
  actions: ModerationAction[];
}

export interface Moderator {
  userId: number;
  schoolId: number;
  /** Deciding through the console: who and from where, for its audit log (docs/decisions/0045). */
  actor?: ConsoleActor;
}

/** An item's whole text as it waits for review, for a source whose text has no public page yet (a post's revision). */
export interface PendingText {
  title: string;
  /** The body as the source stores it: HTML already sanitised by the source's allow-list. */
  html: string;
  flaggedWords: string[];
}
