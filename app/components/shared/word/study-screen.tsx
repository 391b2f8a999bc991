// The study and review pages' content, the same in both trees: the book and today's progress, then the front of the
// card, its back after an answer, or a friendly state when there is no card.
//
// Without JavaScript every step is a page: the answer form posts, the server redirects to `?answered=<id>` (the back),
// and 下一个 is a link to the next card. Hydrated, the page answers with a fetcher and reveals the back at once (the
// loader sent it along with the front), the action answers with the next card (so 下一个 is instant), focus follows
// (the back's heading, then the next word) and the keys of study-keys.ts work.
import { Stack, Text, Title } from "@mantine/core";
import { useFetcher, useNavigate, useRevalidator, type ShouldRevalidateFunction } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type MouseEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type {
  StudyAnswerData,
  StudyEntry,
  StudyFrame,
  StudyOutcome,
  StudyPageData,
  StudyTree,
  ViaFetcher,
} from "~/modules/word/study-page.server";
import type { WordAnswer } from "~/modules/word/word-scheduler";
import { StudyCardBack } from "./study-back";
import { StudyCardFront } from "./study-card";
import { StudyEmpty } from "./study-empty";
import { useStudyKeys, type StudyKey } from "./study-keys";
import { studyLinks, studyText, studyTitles } from "./study-text";

/** Marks a fetcher's post, so the action answers with data instead of a redirect. */
const VIA_FETCHER: ViaFetcher = "fetcher";

type View =
  | { kind: "front"; frame: StudyFrame; peek: boolean }
  | {
      kind: "back";
      wordId: number;
      entry: StudyEntry;
      answer: WordAnswer | null;
      outcome: StudyOutcome | null;
      refused: string | null;
      /** The card after this one; null while the answer is on its way. */
      next: StudyFrame | null;
      /** Rendered by the server after a form post (`?answered=`): 下一个 navigates. */
      fromServer: boolean;
      /** 下一个 was asked for before the answer came back: go on as soon as it does. */
      advancing: boolean;
    };

interface ScreenState {
  view: View;
  /** The latest frame known, for today's progress. */
  latest: StudyFrame;
  /** What to focus after this render, and a counter so the same target can be focused twice. */
  focus: { target: "front" | "back" | null; seq: number };
}

function initialState(data: StudyPageData): ScreenState {
  const view: View = data.answered
    ? {
        kind: "back",
        wordId: data.answered.entry.id,
        entry: data.answered.entry,
        answer: null,
        outcome: data.answered.outcome,
        refused: null,
        next: data.frame,
        fromServer: true,
        advancing: false,
      }
    : { kind: "front", frame: data.frame, peek: false };
  return { view, latest: data.frame, focus: { target: null, seq: 0 } };
}

function Progress({ frame, tree }: { frame: StudyFrame; tree: StudyTree }) {
  const { book, progress } = frame.next;
  const parts = [
    studyText.progressNew(progress.newToday, progress.dailyNewWords),
    studyText.progressReviewed(progress.reviewedToday),
    studyText.progressDue(progress.dueToday),
  ];
  return (
    <Text c="gray.7" fz="sm" data-study-progress>
      <Text component="span" fw={600} c="gray.9" fz={tree === "mobile" ? "sm" : "md"}>
        {studyText.book(book.name)}
      </Text>{" "}
      {parts.join(" · ")}
    </Text>
  );
}

export function StudyScreen({ data, tree }: { data: StudyPageData; tree: StudyTree }) {
  const links = studyLinks(tree);
  const self = data.mode === "learn" ? links.learn : links.review;
  const hydrated = useHydrated();
  const fetcher = useFetcher<StudyAnswerData>();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const frontHeading = useRef<HTMLHeadingElement>(null);
  const backHeading = useRef<HTMLHeadingElement>(null);

  // New loader data (a navigation, a revalidation) starts over from what the server says.
  const [source, setSource] = useState(data);
  const [state, setState] = useState(() => initialState(data));
  if (source !== data) {
    setSource(data);
    setState(initialState(data));
  }

  // The answer came back: what it did, and the next card.
  const handled = useRef<StudyAnswerData | undefined>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (!result || result === handled.current) return;
    handled.current = result;
    setState((current) => {
      const view = current.view;
      if (view.kind !== "back" || view.wordId !== result.wordId || view.next)
        return { ...current, latest: result.frame };
      if (view.advancing && !result.refused) {
        return {
          view: { kind: "front", frame: result.frame, peek: false },
          latest: result.frame,
          focus: { target: "front", seq: current.focus.seq + 1 },
        };
      }
      return {
        ...current,
        view: { ...view, outcome: result.outcome, refused: result.refused, next: result.frame, advancing: false },
        latest: result.frame,
      };
    });
  }, [fetcher.data]);

  useEffect(() => {
    if (state.focus.target === "front") frontHeading.current?.focus();
    else if (state.focus.target === "back") backHeading.current?.focus();
  }, [state.focus]);

  // Waiting for a learning step: look again when it comes due.
  const waitUntil =
    state.view.kind === "front" && state.view.frame.next.status === "waiting" ? state.view.frame.next.waitUntil : null;
  useEffect(() => {
    if (!waitUntil) return;
    const delay = Date.parse(waitUntil) - Date.now() + 1000;
    if (delay > 6 * 60 * 60 * 1000) return;
    const timer = setTimeout(() => revalidator.revalidate(), Math.max(delay, 1000));
    return () => clearTimeout(timer);
  }, [waitUntil, revalidator]);

  // Card versions this page has answered: a second key press or click never posts the same card twice.
  const submitted = useRef(new Set<string>());
  const answer = useCallback(
    (given: WordAnswer) => {
      const view = state.view;
      if (view.kind !== "front" || view.frame.next.status !== "card" || !view.frame.next.card || !view.frame.back)
        return;
      const card = view.frame.next.card;
      const version = `${card.bookId}:${card.wordId}:${card.reps}`;
      if (submitted.current.has(version)) return;
      submitted.current.add(version);
      fetcher.submit(
        {
          wordId: String(card.wordId),
          bookId: String(card.bookId),
          reps: String(card.reps),
          answer: given,
          via: VIA_FETCHER,
        },
        { method: "post" },
      );
      setState((current) => ({
        view: {
          kind: "back",
          wordId: card.wordId,
          entry: view.frame.back!,
          answer: given,
          outcome: null,
          refused: null,
          next: null,
          fromServer: false,
          advancing: false,
        },
        latest: current.latest,
        focus: { target: "back", seq: current.focus.seq + 1 },
      }));
    },
    [state.view, fetcher],
  );

  const next = useCallback(() => {
    const view = state.view;
    if (view.kind !== "back") return;
    if (view.fromServer) {
      navigate(self);
      return;
    }
    setState((current) => {
      if (current.view.kind !== "back") return current;
      if (!current.view.next) return { ...current, view: { ...current.view, advancing: true } };
      return {
        view: { kind: "front", frame: current.view.next, peek: false },
        latest: current.view.next,
        focus: { target: "front", seq: current.focus.seq + 1 },
      };
    });
  }, [state.view, navigate, self]);

  const onNextClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      state.view.kind !== "back" ||
      state.view.fromServer ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    next();
  };

  const setPeek = (open: boolean) =>
    setState((current) =>
      current.view.kind === "front" && current.view.peek !== open
        ? { ...current, view: { ...current.view, peek: open } }
        : current,
    );

  useStudyKeys((key: StudyKey) => {
    const view = state.view;
    if (view.kind === "front") {
      if (view.frame.next.status !== "card") return false;
      if (key === "space") setPeek(!view.peek);
      else answer(key);
      return true;
    }
    if (key === "space") {
      next();
      return true;
    }
    return false;
  });

  const view = state.view;
  const title = studyTitles[data.mode];
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} fz={26} className={tree === "mobile" ? "visually-hidden" : undefined}>
          {title}
        </Title>
        <Progress frame={state.latest} tree={tree} />
      </Stack>
      {view.kind === "back" ? (
        <StudyCardBack
          key={`back-${view.wordId}`}
          entry={view.entry}
          answer={view.answer}
          outcome={view.outcome}
          refused={view.refused}
          pending={!view.fromServer && view.next === null}
          tree={tree}
          nextHref={self}
          detailHref={links.detail(view.wordId)}
          onNext={onNextClick}
          headingRef={backHeading}
        />
      ) : view.frame.next.status === "card" && view.frame.next.card ? (
        <StudyCardFront
          key={`front-${view.frame.next.card.wordId}-${view.frame.next.card.reps}`}
          card={view.frame.next.card}
          back={view.frame.back}
          tree={tree}
          hydrated={hydrated}
          peekOpen={view.peek}
          onPeekToggle={setPeek}
          onAnswer={answer}
          headingRef={frontHeading}
        />
      ) : (
        <StudyEmpty frame={view.frame} mode={data.mode} tree={tree} links={links} self={self} />
      )}
      {hydrated && tree === "desktop" ? (
        <Text c="gray.7" fz="sm" data-study-keys>
          {studyText.keys}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The pages' shouldRevalidate: after its own fetcher answer the page keeps its state (the action sent the next card);
 * everything else revalidates as usual.
 */
export const studyShouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("via") === VIA_FETCHER ? false : defaultShouldRevalidate;
