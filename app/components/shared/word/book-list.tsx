// The word books (/word, /mobile/word/bookList): each with its word count, description, source and the user's
// progress, the chosen one marked. 选择 is a plain POST form per book (the page's action chooses it and goes to the
// book's home), so choosing works without JavaScript.
import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Form, Link } from "@remix-run/react";
import type { BookSummary } from "~/modules/word/word-books.server";
import type { WordPaths } from "~/modules/word/word-paths";

export const bookListPage = {
  title: "选择词书",
  description: "选择考研英语词书：考研英语大纲词汇、高频核心词、牛津 3000 核心词，查看每本词书的词数与学习进度。",
} as const;

function percent(part: number, whole: number): string {
  if (whole <= 0 || part <= 0) return "0%";
  const value = (part / whole) * 100;
  return `${value < 1 ? value.toFixed(1) : Math.round(value)}%`;
}

function ProgressBar({ learned, mastered, total }: { learned: number; mastered: number; total: number }) {
  const width = (value: number) => `${total > 0 ? Math.min(100, (value / total) * 100) : 0}%`;
  // The numbers are in the text next to it; the bar only draws them.
  return (
    <div
      aria-hidden="true"
      style={{
        position: "relative",
        height: 8,
        borderRadius: 4,
        background: "var(--mantine-color-gray-2)",
        overflow: "hidden",
      }}
    >
      <div
        style={{ position: "absolute", inset: 0, width: width(learned), background: "var(--mantine-primary-color-3)" }}
      />
      <div
        style={{
          position: "absolute",
          inset: 0,
          width: width(mastered),
          background: "var(--mantine-primary-color-filled)",
        }}
      />
    </div>
  );
}

function BookCard({ book, paths, touch }: { book: BookSummary; paths: WordPaths; touch: boolean }) {
  const titleId = `book-${book.id}-title`;
  return (
    <Paper component="article" withBorder radius="md" p={touch ? "md" : "lg"} aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={2} fz="lg" id={titleId}>
            {book.name}
          </Title>
          {book.chosen ? (
            <Badge variant="filled" size="lg" style={{ flexShrink: 0 }}>
              当前词书
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="gray.7">
          共 {book.wordCount} 词
        </Text>
        {book.description ? <Text size="sm">{book.description}</Text> : null}
        <Text size="sm">
          已学 {book.learned} 词（{percent(book.learned, book.wordCount)}），已掌握 {book.mastered} 词
        </Text>
        <ProgressBar learned={book.learned} mastered={book.mastered} total={book.wordCount} />
        {book.source ? (
          <Text size="xs" c="gray.7">
            来源：{book.source}
          </Text>
        ) : null}
        <Group gap="sm" mt={4}>
          {book.chosen ? (
            <Button
              component={Link}
              to={paths.wordBook}
              size={touch ? "lg" : "sm"}
              fullWidth={touch}
              aria-label={`进入词书《${book.name}》`}
            >
              进入词书
            </Button>
          ) : (
            <Form method="post" style={touch ? { width: "100%" } : undefined}>
              <input type="hidden" name="bookId" value={book.id} />
              <Button type="submit" size={touch ? "lg" : "sm"} fullWidth={touch} aria-label={`选择《${book.name}》`}>
                选择
              </Button>
            </Form>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

export function BookList({ books, paths, touch = false }: { books: BookSummary[]; paths: WordPaths; touch?: boolean }) {
  const chosen = books.find((book) => book.chosen);
  return (
    <Stack gap="md">
      <Text c="gray.7">
        {chosen
          ? `当前词书：《${chosen.name}》。换一本词书不会清空已学的进度，随时可以换回来。`
          : "先选一本词书，再按每天的计划学习新词、复习旧词。换词书不会清空已学的进度。"}
      </Text>
      {books.length === 0 ? <Text>暂时没有词书。</Text> : null}
      <Stack gap="md" component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
        {books.map((book) => (
          <li key={book.id}>
            <BookCard book={book} paths={paths} touch={touch} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
