// The front of a study card: the word and its phonetic (lang="en"), 发音 where the browser can speak, 显示释义 (a
// <details>, so it opens without JavaScript), and the answer form: hidden wordId, bookId and reps (the version shown,
// which makes a second post of the same form harmless) and one submit button per answer. Without JavaScript the form
// posts and the server redirects to the back; with it, `onAnswer` takes over.
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Form } from "@remix-run/react";
import type { FormEvent, Ref } from "react";
import type { StudyCard as StudyCardData } from "~/modules/word/word-cards.server";
import type { StudyEntry, StudyTree } from "~/modules/word/study-page.server";
import type { WordAnswer } from "~/modules/word/word-scheduler";
import { SpeakButton } from "./speak-button";
import { answerShortcuts } from "./study-keys";
import { answerLabels, studyText } from "./study-text";
import { WordBack } from "./word-back";

const FRONT_HEADING_ID = "study-word";

const answerOrder: WordAnswer[] = ["know", "notKnow", "easy"];
const answerVariants: Record<WordAnswer, "filled" | "outline" | "default"> = {
  know: "filled",
  notKnow: "outline",
  easy: "default",
};

function CardMeta({ label }: { label: string }) {
  return (
    <Text
      component="span"
      fz="xs"
      c="gray.8"
      style={{
        border: "1px solid var(--mantine-color-gray-5)",
        borderRadius: 4,
        padding: "0 6px",
        alignSelf: "flex-start",
      }}
    >
      {label}
    </Text>
  );
}

export function Phonetic({ phonetic }: { phonetic: string }) {
  return phonetic ? (
    <Text lang="en" c="gray.8" fz="lg" m={0}>
      /{phonetic}/
    </Text>
  ) : null;
}

export function StudyCardFront({
  card,
  back,
  tree,
  hydrated,
  peekOpen,
  onPeekToggle,
  onAnswer,
  headingRef,
}: {
  card: StudyCardData;
  back: StudyEntry | null;
  tree: StudyTree;
  hydrated: boolean;
  peekOpen: boolean;
  onPeekToggle: (open: boolean) => void;
  onAnswer: (answer: WordAnswer) => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const size = tree === "mobile" ? "lg" : "md";
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const answer = submitter?.value as WordAnswer | undefined;
    if (!answer || !answerOrder.includes(answer)) return;
    event.preventDefault();
    onAnswer(answer);
  };
  return (
    <Paper
      withBorder
      radius="md"
      p={tree === "mobile" ? "md" : "xl"}
      component="section"
      aria-labelledby={FRONT_HEADING_ID}
      data-study-card="front"
    >
      <Stack gap="md">
        <CardMeta label={card.state === "new" ? studyText.newWord : card.stateLabel} />
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title
              order={2}
              fz={tree === "mobile" ? 32 : 40}
              lang="en"
              id={FRONT_HEADING_ID}
              ref={headingRef}
              tabIndex={-1}
              style={{ overflowWrap: "anywhere" }}
            >
              {card.word}
            </Title>
            <Phonetic phonetic={card.phonetic} />
          </Stack>
          <SpeakButton word={card.word} size={size} />
        </Group>
        {back ? (
          <details
            className="study-peek"
            open={peekOpen}
            onToggle={(event) => onPeekToggle((event.currentTarget as HTMLDetailsElement).open)}
          >
            <summary
              style={{ cursor: "pointer", padding: "10px 0", color: "var(--mantine-color-anchor)", fontWeight: 600 }}
            >
              {studyText.reveal}
            </summary>
            <div style={{ paddingTop: 8 }}>
              <WordBack entry={back} idPrefix="study-peek" />
            </div>
          </details>
        ) : null}
        <Form method="post" onSubmit={onSubmit}>
          <input type="hidden" name="wordId" value={card.wordId} />
          <input type="hidden" name="bookId" value={card.bookId} />
          <input type="hidden" name="reps" value={card.reps} />
          <Group gap="sm" grow={tree === "mobile"}>
            {answerOrder.map((answer) => (
              <Button
                key={answer}
                type="submit"
                name="answer"
                value={answer}
                size={size}
                variant={answerVariants[answer]}
                aria-keyshortcuts={hydrated ? answerShortcuts[answer] : undefined}
                miw={tree === "mobile" ? 0 : 112}
                px={tree === "mobile" ? 8 : undefined}
              >
                {answerLabels[answer]}
              </Button>
            ))}
          </Group>
        </Form>
      </Stack>
    </Paper>
  );
}
