// When there is no card to show: a friendly state for each NextCard status, with where to go next.
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "@remix-run/react";
import type { StudyFrame, StudyMode, StudyTree } from "~/modules/word/study-page.server";
import { emptyStates, linkLabels, studyText, type StudyLinks } from "./study-text";

type LinkKey = keyof typeof linkLabels;

const EMPTY_HEADING_ID = "study-empty";

function linksFor(status: StudyFrame["next"]["status"], mode: StudyMode): LinkKey[] {
  switch (status) {
    case "quotaReached":
      return ["review", "wordBook"];
    case "bookFinished":
      return ["review", "bookList", "wordBook"];
    case "noneDue":
      return ["learn", "wordBook"];
    default:
      return mode === "learn" ? ["review", "wordBook"] : ["learn", "wordBook"];
  }
}

export function StudyEmpty({
  frame,
  mode,
  tree,
  links,
  self,
}: {
  frame: StudyFrame;
  mode: StudyMode;
  tree: StudyTree;
  links: StudyLinks;
  /** This page (刷新 while waiting). */
  self: string;
}) {
  const { status, book, progress } = frame.next;
  let title: string;
  let body: string;
  switch (status) {
    case "waiting":
      title = emptyStates.waiting.title;
      body = emptyStates.waiting.body(frame.waitLabel ?? "稍后");
      break;
    case "quotaReached":
      title = emptyStates.quotaReached.title;
      body = emptyStates.quotaReached.body(progress.dailyNewWords);
      break;
    case "bookFinished":
      title = emptyStates.bookFinished.title;
      body = emptyStates.bookFinished.body(book.name);
      break;
    default:
      title = emptyStates.noneDue.title;
      body = emptyStates.noneDue.body;
  }
  const size = tree === "mobile" ? "lg" : "md";
  const keys = linksFor(status, mode);
  return (
    <Paper
      withBorder
      radius="md"
      p={tree === "mobile" ? "md" : "xl"}
      component="section"
      aria-labelledby={EMPTY_HEADING_ID}
      data-study-empty={status}
    >
      <Stack gap="md">
        <Title order={2} fz="xl" id={EMPTY_HEADING_ID} tabIndex={-1}>
          {title}
        </Title>
        <Text>{body}</Text>
        <Group gap="sm" grow={tree === "mobile"}>
          {status === "waiting" ? (
            <Button component={Link} to={self} size={size} px={tree === "mobile" ? 8 : undefined} variant="filled">
              {studyText.refresh}
            </Button>
          ) : null}
          {keys.map((key, index) => (
            <Button
              key={key}
              component={Link}
              to={links[key]}
              size={size}
              px={tree === "mobile" ? 8 : undefined}
              variant={index === 0 && status !== "waiting" ? "filled" : "default"}
            >
              {linkLabels[key]}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
