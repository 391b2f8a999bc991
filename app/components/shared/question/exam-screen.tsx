// The mock-exam pages' content, the same in both trees: the start screen, one page of answering, the 答题卡 and the
// 交卷 confirmation (the result is result-view.tsx).
//
// Without JavaScript every step is a form post: the answering form saves the page's changed answers and 标记s and goes
// where the pressed button says (下一题 / 上一题 / 答题卡 / 交卷); the server shows the absolute end time. Hydrated, each
// answer is saved as it is given (exam-sync.ts: queued in localStorage, synced through the JSON API, kept newest by
// answeredAt), 1–4 / A–D choose an option (option-keys.ts, as in 练习), 上一题 / 下一题 switch pages without a
// request (so they work offline), a polite status says 已保存 / 离线，已暂存 n 条 / 同步中, and a countdown runs
// against the server's clock (announced only at 30, 15, 5 and 1 minutes left). At the deadline the page waits out the grace for answers in flight and opens the result.
import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import { Form, Link, useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { shanghaiClock, shanghaiIsoMinute } from "~/lib/shanghai-time";
import type { SiteTree } from "~/lib/site-tree";
import type { ExamPageData } from "~/modules/question/attempts/exam-pages.server";
import { attemptMessages, examPageMessages as m } from "~/modules/question/attempts/attempt-messages";
import type { StoredAnswer } from "~/modules/question/attempts/attempt-schemas";
import type { AttemptView } from "~/modules/question/attempts/attempt-views";
import {
  attemptCounts,
  clockOf,
  countdownMarkCrossed,
  examHrefs,
  examItems,
  formAnswerOf,
  isAnswered,
  pointsText,
  sheetStateOf,
  spokenSeconds,
} from "~/modules/question/attempts/exam-pages";
import { ANSWER_GRACE_MS } from "~/modules/question/attempts/attempt-rules";
import { ExamItemFields, type LeafOverride } from "./exam-question";
import { useOptionKeys } from "./option-keys";
import { ExamResult } from "./result-view";
import { useAnswerSync, type SyncStatus } from "./exam-sync";
import "./exam.css";
import { SetFacts } from "./set-facts";

export function ExamScreen({ data }: { data: ExamPageData }) {
  switch (data.screen) {
    case "start":
      return <ExamStart data={data} />;
    case "answer":
      return <ExamAnswer key={`${data.attempt.id}-${data.q}`} attempt={data.attempt} q={data.q} tree={data.tree} />;
    case "sheet":
      return <ExamSheet attempt={data.attempt} tree={data.tree} />;
    case "confirm":
      return <ExamConfirm attempt={data.attempt} tree={data.tree} />;
    case "result":
      return <ExamResult attempt={data.attempt} tree={data.tree} videos={data.videos} />;
  }
}

/** The page title of each screen (for meta and the mobile bar). */
export function examScreenTitle(data: ExamPageData | undefined): string {
  if (!data) return m.title;
  if (data.screen === "start") return `${m.title}：${data.set.title}`;
  if (data.screen === "result") return `${m.resultTitle}：${data.attempt.set.title}`;
  return `${m.title}：${data.attempt.set.title}`;
}

// ——— Start ———

function ExamStart({ data }: { data: Extract<ExamPageData, { screen: "start" }> }) {
  const { set, open, tree, locked } = data;
  const hrefs = examHrefs(tree);
  return (
    <Stack gap="md" className="exam-page">
      <Title order={1} fz={26}>
        {m.title}：{set.title}
      </Title>
      <SetFacts
        set={{ ...set, totalPointsLabel: `${pointsText(set.totalPoints)} 分` }}
        headingId="exam-facts"
        headingClassName="exam-h2"
      >
        {set.description ? <Text c="gray.8">{set.description}</Text> : null}
      </SetFacts>
      {locked ? (
        <p role="note" className="exam-panel">
          {locked.message}。<Link to={locked.orderHref}>购买题库</Link>
        </p>
      ) : open ? (
        <section aria-labelledby="exam-resume" className="exam-panel">
          <h2 id="exam-resume" className="exam-h2">
            {attemptMessages.resumed}
          </h2>
          <p>{m.resumeNote(shanghaiIsoMinute(open.startedAt))}</p>
          {open.deadline ? <p>{m.endsAt(shanghaiClock(open.deadline))}</p> : <p>{m.untimed}</p>}
          <Button component={Link} to={hrefs.item(open.id, 1)} size="md">
            {m.resume}
          </Button>
        </section>
      ) : (
        <Form method="post" className="exam-panel">
          <input type="hidden" name="intent" value="start" />
          <input type="hidden" name="setId" value={set.id} />
          {set.durationMinutes === null ? (
            <>
              <input type="hidden" name="timed" value="0" />
              <p>{m.noDuration}</p>
            </>
          ) : (
            <fieldset className="exam-timing">
              <legend>{m.timingLegend}</legend>
              <p>
                <input type="radio" id="timing-timed" name="timed" value="1" defaultChecked />
                <label htmlFor="timing-timed">{m.timedLabel(set.durationMinutes)}</label>
              </p>
              <p>
                <input type="radio" id="timing-untimed" name="timed" value="0" />
                <label htmlFor="timing-untimed">{m.untimedLabel}</label>
              </p>
            </fieldset>
          )}
          <Button type="submit" size="md">
            {m.start}
          </Button>
        </Form>
      )}
      <p className="exam-links">
        <Link to={hrefs.practice(set.id)}>开始练习</Link>
        <Link to={hrefs.pdf(set.id)}>下载 PDF</Link>
      </p>
    </Stack>
  );
}

// ——— The clock ———

/** 交卷时间 (absolute, from the server) and, hydrated, a countdown against the server's clock. */
function ExamClock({ attempt, hydrated, onTimeUp }: { attempt: AttemptView; hydrated: boolean; onTimeUp: () => void }) {
  const deadline = attempt.deadline ? Date.parse(attempt.deadline) : null;
  // The device's clock may be wrong: count against the server's, measured when the page was made.
  const skew = useMemo(() => Date.parse(attempt.serverTime) - Date.now(), [attempt.serverTime]);
  const [left, setLeft] = useState<number | null>(attempt.secondsLeft);
  const [spoken, setSpoken] = useState("");
  const previous = useRef<number | null>(attempt.secondsLeft);
  const timeUp = useRef(onTimeUp);
  timeUp.current = onTimeUp;

  useEffect(() => {
    if (deadline === null) return;
    let fired = false;
    const tick = () => {
      const now = Date.now() + skew;
      const seconds = Math.max(0, Math.ceil((deadline - now) / 1000));
      setLeft(seconds);
      const before = previous.current;
      if (before !== null) {
        const mark = countdownMarkCrossed(before, seconds);
        if (mark !== null) setSpoken(mark === 5 ? m.fiveMinutes : m.minutesLeft(mark));
      }
      previous.current = seconds;
      if (seconds === 0) setSpoken(m.timeUp);
      // Past the deadline and the grace for answers in flight: the server has submitted it (or will on this read).
      if (!fired && now > deadline + ANSWER_GRACE_MS + 500) {
        fired = true;
        timeUp.current();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline, skew]);

  if (!attempt.deadline) return <p className="exam-clock">{m.untimed}</p>;
  const warn = left !== null && left <= 300;
  return (
    <div className="exam-clock" data-warn={warn ? "" : undefined}>
      <p className="exam-deadline">{m.endsAt(shanghaiClock(attempt.deadline))}</p>
      {hydrated && left !== null ? (
        <p>
          {m.timeLeft}{" "}
          <span role="timer" className="exam-countdown" aria-label={`${m.timeLeft} ${spokenSeconds(left)}`}>
            {clockOf(left)}
          </span>
        </p>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {spoken}
      </p>
    </div>
  );
}

function statusText(status: SyncStatus): string {
  switch (status.kind) {
    case "idle":
      return "";
    case "saving":
      return m.saveSaving;
    case "saved":
      return m.saveSaved;
    case "offline":
      return m.saveOffline(status.count);
    case "failed":
      return m.saveQueued(status.count);
    case "syncing":
      return m.saveSyncing;
    case "refused":
      return status.message;
  }
}

// ——— Answering ———

const DEBOUNCE_MS = { choice: 150, text: 800 } as const;

function ExamAnswer({ attempt, q: initialQ, tree }: { attempt: AttemptView; q: number; tree: SiteTree }) {
  const hrefs = examHrefs(tree);
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const items = useMemo(() => examItems(attempt), [attempt]);
  const [q, setQ] = useState(initialQ);
  const item = items[q - 1] ?? items[0]!;
  const [overrides, setOverrides] = useState<Map<number, LeafOverride>>(() => new Map());
  const [notice, setNotice] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const debounce = useRef<ReturnType<typeof setTimeout> | null>(null);
  // 1–4 / A–D choose an option as in 练习 and 错题本 (through a click, so onChange saves it); Enter keeps its meaning.
  const announcement = useOptionKeys(formRef, { enabled: hydrated });

  const onRefused = useCallback(
    (message: string) => {
      navigate(hrefs.result(attempt.id), { state: { refused: message } });
    },
    [navigate, hrefs, attempt.id],
  );
  const sync = useAnswerSync(attempt.id, onRefused);

  const leaves = useMemo(() => items.flatMap((entry) => entry.leaves), [items]);
  const answeredCount = leaves.filter((leaf) => {
    const override = overrides.get(leaf.questionId);
    return isAnswered(override?.answer !== undefined ? override.answer : leaf.answer);
  }).length;

  const scheduleFlush = useCallback(
    (delay: number) => {
      if (debounce.current) clearTimeout(debounce.current);
      debounce.current = setTimeout(() => void sync.flush(), delay);
    },
    [sync],
  );
  useEffect(
    () => () => {
      if (debounce.current) clearTimeout(debounce.current);
    },
    [],
  );

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const form = formRef.current;
    if (!form) return;
    const match = /^(?:a|o|b|t)-(\d+)/.exec(event.currentTarget.id) ?? /^a-(\d+)/.exec(event.currentTarget.name);
    const questionId = match ? Number(match[1]) : NaN;
    const leaf = item.leaves.find((entry) => entry.questionId === questionId);
    if (!leaf) return;
    const question = item.question.children.find((child) => child.id === questionId) ?? item.question;
    const fields = new FormData(form);
    const get = (name: string) => fields.getAll(name).filter((value): value is string => typeof value === "string");
    const given = formAnswerOf(leaf.kind, questionId, question.blankCount, get);
    sync.give(questionId, given, Date.now());
    setOverrides((current) =>
      new Map(current).set(questionId, { answer: given as StoredAnswer, flagged: current.get(questionId)?.flagged }),
    );
    scheduleFlush(leaf.kind === "single" || leaf.kind === "multi" ? DEBOUNCE_MS.choice : DEBOUNCE_MS.text);
  };

  const onFlag = (questionId: number, flagged: boolean) => {
    setOverrides((current) => {
      const next = new Map(current);
      next.set(questionId, { answer: current.get(questionId)?.answer, flagged });
      return next;
    });
    void sync.flag(questionId, flagged).then((ok) => setNotice(ok ? m.flagSaved(flagged) : m.flagFailed));
  };

  const goTo = (next: number) => {
    const target = Math.min(Math.max(next, 1), items.length);
    if (debounce.current) {
      clearTimeout(debounce.current);
      void sync.flush();
    }
    setQ(target);
    setNotice(null);
    window.history.replaceState(window.history.state, "", hrefs.item(attempt.id, target));
    requestAnimationFrame(() => heading.current?.focus());
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const go = submitter?.value ?? "stay";
    if (go === "next") return goTo(q + 1);
    if (go === "prev") return goTo(q - 1);
    if (go === "stay") {
      void sync.flush();
      return;
    }
    // 答题卡 and 交卷 are pages of their own: the answers go first.
    void sync.flush().then((done) => {
      if (!done) {
        setNotice(m.offlineSubmit);
        return;
      }
      navigate(go === "confirm" ? hrefs.confirm(attempt.id) : hrefs.sheet(attempt.id));
    });
  };

  const onTimeUp = useCallback(() => {
    void sync.flush().finally(() => navigate(hrefs.result(attempt.id)));
  }, [sync, navigate, hrefs, attempt.id]);

  const last = q >= items.length;
  const status = statusText(sync.status);
  return (
    <Stack gap="md" className="exam-page">
      <div className="exam-head">
        <Title order={1} fz={tree === "mobile" ? 20 : 24}>
          {attempt.set.title}
        </Title>
        <Text c="gray.8" fz="sm" data-exam-progress>
          {m.progress(q, answeredCount, attemptCounts(attempt))}
        </Text>
        <ExamClock attempt={attempt} hydrated={hydrated} onTimeUp={onTimeUp} />
        {hydrated ? (
          <p className="exam-save" role="status" data-exam-save={sync.status.kind}>
            {status}
          </p>
        ) : null}
        {notice ? (
          <Alert color="yellow" role="alert" data-exam-notice>
            {notice}
          </Alert>
        ) : null}
      </div>
      <form method="post" ref={formRef} onSubmit={onSubmit} className="exam-form" noValidate>
        <input type="hidden" name="intent" value="page" />
        <input type="hidden" name="attempt" value={attempt.id} />
        <input type="hidden" name="q" value={q} />
        <h2 className="exam-h2" id="exam-section" tabIndex={-1} ref={heading}>
          {item.sectionTitle}
        </h2>
        {item.sectionInstructions ? (
          <Text c="gray.8" fz="sm">
            {item.sectionInstructions}
          </Text>
        ) : null}
        <ExamItemFields
          key={q}
          item={item}
          overrides={overrides}
          onChange={hydrated ? onChange : undefined}
          onFlag={hydrated ? onFlag : undefined}
        />
        {hydrated && item.leaves.some((leaf) => leaf.kind === "single" || leaf.kind === "multi") ? (
          <Text c="gray.8" fz="sm" data-exam-keys>
            {m.keys}
          </Text>
        ) : null}
        <p className="visually-hidden" aria-live="polite">
          {announcement}
        </p>
        <Group gap="sm" className="exam-nav">
          {last ? (
            <Button type="submit" name="go" value="stay">
              {m.save}
            </Button>
          ) : (
            <Button type="submit" name="go" value="next">
              {m.next}
            </Button>
          )}
          {q > 1 ? (
            <Button type="submit" name="go" value="prev" variant="outline">
              {m.prev}
            </Button>
          ) : null}
          <Button type="submit" name="go" value="sheet" variant="default">
            {m.sheet}
          </Button>
          <Button type="submit" name="go" value="confirm" variant="default" color="red">
            {m.submit}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}

// ——— 答题卡 ———

function ExamSheet({ attempt, tree }: { attempt: AttemptView; tree: SiteTree }) {
  const hrefs = examHrefs(tree);
  const items = examItems(attempt);
  return (
    <Stack gap="md" className="exam-page">
      <Title order={1} fz={24}>
        {m.sheet}：{attempt.set.title}
      </Title>
      <p>{m.sheetIntro(attempt.answeredCount, attempt.flaggedCount, attemptCounts(attempt))}</p>
      {attempt.deadline ? <p>{m.endsAt(shanghaiClock(attempt.deadline))}</p> : null}
      {attempt.sections.map((section, sectionIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a paper's sections, in the paper's fixed order; never reordered on the page
        <section key={sectionIndex} aria-labelledby={`sheet-${sectionIndex}`}>
          <h2 id={`sheet-${sectionIndex}`} className="exam-h2">
            {section.title}
          </h2>
          <ul className="exam-sheet">
            {items
              .filter((item) => item.sectionIndex === sectionIndex)
              .flatMap((item) =>
                item.leaves.map((leaf) => {
                  const { state, flagged } = sheetStateOf(leaf);
                  const label = [
                    state === "answered" ? m.stateAnswered : m.stateUnanswered,
                    flagged ? m.stateFlagged : "",
                  ]
                    .filter(Boolean)
                    .join("，");
                  return (
                    <li key={leaf.questionId} data-state={state} data-flagged={flagged ? "" : undefined}>
                      <Link to={hrefs.item(attempt.id, item.index)}>
                        <span className="exam-sheet-no">{leaf.label}</span>
                        <span className="exam-sheet-state">{label}</span>
                      </Link>
                    </li>
                  );
                }),
              )}
          </ul>
        </section>
      ))}
      <Group gap="sm">
        <Button component={Link} to={hrefs.item(attempt.id, 1)} variant="outline">
          {m.backToQuestions}
        </Button>
        <Button component={Link} to={hrefs.confirm(attempt.id)} color="red" variant="default">
          {m.submit}
        </Button>
      </Group>
    </Stack>
  );
}

// ——— 交卷 ———

function ExamConfirm({ attempt, tree }: { attempt: AttemptView; tree: SiteTree }) {
  const hrefs = examHrefs(tree);
  const unanswered = attempt.leafCount - attempt.answeredCount;
  return (
    <Stack gap="md" className="exam-page">
      <Title order={1} fz={24}>
        {m.confirmTitle}：{attempt.set.title}
      </Title>
      <p data-exam-unanswered={unanswered}>{m.confirmUnanswered(unanswered, attemptCounts(attempt))}</p>
      {attempt.flaggedCount > 0 ? (
        <p>{m.sheetIntro(attempt.answeredCount, attempt.flaggedCount, attemptCounts(attempt))}</p>
      ) : null}
      <Form method="post">
        <input type="hidden" name="intent" value="submit" />
        <input type="hidden" name="attempt" value={attempt.id} />
        <Group gap="sm">
          <Button type="submit" color="red">
            {m.confirmSubmit}
          </Button>
          <Button component={Link} to={hrefs.sheet(attempt.id)} variant="outline">
            {m.sheet}
          </Button>
          <Button component={Link} to={hrefs.item(attempt.id, 1)} variant="default">
            {m.cancelSubmit}
          </Button>
        </Group>
      </Form>
    </Stack>
  );
}

/** The 404 of the exam page (an unknown set or attempt): its Chinese message and the way back to the papers. */
export function ExamNotFound({ message, tree }: { message: string; tree: SiteTree }) {
  return (
    <main id="main-content" data-error-page={404} className={tree === "mobile" ? "mobile-page" : undefined}>
      <Stack align="center" gap="md" py={64} px="md">
        <Text component="p" fz={48} fw={700} c="gray.7" aria-hidden="true">
          404
        </Text>
        <Title order={1} fz={24} ta="center">
          {message}
        </Title>
        <Link to={tree === "mobile" ? "/mobile/question" : "/question"}>浏览历年真题</Link>
      </Stack>
    </main>
  );
}
