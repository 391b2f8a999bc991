// Vocabulary (docs/decisions/0008-vocabulary-scheduling.md): the dictionary (one entry per headword, shared by every
// book), word books and their ordered entries, and per user: settings, per-book progress, FSRS cards, the append-only
// review log, daily counters, the notebook (生词本) and lookups.
//
// The hot paths are the next card and the answer; their indexes:
// - word_cards (user_id, book_id, retired, state, due): the due cards of one state of one book, in due order.
// - word_cards unique (user_id, book_id, word_id): one card per user, book and word — a double first answer cannot
//   create two, and an answer finds its card by key.
// - word_book_entries (book_id, position) unique: the next new word walks the book in order from a cursor.
// - word_review_logs unique (card_id, reps): one log row per card version — a rating can never be logged twice.
// - word_study_days primary key (user_id, study_day): today's counts, the streak and the heatmap without the log.
import { sql, type Kysely } from "kysely";
import { withIdColumn } from "./column-types";

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("word_books"))
    // A stable key for books the seed derives (kaoyan-syllabus, …); null for books imported with the CLI.
    .addColumn("code", "text", (col) => col.unique())
    .addColumn("name", "text", (col) => col.notNull().unique())
    .addColumn("description", "text", (col) => col.notNull().defaultTo(""))
    // Where the words come from, e.g. "ECDICT（MIT 许可）".
    .addColumn("source", "text", (col) => col.notNull().defaultTo(""))
    // SHA-256 (hex) of the CSV file the book was made from.
    .addColumn("source_hash", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("word_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("sort_order", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("word_books_sort_idx").on("word_books").columns(["sort_order", "id"]).execute();

  await withIdColumn(db, db.schema.createTable("words"))
    .addColumn("word", "text", (col) => col.notNull().unique())
    // IPA (ECDICT's Cyrillic look-alikes replaced), without slashes; "" when unknown.
    .addColumn("phonetic", "text", (col) => col.notNull().defaultTo(""))
    // JSON arrays of sense lines (Chinese, English).
    .addColumn("translation", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("definition", "text", (col) => col.notNull().defaultTo("[]"))
    // JSON array of [code, form] pairs from ECDICT's exchange field.
    .addColumn("exchange", "text", (col) => col.notNull().defaultTo("[]"))
    // JSON array of exam tags (zk gk cet4 cet6 ky toefl ielts gre).
    .addColumn("tags", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("collins", "integer")
    .addColumn("oxford", "integer", (col) => col.notNull().defaultTo(0))
    // Corpus frequency ranks (smaller = more frequent); null when unranked.
    .addColumn("bnc", "integer")
    .addColumn("frq", "integer")
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .execute();
  // Looking a clicked word up regardless of case (both dialects index expressions).
  await db.schema.createIndex("words_lower_word_idx").on("words").expression(sql`lower(word)`).execute();

  await db.schema
    .createTable("word_book_entries")
    .addColumn("book_id", "integer", (col) => col.notNull().references("word_books.id").onDelete("cascade"))
    .addColumn("word_id", "integer", (col) => col.notNull().references("words.id").onDelete("cascade"))
    // 1, 2, 3, … in the book's study order.
    .addColumn("position", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("word_book_entries_pk", ["book_id", "word_id"])
    .addUniqueConstraint("word_book_entries_position_key", ["book_id", "position"])
    .execute();
  await db.schema.createIndex("word_book_entries_word_idx").on("word_book_entries").column("word_id").execute();

  await db.schema
    .createTable("word_settings")
    .addColumn("user_id", "integer", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    // The chosen book; null until the user picks one.
    .addColumn("book_id", "integer", (col) => col.references("word_books.id").onDelete("set null"))
    .addColumn("daily_new_words", "integer", (col) => col.notNull().defaultTo(20))
    // YYYY-MM-DD; null = the next national exam (the Saturday between 20 and 26 December).
    .addColumn("exam_date", "text")
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("word_user_books")
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("book_id", "integer", (col) => col.notNull().references("word_books.id").onDelete("cascade"))
    // Every entry up to this position has a card: the next new word is searched from here.
    .addColumn("new_position", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .addPrimaryKeyConstraint("word_user_books_pk", ["user_id", "book_id"])
    .execute();

  await withIdColumn(db, db.schema.createTable("word_cards"))
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("book_id", "integer", (col) => col.notNull().references("word_books.id").onDelete("cascade"))
    .addColumn("word_id", "integer", (col) => col.notNull().references("words.id").onDelete("cascade"))
    // FSRS card (ts-fsrs Card): state 0 New, 1 Learning, 2 Review, 3 Relearning; times in epoch ms.
    .addColumn("state", "integer", (col) => col.notNull())
    .addColumn("due", "bigint", (col) => col.notNull())
    .addColumn("stability", "double precision", (col) => col.notNull())
    .addColumn("difficulty", "double precision", (col) => col.notNull())
    .addColumn("elapsed_days", "integer", (col) => col.notNull())
    .addColumn("scheduled_days", "integer", (col) => col.notNull())
    .addColumn("learning_steps", "integer", (col) => col.notNull())
    .addColumn("reps", "integer", (col) => col.notNull())
    .addColumn("lapses", "integer", (col) => col.notNull())
    .addColumn("last_review", "bigint")
    // 1 after 太简单: never scheduled again.
    .addColumn("retired", "integer", (col) => col.notNull().defaultTo(0))
    // The first answer (when the word was learned).
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .addUniqueConstraint("word_cards_user_book_word_key", ["user_id", "book_id", "word_id"])
    .execute();
  await db.schema
    .createIndex("word_cards_queue_idx")
    .on("word_cards")
    .columns(["user_id", "book_id", "retired", "state", "due"])
    .execute();

  // Append-only. No foreign keys but the user's: a row outlives a restarted (deleted) card, and the log must never
  // slow an answer down with lookups. Deleting the user deletes their log.
  await withIdColumn(db, db.schema.createTable("word_review_logs"))
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("book_id", "integer", (col) => col.notNull())
    .addColumn("word_id", "integer", (col) => col.notNull())
    .addColumn("card_id", "integer", (col) => col.notNull())
    // The card's reps before this answer (0 for the first): one row per card version.
    .addColumn("reps", "integer", (col) => col.notNull())
    // ts-fsrs ReviewLog: rating 1 Again … 4 Easy; state/due/stability/difficulty as they were before the answer.
    .addColumn("rating", "integer", (col) => col.notNull())
    .addColumn("state", "integer", (col) => col.notNull())
    .addColumn("due", "bigint", (col) => col.notNull())
    .addColumn("stability", "double precision", (col) => col.notNull())
    .addColumn("difficulty", "double precision", (col) => col.notNull())
    .addColumn("elapsed_days", "integer", (col) => col.notNull())
    .addColumn("last_elapsed_days", "integer", (col) => col.notNull())
    .addColumn("scheduled_days", "integer", (col) => col.notNull())
    .addColumn("learning_steps", "integer", (col) => col.notNull())
    .addColumn("reviewed_at", "bigint", (col) => col.notNull())
    // The 04:00 Asia/Shanghai study day of reviewed_at (day number).
    .addColumn("study_day", "integer", (col) => col.notNull())
    .addUniqueConstraint("word_review_logs_card_reps_key", ["card_id", "reps"])
    .execute();
  await db.schema
    .createIndex("word_review_logs_user_time_idx")
    .on("word_review_logs")
    .columns(["user_id", "reviewed_at"])
    .execute();

  await db.schema
    .createTable("word_study_days")
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("study_day", "integer", (col) => col.notNull())
    // First answers (words learned) and answers to cards already started, that day, over all books.
    .addColumn("new_words", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("reviews", "integer", (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("word_study_days_pk", ["user_id", "study_day"])
    .execute();

  await db.schema
    .createTable("word_collects")
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("word_id", "integer", (col) => col.notNull().references("words.id").onDelete("cascade"))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addPrimaryKeyConstraint("word_collects_pk", ["user_id", "word_id"])
    .execute();
  // The notebook newest first, paged and walked one word at a time.
  await db.schema
    .createIndex("word_collects_user_time_idx")
    .on("word_collects")
    .columns(["user_id", "created_at", "word_id"])
    .execute();

  await db.schema
    .createTable("word_lookups")
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("word_id", "integer", (col) => col.notNull().references("words.id").onDelete("cascade"))
    .addColumn("lookups", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("first_at", "bigint", (col) => col.notNull())
    .addColumn("last_at", "bigint", (col) => col.notNull())
    .addPrimaryKeyConstraint("word_lookups_pk", ["user_id", "word_id"])
    .execute();
  await db.schema
    .createIndex("word_lookups_user_time_idx")
    .on("word_lookups")
    .columns(["user_id", "last_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "word_lookups",
    "word_collects",
    "word_study_days",
    "word_review_logs",
    "word_cards",
    "word_user_books",
    "word_settings",
    "word_book_entries",
    "words",
    "word_books",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
