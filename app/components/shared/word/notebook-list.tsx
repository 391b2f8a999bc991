// The notebook (生词本, /word/collect, /mobile/word/collect): newest first, a page at a time. Each word links to its
// page (from=collect, so it offers the notebook's 下一个), shows its phonetic and first sense, and has a 移出生词本 form.
// Page links are real links (?page=n); an empty notebook points to the day's study.
import { Anchor, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { Form, Link, useLocation } from "@remix-run/react";
import { pageWindow } from "~/components/shared/course/course-links";
import type { CollectedWord } from "~/modules/word/word-notebook.server";
import { notebookPageHref, wordDetailHref, type WordPaths } from "~/modules/word/word-paths";

export const notebookPage = {
  title: "生词本",
  description: "我的考研英语生词本：收藏的单词及音标、释义，逐个查看详情或移出生词本。",
} as const;

function Pagination({ page, pages, paths, touch }: { page: number; pages: number; paths: WordPaths; touch: boolean }) {
  if (pages <= 1) return null;
  const box = {
    minWidth: touch ? 44 : 36,
    minHeight: touch ? 44 : 36,
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    padding: "0 8px",
  };
  return (
    <nav aria-label="生词本分页">
      <Group gap={touch ? 4 : 6} component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }} justify="center">
        {page > 1 ? (
          <li>
            <Anchor component={Link} to={notebookPageHref(paths, page - 1)} style={box}>
              上一页
            </Anchor>
          </li>
        ) : null}
        {pageWindow(page, pages).map((entry, index) =>
          entry === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no page number; its place in the page window is its identity
            <li key={`gap-${index}`} aria-hidden="true" style={box}>
              …
            </li>
          ) : (
            <li key={entry}>
              {entry === page ? (
                <Text
                  component="span"
                  aria-current="page"
                  fw={700}
                  style={{ ...box, borderRadius: 4, border: "2px solid var(--mantine-primary-color-filled)" }}
                >
                  <span className="visually-hidden">第 </span>
                  {entry}
                  <span className="visually-hidden"> 页（当前）</span>
                </Text>
              ) : (
                <Anchor component={Link} to={notebookPageHref(paths, entry)} style={box} aria-label={`第 ${entry} 页`}>
                  {entry}
                </Anchor>
              )}
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Anchor component={Link} to={notebookPageHref(paths, page + 1)} style={box}>
              下一页
            </Anchor>
          </li>
        ) : null}
      </Group>
    </nav>
  );
}

function EmptyNotebook({ paths, touch }: { paths: WordPaths; touch: boolean }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm" align={touch ? "stretch" : "flex-start"}>
        <Text fw={700}>生词本里还没有单词</Text>
        <Text size="sm" c="gray.7">
          学习或查看单词时点“加入生词本”，把记不住的单词收集起来集中复习。
        </Text>
        <Group gap="sm" grow={touch}>
          <Button component={Link} to={paths.learning} size={touch ? "lg" : "sm"}>
            开始学习
          </Button>
          <Button component={Link} to={paths.wordBook} variant="default" size={touch ? "lg" : "sm"}>
            返回词书
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export function NotebookList({
  items,
  page,
  pages,
  total,
  paths,
  touch = false,
}: {
  items: CollectedWord[];
  page: number;
  pages: number;
  total: number;
  paths: WordPaths;
  touch?: boolean;
}) {
  const location = useLocation();
  if (total === 0) return <EmptyNotebook paths={paths} touch={touch} />;
  return (
    <Stack gap="md">
      <Text c="gray.7">
        共 {total} 个单词{pages > 1 ? `，第 ${page} / ${pages} 页` : ""}，最近加入的在前。
      </Text>
      <Stack gap="sm" component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
        {items.map((item) => (
          <li key={item.wordId}>
            <Paper withBorder radius="md" p="md">
              <Group justify="space-between" wrap="nowrap" align="center" gap="sm">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap="xs" align="baseline">
                    <Anchor
                      component={Link}
                      to={wordDetailHref(paths, item.wordId, "collect")}
                      fw={700}
                      fz="lg"
                      lang="en"
                      style={touch ? { display: "inline-block", minHeight: 44, lineHeight: "44px" } : undefined}
                    >
                      {item.word}
                    </Anchor>
                    {item.phonetic ? (
                      <Text span size="sm" c="gray.7">
                        /{item.phonetic}/
                      </Text>
                    ) : null}
                  </Group>
                  <Text size="sm" lineClamp={touch ? 2 : 1}>
                    {item.translations[0] ?? "（暂无释义）"}
                  </Text>
                </Stack>
                <Form method="post" action={`${location.pathname}${location.search}`} style={{ flexShrink: 0 }}>
                  <input type="hidden" name="wordId" value={item.wordId} />
                  <Button
                    type="submit"
                    variant="outline"
                    color="red.9"
                    size={touch ? "md" : "xs"}
                    mih={touch ? 44 : undefined}
                    aria-label={`移出生词本：${item.word}`}
                  >
                    移出生词本
                  </Button>
                </Form>
              </Group>
            </Paper>
          </li>
        ))}
      </Stack>
      <Pagination page={page} pages={pages} paths={paths} touch={touch} />
    </Stack>
  );
}
