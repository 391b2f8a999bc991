// Feedback: anyone may send it (the IP-gate tips offer it to visitors who cannot log in), so it is limited per client
// address. The sender's user id is kept when they are logged in; the address and browser help staff reproduce bugs.
//
// The limit is per address, and a whole campus may share one address behind NAT (docs/decisions/0004): when a bug
// hits, many students report it at once, which is exactly when feedback matters. 20 per 10 minutes still stops a
// script from filling the table, without turning away a school's worth of bug reports.
import { db } from "~/db/client.server";
import { DomainError } from "~/lib/domain-error";
import { smsReplyOffer } from "~/modules/notifications/sms-reply.server";
import { createLimiter, formatWait } from "~/modules/rate-limit/rate-limit.server";
import { feedbackMessages, type FeedbackInput } from "./feedback-schemas";

export const FEEDBACK_LIMIT = { points: 20, durationSeconds: 10 * 60 } as const;

const perIp = createLimiter({ name: "feedback-ip-10m", ...FEEDBACK_LIMIT });

export interface FeedbackSender {
  user: { id: number; phoneNumber: string | null; schoolId: number | null } | null;
  ip: string;
  userAgent: string;
}

/** Stores one feedback message; throws DomainError 429 when the address has sent too many lately. */
export async function submitFeedback(input: FeedbackInput, sender: FeedbackSender): Promise<{ id: number }> {
  const limit = await perIp.consume(sender.ip || "unknown");
  if (!limit.allowed) {
    throw new DomainError(429, feedbackMessages.tooMany(formatWait(limit.retryAfterSeconds)), undefined, {
      retryAfterSeconds: limit.retryAfterSeconds,
    });
  }
  const row = await db
    .insertInto("feedback")
    .values({
      type: input.type,
      suggestion: input.suggestion,
      phone: input.phone,
      user_id: sender.user?.id ?? null,
      sms_reply: input.smsReply && smsReplyOffer(sender.user) ? 1 : 0,
      ip: sender.ip,
      user_agent: sender.userAgent.slice(0, 500),
      created_at: Date.now(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id };
}
