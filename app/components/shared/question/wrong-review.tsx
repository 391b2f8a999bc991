// 今日错题 in both trees: one due question and its answer form (radios, checkboxes or blanks; a subjective question is
// judged against its reference answer: 会 / 不会 / the scoring points ticked), the result after a post (答对/答错, the
// key, the explanation, when it comes back, 下一题), and the done state with the next due time.
//
// Without JavaScript the form posts and the server redirects to the result (post/redirect/get). With it, the same
// form runs as a client-side navigation (no full reload), focus moves to the result's heading, and the keys 1–4 or
// A–D pick an option (option-keys.ts). Each option's whole row is its click target (option-row.tsx).
import { Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { SiteTree } from "~/lib/site-tree";
import { wrongPagePaths } from "~/modules/question/wrong-book/wrong-pages";
import type { WrongReviewData } from "~/modules/question/wrong-book/wrong-pages.server";
import { useOptionKeys } from "./option-keys";
import { OptionRow } from "./option-row";
import { KeyView, OptionList, QuestionBody, QuestionFacts, SubjectiveKey } from "./wrong-question";
import { wrongText as t } from "./wrong-text";

type Question = NonNullable<WrongReviewData["question"]>;

function ChoiceFields({ question, hydrated }: { question: Question; hydrated: boolean }) {
  const multi = question.kind === "multi";
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: 8 }}>{multi ? t.chooseAnswers : t.chooseAnswer}</legend>
      <Stack gap={4}>
        {question.options.map((option, index) => (
          <OptionRow
            key={option.id}
            id={`wrong-answer-${option.id}`}
            type={multi ? "checkbox" : "radio"}
            name="answer"
            value={option.id}
            letter={`${option.id}.`}
            html={option.html}
            className="wrong-choice"
            inputProps={{ "aria-keyshortcuts": hydrated && index < 4 ? `${index + 1} ${option.id}` : undefined }}
          />
        ))}
      </Stack>
    </fieldset>
  );
}

function FillFields({ question }: { question: Question }) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: 8 }}>{t.fillIn}</legend>
      <Stack gap="xs">
        {Array.from({ length: Math.max(1, question.blankCount) }, (_, index) => (
          <TextInput
            // biome-ignore lint/suspicious/noArrayIndexKey: the blanks of one question: fixed in number and order
            key={index}
            name="answer"
            id={`wrong-blank-${index + 1}`}
            label={t.blank(index + 1)}
            autoComplete="off"
            maw={360}
          />
        ))}
      </Stack>
    </fieldset>
  );
}

function SubjectiveFields({ question }: { question: Question }) {
  const key = question.key;
  return (
    <Stack gap="sm">
      {key ? (
        <details>
          <summary style={{ cursor: "pointer", color: "var(--mantine-color-anchor)", fontWeight: 600 }}>
            {t.showReference}
          </summary>
          <div style={{ paddingTop: 8 }}>
            <SubjectiveKey answerKey={key} />
          </div>
        </details>
      ) : null}
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 600, marginBottom: 4 }}>{t.selfJudge}</legend>
        <Text fz="sm" c="gray.8" m={0} mb="xs" id="wrong-judge-hint">
          {t.judgeHint}
        </Text>
        {key && key.rubric.length > 0 ? (
          <fieldset style={{ border: 0, padding: 0, margin: "0 0 8px" }}>
            <legend style={{ fontSize: 14, marginBottom: 4 }}>{t.tickPoints}</legend>
            <Stack gap={4}>
              {key.rubric.map((point) => (
                <div key={point.id} style={{ display: "flex", gap: 8, alignItems: "baseline" }}>
                  <input
                    type="checkbox"
                    name="selfMarks"
                    value={point.id}
                    id={`wrong-mark-${point.id}`}
                    style={{ width: 24, height: 24, margin: 0, flex: "none" }}
                  />
                  <label htmlFor={`wrong-mark-${point.id}`}>
                    {point.text}（{point.points / 100} 分）
                  </label>
                </div>
              ))}
            </Stack>
          </fieldset>
        ) : null}
      </fieldset>
    </Stack>
  );
}

function ReviewForm({ question, hydrated }: { question: Question; hydrated: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);
  // 1–4 / A–D pick an option (a radio is chosen, a checkbox toggled); typing in a field keeps its meaning.
  const announcement = useOptionKeys(formRef, { enabled: question.kind === "single" || question.kind === "multi" });

  return (
    <Form method="post" ref={formRef} aria-label={t.reviewTitle}>
      <input type="hidden" name="questionId" value={question.questionId} />
      <input type="hidden" name="reps" value={question.reps} />
      <Stack gap="md">
        {question.kind === "single" || question.kind === "multi" ? (
          <ChoiceFields question={question} hydrated={hydrated} />
        ) : null}
        {question.kind === "fill" ? <FillFields question={question} /> : null}
        {question.kind === "subjective" ? <SubjectiveFields question={question} /> : null}
        {question.kind === "subjective" ? (
          <Group gap="sm">
            <Button type="submit" name="judge" value="know" disabled={busy}>
              {t.know}
            </Button>
            <Button type="submit" name="judge" value="dontKnow" variant="outline" disabled={busy}>
              {t.dontKnow}
            </Button>
            {question.key && question.key.rubric.length > 0 ? (
              <Button type="submit" name="judge" value="marks" variant="default" disabled={busy}>
                {t.byPoints}
              </Button>
            ) : null}
          </Group>
        ) : (
          <Group gap="sm">
            <Button type="submit" disabled={busy}>
              {t.submit}
            </Button>
          </Group>
        )}
        {hydrated && (question.kind === "single" || question.kind === "multi") ? (
          <Text fz="sm" c="gray.7" m={0} data-wrong-keys>
            {t.keys}
          </Text>
        ) : null}
        <p className="visually-hidden" aria-live="polite">
          {announcement}
        </p>
      </Stack>
    </Form>
  );
}

export function WrongReview({ data, tree }: { data: WrongReviewData; tree: SiteTree }) {
  const paths = wrongPagePaths[tree];
  const hydrated = useHydrated();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const frontHeading = useRef<HTMLHeadingElement>(null);
  const answeredId = data.answered?.question.questionId ?? null;
  const frontId = data.question ? `${data.question.questionId}-${data.question.reps}` : null;
  const seen = useRef(false);

  // After a client-side navigation, focus follows: the result's heading, or the next question's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: frontId is the trigger: focus moves when the next question arrives
  useEffect(() => {
    if (!seen.current) {
      seen.current = true;
      return;
    }
    if (answeredId !== null) resultHeading.current?.focus();
    else frontHeading.current?.focus();
  }, [answeredId, frontId]);

  const { answered, question, summary } = data;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={tree === "mobile" ? 22 : 28}>
          {t.reviewTitle}
        </Title>
        <Text c="gray.8" m={0} data-wrong-remaining>
          {t.remaining(summary.due)} ·{" "}
          <Anchor component={Link} to={paths.book} underline="always">
            {t.backToBook}
          </Anchor>
        </Text>
      </Stack>

      {answered ? (
        <Paper
          withBorder
          radius="md"
          p="md"
          component="section"
          aria-labelledby="wrong-result-heading"
          data-wrong-result={answered.right ? "right" : "wrong"}
        >
          <Stack gap="sm">
            <Title
              order={2}
              fz="xl"
              id="wrong-result-heading"
              ref={resultHeading}
              tabIndex={-1}
              c={answered.right ? "green.9" : "red.9"}
            >
              {answered.right ? t.right : t.wrong}
            </Title>
            <Text m={0}>{answered.right ? t.rightNote : t.wrongNote}</Text>
            <Text m={0} fw={600} data-wrong-next-review>
              {t.nextReview}：{answered.question.nextReview}
            </Text>
            <QuestionBody question={answered.question} />
            <OptionList options={answered.question.options} correct={answered.key.correctOptionIds} />
            <KeyView question={answered.question} answerKey={answered.key} />
            <Group>
              <Button component={Link} to={`${paths.book}?review=1`} size="md">
                {t.nextQuestion}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : question ? (
        <Paper
          withBorder
          radius="md"
          p="md"
          component="section"
          aria-labelledby="wrong-front-heading"
          data-wrong-front={question.questionId}
        >
          <Stack gap="sm">
            <Title order={2} fz="lg" id="wrong-front-heading" ref={frontHeading} tabIndex={-1}>
              {question.subjectName} · {question.kindName}
            </Title>
            <QuestionBody question={question} />
            {question.kind === "subjective" || question.kind === "fill" ? (
              <OptionList options={question.options} />
            ) : null}
            <QuestionFacts question={question} />
            <ReviewForm key={`${question.questionId}-${question.reps}`} question={question} hydrated={hydrated} />
          </Stack>
        </Paper>
      ) : (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="wrong-done-heading" data-wrong-done>
          <Stack gap="sm" align="flex-start">
            <Title order={2} fz="lg" id="wrong-done-heading" ref={frontHeading} tabIndex={-1}>
              {t.doneTitle}
            </Title>
            <Text m={0}>{summary.nextDueLabel ? t.doneNext(summary.nextDueLabel) : t.doneNone}</Text>
            <Group gap="md">
              <Anchor component={Link} to={paths.book}>
                {t.backToBook}
              </Anchor>
              <Anchor component={Link} to={paths.practice}>
                {t.goPractice}
              </Anchor>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
