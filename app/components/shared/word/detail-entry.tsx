// A word's dictionary entry on its page (/word/wordDetail, /mobile/word/wordDetail): headword, phonetic, exam tags,
// Collins stars and Oxford 3000, Chinese senses, English definitions and inflections with Chinese labels.
import { Badge, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import type { WordEntry } from "~/modules/word/word-entry";

export const wordDetailPage = {
  title: "单词详情",
  description: "考研英语单词详情：音标、中文释义、英文释义、词形变化、考试标签和我的学习进度，可加入生词本。",
} as const;

export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The headword (the page's h1), phonetic and labels. */
export function DetailHeading({ word }: { word: WordEntry }) {
  return (
    <Stack gap={6}>
      <Title order={1} fz={32} lang="en" style={{ overflowWrap: "anywhere" }}>
        {word.word}
      </Title>
      {word.phonetic ? (
        <Text c="gray.8" fz="lg">
          <Text span size="sm" c="gray.7" mr={6}>
            音标
          </Text>
          /{word.phonetic}/
        </Text>
      ) : null}
      {word.tags.length > 0 || word.collins || word.oxford ? (
        <Group gap={6} component="ul" aria-label="标签" style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {word.tags.map((tag) => (
            <Badge key={tag.code} component="li" variant="outline" color="gray.8" radius="sm">
              {tag.label}
            </Badge>
          ))}
          {word.oxford ? (
            <Badge component="li" variant="outline" color="gray.8" radius="sm">
              牛津 3000
            </Badge>
          ) : null}
          {word.collins ? (
            <Badge component="li" variant="outline" color="gray.8" radius="sm">
              <span aria-hidden="true">{"★".repeat(word.collins)} </span>柯林斯 {word.collins} 星
            </Badge>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}

export function DetailEntry({ word }: { word: WordEntry }) {
  return (
    <>
      <DetailSection id="word-senses-title" title="中文释义">
        {word.translations.length > 0 ? (
          <List spacing={4}>
            {word.translations.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one dictionary entry, in the dictionary's order
              <List.Item key={index}>{line}</List.Item>
            ))}
          </List>
        ) : (
          <Text c="gray.7">暂无中文释义</Text>
        )}
      </DetailSection>
      {word.definitions.length > 0 ? (
        <DetailSection id="word-definitions-title" title="英文释义">
          <List spacing={4} lang="en">
            {word.definitions.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one dictionary entry, in the dictionary's order
              <List.Item key={index}>{line}</List.Item>
            ))}
          </List>
        </DetailSection>
      ) : null}
      {word.inflections.length > 0 || word.formOf ? (
        <DetailSection id="word-forms-title" title="词形变化">
          <Stack gap="xs">
            {word.formOf ? (
              <Text>
                是 <span lang="en">{word.formOf.lemma}</span> 的{word.formOf.labels.join("、")}
              </Text>
            ) : null}
            {word.inflections.length > 0 ? (
              <dl style={{ display: "grid", gridTemplateColumns: "max-content 1fr", gap: "4px 16px", margin: 0 }}>
                {word.inflections.map((form) => (
                  <div key={`${form.code}:${form.word}`} style={{ display: "contents" }}>
                    <dt style={{ color: "var(--mantine-color-gray-7)" }}>{form.label}</dt>
                    <dd style={{ margin: 0 }} lang="en">
                      {form.word}
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </Stack>
        </DetailSection>
      ) : null}
    </>
  );
}
