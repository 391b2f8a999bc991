// The user's side of a word's page: the 加入生词本 / 移出生词本 form, the notebook's 下一个 (when opened from the
// notebook), and the card in the book (state 未学/学习中/复习中/重新学习, next review, answers, lapses, lookups).
import { Anchor, Badge, Button, Group, Stack, Text } from "@mantine/core";
import { Form, Link, useLocation } from "@remix-run/react";
import type { WordDetail } from "~/modules/word/word-detail.server";
import { wordDetailHref, type WordPaths } from "~/modules/word/word-paths";
import { DetailSection } from "./detail-entry";

/** 2026-03-05 14:07 in Asia/Shanghai (UTC+8, no daylight saving), the same on the server and in the browser. */
function shanghaiTime(iso: string): string {
  const date = new Date(new Date(iso).getTime() + 8 * 60 * 60 * 1000);
  const two = (value: number) => String(value).padStart(2, "0");
  return `${date.getUTCFullYear()}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())}`;
}

export function CollectForm({
  word,
  touch = false,
}: {
  word: Pick<WordDetail, "id" | "word" | "collected">;
  touch?: boolean;
}) {
  const location = useLocation();
  return (
    <Form method="post" action={`${location.pathname}${location.search}`}>
      <input type="hidden" name="wordId" value={word.id} />
      <input type="hidden" name="collected" value={word.collected ? "false" : "true"} />
      <Button
        type="submit"
        variant={word.collected ? "outline" : "filled"}
        color={word.collected ? "red.9" : undefined}
        size={touch ? "lg" : "sm"}
        fullWidth={touch}
      >
        {word.collected ? "移出生词本" : "加入生词本"}
      </Button>
    </Form>
  );
}

/** 下一个 in the notebook's order, and the way back to it. */
export function NotebookNavigation({
  nextWordId,
  paths,
  touch = false,
}: {
  nextWordId: number | null;
  paths: WordPaths;
  touch?: boolean;
}) {
  return (
    <Group gap="sm" grow={touch}>
      {nextWordId !== null ? (
        <Button
          component={Link}
          to={wordDetailHref(paths, nextWordId, "collect")}
          variant="default"
          size={touch ? "lg" : "sm"}
        >
          下一个
        </Button>
      ) : (
        <Text size="sm" c="gray.7">
          已是生词本中的最后一个单词
        </Text>
      )}
      <Button component={Link} to={paths.collect} variant="default" size={touch ? "lg" : "sm"}>
        返回生词本
      </Button>
    </Group>
  );
}

export function DetailStudy({ word, paths }: { word: WordDetail; paths: WordPaths }) {
  const { card, book } = word;
  const rows: Array<[string, string]> = [];
  if (card && book) {
    rows.push(["词书", `《${book.name}》第 ${book.position} 个`]);
    rows.push(["状态", card.retired ? `${card.stateLabel}（已标记为太简单，不再安排复习）` : card.stateLabel]);
    if (card.due && !card.retired) rows.push(["下次复习", shanghaiTime(card.due)]);
    if (card.lastReview) rows.push(["上次学习", shanghaiTime(card.lastReview)]);
    rows.push(["作答次数", `${card.reps} 次`]);
    rows.push(["遗忘次数", `${card.lapses} 次`]);
  }
  rows.push(["查询次数", `${word.lookups} 次`]);
  rows.push(["生词本", word.collected ? "已加入" : "未加入"]);
  return (
    <DetailSection id="word-study-title" title="我的学习">
      <Stack gap="sm">
        {card?.mastered ? (
          <Group>
            <Badge variant="filled">已掌握</Badge>
          </Group>
        ) : null}
        {!card || !book ? (
          <Text size="sm" c="gray.7">
            当前词书里没有这个单词，这里不显示学习进度。
            <Anchor component={Link} to={paths.books} underline="always">
              换一本词书
            </Anchor>
          </Text>
        ) : null}
        <dl style={{ display: "grid", gridTemplateColumns: "max-content 1fr", gap: "4px 16px", margin: 0 }}>
          {rows.map(([label, value]) => (
            <div key={label} style={{ display: "contents" }}>
              <dt style={{ color: "var(--mantine-color-gray-7)" }}>{label}</dt>
              <dd style={{ margin: 0 }}>{value}</dd>
            </div>
          ))}
        </dl>
        {word.books.length > 0 ? (
          <Text size="sm" c="gray.7">
            收录于：{word.books.map((entry) => `《${entry.name}》`).join("")}
          </Text>
        ) : null}
      </Stack>
    </DetailSection>
  );
}
