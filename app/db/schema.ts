// The typed shape of every table, shared by both dialects. Conventions (docs/decisions/0002-portable-schema.md):
// times are epoch milliseconds (UTC) in bigint columns, flags are 0/1 integers, lists are JSON text, money is fen.
import type { Generated } from "kysely";

type Flag = 0 | 1;

interface SchoolTable {
  id: Generated<number>;
  name: string;
  /** JSON array of CIDR strings, IPv4 and IPv6, e.g. ["127.0.0.0/8","::1/128"]. */
  ip_ranges: string;
  /** argon2id hash of the organisation registration code; null when the school has no organisation login. */
  org_code_hash: string | null;
  created_at: number;
  updated_at: number;
}

interface UserTable {
  id: Generated<number>;
  school_id: number | null;
  /** Mainland mobile number; null for a school's organisation account. */
  phone_number: string | null;
  password_hash: string | null;
  nickname: string;
  avatar: string | null;
  is_org: Flag;
  disabled: Flag;
  created_at: number;
  updated_at: number;
  /** When the account was erased at its owner's request (migration 0017): the row stays, anonymised, for kept orders. */
  deleted_at: number | null;
}

interface SessionTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the bearer token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  last_seen_at: number;
  ip: string;
  user_agent: string;
}

interface SmsCodeTable {
  id: Generated<number>;
  /** Random id handed to the client (the spec's phoneCaptchaId). */
  captcha_id: string;
  phone_number: string;
  /** HMAC-SHA256 (hex) of the code, bound to captcha_id and phone_number; the code itself is never stored. */
  code_hash: string;
  /** Checks made so far (right or wrong); the code is dead once this reaches the limit. */
  attempts: Generated<number>;
  created_at: number;
  expires_at: number;
  /** When it was used or superseded; null while live. */
  consumed_at: number | null;
}

interface ImageCaptchaTable {
  id: Generated<number>;
  captcha_id: string;
  /** HMAC-SHA256 (hex) of the lower-cased answer, bound to captcha_id. */
  answer_hash: string;
  created_at: number;
  expires_at: number;
}

/** rate-limiter-flexible's counter table (RateLimiterPostgres / RateLimiterSQLite layout). */
interface RateLimitTable {
  key: string;
  points: number;
  /** Epoch ms when the window ends; null = never. */
  expire: number | null;
}

/** A message sent through the feedback dialog or page (spec section 3: type, suggestion, phone). */
interface FeedbackTable {
  id: Generated<number>;
  /** 1 产品建议, 2 功能异常, 3 其他. */
  type: number;
  suggestion: string;
  /** The contact the sender left (phone, e-mail, QQ…). */
  phone: string;
  /** The sender when logged in; null for a visitor. */
  user_id: number | null;
  ip: string;
  user_agent: string;
  created_at: number;
}

export type AppointmentStatus = "open" | "done" | "cancelled";

/** An appointment consultation (/booking). At most one `open` row per user. */
export interface AppointmentTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  phone: string;
  /** The exam subject or major. */
  subject: string;
  preferred_time: string;
  question: string;
  status: AppointmentStatus;
  created_at: number;
  updated_at: number;
}

/** One page view (spec section 3, the visit-log payload; docs/decisions/0005-visit-log.md). */
export interface VisitLogTable {
  id: Generated<number>;
  browsername: string | null;
  browserversion: string | null;
  /** 1 for mobile, tablet or wearable, else 0. */
  clienttype: Flag;
  devicemanufacturer: string | null;
  devicemodel: string | null;
  /** ua-parser-js device type (mobile, tablet, wearable, smarttv, console, embedded), default "desktop". */
  devicetype: string;
  enginename: string | null;
  engineversion: string | null;
  /** The client address Express resolved; never a value the client sent. */
  ip: string;
  osname: string | null;
  osversion: string | null;
  /** Screen size in CSS pixels; null when unknown (no JavaScript). */
  screenwidth: number | null;
  screenheight: number | null;
  currenturl: string;
  referrer: string | null;
  /** 0 none, 1 search engine, 2 other site, 3 our own site. */
  referrertype: 0 | 1 | 2 | 3;
  /** The appuuid cookie (random visitor id); null when the browser had none yet. */
  uuid: string | null;
  user_id: number | null;
  /** Set on views the server recorded itself, so the browser's screen-size follow-up finds the row. */
  view_id: string | null;
  /** 1 when the user agent is on the COUNTER robots list (migration 0035): a view, but not COUNTER usage. */
  counter_robot: Generated<Flag>;
  created_at: number;
}

/** A home-page carousel slide. Shown while active and inside its optional time window [starts_at, ends_at). */
interface SlideTable {
  id: Generated<number>;
  title: string;
  image_url: string;
  link_url: string;
  alt: string;
  sort_order: number;
  active: Flag;
  starts_at: number | null;
  ends_at: number | null;
  created_at: number;
}

export interface Database {
  schools: SchoolTable;
  users: UserTable;
  sessions: SessionTable;
  sms_codes: SmsCodeTable;
  image_captchas: ImageCaptchaTable;
  rate_limits: RateLimitTable;
  feedback: FeedbackTable;
  appointments: AppointmentTable;
  visit_logs: VisitLogTable;
  slides: SlideTable;
  word_books: WordBookTable;
  words: WordTable;
  word_book_entries: WordBookEntryTable;
  word_settings: WordSettingsTable;
  word_user_books: WordUserBookTable;
  word_cards: WordCardTable;
  word_review_logs: WordReviewLogTable;
  word_study_days: WordStudyDayTable;
  word_collects: WordCollectTable;
  word_lookups: WordLookupTable;
}

// Vocabulary (migration 0005, docs/decisions/0008-vocabulary-scheduling.md).

/** A word book: an ordered selection of dictionary entries. */
export interface WordBookTable {
  id: Generated<number>;
  /** Stable key of a seeded book (kaoyan-syllabus, kaoyan-high-frequency, kaoyan-oxford-3000); null when imported. */
  code: string | null;
  name: string;
  description: string;
  source: string;
  /** SHA-256 (hex) of the CSV the book was made from. */
  source_hash: string;
  word_count: number;
  sort_order: number;
  created_at: number;
}

/** A dictionary entry (ECDICT format), shared by every book that lists the headword. */
interface WordTable {
  id: Generated<number>;
  word: string;
  /** IPA, without slashes; "" when unknown. */
  phonetic: string;
  /** JSON array of Chinese sense lines. */
  translation: string;
  /** JSON array of English sense lines. */
  definition: string;
  /** JSON array of [code, form] pairs (ECDICT exchange). */
  exchange: string;
  /** JSON array of exam tags. */
  tags: string;
  collins: number | null;
  oxford: Flag;
  bnc: number | null;
  frq: number | null;
  created_at: number;
  updated_at: number;
}

interface WordBookEntryTable {
  book_id: number;
  word_id: number;
  /** 1-based study order within the book. */
  position: number;
}

export interface WordSettingsTable {
  user_id: number;
  book_id: number | null;
  daily_new_words: number;
  /** YYYY-MM-DD; null = the next national exam. */
  exam_date: string | null;
  created_at: number;
  updated_at: number;
}

interface WordUserBookTable {
  user_id: number;
  book_id: number;
  /** Every entry up to this position has a card. */
  new_position: number;
  created_at: number;
  updated_at: number;
}

/** An FSRS card of one user for one word of one book (ts-fsrs Card; times in epoch ms). */
export interface WordCardTable {
  id: Generated<number>;
  user_id: number;
  book_id: number;
  word_id: number;
  /** 0 New, 1 Learning, 2 Review, 3 Relearning. */
  state: number;
  due: number;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  last_review: number | null;
  retired: Flag;
  created_at: number;
  updated_at: number;
}

/** One answer (append-only; ts-fsrs ReviewLog plus who, what and the card version). */
export interface WordReviewLogTable {
  id: Generated<number>;
  user_id: number;
  book_id: number;
  word_id: number;
  card_id: number;
  /** The card's reps before the answer. */
  reps: number;
  /** 1 Again, 3 Good, 4 Easy (2 Hard is not offered). */
  rating: number;
  state: number;
  due: number;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  last_elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reviewed_at: number;
  /** Study day number (04:00 Asia/Shanghai). */
  study_day: number;
}

/** Per user and study day: words learned and reviews done (all books). */
interface WordStudyDayTable {
  user_id: number;
  study_day: number;
  new_words: number;
  reviews: number;
  /** Epoch ms of the day's last answer (migration 0024); null for days written before it whose log is gone. */
  last_answer_at: number | null;
}

/** The notebook (生词本). */
interface WordCollectTable {
  user_id: number;
  word_id: number;
  created_at: number;
}

interface WordLookupTable {
  user_id: number;
  word_id: number;
  lookups: number;
  first_at: number;
  last_at: number;
}

// Courses, paper-explanation videos, lives, licences, reactions and progress (migration 0006,
// docs/decisions/0010-courses-and-entitlement.md). Declared as a second `Database` so this block is append-only.

export interface Database {
  courses: CourseTable;
  course_tags: CourseTagTable;
  course_chapters: CourseChapterTable;
  course_sections: CourseSectionTable;
  course_videos: CourseVideoTable;
  course_notes: CourseNoteTable;
  paper_videos: PaperVideoTable;
  lives: LiveTable;
  school_content_licenses: SchoolContentLicenseTable;
  course_enrolments: CourseEnrolmentTable;
  content_reactions: ContentReactionTable;
  video_progress: VideoProgressTable;
  course_progress: CourseProgressTable;
}

interface CourseTable {
  id: Generated<number>;
  /** Stable key of a seeded course; null for courses made in an editor. */
  code: string | null;
  /** 1 系统课, 2 微课, 3 一对一辅导. */
  type: number;
  /** politics | english1 | english2 | math1 | math2 | math3 | major. */
  subject: string;
  title: string;
  /** Media key of the cover image. */
  cover_key: string | null;
  /** JSON array of {name, title}. */
  teachers: string;
  introduction: string;
  /** JSON array of tags (display copy of course_tags). */
  tags: string;
  /** Fen; 0 = free. */
  price_fen: number;
  published: Flag;
  published_at: number | null;
  video_count: number;
  /** Seconds. */
  total_duration: number;
  view_count: number;
  like_count: number;
  collect_count: number;
  created_at: number;
  updated_at: number;
}

interface CourseTagTable {
  course_id: number;
  tag: string;
}

interface CourseChapterTable {
  id: Generated<number>;
  course_id: number;
  title: string;
  position: number;
}

interface CourseSectionTable {
  id: Generated<number>;
  course_id: number;
  chapter_id: number;
  title: string;
  position: number;
}

interface CourseVideoTable {
  id: Generated<number>;
  course_id: number;
  section_id: number;
  title: string;
  duration_seconds: number;
  poster_key: string | null;
  media_key: string;
  /** 试看: playable by anyone who may browse. */
  free_preview: Flag;
  /** Order within the section (shared with course_notes). */
  position: number;
  /** 1-based order over the whole course. */
  sequence: number;
  created_at: number;
  updated_at: number;
}

interface CourseNoteTable {
  id: Generated<number>;
  course_id: number;
  section_id: number;
  title: string;
  content: string;
  file_key: string | null;
  position: number;
  created_at: number;
}

/** 真题解析视频: one exam question (or group) explained. */
interface PaperVideoTable {
  id: Generated<number>;
  code: string | null;
  subject: string;
  exam_year: number;
  paper: string;
  question_number: number;
  question_label: string;
  title: string;
  introduction: string;
  teacher: string;
  duration_seconds: number;
  poster_key: string | null;
  media_key: string;
  free_preview: Flag;
  published: Flag;
  published_at: number | null;
  view_count: number;
  like_count: number;
  collect_count: number;
  created_at: number;
  updated_at: number;
}

/** A live broadcast; its status is derived from starts_at/ends_at (app/modules/live/live-schedule.ts). */
interface LiveTable {
  id: Generated<number>;
  code: string | null;
  title: string;
  teacher: string;
  subject: string;
  introduction: string;
  cover_key: string | null;
  starts_at: number;
  ends_at: number;
  stream_key: string | null;
  /** The operator's https stream (HLS or MP4) of their streaming provider; played as it is, before stream_key. */
  stream_url: string | null;
  playback_key: string | null;
  playback_duration: number | null;
  free: Flag;
  published: Flag;
  view_count: number;
  created_at: number;
  updated_at: number;
}

export type LicenseScope = "all" | "subject" | "course" | "bank";

interface SchoolContentLicenseTable {
  id: Generated<number>;
  school_id: number;
  scope: LicenseScope;
  /** For scope = subject. */
  subject: string | null;
  /** For scope = course. */
  course_id: number | null;
  /** For scope = bank (migration 0013). */
  bank_id: Generated<number | null>;
  starts_at: number;
  /** null: no end. */
  ends_at: number | null;
  note: string;
  created_at: number;
}

type EnrolmentSource = "coach" | "order" | "gift";

interface CourseEnrolmentTable {
  user_id: number;
  course_id: number;
  source: EnrolmentSource;
  created_at: number;
  expires_at: number | null;
}

export type ReactionTargetType =
  | "course"
  | "course_video"
  | "paper_video"
  | "news"
  | "experience"
  | "exam_paper"
  | "question"
  | "training_lecture";
export type ReactionKind = "like" | "collect";

interface ContentReactionTable {
  user_id: number;
  target_type: ReactionTargetType;
  target_id: number;
  kind: ReactionKind;
  created_at: number;
}

interface VideoProgressTable {
  user_id: number;
  /** 1 course video, 2 paper video. */
  video_type: number;
  video_id: number;
  course_id: number | null;
  /** The resume point (follows the newest beacon). */
  position_seconds: number;
  /** Never decreases. */
  furthest_seconds: number;
  duration_seconds: number;
  learnt: Flag;
  learnt_at: number | null;
  session_id: string;
  session_started_at: number;
  seq: number;
  created_at: number;
  updated_at: number;
}

interface CourseProgressTable {
  user_id: number;
  course_id: number;
  last_video_id: number;
  last_position_seconds: number;
  learnt_count: number;
  order_started_at: number;
  order_session: string;
  order_seq: number;
  first_watched_at: number;
  last_watched_at: number;
}

// Exam news, seniors' experience and past papers (migration 0007).

interface NewsTable {
  id: Generated<number>;
  code: string | null;
  /** policy | admission | schedule | guide */
  category: string;
  title: string;
  summary: string;
  /** Plain text, paragraphs separated by a blank line. */
  content: string;
  source: string;
  author: string;
  cover_key: string | null;
  published: Flag;
  published_at: number | null;
  view_count: number;
  like_count: number;
  collect_count: number;
  created_at: number;
  updated_at: number;
}

interface SeniorTable {
  id: Generated<number>;
  code: string | null;
  name: string;
  avatar_key: string | null;
  undergraduate_school: string;
  admitted_school: string;
  admitted_major: string;
  exam_year: number;
  total_score: number | null;
  introduction: string;
  /** JSON array of tag strings. */
  tags: string;
  /** The account of an approved applicant (migration 0022), or null for a seeded profile. */
  user_id: number | null;
  created_at: number;
  updated_at: number;
}

interface ExperienceTable extends ExperiencePostColumns {
  id: Generated<number>;
  code: string | null;
  senior_id: number | null;
  /** The student who wrote it (migration 0018; issue 17 fills it), or null for a senior's seeded post. */
  author_user_id: number | null;
  /** strategy | politics | english | math | major | retest */
  category: string;
  title: string;
  summary: string;
  content: string;
  video_key: string | null;
  video_duration: number | null;
  poster_key: string | null;
  published: Flag;
  published_at: number | null;
  view_count: number;
  like_count: number;
  collect_count: number;
  created_at: number;
  updated_at: number;
}

interface ExamPaperTable {
  id: Generated<number>;
  code: string | null;
  subject: string;
  exam_year: number;
  title: string;
  description: string;
  duration_minutes: number;
  total_score: number;
  /** JSON array of {name, count, score}. */
  structure: string;
  file_key: string | null;
  /** Pages of the PDF at file_key, read when it was uploaded (migration 0031); null without a file. */
  page_count: number | null;
  published: Flag;
  published_at: number | null;
  view_count: number;
  like_count: number;
  collect_count: number;
  created_at: number;
  updated_at: number;
}

export interface Database {
  news: NewsTable;
  seniors: SeniorTable;
  experiences: ExperienceTable;
  exam_papers: ExamPaperTable;
}

// The question bank (migration 0008, docs/decisions/0017-question-bank.md). Marks are integer hundredths of a point.

export type QuestionShelf = "public" | "tkzy" | "zmt";
export type QuestionKind = "single" | "multi" | "fill" | "subjective" | "group";
export type QuestionGroupMode = "passage" | "matching";
export type QuestionSourceKind = "paper" | "mock";
export type QuestionSetKind = "mock" | "paper" | "practice" | "course";
export type AttemptMode = "exam" | "practice";
export type AttemptState = "in_progress" | "needs_marking" | "finished";
export type AttemptFinishReason = "user" | "deadline";
export type AnswerOutcome = "right" | "partial" | "wrong" | "unanswered" | "pending";

interface QuestionBankTable {
  id: Generated<number>;
  code: string | null;
  shelf: QuestionShelf;
  subject: string;
  name: string;
  description: string;
  /** 自命题 banks only. */
  school: string | null;
  major: string | null;
  sort_order: number;
  published: Flag;
  /** Fen; 0 = free (migration 0013). */
  price_fen: Generated<number>;
  created_at: number;
  updated_at: number;
}

/** A node of a subject's knowledge-point tree. */
interface KnowledgePointTable {
  id: Generated<number>;
  code: string;
  subject: string;
  parent_id: number | null;
  name: string;
  /** The codes from the root, "/a/b/c/". */
  path: string;
  depth: number;
  position: number;
  created_at: number;
}

export interface QuestionTable {
  id: Generated<number>;
  code: string | null;
  bank_id: number;
  subject: string;
  kind: QuestionKind;
  group_mode: QuestionGroupMode | null;
  parent_id: number | null;
  position: number;
  title: string;
  stem_source: string;
  stem_html: string;
  /** JSON array of {id, content, html, isCorrect}. */
  options: string;
  /** Fill: JSON array (per blank) of arrays of accepted forms. */
  accepted_answers: string;
  case_sensitive: Flag;
  reference_source: string;
  reference_html: string;
  /** Subjective: JSON array of {id, text, points}. */
  rubric: string;
  explanation_source: string;
  explanation_html: string;
  points: number;
  difficulty: number;
  source_kind: QuestionSourceKind;
  source_paper_id: number | null;
  source_number: number | null;
  created_at: number;
  updated_at: number;
}

interface QuestionKnowledgePointTable {
  question_id: number;
  point_id: number;
}

interface QuestionSetTable {
  id: Generated<number>;
  code: string | null;
  kind: QuestionSetKind;
  subject: string;
  title: string;
  description: string;
  year: number | null;
  exam_paper_id: number | null;
  course_section_id: number | null;
  duration_minutes: number | null;
  total_points: number;
  question_count: number;
  published: Flag;
  created_at: number;
  updated_at: number;
  /** A student's private practice set (migration 0009; unpublished, only its owner answers it); null when shared. */
  owner_user_id: number | null;
}

interface QuestionSetSectionTable {
  id: Generated<number>;
  set_id: number;
  position: number;
  title: string;
  instructions: string;
  /** 1: a group's children carry the numbers; 0: the group carries one number. */
  numbers_children: Flag;
}

interface QuestionSetSlotTable {
  id: Generated<number>;
  set_id: number;
  section_id: number;
  position: number;
  /** The number the paper prints for the slot (its first child's when children are numbered). */
  first_number: number;
  question_id: number;
  points: number;
}

export interface QuestionAttemptTable {
  id: Generated<number>;
  user_id: number;
  set_id: number;
  attempt_no: number;
  mode: AttemptMode;
  timed: Flag;
  started_at: number;
  /** The server's deadline; null when untimed. */
  deadline_at: number | null;
  submitted_at: number | null;
  finish_reason: AttemptFinishReason | null;
  state: AttemptState;
  score: number | null;
  max_score: number;
  updated_at: number;
}

export interface QuestionAttemptAnswerTable {
  attempt_id: number;
  question_id: number;
  /** JSON; null = cleared. */
  answer: string | null;
  /** The client's time of the answer. */
  answered_at: number;
  saved_at: number;
  flagged: Flag;
  outcome: AnswerOutcome | null;
  points_awarded: number | null;
  /** JSON array of rubric ids. */
  self_marks: string | null;
}

/** A wrong question's FSRS card (the columns of word_cards). */
interface QuestionCardTable {
  id: Generated<number>;
  user_id: number;
  question_id: number;
  subject: string;
  state: number;
  due: number;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  last_review: number | null;
  /** 1 once learnt (已掌握). */
  retired: Flag;
  wrong_count: number;
  last_wrong_at: number | null;
  created_at: number;
  updated_at: number;
}

interface QuestionReviewLogTable {
  id: Generated<number>;
  user_id: number;
  question_id: number;
  card_id: number;
  reps: number;
  rating: number;
  state: number;
  due: number;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  last_elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reviewed_at: number;
  study_day: number;
}

interface QuestionNoteTable {
  user_id: number;
  question_id: number;
  body: string;
  created_at: number;
  updated_at: number;
}

export interface Database {
  question_banks: QuestionBankTable;
  knowledge_points: KnowledgePointTable;
  questions: QuestionTable;
  question_knowledge_points: QuestionKnowledgePointTable;
  question_sets: QuestionSetTable;
  question_set_sections: QuestionSetSectionTable;
  question_set_slots: QuestionSetSlotTable;
  question_attempts: QuestionAttemptTable;
  question_attempt_answers: QuestionAttemptAnswerTable;
  question_cards: QuestionCardTable;
  question_review_logs: QuestionReviewLogTable;
  question_notes: QuestionNoteTable;
}

// 我的下载 of question-set PDFs (migration 0010): one row per user and set.
interface QuestionDownloadTable {
  id: Generated<number>;
  user_id: number;
  set_id: number;
  download_count: number;
  first_downloaded_at: number;
  last_downloaded_at: number;
}

export interface Database {
  question_downloads: QuestionDownloadTable;
}

// Cart, orders and WeChat Pay (migration 0011; docs/decisions/0020-orders-and-payment.md). Money in fen.
export type ProductKind = "course" | "question_bank";
export type OrderStatus = "pending" | "paid" | "cancelled" | "closed" | "refunding" | "refunded";
export type InvoiceKind = "none" | "personal" | "company";
export type InvoiceState = "none" | "requested" | "issued";
export type PaymentChannel = "native" | "h5" | "jsapi";
type PaymentAttemptState = "created" | "success" | "closed";
export type RefundStatus = "requested" | "processing" | "success" | "closed" | "abnormal";
type RefundOrigin = "student" | "duplicate" | "late";

interface CartItemTable {
  user_id: number;
  product_kind: ProductKind;
  product_id: number;
  created_at: number;
}

export interface OrderTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  status: OrderStatus;
  total_fen: number;
  payable_fen: number;
  client_token: string;
  terms_accepted_at: number;
  invoice_kind: Generated<InvoiceKind>;
  invoice_title: string | null;
  invoice_tax_no: string | null;
  invoice_state: Generated<InvoiceState>;
  created_at: number;
  expires_at: number;
  paid_at: number | null;
  closed_at: number | null;
  flag_reason: string | null;
  updated_at: number;
}

interface OrderLineTable {
  id: Generated<number>;
  order_id: number;
  product_kind: ProductKind;
  product_id: number;
  title: string;
  price_fen: number;
  access_days: number | null;
}

interface PaymentAttemptTable {
  id: Generated<number>;
  order_id: number;
  out_trade_no: string;
  channel: PaymentChannel;
  amount_fen: number;
  state: PaymentAttemptState;
  pay_url: string | null;
  transaction_id: string | null;
  created_at: number;
  expires_at: number;
  paid_at: number | null;
  closed_at: number | null;
}

interface OrderRefundTable {
  id: Generated<number>;
  order_id: number;
  attempt_id: number;
  out_refund_no: string;
  amount_fen: number;
  reason: string;
  origin: RefundOrigin;
  status: RefundStatus;
  refund_id: string | null;
  created_at: number;
  updated_at: number;
}

interface PaymentNotificationTable {
  id: string;
  event_type: string;
  reference: string;
  outcome: "applied" | "ignored";
  received_at: number;
}

interface LibraryRecommendationTable {
  user_id: number;
  course_id: number;
  school_id: number | null;
  created_at: number;
}

export interface Database {
  cart_items: CartItemTable;
  orders: OrderTable;
  order_lines: OrderLineTable;
  payment_attempts: PaymentAttemptTable;
  order_refunds: OrderRefundTable;
  payment_notifications: PaymentNotificationTable;
  library_recommendations: LibraryRecommendationTable;
}

// 自命题 papers uploaded as PDF by a school's library, and their downloads (migration 0012; docs/decisions/0021-zmt-uploads.md).
interface ZmtPaperTable {
  id: Generated<number>;
  code: string | null;
  school_id: number;
  uploader_user_id: number | null;
  major_code: string;
  major_name: string;
  year: number;
  title: string;
  /** Media key under MEDIA_DIR: zmt/<random>.pdf. */
  file_key: string;
  byte_size: number;
  page_count: number;
  sha256: string;
  created_at: number;
}

interface ZmtPaperDownloadTable {
  id: Generated<number>;
  user_id: number;
  paper_id: number;
  download_count: number;
  first_downloaded_at: number;
  last_downloaded_at: number;
}

export interface Database {
  zmt_papers: ZmtPaperTable;
  zmt_paper_downloads: ZmtPaperDownloadTable;
}

// A student's bought question banks (migration 0013).
interface QuestionBankEnrolmentTable {
  user_id: number;
  bank_id: number;
  source: "order" | "gift";
  created_at: number;
  expires_at: number | null;
}

export interface Database {
  question_bank_enrolments: QuestionBankEnrolmentTable;
}

// Study settings and the phone-number change in progress (migration 0016; docs/decisions/0025-study-settings-and-phone-change.md).
export interface UserSettingsTable {
  user_id: number;
  study_goal_kind: "minutes" | "words";
  study_goal_amount: number;
  notify_order: Flag;
  notify_live: Flag;
  notify_square: Flag;
  target_school: string | null;
  target_major: string | null;
  /** A ThemeName; null = never chosen on the settings page. */
  theme: string | null;
  created_at: number;
  updated_at: number;
}

interface PhoneChangeRequestTable {
  user_id: number;
  session_id: number;
  old_verified_at: number;
  expires_at: number;
}

export interface Database {
  user_settings: UserSettingsTable;
  phone_change_requests: PhoneChangeRequestTable;
}

// 打卡 and the 松果 ledger (migration 0015; docs/decisions/0024-check-ins-and-pinecones.md).
export type CheckInSource = "manual" | "auto";

interface CheckInTable {
  user_id: number;
  /** Study day number (04:00 Asia/Shanghai). */
  day_index: number;
  source: CheckInSource;
  created_at: number;
}

export type PineconeReason = "check_in" | "streak" | "section" | "exam" | "spend" | "refund";

interface PineconeEntryTable {
  id: Generated<number>;
  user_id: number;
  /** Signed: positive earned, negative spent. */
  amount: number;
  reason: PineconeReason;
  /** Idempotency key, unique per user. */
  source_key: string;
  created_at: number;
}

export interface Database {
  check_ins: CheckInTable;
  pinecone_entries: PineconeEntryTable;
}

// 我的关注: students following seniors (migration 0018; docs/decisions/0027-senior-follows.md).
interface SeniorFollowTable {
  user_id: number;
  senior_id: number;
  created_at: number;
}

export interface Database {
  senior_follows: SeniorFollowTable;
}

// 消息: notifications, system notices and live bookings (migration 0014; docs/decisions/0023-notifications.md).
export type NotificationKind = "system" | "order" | "live" | "square";

interface NotificationTable {
  id: Generated<number>;
  user_id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  /** A site path in its desktop form (the mobile tree shows /mobile + it), or null. */
  link: string | null;
  /** Unique per user: the same event never notifies twice (order:paid:<orderNo>, live:<liveId>, system:<noticeId>). */
  dedupe_key: string;
  created_at: number;
  read_at: number | null;
}

interface SystemNoticeTable {
  id: Generated<number>;
  title: string;
  body: string;
  link: string | null;
  published_at: number;
  expires_at: number | null;
  created_at: number;
}

interface LiveBookingTable {
  user_id: number;
  live_id: number;
  created_at: number;
  reminded_at: number | null;
}

export interface Database {
  notifications: NotificationTable;
  system_notices: SystemNoticeTable;
  live_bookings: LiveBookingTable;
}

// 我的数据: export jobs (migration 0017; docs/decisions/0026-data-export-and-account-deletion.md).
export type DataExportState = "queued" | "running" | "ready" | "failed" | "expired";

interface DataExportTable {
  id: Generated<number>;
  user_id: number;
  state: DataExportState;
  progress: Generated<number>;
  file_key: string | null;
  byte_size: number | null;
  token: string;
  claim_id: string | null;
  heartbeat_at: number | null;
  attempts: Generated<number>;
  error: string | null;
  requested_at: number;
  ready_at: number | null;
  expires_at: number | null;
}

export interface Database {
  data_exports: DataExportTable;
}

// The square's moderation kernel (migration 0019; docs/decisions/0029-moderation.md).
interface ModerationDecisionTable {
  id: Generated<number>;
  school_id: number;
  moderator_user_id: number | null;
  /** What was decided on: a kind a queue source names (post, comment, senior_application, report, …). */
  subject_kind: string;
  subject_id: number;
  /** approve | decline | hide | restore | dismiss */
  action: string;
  reason: string;
  created_at: number;
}

interface SensitiveWordTable {
  id: Generated<number>;
  /** 0: the site's own list; otherwise the school whose organisation account added it. */
  school_id: number;
  word: string;
  created_by_user_id: number | null;
  created_at: number;
}

export interface Database {
  moderation_decisions: ModerationDecisionTable;
  sensitive_words: SensitiveWordTable;
}

// 学长学姐 applications (migration 0022; docs/decisions/0033-senior-applications.md).
export type SeniorApplicationState = "pending" | "approved" | "declined";

interface SeniorApplicationTable {
  id: Generated<number>;
  user_id: number;
  admitted_school: string;
  admitted_major: string;
  exam_year: number;
  /** JSON array of { subject, score }. */
  subjects: string;
  total_score: number;
  introduction: string;
  /** File name under DATA_DIR/private/senior-proofs. */
  proof_key: string;
  state: SeniorApplicationState;
  /** The reviewer's reason for a decline (the applicant sees it); "" otherwise. */
  reason: string;
  /** The profile an approval created or linked. */
  senior_id: number | null;
  reviewed_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface Database {
  senior_applications: SeniorApplicationTable;
}

// Students' experience posts (migration 0020; docs/decisions/0030-square-posts.md): the post's own columns on
// `experiences` (state, school, tags, video link, comment count, content format, revision pointers, last review) and
// one row per saved draft or submitted version.
interface ExperiencePostColumns {
  /** draft | pending | published | declined | hidden (moderation-states.ts); published = 1 exactly when 'published' or an edit is pending on a public post. */
  state: Generated<string>;
  /** The author's school when the post was last submitted (the moderator's WHERE); null for seed posts. */
  school_id: number | null;
  /** JSON array of 1–2 tag strings. */
  tags: Generated<string>;
  /** A path of one of the site's video pages, or null. */
  video_link: string | null;
  comment_count: Generated<number>;
  /** text: plain paragraphs (seed posts); html: sanitised HTML made on the server. */
  content_format: Generated<string>;
  head_revision_id: number | null;
  pending_revision_id: number | null;
  published_revision_id: number | null;
  submitted_at: number | null;
  /** declined | hidden: what the author must be told, with review_reason; null otherwise. */
  review_outcome: string | null;
  review_reason: Generated<string>;
}

interface ExperienceRevisionTable {
  id: Generated<number>;
  experience_id: number;
  number: number;
  /** draft | submitted */
  kind: string;
  /** saved (a draft) | pending | approved | declined | superseded */
  status: Generated<string>;
  title: string;
  category: string;
  tags: string;
  video_link: string | null;
  /** markup | html */
  source_format: string;
  source: string;
  body_html: string;
  flagged_words: string;
  created_at: number;
}

export interface Database {
  experience_revisions: ExperienceRevisionTable;
}

// 学习小组 (migration 0023; docs/decisions/0034-study-groups.md).
export type StudyGroupState = "pending" | "published" | "declined" | "hidden";
export type StudyGroupRole = "owner" | "member";

interface StudyGroupTable {
  id: Generated<number>;
  name: string;
  /** What the group prepares for, e.g. 2027 计算机 408 / 英语一冲刺. */
  target: string;
  /** politics | english | math | major | general */
  subject: string;
  exam_year: number;
  introduction: string;
  owner_user_id: number | null;
  school_id: number | null;
  member_count: Generated<number>;
  state: StudyGroupState;
  /** JSON array of flagged sensitive words. */
  flagged_words: Generated<string>;
  created_at: number;
  updated_at: number;
}

interface StudyGroupMemberTable {
  group_id: number;
  user_id: number;
  role: StudyGroupRole;
  joined_at: number;
}

export interface Database {
  study_groups: StudyGroupTable;
  study_group_members: StudyGroupMemberTable;
}

// A post made in a group (migration 0023), declared here so the experiences table's block stays as it was.
interface ExperienceTable {
  group_id: number | null;
}

// Comments, comment likes and reports on the square (migration 0021; docs/decisions/0032-square-comments.md).
interface ExperienceCommentTable {
  id: Generated<number>;
  experience_id: number;
  /** The top-level comment this replies to (a reply to a reply is stored under the top-level one), or null. */
  parent_id: number | null;
  /** The comment a reply answered (top-level or another reply), or null. */
  reply_to_id: number | null;
  /** Null once the author's account is erased. */
  author_user_id: number | null;
  body: string;
  /** pending | published | declined | hidden (moderation-states.ts; comments have no draft). */
  state: string;
  /** JSON array of the sensitive words found when written. */
  flagged_words: string;
  /** The moderator's reason of the last decline or hide (the author sees it). */
  decision_reason: string;
  like_count: number;
  /** 1: deleted by its author (a tombstone: body emptied, kept for its replies and reports). */
  deleted: Flag;
  created_at: number;
  updated_at: number;
}

interface ExperienceCommentLikeTable {
  comment_id: number;
  user_id: number;
  created_at: number;
}

interface ContentReportTable {
  id: Generated<number>;
  /** post | comment */
  subject_kind: string;
  subject_id: number;
  reporter_user_id: number | null;
  /** One of reportReasons (comment-config.ts). */
  reason: string;
  detail: string;
  /** open | dismissed | upheld */
  state: string;
  created_at: number;
  decided_at: number | null;
}

export interface Database {
  experience_comments: ExperienceCommentTable;
  experience_comment_likes: ExperienceCommentLikeTable;
  content_reports: ContentReportTable;
}

// The console's roles and audit log (migration 0025; docs/decisions/0044-console-roles-and-audit.md).

export type ConsoleRole = "operator" | "school_admin" | "teacher";

interface ConsoleRoleTable {
  id: Generated<number>;
  user_id: number;
  role: ConsoleRole;
  /** The school the role is for; null for an operator. */
  school_id: number | null;
  /** Who granted it; null when the command line did. */
  granted_by: number | null;
  created_at: number;
}

interface ConsoleAuditLogTable {
  id: Generated<number>;
  /** Who made the change; null for the command line (or a user since erased: actor_label stays). */
  actor_user_id: number | null;
  actor_label: string;
  /** The school the change concerns; null for a site-wide one. */
  school_id: number | null;
  /** What was done, as a stable code: role.grant, role.revoke… */
  action: string;
  target_type: string;
  target_id: string;
  ip: string;
  /** The target before and after, as JSON; null where it did not exist. */
  before_json: string | null;
  after_json: string | null;
  created_at: number;
}

interface ConsoleSecondFactorTable {
  user_id: number;
  /** The TOTP secret (base32), AES-256-GCM under a key derived from the app secret: iv.tag.ciphertext, base64url. */
  secret_sealed: string;
  /** When a code from it was first entered; null while enrolment is pending. */
  confirmed_at: number | null;
  /** The last TOTP time step accepted: a code of this step or an earlier one is refused. */
  last_step: number;
  created_at: number;
}

interface ConsoleRecoveryCodeTable {
  id: Generated<number>;
  user_id: number;
  /** HMAC-SHA256 (hex) of the code, under a key derived from the app secret. */
  code_hash: string;
  used_at: number | null;
}

/** A site session that passed the console's second factor. */
interface ConsoleSessionTable {
  session_id: number;
  user_id: number;
  verified_at: number;
  /** The console's last request in this session: 8 hours without one ends it. */
  seen_at: number;
}

export interface Database {
  console_sessions: ConsoleSessionTable;
  console_roles: ConsoleRoleTable;
  console_audit_log: ConsoleAuditLogTable;
  console_second_factors: ConsoleSecondFactorTable;
  console_recovery_codes: ConsoleRecoveryCodeTable;
}

// The console's inbox (migration 0027): the handling state of a feedback message or a consultation booking, and its
// last reply (the audit log keeps every one).
export type InboxState = "new" | "in_progress" | "replied";

interface InboxColumns {
  inbox_state: Generated<InboxState>;
  /** The last reply sent to the user (an in-site notification); null until one is. */
  reply_body: string | null;
  /** Who wrote it; null before a reply, or once that account is gone. */
  replied_by_user_id: number | null;
  replied_at: number | null;
  /** Whether the sender asked to be told of a reply by SMS too (migration 0028). */
  sms_reply: Generated<Flag>;
}

interface FeedbackTable extends InboxColumns {}

export interface AppointmentTable extends InboxColumns {}

// The campus networks' version (migration 0026): one row, its number raised with every change to a school's ranges or
// name, read by the campus gate on each check to know when to recompile (school/campus-version.server.ts).

interface CampusRangesVersionTable {
  /** Always 1. */
  id: number;
  version: number;
}

export interface Database {
  campus_ranges_version: CampusRangesVersionTable;
}

// Question files waiting between the console's preview and commit (migration 0029; question/formats/
// question-import-uploads.server.ts): the uploader's alone, removed when committed or discarded, expired after a day.
interface QuestionImportUploadTable {
  id: Generated<number>;
  user_id: number;
  /** The bank chosen on the form (or named by a JSON file that creates it). */
  bank_code: string;
  file_name: string;
  /** gift | aiken | json | moodle-xml */
  format: string;
  /** The file's text, as uploaded (UTF-8). */
  body: string;
  created_at: number;
}

export interface Database {
  question_import_uploads: QuestionImportUploadTable;
}

// 视频库 (migration 0030; docs/decisions/0050-video-library.md).
/** queued → processing → ready | failed; a failed video may be queued again. */
export type VideoAssetStatus = "queued" | "processing" | "ready" | "failed";
/** upload: the operator's; demo: a seeded demo lesson. */
export type VideoAssetOrigin = "upload" | "demo";

interface VideoAssetTable {
  id: Generated<number>;
  title: string;
  /** The uploaded file's name as the operator's computer gave it (shown, never used as a path). */
  file_name: string;
  origin: VideoAssetOrigin;
  status: VideoAssetStatus;
  /** 0–100 while processing. */
  progress: Generated<number>;
  /** Why processing failed (ffmpeg's own words), or null. */
  error: string | null;
  /** The uploaded file under MEDIA_DIR while it waits and is processed; null once the renditions replace it. */
  source_key: string | null;
  source_size: number;
  duration_seconds: number | null;
  width: number | null;
  height: number | null;
  poster_key: string | null;
  /** 高清: the key content rows name (media_key); null until ready. */
  hd_key: string | null;
  /** 标清 (360p), or null (a demo lesson made without ffmpeg). */
  sd_key: string | null;
  hd_size: number | null;
  sd_size: number | null;
  /** Processing runs started (a restart's resumed run counts). */
  attempts: Generated<number>;
  /** The queue's job (pg-boss's id on PostgreSQL, video_jobs.id on SQLite). */
  job_id: string | null;
  /** Set by the processing worker while it runs: a stale one is a run whose process died. */
  heartbeat_at: number | null;
  processing_ms: number | null;
  uploaded_by_user_id: number | null;
  created_at: number;
  updated_at: number;
}

export type VideoJobState = "created" | "retry" | "active" | "completed" | "failed";

/** The SQLite queue: pg-boss's job semantics (created/retry/active/completed/failed, retry limit, expiry). */
interface VideoJobTable {
  id: Generated<number>;
  asset_id: number;
  state: VideoJobState;
  attempts: Generated<number>;
  retry_limit: number;
  start_after: number;
  /** How long a run may be active before it counts as lost. */
  expire_seconds: number;
  /** An active job not finished by then is taken to have lost its worker. */
  expire_at: number | null;
  locked_by: string | null;
  output: string | null;
  created_at: number;
  completed_at: number | null;
}

export interface Database {
  video_assets: VideoAssetTable;
  video_jobs: VideoJobTable;
}

// The training platform (migration 0033; docs/decisions/0055-training-platform.md).
interface TrainingBatchTable {
  id: Generated<number>;
  school_id: number;
  name: string;
  term: string;
  /** 1: the students see their rank in the batch. */
  ranking_visible: Generated<Flag>;
  /** A student with no study day in this many days has fallen behind (the teacher's overview). */
  behind_days: Generated<number>;
  /** The code a teacher shares to let students join; null: no code (revoked or never made). */
  invite_code: string | null;
  invite_expires_at: number | null;
  created_by_user_id: number | null;
  created_at: number;
  updated_at: number;
}

type TrainingRole = "teacher" | "student";
/** 'requested': a student asked to join and waits for a teacher; 'active': a member. */
type TrainingMemberState = "active" | "requested";
type TrainingMemberSource = "creator" | "list" | "invite" | "request" | "teacher";

/** An invite code a batch no longer takes, revoked or replaced (migration 0034). */
interface TrainingRetiredCodeTable {
  code: string;
  batch_id: number;
  retired_at: number;
}

interface TrainingMemberTable {
  batch_id: number;
  user_id: number;
  role: TrainingRole;
  state: TrainingMemberState;
  source: TrainingMemberSource;
  created_at: number;
  approved_at: number | null;
}

export type TrainingMaterialFormat = "pdf" | "ppt" | "pptx" | "doc" | "docx";
/** queued → converting → ready | failed; download_only: Office file kept as it is (no LibreOffice on this server). */
export type TrainingMaterialStatus = "queued" | "converting" | "ready" | "failed" | "download_only";

interface TrainingMaterialTable {
  id: Generated<number>;
  batch_id: number;
  title: string;
  /** The uploaded file's name as the teacher's computer gave it (shown, never used as a path). */
  file_name: string;
  format: TrainingMaterialFormat;
  byte_size: number;
  sha256: string;
  /** The file as uploaded, under MEDIA_DIR (training/…). */
  source_key: string;
  /** The PDF the viewer's pages come from (the source itself for a PDF); null until converted. */
  pdf_key: string | null;
  status: TrainingMaterialStatus;
  /** Why conversion failed, in Chinese for the teacher; null otherwise. */
  error: string | null;
  page_count: number | null;
  attempts: Generated<number>;
  job_id: string | null;
  uploaded_by_user_id: number | null;
  created_at: number;
  updated_at: number;
}

interface TrainingMaterialPageTable {
  material_id: number;
  page_no: number;
  image_key: string;
  width: number;
  height: number;
  /** The page's extracted text, under its image for screen readers and search. */
  text: string;
}

interface TrainingMaterialDownloadTable {
  id: Generated<number>;
  user_id: number;
  material_id: number;
  download_count: number;
  first_downloaded_at: number;
  last_downloaded_at: number;
}

interface TrainingLectureTable {
  id: Generated<number>;
  batch_id: number;
  title: string;
  starts_at: number;
  ends_at: number;
  teacher_name: string;
  room: string | null;
  live_id: number | null;
  description: string;
  created_by_user_id: number | null;
  created_at: number;
  updated_at: number;
}

interface TrainingLectureMaterialTable {
  lecture_id: number;
  material_id: number;
}

interface TrainingLectureViewTable {
  lecture_id: number;
  user_id: number;
  view_count: number;
  first_viewed_at: number;
  last_viewed_at: number;
}

/** videos: course videos to watch; words: a number of new words to learn; exam: a practice or mock set to hand in. */
type TrainingAssignmentKind = "videos" | "words" | "exam";

interface TrainingAssignmentTable {
  id: Generated<number>;
  batch_id: number;
  title: string;
  kind: TrainingAssignmentKind;
  note: string;
  due_at: number;
  word_target: number | null;
  set_id: number | null;
  created_by_user_id: number | null;
  created_at: number;
  updated_at: number;
  /** When the late were last reminded; null: never. */
  reminded_at: number | null;
}

interface TrainingAssignmentVideoTable {
  assignment_id: number;
  video_id: number;
  position: number;
}

export interface Database {
  training_batches: TrainingBatchTable;
  training_members: TrainingMemberTable;
  training_retired_codes: TrainingRetiredCodeTable;
  training_materials: TrainingMaterialTable;
  /** The conversion queue on SQLite: video_jobs' shape (asset_id is the material). */
  training_material_jobs: VideoJobTable;
  training_material_pages: TrainingMaterialPageTable;
  training_material_downloads: TrainingMaterialDownloadTable;
  training_lectures: TrainingLectureTable;
  training_lecture_materials: TrainingLectureMaterialTable;
  training_lecture_views: TrainingLectureViewTable;
  training_assignments: TrainingAssignmentTable;
  training_assignment_videos: TrainingAssignmentVideoTable;
}

// Usage reports and COUNTER (migration 0035, docs/decisions/0056-usage-and-counter.md).

type UsageRefusalReason = "campus" | "licence";

/** One refused request: the campus gate (no institution known) or a licence the user's school does not hold. */
interface UsageRefusalTable {
  id: Generated<number>;
  reason: UsageRefusalReason;
  school_id: number | null;
  user_id: number | null;
  uuid: string | null;
  ip: string;
  clienttype: Flag;
  item_type: string;
  item_id: number;
  counter_robot: Flag;
  created_at: number;
}

/** A day's count of one metric, per school and dimension (rebuilt whole per day). */
interface UsageDailyTable {
  school_id: number;
  /** YYYY-MM-DD, Asia/Shanghai. */
  day: string;
  item_type: string;
  item_id: number;
  database_type: string;
  database_id: number;
  /** campus | login (logged in off campus) | gate (the campus gate's refusals, school_id 0). */
  access: string;
  /** desktop | mobile. */
  device: string;
  metric: string;
  count: number;
}

/** The month's sums of usage_daily per school, item, database and metric (rewritten with each day of the month). */
interface UsageMonthlyTable {
  school_id: number;
  /** YYYY-MM, Asia/Shanghai. */
  month: string;
  item_type: string;
  item_id: number;
  database_type: string;
  database_id: number;
  metric: string;
  count: number;
}

interface UsageDayTable {
  day: string;
  built_at: number;
}

interface UsageWatermarkTable {
  source: string;
  last_id: number;
}

/** A school's COUNTER_SUSHI credentials; the api_key is kept as its SHA-256. */
interface SushiCredentialTable {
  id: Generated<number>;
  school_id: number;
  customer_id: string;
  requestor_id: string;
  api_key_hash: string;
  label: string;
  created_by: number | null;
  created_at: number;
  revoked_at: number | null;
}

// The console's usage reports (migration 0036).

type UsageEventKind = "watch" | "download" | "search";

/** A raw usage row the visit log does not hold: seconds watched, a download, a search with its result count. */
interface UsageEventTable {
  id: Generated<number>;
  kind: UsageEventKind;
  user_id: number | null;
  uuid: string | null;
  ip: string;
  clienttype: Flag;
  item_type: string;
  item_id: number;
  /** watch: seconds; search: results found; download: 1. */
  quantity: number;
  /** search: the keyword; "" otherwise. */
  detail: string;
  counter_robot: Flag;
  created_at: number;
}

/** A day's searches of one keyword at one school, and how many found nothing. */
interface UsageKeywordTable {
  school_id: number;
  day: string;
  keyword: string;
  searches: number;
  zero_results: number;
}

/** One distinct visitor (a keyed hash) of a school on a day, per access and device. */
interface UsageVisitorTable {
  school_id: number;
  day: string;
  visitor: string;
  access: string;
  device: string;
}

/** One distinct visitor of a school in a month (YYYY-MM); 1 for each access and device they came with, else 0. */
interface UsageVisitorMonthlyTable {
  school_id: number;
  month: string;
  visitor: string;
  campus: number;
  login: number;
  desktop: number;
  mobile: number;
}

/** usage_daily's day summed over items: per school, metric, item type, access and device (the overview's sums). */
interface UsageDailyTotalTable {
  school_id: number;
  day: string;
  metric: string;
  item_type: string;
  access: string;
  device: string;
  count: number;
}

/** Distinct visitors of a school in a whole day, Monday week or month (written by the aggregation). */
interface UsageVisitorCountTable {
  school_id: number;
  /** day | week | month */
  kind: string;
  /** The day, the week's Monday (YYYY-MM-DD), or YYYY-MM. */
  bucket: string;
  count: number;
}

export interface Database {
  usage_events: UsageEventTable;
  usage_daily_totals: UsageDailyTotalTable;
  usage_visitor_counts: UsageVisitorCountTable;
  usage_keywords: UsageKeywordTable;
  usage_visitors: UsageVisitorTable;
  usage_visitors_monthly: UsageVisitorMonthlyTable;
  usage_refusals: UsageRefusalTable;
  usage_daily: UsageDailyTable;
  usage_monthly: UsageMonthlyTable;
  usage_days: UsageDayTable;
  usage_watermarks: UsageWatermarkTable;
  sushi_credentials: SushiCredentialTable;
}
