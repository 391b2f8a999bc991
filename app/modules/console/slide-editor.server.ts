// 轮播图 (issue 26): the operator adds carousel slides (an image made light for slow networks, its description for
// those who cannot see it, a link, the days it shows), puts them in order, and takes them online and offline; one set
// of rules for the console page and /api/console/slides, one audit row per change in the change's transaction. A new
// slide is offline (a draft) until 上线; the home pages show the online slides inside their days
// (slide/slide.server.ts listActiveSlides).
import type { Selectable } from "kysely";
import { db, dialect } from "~/db/client.server";
import type { Database } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { shanghaiIsoDay } from "~/lib/shanghai-time";
import { storeSlideImage } from "~/modules/slide/slide-images.server";
import { recordConsoleChange } from "./console-audit.server";
import type { ConsoleUser } from "./require-console-user.server";
import { requireOperator } from "./school-scope.server";
import { slideEditorMessages as m } from "./slide-editor-messages";
import { type SlideInput, slideWindowOf } from "./slide-editor-schemas";

export interface EditorSlide {
  id: number;
  title: string;
  imageUrl: string;
  linkUrl: string;
  alt: string;
  sortOrder: number;
  online: boolean;
  /** Epoch ms: the first instant it shows (null: from 上线) and the first it no longer does (null: no end). */
  startsAt: number | null;
  endsAt: number | null;
  /** The form's days (Beijing, both inclusive; "" for none). */
  from: string;
  to: string;
  /** Online and inside its days at the time asked: on the home pages now. */
  showing: boolean;
}

type SlideRow = Selectable<Database["slides"]>;

function toSlide(row: SlideRow, now: number): EditorSlide {
  const startsAt = row.starts_at === null ? null : Number(row.starts_at);
  const endsAt = row.ends_at === null ? null : Number(row.ends_at);
  const online = Number(row.active) === 1;
  return {
    id: row.id,
    title: row.title,
    imageUrl: row.image_url,
    linkUrl: row.link_url,
    alt: row.alt,
    sortOrder: Number(row.sort_order),
    online,
    startsAt,
    endsAt,
    from: startsAt === null ? "" : shanghaiIsoDay(startsAt),
    to: endsAt === null ? "" : shanghaiIsoDay(endsAt - 1),
    showing: online && (startsAt === null || startsAt <= now) && (endsAt === null || endsAt > now),
  };
}

const notFound = () => new DomainError(404, m.notFound);

/** Every slide, online or not, in the carousel's order. */
export async function listEditorSlides(caller: ConsoleUser, now: number = Date.now()): Promise<EditorSlide[]> {
  requireOperator(caller.access);
  const rows = await db.selectFrom("slides").selectAll().orderBy("sort_order").orderBy("id").execute();
  return rows.map((row) => toSlide(row, now));
}

async function getEditorSlide(caller: ConsoleUser, id: number, now: number = Date.now()): Promise<EditorSlide> {
  requireOperator(caller.access);
  const row = await db.selectFrom("slides").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  return toSlide(row, now);
}

/** What the audit log keeps of a slide. */
const auditOf = (slide: Pick<EditorSlide, "title" | "imageUrl" | "linkUrl" | "alt" | "from" | "to">) => ({
  title: slide.title,
  imageUrl: slide.imageUrl,
  linkUrl: slide.linkUrl,
  alt: slide.alt,
  from: slide.from,
  to: slide.to,
});

/** A new slide, offline until 上线, last in the order. The image is required and stored before the row is written. */
export async function createSlide(
  caller: ConsoleUser,
  input: SlideInput,
  file: File | null,
  now: number = Date.now(),
): Promise<EditorSlide> {
  requireOperator(caller.access);
  const image = await storeSlideImage(file);
  const window = slideWindowOf(input);
  const id = await db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom("slides")
      .select((eb) => eb.fn.max("sort_order").as("max"))
      .executeTakeFirst();
    const created = await trx
      .insertInto("slides")
      .values({
        title: input.title,
        image_url: image.url,
        link_url: input.linkUrl,
        alt: input.alt,
        sort_order: Number(last?.max ?? 0) + 10,
        active: 0,
        starts_at: window.startsAt,
        ends_at: window.endsAt,
        created_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordConsoleChange(
      trx,
      caller.actor,
      {
        schoolId: null,
        action: "slide.create",
        targetType: "slide",
        targetId: created.id,
        before: null,
        after: {
          ...auditOf({ ...input, from: input.from ?? "", to: input.to ?? "", imageUrl: image.url }),
          size: image.size,
        },
      },
      now,
    );
    return created.id;
  });
  return getEditorSlide(caller, id, now);
}

/** New text, link, days and, when a file is given, a new image. Nothing changed: nothing written, no audit row. */
export async function updateSlide(
  caller: ConsoleUser,
  id: number,
  input: SlideInput,
  file: File | null,
  now: number = Date.now(),
): Promise<{ slide: EditorSlide; changed: boolean }> {
  requireOperator(caller.access);
  const before = await getEditorSlide(caller, id, now);
  const image = file && file.size > 0 ? await storeSlideImage(file) : null;
  const after = auditOf({
    ...input,
    from: input.from ?? "",
    to: input.to ?? "",
    imageUrl: image?.url ?? before.imageUrl,
  });
  const was = auditOf(before);
  const fields = (Object.keys(after) as Array<keyof typeof after>).filter((field) => after[field] !== was[field]);
  if (fields.length === 0) return { slide: before, changed: false };
  const window = slideWindowOf(input);
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("slides")
      .set({
        title: after.title,
        image_url: after.imageUrl,
        link_url: after.linkUrl,
        alt: after.alt,
        starts_at: window.startsAt,
        ends_at: window.endsAt,
      })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw notFound();
    await recordConsoleChange(
      trx,
      caller.actor,
      {
        schoolId: null,
        action: "slide.update",
        targetType: "slide",
        targetId: id,
        before: Object.fromEntries(fields.map((field) => [field, was[field]])),
        after: Object.fromEntries(fields.map((field) => [field, after[field]])),
      },
      now,
    );
  });
  return { slide: await getEditorSlide(caller, id, now), changed: true };
}

/** 上线 (true) or 下线 (false); already so: 409 with the reason, nothing written. */
export async function setSlideOnline(
  caller: ConsoleUser,
  id: number,
  online: boolean,
  now: number = Date.now(),
): Promise<EditorSlide> {
  requireOperator(caller.access);
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("slides")
      .set({ active: online ? 1 : 0 })
      .where("id", "=", id)
      .where("active", "=", online ? 0 : 1)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) {
      const exists = await trx.selectFrom("slides").select("id").where("id", "=", id).executeTakeFirst();
      throw exists ? new DomainError(409, online ? m.publishedAlready : m.unpublishedAlready) : notFound();
    }
    const row = await trx.selectFrom("slides").select("title").where("id", "=", id).executeTakeFirstOrThrow();
    await recordConsoleChange(
      trx,
      caller.actor,
      {
        schoolId: null,
        action: online ? "slide.publish" : "slide.unpublish",
        targetType: "slide",
        targetId: id,
        before: { title: row.title, online: !online },
        after: { title: row.title, online },
      },
      now,
    );
  });
  return getEditorSlide(caller, id, now);
}

/** 上移 / 下移: swaps the slide with its neighbour in the order (409 when it is already first or last). */
export async function moveSlide(
  caller: ConsoleUser,
  id: number,
  direction: "up" | "down",
  now: number = Date.now(),
): Promise<EditorSlide> {
  requireOperator(caller.access);
  await db.transaction().execute(async (trx) => {
    const ordered = trx.selectFrom("slides").select(["id", "title", "sort_order"]).orderBy("sort_order").orderBy("id");
    // Two moves at once must not renumber from the same reading: PostgreSQL locks the rows (SQLite writes one at a time).
    const rows = await (dialect === "postgres" ? ordered.forUpdate() : ordered).execute();
    const index = rows.findIndex((row) => row.id === id);
    if (index < 0) throw notFound();
    const other = rows[direction === "up" ? index - 1 : index + 1];
    const self = rows[index];
    if (!other || !self) throw new DomainError(409, m.cannotMove);
    // Renumbered 10, 20, 30… in the new order, so equal sort orders (seeded or old) never make a swap a no-op.
    const order = rows.map((row) => row.id);
    order.splice(index, 1);
    order.splice(direction === "up" ? index - 1 : index + 1, 0, id);
    for (const [position, rowId] of order.entries()) {
      const sortOrder = (position + 1) * 10;
      if (rows.find((row) => row.id === rowId)?.sort_order !== sortOrder)
        await trx.updateTable("slides").set({ sort_order: sortOrder }).where("id", "=", rowId).execute();
    }
    await recordConsoleChange(
      trx,
      caller.actor,
      {
        schoolId: null,
        action: "slide.move",
        targetType: "slide",
        targetId: id,
        before: { title: self.title, position: index + 1 },
        after: { title: self.title, position: order.indexOf(id) + 1 },
      },
      now,
    );
  });
  return getEditorSlide(caller, id, now);
}
