// The print view of the 错题本 (?print=1), in both trees: every question of the current filter with its answer and
// explanation, a print stylesheet (wrong-print.css, linked by the routes) that hides the site's navigation, and 打印 / 存为 PDF — a button calling
// window.print() once JavaScript runs, and before that (or without it) a line telling how to print from the browser.
import { Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "@remix-run/react";
import { ClientOnly } from "remix-utils/client-only";
import type { SiteTree } from "~/lib/site-tree";
import { wrongHref, wrongPagePaths } from "~/modules/question/wrong-book/wrong-pages";
import type { WrongPrintData } from "~/modules/question/wrong-book/wrong-pages.server";
import { KeyView, OptionList, QuestionBody } from "./wrong-question";
import wrongPrintCss from "./wrong-print.css?url";
import { wrongText as t } from "./wrong-text";

/** The routes' links: the print stylesheet. */
export const wrongPrintLinks = () => [{ rel: "stylesheet", href: wrongPrintCss, media: "print" }];

export function WrongPrint({ data, tree }: { data: WrongPrintData; tree: SiteTree }) {
  return (
    <Stack gap="md" className="wrong-print">
      <Stack gap={4}>
        <Title order={1} fz={tree === "mobile" ? 22 : 28}>
          {t.printTitle}
        </Title>
        <Text m={0} c="gray.8">
          {data.filterLabel} · {t.printCount(data.items.length, data.total)}
        </Text>
      </Stack>
      <Group gap="md" data-no-print>
        <ClientOnly
          fallback={
            <Text m={0} data-wrong-print-hint>
              {t.printHint}
            </Text>
          }
        >
          {() => (
            <Button type="button" onClick={() => window.print()} data-wrong-print-button>
              {t.print}
            </Button>
          )}
        </ClientOnly>
        <Anchor component={Link} to={wrongHref(wrongPagePaths[tree].book, data.filters)}>
          {t.backToBook}
        </Anchor>
      </Group>
      {data.items.length === 0 ? <Text m={0}>{t.emptyFiltered}</Text> : null}
      <ol style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {data.items.map((item, index) => (
          <li
            key={item.questionId}
            className="wrong-print-item"
            style={{ borderTop: "1px solid var(--mantine-color-gray-4)", padding: "12px 0" }}
          >
            <article aria-labelledby={`wrong-print-${item.questionId}`}>
              <Stack gap="xs">
                <Title order={2} fz="md" id={`wrong-print-${item.questionId}`}>
                  {t.question(index + 1)} · {item.subjectName} · {item.kindName}（{t.wrongCount(item.wrongCount)}）
                </Title>
                <QuestionBody question={item} />
                <OptionList options={item.options} />
                {item.key ? <KeyView question={item} answerKey={item.key} /> : null}
              </Stack>
            </article>
          </li>
        ))}
      </ol>
    </Stack>
  );
}
