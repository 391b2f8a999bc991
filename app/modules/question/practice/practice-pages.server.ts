// Loaders and the action of 练习 (/question/list, /mobile/question/list without `id`) and of the shelves
// (/question/publicCourse, /question/tkzyCourse and their /mobile twins), shared by both trees. Thin: the campus gate
// first, the module's schemas, then the services (practice-sets.server.ts, the attempt engine, notes and favourites).
//
// - GET without `attempt`: the chooser (a GET form: subject → knowledge point, difficulty, 只做错题 / 只做未做, how many,
//   刷题 or 背题; or a set by `?setId=`). Anyone on campus sees it; starting needs a login.
// - POST intent=start: a set's practice attempt (startAttempt) or the filter's private practice set and its attempt,
//   then a redirect to `?attempt=<id>&q=1` (`&view=memorise` for 背题). Nothing matching: back to the chooser, the
//   filter kept in the query, with the message as a toast.
// - GET `?attempt=<id>&q=<n>`: one question (a group with its passage and children) of the student's attempt; answered
//   questions show right/wrong, the key and the explanation. `&done=1`: the summary. Login needed (else the login page
//   with a way back); another student's attempt: 404.
// - POST intent=answer (saveAnswer per question, practice marks at once), submit (submitAttempt), collect / uncollect
//   (收藏), saveNote / deleteNote (笔记), selfMark (主观题自评 against the scoring points): post/redirect/get with a toast.
import { redirect } from "@remix-run/node";
import { isDomainError } from "~/lib/domain-error";
import { commitFlash, peekFlash, redirectWithToast } from "~/lib/flash.server";
import type { PageContext } from "~/lib/load-context";
import { readPageForm } from "~/lib/page-form.server";
import { pageNotFound, throwIfNotFound } from "~/lib/page-not-found.server";
import { treeOfRequest, type SiteTree } from "~/lib/site-tree";
import { loadAccessContext } from "~/modules/access/content-access.server";
import { gatedViewerFor, viewerFor } from "~/modules/access/viewer.server";
import { getOptionalUser, loginUrlFor, requireUser } from "~/modules/auth/require-user.server";
import { formatFen } from "~/lib/money";
import { reactionsOf } from "~/modules/reactions/reactions.server";
import { attemptMessages as m } from "../attempts/attempt-messages";
import { revealedKeyOf } from "../attempts/attempt-rules";
import { questionNoteSchema, selfMarksSchema } from "../attempts/attempt-schemas";
import type { AttemptItem, RevealedKey } from "../attempts/attempt-views";
import { knowledgePointTree, type KnowledgePointNode } from "../bank/knowledge-points.server";
import {
  practiceChoiceSchema,
  practiceNumberOf,
  practicePaths,
  practiceQuestionHref,
  practiceScopes,
  practiceSizes,
  practiceViews,
  type PracticeChoice,
  type PracticeView,
} from "./practice-rules";
import { listOwnPracticeSets, startFilteredPractice } from "./practice-sets.server";
import { saveAnswer } from "../attempts/attempt-answers.server";
import { startAttempt } from "../attempts/attempt-start.server";
import { selfMarkAttempt, submitAttempt } from "../attempts/attempt-submit.server";
import { getAttempt } from "../attempts/attempt-views.server";
import { listQuestionBanks } from "../bank/question-banks.server";
import { bankStandings, type BankStanding } from "../bank/bank-access.server";
import { questionOrderHref } from "../bank/question-order-paths";
import { difficultyNames } from "../bank/question-kinds";
import {
  deleteQuestionNote,
  getQuestionNote,
  saveQuestionNote,
  setQuestionFavourite,
} from "../notes/question-notes.server";
import type { QuestionCounts } from "../bank/question-counts";
import { getQuestionSet, listQuestionSets, type QuestionSetCard } from "../bank/question-sets.server";
import { questionSetListSchema } from "../bank/question-schemas";
import { loadQuestionKeys } from "../bank/question-views.server";

const PRACTICE_NOTE_FORM = "question-note";

function pathsOf(request: Request) {
  return practicePaths[treeOfRequest(request)];
}

const positiveId = (value: string | null): number | null => {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
};

/** The chooser's fields as a query string (to come back to the chooser with nothing lost). */
function choiceQuery(values: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) query.set(name, value);
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** The subjects that have a published bank on the 公共课 and 统考专业课 shelves, in shelf order. */
async function practiceSubjects() {
  const banks = await listQuestionBanks({ shelf: undefined });
  const seen = new Map<string, { code: string; name: string; shelfName: string }>();
  for (const bank of banks) {
    if (bank.shelf === "zmt" || seen.has(bank.subject)) continue;
    seen.set(bank.subject, { code: bank.subject, name: bank.subjectName, shelfName: bank.shelfName });
  }
  return [...seen.values()];
}

interface PointOption {
  code: string;
  name: string;
  depth: number;
}

const flattenPoints = (nodes: KnowledgePointNode[]): PointOption[] =>
  nodes.flatMap((node) => [{ code: node.code, name: node.name, depth: node.depth }, ...flattenPoints(node.children)]);

const setCardOf = (set: QuestionSetCard) => ({
  id: set.id,
  title: set.title,
  kindName: set.kindName,
  subjectName: set.subjectName,
  counts: { top: set.questionCount, leaves: set.leafCount } satisfies QuestionCounts,
  durationMinutes: set.durationMinutes,
  year: set.year,
});
export type PracticeSetCard = ReturnType<typeof setCardOf>;

// ——— The chooser ———

async function loadChooser(request: Request, userId: number | null) {
  const url = new URL(request.url);
  const raw = Object.fromEntries(
    ["setId", "subject", "point", "difficulty", "scope", "size", "view"].map((name) => [
      name,
      url.searchParams.get(name) ?? undefined,
    ]),
  );
  const parsed = practiceChoiceSchema.safeParse(raw);
  const error = parsed.success ? null : [...new Set(parsed.error.issues.map((issue) => issue.message))].join("；");
  const choice: PracticeChoice = parsed.success ? parsed.data : practiceChoiceSchema.parse({});
  const subjects = await practiceSubjects();
  const subject = subjects.find((entry) => entry.code === choice.subject) ?? subjects[0] ?? null;
  const [points, sets, own, chosenSet] = await Promise.all([
    subject ? knowledgePointTree(subject.code).then(flattenPoints) : Promise.resolve([]),
    subject ? listQuestionSets(questionSetListSchema.parse({ subject: subject.code, rows: 50 })) : null,
    userId !== null ? listOwnPracticeSets(userId) : Promise.resolve([]),
    choice.setId !== undefined
      ? getQuestionSet(choice.setId).then(
          (set) => setCardOf(set),
          (failure: unknown) => {
            if (isDomainError(failure) && failure.status === 404) return null;
            throw failure;
          },
        )
      : Promise.resolve(null),
  ]);
  return {
    page: "chooser" as const,
    loggedIn: userId !== null,
    error: error ?? (choice.setId !== undefined && !chosenSet ? m.setNotFound : null),
    subjects,
    choice: {
      subject: subject?.code ?? "",
      point: choice.point && points.some((point) => point.code === choice.point) ? choice.point : "",
      difficulty: choice.difficulty ? String(choice.difficulty) : "",
      scope: choice.scope,
      size: String(choice.size),
      view: choice.view,
    },
    points,
    difficulties: difficultyNames.slice(1).map((name, index) => ({ value: String(index + 1), name })),
    scopes: practiceScopes.map((value) => ({ value, label: m.practiceScopeLabels[value] })),
    sizes: practiceSizes.map(String),
    views: practiceViews.map((value) => ({ value, label: m.practiceViewLabels[value] })),
    sets: (sets?.items ?? []).filter((set) => set.kind !== "course").map(setCardOf),
    chosenSet,
    own: own.map((entry) => ({
      ...entry,
      href:
        entry.openAttemptId !== null
          ? practiceQuestionHref(pathsOf(request).practice, entry.openAttemptId, 1, "answer")
          : null,
    })),
  };
}

// ——— One question of an attempt ———

interface PracticeLeafKey {
  questionId: number;
  key: RevealedKey;
}

async function loadQuestionPage(request: Request, attemptId: number) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const view: PracticeView = url.searchParams.get("view") === "memorise" ? "memorise" : "answer";
  let attempt: Awaited<ReturnType<typeof getAttempt>>;
  try {
    attempt = await getAttempt(user.id, attemptId);
  } catch (error) {
    throwIfNotFound(error);
    throw error;
  }
  const items = attempt.sections.flatMap((section) =>
    section.items.map((item) => ({ sectionTitle: section.title, item })),
  );
  const leaves = items.flatMap(({ item }) => item.leaves);
  const counts = {
    items: items.length,
    leaves: leaves.length,
    answered: leaves.filter((leaf) => leaf.answer !== null).length,
    right: leaves.filter((leaf) => leaf.outcome === "right").length,
    wrong: leaves.filter((leaf) => leaf.outcome === "wrong" || leaf.outcome === "partial").length,
  };
  const card = {
    id: attempt.id,
    title: attempt.set.title,
    subjectName: attempt.set.subjectName,
    state: attempt.state,
    stateLabel: attempt.stateLabel,
    final: attempt.state !== "in_progress",
    mode: attempt.mode,
  };
  if (url.searchParams.get("done") === "1" || items.length === 0) {
    return { page: "summary" as const, view, attempt: card, counts };
  }
  const number = practiceNumberOf(url.searchParams.get("q"), items.length);
  const current = items[number - 1]!;
  const item: AttemptItem = current.item;
  const allAnswered = item.leaves.every((leaf) => leaf.answer !== null);
  // 背题 shows every key at once; 刷题 each as it is answered (the engine's view), the group's explanation when all are.
  const needKeys = view === "memorise" || (allAnswered && item.question.children.length > 0 && !item.explanationHtml);
  const topKey = needKeys ? (await loadQuestionKeys([item.question.id])).get(item.question.id) : undefined;
  const memoKeys: PracticeLeafKey[] = [];
  if (view === "memorise" && topKey) {
    for (const leaf of item.leaves) {
      const key = topKey.children.length === 0 ? topKey : topKey.children.find((child) => child.id === leaf.questionId);
      if (key) memoKeys.push({ questionId: leaf.questionId, key: revealedKeyOf(key, leaf.points) });
    }
  }
  const [reactions, note, flash] = await Promise.all([
    reactionsOf(user.id, "question", [item.question.id]),
    getQuestionNote(user.id, item.question.id),
    peekFlash(request),
  ]);
  const flashedNote = flash.form?.form === PRACTICE_NOTE_FORM ? flash.form : null;
  return {
    page: "question" as const,
    view,
    attempt: card,
    counts,
    number,
    total: items.length,
    sectionTitle: current.sectionTitle,
    item,
    groupExplanationHtml:
      item.explanationHtml || (topKey && item.question.children.length > 0 ? topKey.explanationHtml : ""),
    memoKeys,
    collected: reactions.collected.has(item.question.id),
    note: flashedNote ? (flashedNote.values.body ?? "") : (note?.body ?? ""),
    noteSaved: note !== null,
    noteError: flashedNote?.errors.body ?? null,
  };
}

/** The loader of /question/list and /mobile/question/list (without `id`). */
export async function loadPracticePage(request: Request, context: PageContext) {
  const viewer = await gatedViewerFor(request, context);
  const url = new URL(request.url);
  const attemptParam = url.searchParams.get("attempt");
  if (attemptParam !== null) {
    const attemptId = positiveId(attemptParam);
    if (attemptId === null) {
      await requireUser(request);
      throw pageNotFound(m.attemptNotFound);
    }
    return loadQuestionPage(request, attemptId);
  }
  return loadChooser(request, viewer.userId);
}

export type PracticePageData = Awaited<ReturnType<typeof loadPracticePage>>;

// ——— The action ———

const formText = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
};

/** One answer from the form: a radio's letter, the ticked letters, the blanks, or the text. */
function answerOf(form: FormData, questionId: number): string | string[] | null {
  const values = form.getAll(`answer-${questionId}`).filter((value): value is string => typeof value === "string");
  if (values.length === 0 || values.every((value) => value.trim() === "")) return null;
  return values.length === 1 ? values[0]! : values;
}

/** The action of /question/list and /mobile/question/list. */
export async function submitPracticePage(request: Request, context: PageContext) {
  const url = new URL(request.url);
  const paths = pathsOf(request);
  const back = `${url.pathname}${url.search}`;
  const user = await getOptionalUser(request);
  if (!user) return redirectWithToast(request, loginUrlFor(request), { kind: "info", message: m.practiceLoginToStart });
  const access = await loadAccessContext(await viewerFor(request, context));
  const form = await readPageForm(request);
  const intent = formText(form, "intent");
  const fail = (message: string, to: string = back) => redirectWithToast(request, to, { kind: "error", message });
  try {
    switch (intent) {
      case "start": {
        const fields = Object.fromEntries(
          ["setId", "subject", "point", "difficulty", "scope", "size", "view"].map((name) => [
            name,
            formText(form, name),
          ]),
        );
        const chooser = `${paths.practice}${choiceQuery(fields)}`;
        const parsed = practiceChoiceSchema.safeParse(fields);
        if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? m.practiceIntentInvalid, chooser);
        const choice = parsed.data;
        let started: Awaited<ReturnType<typeof startAttempt>>;
        if (choice.setId !== undefined)
          started = await startAttempt(
            user.id,
            { setId: choice.setId, mode: "practice", timed: false },
            access.now,
            access,
          );
        else if (choice.subject)
          started = await startFilteredPractice(
            user.id,
            { ...choice, subject: choice.subject },
            access.now,
            undefined,
            access,
          );
        else return fail(m.practiceSubjectMissing, chooser);
        const to = practiceQuestionHref(paths.practice, started.id, 1, choice.view);
        if (started.resumed) return redirectWithToast(request, to, { kind: "info", message: m.resumed });
        return redirect(to);
      }
      case "answer": {
        const attemptId = positiveId(formText(form, "attempt") ?? null);
        if (attemptId === null) return fail(m.attemptIdInvalid);
        const ids = form.getAll("questionId").map((value) => positiveId(typeof value === "string" ? value : null));
        if (ids.length === 0 || ids.some((id) => id === null)) return fail(m.questionIdInvalid);
        const answers = (ids as number[])
          .map((questionId) => ({ questionId, answer: answerOf(form, questionId) }))
          .filter((entry) => entry.answer !== null);
        if (answers.length === 0) return fail(m.practiceNothingAnswered);
        let outcome: string | null = null;
        for (const entry of answers) {
          const saved = await saveAnswer(user.id, {
            id: attemptId,
            questionId: entry.questionId,
            answer: entry.answer,
            answeredAt: undefined,
          });
          if (answers.length === 1 && saved.marked) outcome = saved.marked.outcomeLabel;
        }
        return redirectWithToast(request, back, {
          kind: "success",
          message: outcome ? m.practiceAnswered(outcome) : m.saved,
        });
      }
      case "submit": {
        const attemptId = positiveId(formText(form, "attempt") ?? null);
        if (attemptId === null) return fail(m.attemptIdInvalid);
        await submitAttempt(user.id, attemptId);
        return redirectWithToast(request, `${paths.practice}?attempt=${attemptId}&done=1`, {
          kind: "success",
          message: m.submitted,
        });
      }
      case "selfMark": {
        const parsed = selfMarksSchema.safeParse({
          id: formText(form, "attempt"),
          marks: [
            {
              questionId: formText(form, "questionId"),
              rubricIds: form.getAll("rubricId").filter((value) => typeof value === "string"),
            },
          ],
        });
        if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? m.marksInvalid);
        await selfMarkAttempt(user.id, parsed.data);
        return redirectWithToast(request, back, { kind: "success", message: m.selfMarked });
      }
      case "collect":
      case "uncollect": {
        const questionId = positiveId(formText(form, "questionId") ?? null);
        if (questionId === null) return fail(m.questionIdInvalid);
        await setQuestionFavourite(user.id, questionId, intent === "collect");
        return redirectWithToast(request, back, {
          kind: "success",
          message: intent === "collect" ? m.collected : m.uncollected,
        });
      }
      case "saveNote": {
        const parsed = questionNoteSchema.safeParse({
          questionId: formText(form, "questionId"),
          body: formText(form, "body"),
        });
        if (!parsed.success) {
          const message = parsed.error.issues[0]?.message ?? m.noteMissing;
          // What was typed comes back (a flash cookie stays small: the textarea itself stops at NOTE_MAX).
          const cookie = await commitFlash(request, {
            toast: { kind: "error", message },
            form: {
              form: PRACTICE_NOTE_FORM,
              errors: { body: message },
              values: { body: (formText(form, "body") ?? "").slice(0, 600) },
            },
          });
          return redirect(back, { headers: { "Set-Cookie": cookie } });
        }
        await saveQuestionNote(user.id, parsed.data);
        return redirectWithToast(request, back, { kind: "success", message: m.noteSaved });
      }
      case "deleteNote": {
        const questionId = positiveId(formText(form, "questionId") ?? null);
        if (questionId === null) return fail(m.questionIdInvalid);
        await deleteQuestionNote(user.id, questionId);
        return redirectWithToast(request, back, { kind: "success", message: m.noteDeleted });
      }
      default:
        return fail(m.practiceIntentInvalid);
    }
  } catch (error) {
    if (isDomainError(error)) {
      // Back to the chooser when starting failed (nothing matched), the filter kept; otherwise to this page.
      if (intent === "start") {
        const fields = Object.fromEntries(
          ["setId", "subject", "point", "difficulty", "scope", "size", "view"].map((name) => [
            name,
            formText(form, name),
          ]),
        );
        return fail(error.message, `${paths.practice}${choiceQuery(fields)}`);
      }
      return fail(error.message);
    }
    throw error;
  }
}

// ——— The shelves ———

/** A priced bank on a shelf: its price and whether the viewer has it (and how), or where to buy it. Free: null. */
function saleOf(standing: BankStanding | undefined, tree: SiteTree) {
  if (!standing) return null;
  const entitlement = standing.entitlement;
  return {
    price: formatFen(standing.priceFen),
    held: entitlement.allowed ? (entitlement.basis === "enrolled" ? "已购买" : "本校已开通") : null,
    orderHref: entitlement.allowed ? null : questionOrderHref(tree, standing.id),
  };
}

export type ShelfCode = "public" | "tkzy";

/** /question/publicCourse, /question/tkzyCourse: the shelf's banks, each with its subject's sets. */
export async function loadShelfPage(request: Request, context: PageContext, shelf: ShelfCode) {
  const viewer = await gatedViewerFor(request, context);
  const banks = await listQuestionBanks({ shelf });
  const standings = await bankStandings(
    await loadAccessContext(viewer),
    banks.filter((bank) => bank.priceFen > 0).map((bank) => bank.id),
  );
  const tree = treeOfRequest(request);
  const subjects = [...new Set(banks.map((bank) => bank.subject))];
  const setsBySubject = new Map(
    await Promise.all(
      subjects.map(
        async (subject) =>
          [
            subject,
            (await listQuestionSets(questionSetListSchema.parse({ subject, rows: 100 }))).items
              .filter((set) => set.kind !== "course")
              .map(setCardOf),
          ] as const,
      ),
    ),
  );
  return {
    shelf,
    banks: banks.map((bank) => ({
      id: bank.id,
      name: bank.name,
      subject: bank.subject,
      subjectName: bank.subjectName,
      description: bank.description,
      counts: { top: bank.questionCount, leaves: bank.itemCount } satisfies QuestionCounts,
      sale: saleOf(standings.get(bank.id), tree),
      sets: setsBySubject.get(bank.subject) ?? [],
    })),
  };
}
