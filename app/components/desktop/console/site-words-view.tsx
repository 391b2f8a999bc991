// 全站敏感词 (/console/words): the site's list with a 删除 button per word, and the form that adds one. Real forms: without
// JavaScript they post and the answer shows the message with what was typed; with JavaScript the zod schema runs first.
import { Alert, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { Form } from "@remix-run/react";
import { useValidatedForm } from "~/components/shared/use-validated-form";
import type { loadSiteWordsPage, SiteWordsFormResult } from "~/modules/console/site-words-pages.server";
import { sensitiveWordSchema } from "~/modules/moderation/moderation-schemas";

type SiteWordsData = Awaited<ReturnType<typeof loadSiteWordsPage>>;

export function SiteWordsView({ data, result }: { data: SiteWordsData; result?: SiteWordsFormResult }) {
  const { onSubmit, field } = useValidatedForm(sensitiveWordSchema, ["word"], {
    values: result?.values,
    errors: result?.errors,
  });
  return (
    <Stack gap="md">
      <Text>每所学校的敏感词检查都从这份全站词库开始，学校可在「内容审核」中补充本校的词。</Text>
      {result?.errors[""] ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title="操作未成功"
          styles={{ title: { color: "var(--mantine-color-red-9)" } }}
        >
          {result.errors[""]}
        </Alert>
      ) : null}
      <Form method="post" onSubmit={onSubmit} noValidate>
        <input type="hidden" name="intent" value="addWord" />
        <Group align="flex-start" gap="xs">
          <TextInput {...field("word")} id="site-word" label="新的敏感词" maxLength={40} required />
          <Button type="submit" mt={25}>
            添加
          </Button>
        </Group>
      </Form>
      <section aria-labelledby="site-words-title">
        <h2 id="site-words-title">全站词库（{data.words.length} 个）</h2>
        <ul className="console-word-list">
          {data.words.map((word) => (
            <li key={word.id}>
              <span>{word.word}</span>
              <Form method="post">
                <input type="hidden" name="intent" value="removeWord" />
                <input type="hidden" name="id" value={word.id} />
                <Button type="submit" variant="subtle" size="compact-sm" aria-label={`删除敏感词「${word.word}」`}>
                  删除
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      </section>
    </Stack>
  );
}
