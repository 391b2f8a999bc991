// The back of a study card after an answer: the word again, what the answer did (已记录 · 下次复习, or why it was not
// recorded), the senses, and 下一个. Revealing moves focus to its heading. 下一个 is a link to the page (the next
// card); a hydrated page shows the prefetched next card instead of navigating.
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "@remix-run/react";
import type { MouseEvent, Ref } from "react";
import type { StudyEntry, StudyOutcome, StudyTree } from "~/modules/word/study-page.server";
import type { WordAnswer } from "~/modules/word/word-scheduler";
import { SpeakButton } from "./speak-button";
import { Phonetic } from "./study-card";
import { answerLabels, studyText } from "./study-text";
import { WordBack } from "./word-back";

const BACK_HEADING_ID = "study-back";

function outcomeText(answer: WordAnswer | null, outcome: StudyOutcome | null): string {
  const parts: string[] = [];
  if (answer) parts.push(studyText.recorded(answerLabels[answer]));
  else if (outcome) parts.push(studyText.recordedPlain);
  if (outcome?.retired) parts.push(studyText.retired);
  else if (outcome?.nextDue) parts.push(studyText.nextDue(outcome.nextDue));
  return parts.join(" · ");
}

export function StudyCardBack({
  entry,
  answer,
  outcome,
  refused,
  pending,
  tree,
  nextHref,
  detailHref,
  onNext,
  headingRef,
}: {
  entry: StudyEntry;
  /** The answer given on this page (null on a page rendered after a post, which knows only the card's state). */
  answer: WordAnswer | null;
  outcome: StudyOutcome | null;
  refused: string | null;
  /** The answer is on its way (a hydrated page reveals before the server confirms). */
  pending: boolean;
  tree: StudyTree;
  nextHref: string;
  /** The word's page. */
  detailHref: string;
  onNext?: (event: MouseEvent<HTMLAnchorElement>) => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const size = tree === "mobile" ? "lg" : "md";
  const status = refused ? "" : pending ? studyText.recording : outcomeText(answer, outcome);
  return (
    <Paper
      withBorder
      radius="md"
      p={tree === "mobile" ? "md" : "xl"}
      component="section"
      aria-labelledby={BACK_HEADING_ID}
      data-study-card="back"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title
              order={2}
              fz={tree === "mobile" ? 32 : 40}
              id={BACK_HEADING_ID}
              ref={headingRef}
              tabIndex={-1}
              style={{ overflowWrap: "anywhere" }}
            >
              <span lang="en">{entry.word}</span>
              <span className="visually-hidden">的释义</span>
            </Title>
            <Phonetic phonetic={entry.phonetic} />
          </Stack>
          <SpeakButton word={entry.word} size={size} />
        </Group>
        <Text fz="sm" c="gray.7" role="status" aria-live="polite" data-study-outcome mih="1.6em">
          {status}
        </Text>
        {refused ? (
          <Alert color="red" variant="light" role="alert" title={studyText.notRecorded} data-study-refused>
            {refused}
          </Alert>
        ) : null}
        <WordBack entry={entry} idPrefix="study-back" />
        <Group gap="lg">
          <Button
            component={Link}
            to={nextHref}
            onClick={onNext}
            size={size}
            fullWidth={tree === "mobile"}
            miw={tree === "mobile" ? undefined : 160}
          >
            {studyText.next}
          </Button>
          <Anchor component={Link} to={detailHref} py={10}>
            {studyText.detail}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
