// The loader and action of the mock-exam pages (/question/exam and /mobile/question/exam), shared by both trees.
// The campus gate first (gatedViewerFor), then a login (attempts are per student: a guest goes to log in and comes
// back). Screens, by query:
// - ?setId=        the start screen: the set's facts, 计时 / 不计时 (timed only when the set has a duration), 开始考试; an
//                  open attempt on the set is resumed instead (and said so).
// - ?attempt=&q=   answering, one item per page (a group with its passage and all its children); ?view=sheet the
//                  答题卡, ?view=confirm the 交卷 confirmation; a final attempt (or ?view=result) shows the result.
// The action (post/redirect/get with a toast) takes `intent`: start, page (save the page's changed answers with
// answeredAt = now, then go where the button pressed says, or toggle a 标记), submit, selfmark. A hydrated page saves
// each answer as it is given through the JSON API (PUT /question/website/attempts/{id}/answers), which keeps the
// newest by answeredAt; the page's own posts then find nothing changed and save nothing again.
import { redirect } from "@remix-run/node";
import { sql } from "kysely";
import { loadAccessContext, type AccessContext } from "~/modules/access/content-access.server";
import { db } from "~/db/client.server";
import { isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import type { PageContext } from "~/lib/load-context";
import { readPageForm } from "~/lib/page-form.server";
import { pageNotFound, throwIfNotFound } from "~/lib/page-not-found.server";
import { shanghaiIsoMinute } from "~/lib/shanghai-time";
import { treeOfRequest, type SiteTree } from "~/lib/site-tree";
import { gatedViewerFor } from "~/modules/access/viewer.server";
import { requireUser } from "~/modules/auth/require-user.server";
import { getPaper } from "~/modules/paper/paper.server";
import { videoPaths } from "~/modules/video/video-paths";
import { attemptMessages, examPageMessages as m } from "./attempt-messages";
import { attemptIdSchema, startAttemptSchema } from "./attempt-schemas";
import { setLock } from "../bank/bank-access.server";
import type { AttemptView } from "./attempt-views";
import {
  comparableAnswer,
  examHrefs,
  examItems,
  examTargetOf,
  formAnswerOf,
  itemNumberOf,
  flagField,
  shownField,
  shownFlagField,
  type ExamGo,
} from "./exam-pages";
import { flagQuestion, saveAnswer } from "./attempt-answers.server";
import { startAttempt } from "./attempt-start.server";
import { selfMarkAttempt, submitAttempt } from "./attempt-submit.server";
import { getAttempt, listMyAttempts } from "./attempt-views.server";
import { questionSetKindNames } from "../bank/question-kinds";
import { questionOrderHref } from "../bank/question-order-paths";
import type { QuestionCounts } from "../bank/question-counts";
import { getQuestionSet } from "../bank/question-sets.server";

interface ExamSetFacts {
  id: number;
  title: string;
  kindName: string;
  subjectName: string;
  description: string;
  counts: QuestionCounts;
  /** Hundredths. */
  totalPoints: number;
  durationMinutes: number | null;
}

export interface ExamVideo {
  label: string;
  title: string;
  href: string;
}

export type ExamPageData =
  | {
      screen: "start";
      tree: SiteTree;
      set: ExamSetFacts;
      open: { id: number; startedAt: string; timed: boolean; deadline: string | null } | null;
      /** The set draws on a bank for sale the viewer has not got: why, and where to buy it. */
      locked: { message: string; orderHref: string } | null;
    }
  | { screen: "answer"; tree: SiteTree; attempt: AttemptView; q: number }
  | { screen: "sheet" | "confirm"; tree: SiteTree; attempt: AttemptView }
  | { screen: "result"; tree: SiteTree; attempt: AttemptView; videos: Record<string, ExamVideo> };

/** The attempt, or the 404 its service gives (not yours, unknown) as the page's error. */
async function attemptOr404(userId: number, raw: string | null | undefined): Promise<AttemptView> {
  const parsed = attemptIdSchema.safeParse({ id: raw ?? undefined });
  if (!parsed.success) throw pageNotFound(attemptMessages.attemptNotFound);
  try {
    return await getAttempt(userId, parsed.data.id);
  } catch (error) {
    throwIfNotFound(error);
    throw error;
  }
}

/** The explanation videos of the set's past paper by question number ("17" → the 17th question's video). */
async function paperVideosOf(tree: SiteTree, examPaperId: number | null): Promise<Record<string, ExamVideo>> {
  if (examPaperId === null) return {};
  try {
    const paper = await getPaper(null, examPaperId);
    const videos: Record<string, ExamVideo> = {};
    for (const video of paper.videos) {
      const key = String(video.questionNumber);
      videos[key] ??= { label: video.questionLabel, title: video.title, href: videoPaths[tree].paperVideo(video.id) };
    }
    return videos;
  } catch (error) {
    if (isDomainError(error) && error.status === 404) return {};
    throw error;
  }
}

async function loadStart(userId: number, tree: SiteTree, raw: string, access: AccessContext): Promise<ExamPageData> {
  const parsed = startAttemptSchema.safeParse({ setId: raw });
  if (!parsed.success || parsed.data.setId === undefined) throw pageNotFound(attemptMessages.setNotFound);
  let set: Awaited<ReturnType<typeof getQuestionSet>>;
  try {
    set = await getQuestionSet(parsed.data.setId);
  } catch (error) {
    throwIfNotFound(error, attemptMessages.setNotFound);
    throw error;
  }
  const lock = await setLock(access, set.id);
  const latest = await listMyAttempts(userId, { setId: set.id, page: 1, rows: 1 });
  const last = latest.items[0];
  const open =
    last && last.state === "in_progress"
      ? { id: last.id, startedAt: last.startedAt, timed: last.timed, deadline: last.deadline }
      : null;
  return {
    screen: "start",
    tree,
    set: {
      id: set.id,
      title: set.title,
      kindName: set.kindName,
      subjectName: set.subjectName,
      description: set.description,
      counts: { top: set.questionCount, leaves: set.leafCount },
      totalPoints: set.totalPoints,
      durationMinutes: set.durationMinutes,
    },
    open,
    locked: lock ? { message: lock.message, orderHref: questionOrderHref(tree, lock.bankId) } : null,
  };
}

/** The published question sets made of a past paper (exam_paper_id), for the paper's page: the past paper's own first. */
export async function questionSetsOfPaper(
  examPaperId: number,
): Promise<Array<{ id: number; title: string; kindName: string }>> {
  const rows = await db
    .selectFrom("question_sets")
    .select(["id", "title", "kind"])
    .where("exam_paper_id", "=", examPaperId)
    .where("published", "=", 1)
    .where("kind", "in", ["paper", "mock"])
    .orderBy(sql`case when kind = 'paper' then 0 else 1 end`)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ id: row.id, title: row.title, kindName: questionSetKindNames[row.kind] }));
}

/** Loader of both trees' exam page. */
export async function loadExamPage(request: Request, context: PageContext): Promise<ExamPageData> {
  const viewer = await gatedViewerFor(request, context);
  const user = await requireUser(request);
  const tree = treeOfRequest(request);
  const url = new URL(request.url);
  const attemptParam = url.searchParams.get("attempt");
  if (attemptParam === null) {
    const setId = url.searchParams.get("setId");
    if (setId === null || setId.trim() === "") throw pageNotFound(m.setMissing);
    return loadStart(user.id, tree, setId, await loadAccessContext(viewer));
  }
  const attempt = await attemptOr404(user.id, attemptParam);
  const hrefs = examHrefs(tree);
  if (attempt.mode !== "exam")
    throw redirect(`${hrefs.practice(attempt.set.id).replace(/\?setId=\d+$/, "")}?attempt=${attempt.id}`);
  const view = url.searchParams.get("view");
  if (attempt.state !== "in_progress") {
    return { screen: "result", tree, attempt, videos: await paperVideosOf(tree, attempt.set.examPaperId) };
  }
  // Not final yet: ?view=result shows the questions (there is no result before 交卷).
  if (view === "sheet" || view === "confirm") return { screen: view, tree, attempt };
  const q = itemNumberOf(url.searchParams.get("q"), examItems(attempt).length);
  return { screen: "answer", tree, attempt, q };
}

// ——— The action ———

function hrefOfGo(tree: SiteTree, attemptId: number, go: ExamGo): string {
  const hrefs = examHrefs(tree);
  if (go.to === "sheet") return hrefs.sheet(attemptId);
  if (go.to === "confirm") return hrefs.confirm(attemptId);
  return hrefs.item(attemptId, go.q);
}

/** Saves the answers the page's form changed (answeredAt = now); a refusal ends the post with its message. */
async function savePageAnswers(
  userId: number,
  attempt: AttemptView,
  q: number,
  form: FormData,
  now: number,
): Promise<number> {
  const item = examItems(attempt)[q - 1];
  if (!item) return 0;
  const get = (name: string) => form.getAll(name).filter((value): value is string => typeof value === "string");
  let saved = 0;
  for (const leaf of item.leaves) {
    const question = item.question.children.find((child) => child.id === leaf.questionId) ?? item.question;
    const given = formAnswerOf(leaf.kind, leaf.questionId, question.blankCount, get);
    const shown = form.get(shownField(leaf.questionId));
    // A form without its own snapshot (a foreign body) compares against what is stored now.
    const before = typeof shown === "string" ? shown : comparableAnswer(leaf.kind, leaf.answer);
    if (comparableAnswer(leaf.kind, given) === before) continue;
    await saveAnswer(userId, { id: attempt.id, questionId: leaf.questionId, answer: given, answeredAt: now }, now);
    saved += 1;
  }
  return saved;
}

/** Saves the 标记 checkboxes the page's form changed; the last change made (true: flagged), null when none. */
async function savePageFlags(
  userId: number,
  attempt: AttemptView,
  q: number,
  form: FormData,
  now: number,
): Promise<boolean | null> {
  const item = examItems(attempt)[q - 1];
  if (!item) return null;
  let changed: boolean | null = null;
  for (const leaf of item.leaves) {
    const was = form.get(shownFlagField(leaf.questionId));
    const before = was === "1" || was === "0" ? was === "1" : leaf.flagged;
    const ticked = form.get(flagField(leaf.questionId)) === "1";
    if (ticked === before) continue;
    await flagQuestion(userId, { id: attempt.id, questionId: leaf.questionId, flagged: ticked }, now);
    changed = ticked;
  }
  return changed;
}

/** Action of both trees' exam page: start, page (save and move, or 标记), submit, selfmark. */
export async function submitExamPage(request: Request, context: PageContext) {
  const viewer = await gatedViewerFor(request, context);
  const user = await requireUser(request);
  const tree = treeOfRequest(request);
  const hrefs = examHrefs(tree);
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  const form = await readPageForm(request);
  const intent = form.get("intent");
  const now = Date.now();

  if (intent === "start") {
    const parsed = startAttemptSchema.safeParse({
      setId: form.get("setId") ?? url.searchParams.get("setId") ?? undefined,
      mode: "exam",
      timed: form.get("timed") ?? undefined,
    });
    if (!parsed.success)
      return redirectWithToast(request, back, {
        kind: "error",
        message: parsed.error.issues[0]?.message ?? m.timingInvalid,
      });
    try {
      const started = await startAttempt(user.id, parsed.data, now, await loadAccessContext(viewer, now));
      return redirectWithToast(request, hrefs.item(started.id, 1), {
        kind: "success",
        message: started.resumed ? attemptMessages.resumed : attemptMessages.started,
      });
    } catch (error) {
      if (isDomainError(error)) return redirectWithToast(request, back, { kind: "error", message: error.message });
      throw error;
    }
  }

  const attemptId = attemptIdSchema.safeParse({
    id: form.get("attempt") ?? url.searchParams.get("attempt") ?? undefined,
  });
  if (!attemptId.success)
    return redirectWithToast(request, back, { kind: "error", message: attemptMessages.attemptNotFound });
  let attempt: AttemptView;
  try {
    attempt = await getAttempt(user.id, attemptId.data.id, now);
  } catch (error) {
    if (isDomainError(error)) return redirectWithToast(request, back, { kind: "error", message: error.message });
    throw error;
  }
  const resultHref = hrefs.attempt(attempt.id);

  try {
    if (intent === "page") {
      const count = examItems(attempt).length;
      const q = itemNumberOf(typeof form.get("q") === "string" ? (form.get("q") as string) : null, count);
      if (attempt.state !== "in_progress") {
        const message =
          attempt.finishReason === "deadline" && attempt.deadline
            ? attemptMessages.deadlinePassed(shanghaiIsoMinute(attempt.deadline))
            : attemptMessages.alreadySubmitted;
        return redirectWithToast(request, resultHref, { kind: "error", message });
      }
      await savePageAnswers(user.id, attempt, q, form, now);
      const flagged = await savePageFlags(user.id, attempt, q, form, now);
      const go = form.get("go");
      const target = hrefOfGo(tree, attempt.id, examTargetOf(typeof go === "string" ? go : null, q, count));
      return flagged === null
        ? redirect(target)
        : redirectWithToast(request, target, { kind: "success", message: m.flagSaved(flagged) });
    }
    if (intent === "submit") {
      const result = await submitAttempt(user.id, attempt.id, now);
      return redirectWithToast(request, resultHref, {
        kind: "success",
        message: result.finishReason === "deadline" ? attemptMessages.autoSubmitted : attemptMessages.submitted,
      });
    }
    if (intent === "selfmark") {
      const questionId = Number(form.get("questionId"));
      const rubricIds = form.getAll("rubric").filter((value): value is string => typeof value === "string");
      if (!Number.isSafeInteger(questionId) || questionId <= 0) {
        return redirectWithToast(request, resultHref, { kind: "error", message: attemptMessages.questionIdInvalid });
      }
      await selfMarkAttempt(user.id, { id: attempt.id, marks: [{ questionId, rubricIds }] }, now);
      return redirectWithToast(request, `${resultHref}#q-${questionId}`, {
        kind: "success",
        message: attemptMessages.selfMarked,
      });
    }
  } catch (error) {
    if (!isDomainError(error)) throw error;
    // Refused: the deadline passed (the attempt is submitted now) or it was submitted already: show the result.
    const closed = error.status === 409 && intent !== "selfmark";
    return redirectWithToast(request, closed ? resultHref : back, { kind: "error", message: error.message });
  }
  return redirectWithToast(request, back, { kind: "error", message: m.actionInvalid });
}
