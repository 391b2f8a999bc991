// The loader and action of the 错题本 pages (/question/wrong and /mobile/question/wrong), three views of one route:
//
// - the book (default): the counts (错题, 今日待复习, 已掌握), GET filters that work without JavaScript (subject, its
//   knowledge-point tree, 全部 / 待复习 / 已掌握) and a page of the student's wrong questions;
// - 今日错题 (`?review=1`): one due question at a time; the answer form posts here and the server redirects
//   (post/redirect/get) to `?review=1&answered=<questionId>`, which shows 答对/答错, the key, the explanation and when it
//   comes back, with 下一题. A refused post (answered already in another tab, no answer) comes back with a toast. A
//   subjective question is self-judged against its reference answer: 会 (every scoring point), 不会 (none), or the
//   points ticked. With JavaScript the same posts run as client-side navigations (no full reload).
// - print (`?print=1`): every question of the current filter (up to PRINT_MAX) with its answer and explanation.
//
// Campus gate first, then login (a guest goes to the login page of the tree and comes back here).
import { redirect } from "@remix-run/node";
import { isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import type { PageContext } from "~/lib/load-context";
import { readPageForm } from "~/lib/page-form.server";
import { shanghaiDate, shanghaiMonthDayMinute } from "~/lib/shanghai-time";
import { treeOfRequest } from "~/lib/site-tree";
import { gatedViewerFor } from "~/modules/access/viewer.server";
import { requireUser } from "~/modules/auth/require-user.server";
import { MASTERED_STABILITY_DAYS } from "~/modules/spaced-repetition/fsrs-scheduler";
import { attemptMessages } from "../attempts/attempt-messages";
import type { RevealedKey } from "../attempts/attempt-views";
import {
  wrongQuestionListSchema,
  wrongQuestionReviewSchema,
  type WrongQuestionListInput,
} from "../attempts/attempt-schemas";
import { knowledgePointTree, type KnowledgePointNode } from "../bank/knowledge-points.server";
import { questionKindNames } from "../bank/question-kinds";
import { questionSubjects } from "../bank/question-subjects";
import {
  WRONG_PAGE_ROWS,
  wrongHref,
  wrongPagePaths,
  wrongStatuses,
  type WrongFilters,
  type WrongStatus,
} from "./wrong-pages";
import {
  listWrongQuestions,
  reviewWrongQuestion,
  wrongBookSummary,
  wrongQuestionDetail,
  wrongQuestionKeys,
  type WrongBookSummary,
  type WrongQuestionItem,
} from "./wrong-questions.server";

/** Most questions one print view holds. */
const PRINT_MAX = 100;

/** The rule of wrong-question-rules.ts (retiresAfterReview), as the pages state it. */
const WRONG_RULE = `复习时答对、且答对后这道题的记忆稳定性（FSRS）达到 ${MASTERED_STABILITY_DAYS} 天，即视为已掌握：移出今日错题，仍保留在错题本中。按默认参数，大约要答对六次（当天两次，之后约隔 1、3、10、30 天各一次）。已掌握的题在练习或模考中再次答错，会重新回到今日错题。`;

const pageText = {
  queryInvalid: "筛选条件无效：",
  statusInvalid: "状态应为全部、待复习或已掌握",
  judgeInvalid: "请选择“会”“不会”，或勾选答到的评分要点后提交自评",
} as const;

/** A question as the pages show it (the public view: what is answered, nothing that gives the answer away). */
export interface WrongQuestionView {
  questionId: number;
  kind: WrongQuestionItem["question"]["kind"];
  kindName: string;
  subjectName: string;
  title: string;
  stemHtml: string;
  /** The options to choose from: the question's own, or its group's shared ones (七选五). */
  options: Array<{ id: string; html: string }>;
  blankCount: number;
  group: { title: string; stemHtml: string } | null;
  source: string;
  knowledgePoints: string[];
  wrongCount: number;
  /** Beijing dates and times, formatted on the server. */
  lastWrong: string;
  nextReview: string;
  stateLabel: string;
  mastered: boolean;
  /** The card's version, posted with a review. */
  reps: number;
}

interface PointOption {
  code: string;
  name: string;
  depth: number;
}

export interface WrongListData {
  view: "list";
  rule: string;
  summary: WrongBookSummary & { nextDueLabel: string | null };
  filters: WrongFilters;
  subjects: Array<{ code: string; name: string }>;
  points: PointOption[];
  error: string | null;
  page: number;
  pages: number;
  total: number;
  items: Array<WrongQuestionView & { key: RevealedKey | null }>;
}

export interface WrongReviewData {
  view: "review";
  summary: WrongBookSummary & { nextDueLabel: string | null };
  /** The question to answer now (null: nothing due). */
  question: (WrongQuestionView & { key: RevealedKey | null }) | null;
  /** After a post: the question answered, how it went and its key. */
  answered: { question: WrongQuestionView; right: boolean; key: RevealedKey } | null;
}

export interface WrongPrintData {
  view: "print";
  filters: WrongFilters;
  filterLabel: string;
  total: number;
  items: Array<WrongQuestionView & { key: RevealedKey | null }>;
  truncated: boolean;
}

export type WrongPageData = WrongListData | WrongReviewData | WrongPrintData;

/** When a card comes back: a review card's study day (any time that day), a learning step's minute. */
function nextReviewLabel(item: WrongQuestionItem): string {
  if (item.card.mastered) return "已掌握，不再安排";
  if (item.card.state === "review") {
    const [year, month, day] = item.card.dueDay.split("-").map(Number);
    return `${year}年${month}月${day}日`;
  }
  return shanghaiMonthDayMinute(item.card.due);
}

function toView(item: WrongQuestionItem): WrongQuestionView {
  const { question, group } = item;
  const options = question.options.length > 0 ? question.options : (group?.options ?? []);
  return {
    questionId: item.questionId,
    kind: question.kind,
    kindName: questionKindNames[question.kind],
    subjectName: item.subjectName,
    title: question.title,
    stemHtml: question.stemHtml,
    options: options.map((option) => ({ id: option.id, html: option.html })),
    blankCount: question.blankCount,
    group: group ? { title: group.title, stemHtml: group.stemHtml } : null,
    source: question.source.label,
    knowledgePoints: question.knowledgePoints.map((point) => point.name),
    wrongCount: item.wrongCount,
    lastWrong: item.lastWrongAt ? shanghaiDate(item.lastWrongAt) : "",
    nextReview: nextReviewLabel(item),
    stateLabel: item.card.stateLabel,
    mastered: item.card.mastered,
    reps: item.card.reps,
  };
}

function flatten(nodes: KnowledgePointNode[]): PointOption[] {
  return nodes.flatMap((node) => [{ code: node.code, name: node.name, depth: node.depth }, ...flatten(node.children)]);
}

async function summaryOf(userId: number, now: number) {
  const summary = await wrongBookSummary(userId, now);
  return { ...summary, nextDueLabel: summary.nextDue ? shanghaiMonthDayMinute(summary.nextDue) : null };
}

/** The filters of the query string; what cannot be read is dropped with a message (the page still works). */
function readFilters(url: URL): { input: WrongQuestionListInput; filters: WrongFilters; errors: string[] } {
  const errors: string[] = [];
  const rawStatus = url.searchParams.get("status") ?? "";
  let status: WrongStatus = "all";
  if ((wrongStatuses as readonly string[]).includes(rawStatus)) status = rawStatus as WrongStatus;
  else if (rawStatus !== "") errors.push(pageText.statusInvalid);
  const raw = {
    subject: url.searchParams.get("subject") ?? undefined,
    point: url.searchParams.get("point") ?? undefined,
    page: url.searchParams.get("page") ?? undefined,
  };
  const base = { rows: WRONG_PAGE_ROWS, due: status === "due", mastered: status === "mastered" };
  let parsed = wrongQuestionListSchema.safeParse({ ...base, ...raw });
  if (!parsed.success) {
    errors.push(...new Set(parsed.error.issues.map((issue) => issue.message)));
    // Keep whichever fields are fine on their own.
    const kept: Record<string, string | undefined> = {};
    for (const field of ["subject", "point", "page"] as const) {
      if (wrongQuestionListSchema.safeParse({ ...base, [field]: raw[field] }).success) kept[field] = raw[field];
    }
    parsed = wrongQuestionListSchema.safeParse({ ...base, ...kept });
  }
  const input = parsed.success ? parsed.data : wrongQuestionListSchema.parse(base);
  return { input, filters: { subject: input.subject ?? null, point: input.point ?? null, status }, errors };
}

/** The list, or (an unknown point for the subject) the list without the point and the message. */
async function listOrWithoutPoint(
  userId: number,
  input: WrongQuestionListInput,
  filters: WrongFilters,
  errors: string[],
  now: number,
) {
  try {
    return await listWrongQuestions(userId, input, now);
  } catch (error) {
    if (!(isDomainError(error) && error.status === 404 && input.point)) throw error;
    errors.push(error.message);
    filters.point = null;
    return listWrongQuestions(userId, { ...input, point: undefined }, now);
  }
}

async function withKeys(userId: number, items: WrongQuestionItem[]) {
  const keys = await wrongQuestionKeys(
    userId,
    items.map((item) => item.questionId),
  );
  return items.map((item) => ({ ...toView(item), key: keys.get(item.questionId) ?? null }));
}

const positiveId = (value: string | null): number | null => {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
};

export async function loadWrongPage(request: Request, context: PageContext): Promise<WrongPageData> {
  await gatedViewerFor(request, context);
  const user = await requireUser(request);
  const url = new URL(request.url);
  const now = Date.now();

  if (url.searchParams.has("review")) {
    const [summary, due] = await Promise.all([
      summaryOf(user.id, now),
      listWrongQuestions(user.id, { page: 1, rows: 1, due: true }, now),
    ]);
    const first = due.items[0];
    let question: WrongReviewData["question"] = null;
    if (first) {
      // A subjective question is judged against its reference answer, so its key travels with it.
      const keys =
        first.question.kind === "subjective"
          ? await wrongQuestionKeys(user.id, [first.questionId])
          : new Map<number, RevealedKey>();
      question = { ...toView(first), key: keys.get(first.questionId) ?? null };
    }
    let answered: WrongReviewData["answered"] = null;
    const answeredId = positiveId(url.searchParams.get("answered"));
    if (answeredId !== null) {
      try {
        const detail = await wrongQuestionDetail(user.id, answeredId);
        answered = { question: toView(detail.item), right: detail.lastReview?.right ?? false, key: detail.key };
      } catch (error) {
        if (!(isDomainError(error) && error.status === 404)) throw error;
      }
    }
    return { view: "review", summary, question, answered };
  }

  const { input, filters, errors } = readFilters(url);
  if (url.searchParams.has("print")) {
    const list = await listOrWithoutPoint(user.id, { ...input, page: 1, rows: PRINT_MAX }, filters, errors, now);
    const subjectName = questionSubjects.find((subject) => subject.code === filters.subject)?.name;
    const statusName = { all: "全部", due: "待复习", mastered: "已掌握" }[filters.status];
    return {
      view: "print",
      filters,
      filterLabel: [subjectName ?? "全部科目", statusName].join(" · "),
      total: list.total,
      items: await withKeys(user.id, list.items),
      truncated: list.total > list.items.length,
    };
  }

  const [summary, list, tree] = await Promise.all([
    summaryOf(user.id, now),
    listOrWithoutPoint(user.id, input, filters, errors, now),
    filters.subject ? knowledgePointTree(filters.subject) : Promise.resolve([]),
  ]);
  const pages = Math.max(1, Math.ceil(list.total / WRONG_PAGE_ROWS));
  if (input.page > pages) throw redirect(wrongHref(wrongPagePaths[treeOfRequest(request)].book, filters));
  return {
    view: "list",
    rule: WRONG_RULE,
    summary,
    filters,
    subjects: questionSubjects.map((subject) => ({ code: subject.code, name: subject.name })),
    points: flatten(tree),
    error: errors.length > 0 ? `${pageText.queryInvalid}${errors.join("；")}` : null,
    page: input.page,
    pages,
    total: list.total,
    items: await withKeys(user.id, list.items),
  };
}

/** The answer as the form sends it: every `answer` field (one radio, several checkboxes, one per blank). */
function formAnswer(form: FormData): string[] {
  return form.getAll("answer").filter((value): value is string => typeof value === "string");
}

/**
 * Answers the due question posted (questionId, reps, answer / judge + selfMarks) and redirects to its result; a
 * refusal redirects to the queue with the message.
 */
export async function submitWrongReview(request: Request, context: PageContext) {
  await gatedViewerFor(request, context);
  const user = await requireUser(request);
  const book = wrongPagePaths[treeOfRequest(request)].book;
  const queue = `${book}?review=1`;
  const form = await readPageForm(request);
  const judge = form.get("judge");
  let selfMarks: string[] | undefined;
  if (judge !== null) {
    // Subjective: 会 ticks every scoring point, 不会 none, 按要点 the ones ticked.
    const ticked = form.getAll("selfMarks").filter((value): value is string => typeof value === "string");
    if (judge === "know") {
      const questionId = positiveId(
        typeof form.get("questionId") === "string" ? (form.get("questionId") as string) : null,
      );
      const key = questionId === null ? undefined : (await wrongQuestionKeys(user.id, [questionId])).get(questionId);
      selfMarks = key ? key.rubric.map((point) => point.id) : [];
    } else if (judge === "dontKnow") selfMarks = [];
    else if (judge === "marks") selfMarks = ticked;
    else return redirectWithToast(request, queue, { kind: "error", message: pageText.judgeInvalid });
  }
  const parsed = wrongQuestionReviewSchema.safeParse({
    questionId: form.get("questionId") ?? undefined,
    reps: form.get("reps") ?? undefined,
    answer: judge === null ? formAnswer(form) : null,
    selfMarks,
  });
  if (!parsed.success) {
    return redirectWithToast(request, queue, {
      kind: "error",
      message: parsed.error.issues[0]?.message ?? attemptMessages.questionIdInvalid,
    });
  }
  try {
    const review = await reviewWrongQuestion(user.id, parsed.data);
    return redirectWithToast(request, `${queue}&answered=${review.questionId}`, {
      kind: review.right ? "success" : "info",
      message: attemptMessages.reviewed(review.right),
    });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return redirectWithToast(request, queue, { kind: "error", message: error.message });
  }
}
