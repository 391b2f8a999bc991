// A question of the 错题本 as the pages show it, in both trees: its group's material, the stem (sanitised HTML with
// MathML, rendered on the server), the options as a list, its facts (答错次数, 最近答错, 下次复习, 状态), and its key
// (正确答案, 参考答案, 评分要点, 解析) — in the list behind a <details>, in the print view and a review's result open.
import { Box, Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import type { RevealedKey } from "~/modules/question/attempts/attempt-views";
import type { WrongQuestionView } from "~/modules/question/wrong-book/wrong-pages.server";
import { wrongText as t } from "./wrong-text";

/** Sanitised rich HTML (a stem, an option, an explanation): block content, so always in a <div>. */
function RichHtml({ html, id, className }: { html: string; id?: string; className?: string }) {
  return (
    <div
      id={id}
      className={["wrong-rich", className].filter(Boolean).join(" ")}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: question HTML is rendered and sanitised on the server (sanitize-html) when imported
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

export function QuestionBody({ question, headingId }: { question: WrongQuestionView; headingId?: string }) {
  return (
    <Stack gap="xs">
      {question.group ? (
        <Box className="wrong-material" p="sm" style={{ background: "var(--mantine-color-gray-0)", borderRadius: 6 }}>
          <Text fw={600} fz="sm" c="gray.8" m={0}>
            {t.material}
            {question.group.title ? `：${question.group.title}` : ""}
          </Text>
          <RichHtml html={question.group.stemHtml} />
        </Box>
      ) : null}
      <RichHtml html={question.stemHtml} id={headingId ? `${headingId}-stem` : undefined} />
    </Stack>
  );
}

/** The options as a list to read (not to answer). */
export function OptionList({
  options,
  correct,
}: {
  options: WrongQuestionView["options"];
  correct?: readonly string[];
}) {
  if (options.length === 0) return null;
  return (
    <ul className="wrong-options" style={{ listStyle: "none", padding: 0, margin: 0 }}>
      {options.map((option) => {
        const right = correct?.includes(option.id) ?? false;
        return (
          <li
            key={option.id}
            style={{ display: "flex", gap: 8, alignItems: "baseline", fontWeight: right ? 700 : undefined }}
          >
            <span>{option.id}.</span>
            <RichHtml html={option.html} />
            {right ? <span className="wrong-correct-mark">（正确答案）</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

export function QuestionFacts({ question }: { question: WrongQuestionView }) {
  const facts: Array<[string, ReactNode]> = [
    [t.wrongTimes, `${question.wrongCount} 次`],
    [t.lastWrong, question.lastWrong || "—"],
    [t.nextReview, question.nextReview],
    [t.state, question.stateLabel],
  ];
  return (
    <Group gap="md" wrap="wrap" component="dl" className="wrong-facts" style={{ margin: 0 }}>
      {facts.map(([label, value]) => (
        <Group key={label} gap={4} wrap="nowrap" component="div">
          <Text component="dt" fz="sm" c="gray.7">
            {label}：
          </Text>
          <Text component="dd" fz="sm" c="gray.9" m={0}>
            {value}
          </Text>
        </Group>
      ))}
    </Group>
  );
}

/** 正确答案 / 参考答案 / 评分要点 / 解析. */
export function KeyView({
  question,
  answerKey,
}: {
  question: Pick<WrongQuestionView, "kind" | "options">;
  answerKey: RevealedKey;
}) {
  return (
    <Stack gap="xs" className="wrong-key">
      {question.kind === "single" || question.kind === "multi" ? (
        <Text m={0}>
          <strong>{t.correctAnswer}：</strong>
          {answerKey.correctOptionIds.join("、")}
        </Text>
      ) : null}
      {question.kind === "fill" ? (
        <Stack gap={2}>
          <Text m={0} fw={700}>
            {t.correctAnswer}：
          </Text>
          <ol style={{ margin: 0 }}>
            {answerKey.acceptedAnswers.map((forms, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the accepted answers of one blank, in the key's fixed order
              <li key={index}>
                {t.blank(index + 1)}：{forms.join(" 或 ")}
              </li>
            ))}
          </ol>
        </Stack>
      ) : null}
      {question.kind === "subjective" ? <SubjectiveKey answerKey={answerKey} /> : null}
      <div>
        <Text m={0} fw={700}>
          {t.explanation}：
        </Text>
        {answerKey.explanationHtml ? (
          <RichHtml html={answerKey.explanationHtml} />
        ) : (
          <Text m={0}>{t.noExplanation}</Text>
        )}
      </div>
    </Stack>
  );
}

export function SubjectiveKey({ answerKey }: { answerKey: RevealedKey }) {
  return (
    <Stack gap="xs">
      {answerKey.referenceHtml ? (
        <div>
          <Text m={0} fw={700}>
            {t.reference}：
          </Text>
          <RichHtml html={answerKey.referenceHtml} />
        </div>
      ) : null}
      {answerKey.rubric.length > 0 ? (
        <div>
          <Text m={0} fw={700}>
            {t.rubric}：
          </Text>
          <ul style={{ margin: 0 }}>
            {answerKey.rubric.map((point) => (
              <li key={point.id}>
                {point.text}（{point.points / 100} 分）
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Stack>
  );
}
