// The console's 收件箱 (issue 25): the feedback and the consultation bookings of a school's users, in one list, newest
// first, 20 a page, filtered by state (新 / 处理中 / 已回复, stored as codes) and kind. An item belongs to the school of
// the user who sent it, so every query joins the sender with the school in the WHERE clause: another school's item is
// "not found", and a visitor's feedback (no account) is in no school's inbox.
//
// A reply is kept on the item (text, who, when; the audit log keeps every earlier one), makes the item 已回复, and
// reaches the user as an in-site notification — and as an SMS notice where the sender ticked the box for it
// (notifications/sms-reply.server.ts).
import { type Kysely, sql, type Transaction } from "kysely";
import { db } from "~/db/client.server";
import type { AppointmentStatus, Database, InboxState } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { feedbackTypes } from "~/modules/feedback/feedback-schemas";
import { notify, type NotifyOutcome } from "~/modules/notifications/notifications.server";
import { type SmsReplyOutcome, textReplyNotice } from "~/modules/notifications/sms-reply.server";
import { fetchPage, type Page } from "~/modules/paging/paged-query";
import type { ConsoleAccess } from "./console-access";
import { recordConsoleChange, type ConsoleActor } from "./console-audit.server";
import {
  bookingStatusNames,
  type InboxKind,
  inboxKindNames,
  inboxReplyTitles,
  inboxStateNames,
  REPLY_MAX,
  schoolAdminMessages as m,
} from "./school-admin-messages";
import { assertSchoolInScope } from "./school-scope.server";

const INBOX_PAGE_ROWS = 20;
const SUMMARY_LENGTH = 60;
const QUOTE_LENGTH = 20;

/** The table behind each kind. */
const tableOf = { feedback: "feedback", booking: "appointments" } as const satisfies Record<InboxKind, string>;

const tail = (text: string | null) => [...(text ?? "")].slice(-4).join("");
const clip = (text: string, length: number) => {
  const characters = [...text.trim()];
  return characters.length > length ? `${characters.slice(0, length).join("")}…` : characters.join("");
};

interface InboxSender {
  userId: number;
  nickname: string;
  /** The account's phone number, last four digits. */
  phoneTail: string;
}

export interface InboxListItem {
  kind: InboxKind;
  kindName: string;
  id: number;
  state: InboxState;
  stateName: string;
  createdAt: number;
  from: InboxSender;
  /** The feedback's text, or the booking's subject and question, cut to 60 characters. */
  summary: string;
  repliedAt: number | null;
}

/** The columns both inbox tables have: the sender, the contact left, when, and the inbox's own (migration 0027). */
interface InboxTableRow {
  id: number;
  user_id: number | null;
  phone: string;
  created_at: number;
  inbox_state: InboxState;
  reply_body: string | null;
  replied_by_user_id: number | null;
  replied_at: number | null;
  sms_reply: number;
}

/**
 * One kind's rows whose sender is a user of the school: the school in the WHERE clause, for every read and change.
 * Both tables carry the same inbox columns (migration 0027), so what follows is written once for both kinds.
 */
function schoolInboxRows(executor: Kysely<Database> | Transaction<Database>, kind: InboxKind, schoolId: number) {
  return executor
    .selectFrom(sql<InboxTableRow>`${sql.table(tableOf[kind])}`.as("i"))
    .innerJoin("users as u", "u.id", "i.user_id")
    .where("u.school_id", "=", schoolId);
}

/** What an item says: the feedback's text, the booking's question (with its subject beside it in the list). */
const textOf = (kind: InboxKind) => sql.ref<string>(kind === "feedback" ? "i.suggestion" : "i.question");
/** What the reply's notification quotes: the feedback's text, the booking's subject (its question may be empty). */
const quoteOf = (kind: InboxKind) => sql.ref<string>(kind === "feedback" ? "i.suggestion" : "i.subject");

/** One kind's rows of the school's users, in the list's shape (both kinds select the same columns, for the union). */
function inboxSource(kind: InboxKind, schoolId: number, state: InboxState | undefined) {
  let query = schoolInboxRows(db, kind, schoolId).select([
    sql.lit(kind).$castTo<string>().as("kind"),
    (kind === "feedback" ? sql<string | null>`null` : sql.ref<string | null>("i.subject")).as("subject"),
    textOf(kind).as("text"),
    "i.id",
    "i.inbox_state as state",
    "i.created_at",
    "i.replied_at",
    "u.id as user_id",
    "u.nickname",
    "u.phone_number",
  ]);
  if (state !== undefined) query = query.where("i.inbox_state", "=", state);
  return query;
}

/** The school's inbox, newest first, 20 a page; state and kind filter it (absent: all). */
export async function listInbox(
  access: ConsoleAccess,
  schoolId: number,
  input: { state?: InboxState; kind?: InboxKind; page: number },
): Promise<Page<InboxListItem>> {
  await assertSchoolInScope(access, schoolId);
  const sources =
    input.kind !== undefined
      ? inboxSource(input.kind, schoolId, input.state)
      : inboxSource("feedback", schoolId, input.state).unionAll(inboxSource("booking", schoolId, input.state));
  const filtered = db.selectFrom(sources.as("x"));
  const ordered = filtered.selectAll().orderBy("created_at", "desc").orderBy("id", "desc").orderBy("kind");
  return fetchPage({ page: input.page, rows: INBOX_PAGE_ROWS }, filtered, ordered, (rows) =>
    rows.map((row) => {
      const kind = row.kind as InboxKind;
      return {
        kind,
        kindName: inboxKindNames[kind],
        id: row.id,
        state: row.state,
        stateName: inboxStateNames[row.state],
        createdAt: Number(row.created_at),
        from: { userId: row.user_id, nickname: row.nickname, phoneTail: tail(row.phone_number) },
        summary: clip(row.subject === null ? row.text : `${row.subject}：${row.text}`, SUMMARY_LENGTH),
        repliedAt: row.replied_at === null ? null : Number(row.replied_at),
      };
    }),
  );
}

interface InboxItemCommon {
  id: number;
  kindName: string;
  state: InboxState;
  stateName: string;
  createdAt: number;
  from: InboxSender;
  /** Whether the sender asked to be told of a reply by SMS too. */
  smsReply: boolean;
  /** The last reply and who wrote it (null: that account is gone); null before the first. */
  reply: { body: string; repliedAt: number; repliedBy: { userId: number; nickname: string } | null } | null;
}

export type InboxItem = InboxItemCommon &
  (
    | {
        kind: "feedback";
        typeName: string;
        suggestion: string;
        /** The contact the sender left (phone, e-mail, QQ…), its last four characters only. */
        contactTail: string;
        userAgent: string;
      }
    | {
        kind: "booking";
        name: string;
        subject: string;
        preferredTime: string;
        question: string;
        /** The number left for the call back, last four digits. */
        phoneTail: string;
        /** The user's side of the booking: 待处理, or 已取消 by the user. */
        bookingStatus: AppointmentStatus;
        bookingStatusName: string;
      }
  );

/** One item of the school's inbox, whole (404 for another school's, a visitor's, or none). */
export async function getInboxItem(
  access: ConsoleAccess,
  schoolId: number,
  kind: InboxKind,
  id: number,
): Promise<InboxItem> {
  await assertSchoolInScope(access, schoolId);
  const row = await schoolInboxRows(db, kind, schoolId)
    .leftJoin("users as r", "r.id", "i.replied_by_user_id")
    .select([
      "i.id",
      "i.phone",
      "i.inbox_state",
      "i.created_at",
      "i.reply_body",
      "i.replied_at",
      "i.replied_by_user_id",
      "i.sms_reply",
      "u.id as user_id",
      "u.nickname",
      "u.phone_number",
      "r.nickname as replier_nickname",
    ])
    .where("i.id", "=", id)
    .executeTakeFirst();
  // The kind's own fields, by the id the school's query found.
  const own =
    row === undefined
      ? undefined
      : kind === "feedback"
        ? await db
            .selectFrom("feedback")
            .select(["type", "suggestion", "user_agent"])
            .where("id", "=", id)
            .executeTakeFirst()
        : await db
            .selectFrom("appointments")
            .select(["name", "subject", "preferred_time", "question", "status"])
            .where("id", "=", id)
            .executeTakeFirst();
  if (!row || !own) throw new DomainError(404, m.itemNotFound);
  const common: InboxItemCommon = {
    id: row.id,
    kindName: inboxKindNames[kind],
    state: row.inbox_state,
    stateName: inboxStateNames[row.inbox_state],
    createdAt: Number(row.created_at),
    from: { userId: row.user_id, nickname: row.nickname, phoneTail: tail(row.phone_number) },
    smsReply: Number(row.sms_reply) === 1,
    reply:
      row.reply_body === null || row.replied_at === null
        ? null
        : {
            body: row.reply_body,
            repliedAt: Number(row.replied_at),
            repliedBy:
              row.replied_by_user_id === null || row.replier_nickname === null
                ? null
                : { userId: row.replied_by_user_id, nickname: row.replier_nickname },
          },
  };
  if ("suggestion" in own)
    return {
      ...common,
      kind: "feedback",
      typeName: feedbackTypes.find((type) => type.value === own.type)?.label ?? String(own.type),
      suggestion: own.suggestion,
      contactTail: tail(row.phone),
      userAgent: own.user_agent,
    };
  return {
    ...common,
    kind: "booking",
    name: own.name,
    subject: own.subject,
    preferredTime: own.preferred_time,
    question: own.question,
    phoneTail: tail(row.phone),
    bookingStatus: own.status,
    bookingStatusName: bookingStatusNames[own.status],
  };
}

/** The school's users, for the WHERE clause of a change. */
const usersOf = (trx: Transaction<Database>, schoolId: number) =>
  trx.selectFrom("users").select("id").where("school_id", "=", schoolId);

/** An item of the school's users, read in the change's transaction (404 otherwise). */
async function schoolItem(trx: Transaction<Database>, schoolId: number, kind: InboxKind, id: number) {
  const row = await schoolInboxRows(trx, kind, schoolId)
    .select([quoteOf(kind).as("text"), "u.id as user_id", "i.inbox_state", "i.reply_body", "i.sms_reply"])
    .where("i.id", "=", id)
    .executeTakeFirst();
  if (!row) throw new DomainError(404, m.itemNotFound);
  return row;
}

/** 标记为 新 / 处理中 / 已回复. Marking the state it has changes nothing and writes no row. */
export async function setInboxState(
  access: ConsoleAccess,
  actor: ConsoleActor,
  schoolId: number,
  kind: InboxKind,
  id: number,
  state: InboxState,
  now: number = Date.now(),
): Promise<{ changed: boolean }> {
  await assertSchoolInScope(access, schoolId);
  return db.transaction().execute(async (trx) => {
    const item = await schoolItem(trx, schoolId, kind, id);
    if (item.inbox_state === state) return { changed: false };
    // Conditional on the state read: of two administrators racing, one changes it and writes the row.
    const updated = await trx
      .updateTable(tableOf[kind])
      .set({ inbox_state: state })
      .where("id", "=", id)
      .where("user_id", "in", usersOf(trx, schoolId))
      .where("inbox_state", "=", item.inbox_state)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return { changed: false };
    await recordConsoleChange(
      trx,
      actor,
      {
        schoolId,
        action: "inbox.state",
        targetType: kind,
        targetId: id,
        before: { state: item.inbox_state },
        after: { state },
      },
      now,
    );
    return { changed: true };
  });
}

/**
 * 回复: keeps the text and who wrote it on the item, makes it 已回复, and tells the user in 消息 (a system notification,
 * which users cannot mute). A later reply replaces the item's; the audit row keeps the one before. The notification
 * follows the commit: what it reports has happened.
 */
export async function replyToInboxItem(
  access: ConsoleAccess,
  actor: ConsoleActor,
  schoolId: number,
  kind: InboxKind,
  id: number,
  body: string,
  now: number = Date.now(),
): Promise<{ notification: NotifyOutcome; sms: SmsReplyOutcome }> {
  await assertSchoolInScope(access, schoolId);
  const text = body.trim();
  if (text === "") throw new DomainError(400, m.replyRequired, { body: m.replyRequired });
  if ([...text].length > REPLY_MAX) throw new DomainError(400, m.replyTooLong, { body: m.replyTooLong });
  const item = await db.transaction().execute(async (trx) => {
    const found = await schoolItem(trx, schoolId, kind, id);
    await trx
      .updateTable(tableOf[kind])
      .set({ reply_body: text, replied_by_user_id: actor.userId, replied_at: now, inbox_state: "replied" })
      .where("id", "=", id)
      .where("user_id", "in", usersOf(trx, schoolId))
      .execute();
    await recordConsoleChange(
      trx,
      actor,
      {
        schoolId,
        action: "inbox.reply",
        targetType: kind,
        targetId: id,
        before: { state: found.inbox_state, reply: found.reply_body },
        after: { state: "replied", reply: text },
      },
      now,
    );
    return found;
  });
  const notification = await notify(
    item.user_id,
    {
      kind: "system",
      title: inboxReplyTitles[kind],
      body: `关于您提交的${inboxKindNames[kind]}「${clip(item.text, QUOTE_LENGTH)}」：${text}`,
      link: null,
      dedupeKey: `console:inbox:${kind}:${id}:reply:${now}`,
    },
    now,
  );
  const sms = await textReplyNotice(item.user_id, Number(item.sms_reply) === 1, inboxKindNames[kind]);
  return { notification, sms };
}
