// The vocabulary settings (每日新词数 0–200, 考试日期): a plain POST form checked with wordSettingsSchema in the browser
// when JavaScript runs and always on the server (which also refuses a date in the past). Its messages and the typed
// values come back with the page when the server refuses it, so errors show without JavaScript too.
import { Alert, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { Form } from "@remix-run/react";
import type { SettingsFormResult } from "~/modules/word/book-pages.server";
import { DAILY_NEW_WORDS_MAX, wordSettingsFields, wordSettingsSchema } from "~/modules/word/word-schemas";
import { useValidatedForm } from "../use-validated-form";

export interface BookSettings {
  dailyNewWords: number;
  /** The exam date in force and whether it is the national exam's. */
  examDate: string;
  examDateIsDefault: boolean;
  /** What the user saved (null: the national exam's). */
  savedExamDate: string | null;
  defaultExamDate: string;
  daysToExam: number;
}

export function SettingsForm({
  settings,
  result,
  touch = false,
}: {
  settings: BookSettings;
  result?: SettingsFormResult;
  touch?: boolean;
}) {
  const { onSubmit, field } = useValidatedForm(wordSettingsSchema, wordSettingsFields, {
    values: result?.values ?? { dailyNewWords: String(settings.dailyNewWords), examDate: settings.savedExamDate ?? "" },
    errors: result?.errors,
  });
  // On phones: 50 px tall fields (touch targets of at least 44 px) with 18 px text, which iOS does not zoom into.
  const size = touch ? "lg" : "sm";
  return (
    <Form method="post" onSubmit={onSubmit} noValidate>
      <input type="hidden" name="intent" value="settings" />
      <Stack gap="sm" maw={touch ? undefined : 420}>
        {result?.errors[""] ? (
          <Alert color="red" variant="light" role="alert" title="设置未保存">
            {result.errors[""]}
          </Alert>
        ) : null}
        <TextInput
          {...field("dailyNewWords")}
          id="word-settings-daily"
          label="每日新词数"
          description={`每天最多学习的新单词数，0–${DAILY_NEW_WORDS_MAX}（0 表示只复习）`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          size={size}
        />
        <TextInput
          {...field("examDate")}
          id="word-settings-exam"
          type="date"
          label="考试日期"
          description={`复习间隔不会超过考试日期；留空则使用全国统考日期 ${settings.defaultExamDate}`}
          size={size}
        />
        <Text size="sm" c="gray.7">
          当前考试日期：{settings.examDate}
          {settings.examDateIsDefault ? "（全国统考，默认）" : "（自定义）"}，还有 {settings.daysToExam} 天
        </Text>
        <Group>
          <Button type="submit" size={touch ? "lg" : "sm"} fullWidth={touch}>
            保存设置
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
