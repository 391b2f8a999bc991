// The loader and action of the study pages (/word/learning, /word/reviewWords and their /mobile twins). One card at a
// time, posted as a plain form (docs/decisions/0008):
//
// - GET shows the front of the next card (learning: nextLearnCard; review: nextReviewCard) or, when there is none, a
//   status (waiting, quotaReached, bookFinished, noneDue). The front's back (senses, inflections) travels in the
//   loader data too, so a hydrated page reveals it at once; the server renders it only in a closed <details>.
// - POST answers the card (认识 / 不认识 / 太简单 with wordId, bookId and reps, the version the student saw) and redirects
//   (post/redirect/get) to `?answered=<wordId>`, which renders the back of that card with a 下一个 link. A refused
//   answer (already answered in another tab, a retried post, not due) redirects to the page with the service's
//   message as a flash toast: nothing is rated twice and nothing is lost.
// - A hydrated page posts with a fetcher and `via=fetcher`: the action then answers with data (the outcome and the
//   next card with its back, so 下一个 is instant) instead of a redirect.
// - No chosen book: a redirect to the book list of the tree, with the message 请先选择词书.
import { data, redirect } from "@remix-run/node";
import { hasErrorCode, isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import { readPageForm } from "~/lib/page-form.server";
import { requireUser } from "~/modules/auth/require-user.server";
import type { CardState } from "./word-cards.server";
import { getWordDetail } from "./word-detail.server";
import type { WordEntry } from "./word-entry";
import { wordMessages as m } from "./word-messages";
import { wordPaths, type WordTree } from "./word-paths";
import type { WordAnswer } from "./word-scheduler";
import { wordAnswerSchema } from "./word-schemas";
import { answerWord, formatDue, nextLearnCard, nextReviewCard, type NextCard } from "./word-study.server";

/** Which queue the page walks: new words and due learning steps, or today's reviews. */
export type StudyMode = "learn" | "review";
export type StudyTree = WordTree;

/** The back of a card: what the answer reveals. */
export type StudyEntry = Pick<
  WordEntry,
  "id" | "word" | "phonetic" | "translations" | "definitions" | "inflections" | "formOf" | "tags"
>;

/** What an answer did to the card, in words. */
export interface StudyOutcome {
  /** 太简单: never scheduled again. */
  retired: boolean;
  /** 学习中, 复习中, 重新学习. */
  stateLabel: string;
  /** "今天 10:31" or "3月12日"; null when retired or never answered. */
  nextDue: string | null;
}

/** One screen's worth: the next card (or why there is none), its back for an instant reveal, and today's progress. */
export interface StudyFrame {
  next: NextCard;
  back: StudyEntry | null;
  /** When the status is `waiting`: when the next learning step comes due ("今天 10:40"). */
  waitLabel: string | null;
}

export interface StudyPageData {
  mode: StudyMode;
  frame: StudyFrame;
  /** `?answered=<wordId>` (after a form post): the back of that card and what the answer did. */
  answered: { entry: StudyEntry; outcome: StudyOutcome | null } | null;
}

/** What the action answers a fetcher (`via=fetcher`) with. */
export interface StudyAnswerData {
  wordId: number;
  answer: WordAnswer;
  /** Set when the answer went in. */
  outcome: StudyOutcome | null;
  /** Set when it was refused: the service's message (already answered, not due, retired, unknown word). */
  refused: string | null;
  /** The card to show next. */
  frame: StudyFrame;
}

const studyAnswers = ["know", "notKnow", "easy"] as const satisfies readonly WordAnswer[];

/** The `via` value a hydrated page adds to its fetcher posts (the client spells it with this type). */
export type ViaFetcher = "fetcher";
const VIA_FETCHER: ViaFetcher = "fetcher";

const NOT_AN_ANSWER = "请选择“认识”“不认识”或“太简单”";

/** Where a student without a chosen book is sent. */
function bookListPath(tree: StudyTree): string {
  return wordPaths[tree].books;
}

function toStudyEntry(entry: WordEntry): StudyEntry {
  const { id, word, phonetic, translations, definitions, inflections, formOf, tags } = entry;
  return { id, word, phonetic, translations, definitions, inflections, formOf, tags };
}

function outcomeOf(card: CardState | null, now: number): StudyOutcome | null {
  if (!card || card.state === "new") return null;
  return {
    retired: card.retired,
    stateLabel: card.stateLabel,
    nextDue: card.retired || card.due === null ? null : formatDue(Date.parse(card.due), now),
  };
}

async function studyFrame(userId: number, mode: StudyMode, now: number): Promise<StudyFrame> {
  const next =
    mode === "learn" ? await nextLearnCard(userId, undefined, now) : await nextReviewCard(userId, undefined, now);
  const back = next.card ? toStudyEntry(await getWordDetail(userId, next.card.wordId, next.book.id)) : null;
  return { next, back, waitLabel: next.waitUntil ? formatDue(Date.parse(next.waitUntil), now) : null };
}

/** The frame, or (no chosen book) a thrown redirect to the tree's book list with the message. */
async function frameOrBookList(
  request: Request,
  userId: number,
  mode: StudyMode,
  tree: StudyTree,
  now: number,
): Promise<StudyFrame> {
  try {
    return await studyFrame(userId, mode, now);
  } catch (error) {
    if (hasErrorCode(error, "no_book_chosen")) {
      throw await redirectWithToast(request, bookListPath(tree), { kind: "info", message: error.message });
    }
    throw error;
  }
}

const positiveId = (value: string | null): number | null => {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
};

/** Loader of the study and review pages. */
export async function loadStudyPage(request: Request, mode: StudyMode, tree: StudyTree): Promise<StudyPageData> {
  const user = await requireUser(request);
  const now = Date.now();
  const frame = await frameOrBookList(request, user.id, mode, tree, now);
  let answered: StudyPageData["answered"] = null;
  const answeredId = positiveId(new URL(request.url).searchParams.get("answered"));
  if (answeredId !== null) {
    try {
      const detail = await getWordDetail(user.id, answeredId, frame.next.book.id);
      answered = { entry: toStudyEntry(detail), outcome: outcomeOf(detail.card, now) };
    } catch (error) {
      // A word that is not (or no longer) in the chosen book: show the next card instead.
      if (!(isDomainError(error) && error.status === 404)) throw error;
    }
  }
  return { mode, frame, answered };
}

const isAnswer = (value: unknown): value is WordAnswer => (studyAnswers as readonly unknown[]).includes(value);

/**
 * Action of the study and review pages: answers the posted card once. Without JavaScript: a redirect to the back of
 * the card (`?answered=`), or to the page with the refusal as a toast. From a fetcher: the outcome and the next card.
 */
export async function submitStudyAnswer(request: Request, mode: StudyMode, tree: StudyTree) {
  const user = await requireUser(request);
  const form = await readPageForm(request);
  const here = new URL(request.url).pathname;
  const viaFetcher = form.get("via") === VIA_FETCHER;
  const answer = form.get("answer");
  const parsed = wordAnswerSchema.safeParse({
    wordId: form.get("wordId"),
    bookId: form.get("bookId"),
    reps: form.get("reps"),
  });

  let refused: string | null = null;
  let outcome: StudyOutcome | null = null;
  if (!isAnswer(answer)) refused = NOT_AN_ANSWER;
  else if (!parsed.success) refused = parsed.error.issues[0]?.message ?? m.wordIdInvalid;
  else {
    try {
      const result = await answerWord(user.id, parsed.data, answer);
      outcome = outcomeOf(result.card, Date.now());
    } catch (error) {
      if (!isDomainError(error)) throw error;
      refused = error.message;
    }
  }

  if (!viaFetcher) {
    if (refused !== null || !parsed.success) {
      throw await redirectWithToast(request, here, { kind: "error", message: refused ?? NOT_AN_ANSWER });
    }
    throw redirect(`${here}?answered=${parsed.data.wordId}`);
  }
  const frame = await frameOrBookList(request, user.id, mode, tree, Date.now());
  return data<StudyAnswerData>({
    wordId: parsed.success ? parsed.data.wordId : 0,
    answer: isAnswer(answer) ? answer : "know",
    outcome,
    refused,
    frame,
  });
}
