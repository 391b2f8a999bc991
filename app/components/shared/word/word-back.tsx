// The back of a word card: Chinese senses, English definitions, inflections with Chinese labels (过去式, 过去分词,
// 现在分词, 第三人称单数, 比较级, 最高级, 复数, 原形), what the word is a form of, and its exam tags.
import { Stack, Text, Title } from "@mantine/core";
import type { StudyEntry } from "~/modules/word/study-page.server";
import { studyText } from "./study-text";

const listStyle = { margin: 0, paddingLeft: "1.25em" } as const;

export function WordBack({ entry, idPrefix }: { entry: StudyEntry; idPrefix: string }) {
  return (
    <Stack gap="sm">
      {entry.translations.length > 0 ? (
        <section aria-labelledby={`${idPrefix}-translations`}>
          <Title order={3} fz="sm" c="gray.7" id={`${idPrefix}-translations`} mb={4}>
            {studyText.translations}
          </Title>
          <ul style={listStyle}>
            {entry.translations.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one dictionary entry, in the dictionary's order
              <li key={index}>
                <Text component="span" fz="md">
                  {line}
                </Text>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {entry.definitions.length > 0 ? (
        <section aria-labelledby={`${idPrefix}-definitions`}>
          <Title order={3} fz="sm" c="gray.7" id={`${idPrefix}-definitions`} mb={4}>
            {studyText.definitions}
          </Title>
          <ul style={listStyle} lang="en">
            {entry.definitions.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one dictionary entry, in the dictionary's order
              <li key={index}>
                <Text component="span" fz="sm">
                  {line}
                </Text>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {entry.inflections.length > 0 || entry.formOf ? (
        <section aria-labelledby={`${idPrefix}-inflections`}>
          <Title order={3} fz="sm" c="gray.7" id={`${idPrefix}-inflections`} mb={4}>
            {studyText.inflections}
          </Title>
          {entry.formOf ? (
            <Text fz="sm" mb={4}>
              <span lang="en">{entry.word}</span> 是 <span lang="en">{entry.formOf.lemma}</span> 的
              {entry.formOf.labels.join("、")}
            </Text>
          ) : null}
          {entry.inflections.length > 0 ? (
            <dl style={{ display: "grid", gridTemplateColumns: "max-content 1fr", gap: "2px 16px", margin: 0 }}>
              {entry.inflections.map((form) => (
                <div key={`${form.code}:${form.word}`} style={{ display: "contents" }}>
                  <dt style={{ color: "var(--mantine-color-gray-7)", fontSize: "var(--mantine-font-size-sm)" }}>
                    {form.label}
                  </dt>
                  <dd lang="en" style={{ margin: 0 }}>
                    {form.word}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
        </section>
      ) : null}
      {entry.tags.length > 0 ? (
        <section aria-labelledby={`${idPrefix}-tags`}>
          <Title order={3} fz="sm" c="gray.7" id={`${idPrefix}-tags`} mb={4}>
            {studyText.tags}
          </Title>
          <ul style={{ display: "flex", flexWrap: "wrap", gap: 6, listStyle: "none", margin: 0, padding: 0 }}>
            {entry.tags.map((tag) => (
              <li
                key={tag.code}
                style={{
                  border: "1px solid var(--mantine-color-gray-5)",
                  borderRadius: 4,
                  padding: "0 8px",
                  fontSize: "var(--mantine-font-size-sm)",
                  color: "var(--mantine-color-gray-8)",
                }}
              >
                {tag.label}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Stack>
  );
}
