// The 错题本 list in both trees: the counts and 开始今日错题, the learnt rule, the GET filter form (subject, the
// subject's knowledge-point tree, 全部/待复习/已掌握; every link keeps the other filters), the page of questions with
// their facts and (behind <details>) their answers, the pages, and the empty states. No JavaScript needed.
import { Anchor, Button, Group, NativeSelect, Paper, Stack, Text, Title } from "@mantine/core";
import { Form, Link } from "@remix-run/react";
import type { SiteTree } from "~/lib/site-tree";
import { WRONG_PAGE_ROWS, wrongHref, wrongPagePaths } from "~/modules/question/wrong-book/wrong-pages";
import type { WrongListData } from "~/modules/question/wrong-book/wrong-pages.server";
import { KeyView, OptionList, QuestionBody, QuestionFacts } from "./wrong-question";
import { wrongText as t } from "./wrong-text";

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div style={{ minWidth: 88 }}>
      <Text component="dt" fz="sm" c="gray.7">
        {label}
      </Text>
      <Text component="dd" fz={28} fw={700} c="gray.9" m={0} data-wrong-stat={label}>
        {value}
      </Text>
    </div>
  );
}

export function WrongBook({ data, tree }: { data: WrongListData; tree: SiteTree }) {
  const paths = wrongPagePaths[tree];
  const { filters, summary } = data;
  const filtered = filters.subject !== null || filters.point !== null || filters.status !== "all";
  const first = (data.page - 1) * WRONG_PAGE_ROWS;
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={1} fz={tree === "mobile" ? 22 : 28}>
          {t.title}
        </Title>
        <Group gap="xl" align="flex-end" wrap="wrap">
          <Group component="dl" gap="xl" m={0}>
            <Stat label={t.total} value={summary.total} />
            <Stat label={t.due} value={summary.due} />
            <Stat label={t.mastered} value={summary.mastered} />
          </Group>
          <Button component={Link} to={`${paths.book}?review=1`} size="md">
            {t.startReview}
          </Button>
        </Group>
        <Text fz="sm" c="gray.8" m={0} data-wrong-rule>
          {data.rule}
        </Text>
      </Stack>

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="wrong-filters-heading">
        <Title order={2} fz="md" id="wrong-filters-heading" mb="xs">
          {t.filters}
        </Title>
        <Form method="get" action={paths.book}>
          <Group gap="md" align="flex-end" wrap="wrap">
            <NativeSelect
              label={t.subject}
              name="subject"
              id="wrong-subject"
              defaultValue={filters.subject ?? ""}
              data={[
                { value: "", label: t.allSubjects },
                ...data.subjects.map((subject) => ({ value: subject.code, label: subject.name })),
              ]}
            />
            <NativeSelect
              label={t.point}
              name="point"
              id="wrong-point"
              defaultValue={filters.point ?? ""}
              description={filters.subject ? undefined : t.pointHint}
              data={[
                { value: "", label: t.allPoints },
                ...data.points.map((point) => ({
                  value: point.code,
                  label: `${"　".repeat(Math.max(0, point.depth - 1))}${point.name}`,
                })),
              ]}
            />
            <NativeSelect
              label={t.status}
              name="status"
              id="wrong-status"
              defaultValue={filters.status}
              data={(["all", "due", "mastered"] as const).map((status) => ({
                value: status,
                label: t.statusNames[status],
              }))}
            />
            <Button type="submit" variant="outline">
              {t.apply}
            </Button>
          </Group>
        </Form>
        {filtered ? (
          <Anchor component={Link} to={paths.book} fz="sm" mt="xs" display="inline-block">
            {t.clear}
          </Anchor>
        ) : null}
      </Paper>

      {data.error ? (
        <Text role="alert" c="red.9" m={0}>
          {data.error}
        </Text>
      ) : null}

      <section aria-labelledby="wrong-list-heading">
        <Group justify="space-between" mb="sm" wrap="wrap">
          <Title order={2} fz="lg" id="wrong-list-heading">
            {t.listHeading(data.total)}
          </Title>
          {data.total > 0 ? (
            <Anchor component={Link} to={wrongHref(paths.book, filters, { print: 1 })} data-wrong-print-link>
              {t.print}
            </Anchor>
          ) : null}
        </Group>
        {data.items.length === 0 ? (
          <Stack gap="xs" align="flex-start" data-wrong-empty>
            <Text m={0}>{filtered ? t.emptyFiltered : t.emptyBook}</Text>
            {filtered ? (
              <Anchor component={Link} to={paths.book}>
                {t.clear}
              </Anchor>
            ) : null}
            <Anchor component={Link} to={paths.practice}>
              {t.goPractice}
            </Anchor>
          </Stack>
        ) : (
          <ol style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {data.items.map((item, index) => (
              <li key={item.questionId} style={{ marginBottom: 16 }}>
                <Paper
                  withBorder
                  radius="md"
                  p="md"
                  component="article"
                  aria-labelledby={`wrong-q-${item.questionId}`}
                  data-wrong-question={item.questionId}
                >
                  <Stack gap="sm">
                    <Title order={3} fz="md" id={`wrong-q-${item.questionId}`}>
                      {t.question(first + index + 1)} · {item.subjectName} · {item.kindName}
                    </Title>
                    <QuestionBody question={item} />
                    <OptionList options={item.options} />
                    <QuestionFacts question={item} />
                    {item.key ? (
                      <details>
                        <summary style={{ cursor: "pointer", color: "var(--mantine-color-anchor)", fontWeight: 600 }}>
                          {t.answerAndExplanation}
                        </summary>
                        <div style={{ paddingTop: 8 }}>
                          <KeyView question={item} answerKey={item.key} />
                        </div>
                      </details>
                    ) : null}
                  </Stack>
                </Paper>
              </li>
            ))}
          </ol>
        )}
        {data.pages > 1 ? (
          <Group component="nav" aria-label={t.pagination} gap="md" mt="md">
            {data.page > 1 ? (
              <Anchor component={Link} to={wrongHref(paths.book, filters, { page: data.page - 1 })} rel="prev">
                {t.previous}
              </Anchor>
            ) : null}
            <Text m={0}>{t.pageOf(data.page, data.pages)}</Text>
            {data.page < data.pages ? (
              <Anchor component={Link} to={wrongHref(paths.book, filters, { page: data.page + 1 })} rel="next">
                {t.next}
              </Anchor>
            ) : null}
          </Group>
        ) : null}
      </section>
    </Stack>
  );
}
