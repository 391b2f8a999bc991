// Appointment consultations: a logged-in user leaves their name, phone, subject and a preferred time, and staff call
// them back. A user has at most one open appointment (checked in a transaction, backed by a partial unique index);
// they may cancel it and book again. Ownership is always part of the WHERE clause.
import { db } from "~/db/client.server";
import type { Selectable } from "kysely";
import type { AppointmentStatus, AppointmentTable } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { smsReplyOffer } from "~/modules/notifications/sms-reply.server";
import { createLimiter, formatWait } from "~/modules/rate-limit/rate-limit.server";
import { maskPhone } from "~/modules/user/user.server";
import { appointMessages as m, type AppointInput, type PreferredTime } from "./appoint-schemas";

/** Bookings a user may make per day (cancelling and booking again counts each time). */
const APPOINT_LIMIT = { points: 10, durationSeconds: 24 * 60 * 60 } as const;

const perUser = createLimiter({ name: "appoint-create-user-24h", ...APPOINT_LIMIT });

export interface Appointment {
  id: number;
  name: string;
  /** 138****5678 — the full number is never sent back. */
  phone: string;
  subject: string;
  preferredTime: PreferredTime;
  question: string;
  status: AppointmentStatus;
  createdAt: string;
  updatedAt: string;
}

export interface AppointmentState {
  isAppointed: boolean;
  appointment: Appointment | null;
}

const columns = [
  "id",
  "name",
  "phone",
  "subject",
  "preferred_time",
  "question",
  "status",
  "created_at",
  "updated_at",
] as const;

function toAppointment(row: Pick<Selectable<AppointmentTable>, (typeof columns)[number]>): Appointment {
  return {
    id: row.id,
    name: row.name,
    phone: maskPhone(row.phone) ?? "",
    subject: row.subject,
    // Written only from appointSchema's preferredTimes.
    preferredTime: row.preferred_time as PreferredTime,
    question: row.question,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

function isUniqueViolation(error: unknown): boolean {
  const text = error instanceof Error ? `${(error as { code?: string }).code ?? ""} ${error.message}` : "";
  return /UNIQUE constraint failed|23505|duplicate key/i.test(text);
}

const alreadyOpen = () => new DomainError(409, m.alreadyOpen);

/** The user's open appointment, or null. */
export async function getOpenAppointment(userId: number): Promise<Appointment | null> {
  const row = await db
    .selectFrom("appointments")
    .select(columns)
    .where("user_id", "=", userId)
    .where("status", "=", "open")
    .executeTakeFirst();
  return row ? toAppointment(row) : null;
}

/** GET /api/Appoint/isAppointed: whether the user has an open appointment, and which. */
export async function isAppointed(userId: number): Promise<AppointmentState> {
  const appointment = await getOpenAppointment(userId);
  return { isAppointed: appointment !== null, appointment };
}

/** Books a consultation; 409 when the user already has an open one, 429 after too many bookings in a day. */
export async function createAppointment(
  user: { id: number; phoneNumber: string | null; schoolId: number | null },
  input: AppointInput,
): Promise<Appointment> {
  const key = `user:${user.id}`;
  const state = await perUser.peek(key);
  if (state.remaining <= 0) {
    throw new DomainError(429, m.tooMany(formatWait(state.retryAfterSeconds)), undefined, {
      retryAfterSeconds: state.retryAfterSeconds,
    });
  }
  let created: Appointment;
  try {
    created = await db.transaction().execute(async (trx) => {
      const open = await trx
        .selectFrom("appointments")
        .select("id")
        .where("user_id", "=", user.id)
        .where("status", "=", "open")
        .executeTakeFirst();
      if (open) throw alreadyOpen();
      const now = Date.now();
      const row = await trx
        .insertInto("appointments")
        .values({
          user_id: user.id,
          name: input.name,
          phone: input.phone,
          subject: input.subject,
          preferred_time: input.preferredTime,
          question: input.question,
          sms_reply: input.smsReply && smsReplyOffer(user) ? 1 : 0,
          status: "open",
          created_at: now,
          updated_at: now,
        })
        .returning(columns)
        .executeTakeFirstOrThrow();
      return toAppointment(row);
    });
  } catch (error) {
    // Two submissions at once: the partial unique index lets only one open row in.
    if (isUniqueViolation(error)) throw alreadyOpen();
    throw error;
  }
  await perUser.consume(key);
  return created;
}

/** Cancels the user's open appointment (only theirs, only an open one) so they may book again. */
export async function cancelAppointment(userId: number, appointmentId?: number): Promise<Appointment> {
  let query = db
    .updateTable("appointments")
    .set({ status: "cancelled", updated_at: Date.now() })
    .where("user_id", "=", userId)
    .where("status", "=", "open");
  if (appointmentId !== undefined) query = query.where("id", "=", appointmentId);
  const row = await query.returning(columns).executeTakeFirst();
  if (!row) throw new DomainError(404, m.noOpen);
  return toAppointment(row);
}
