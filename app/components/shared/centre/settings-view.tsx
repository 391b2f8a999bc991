// 学习设置 (/user/seting, /mobile/user/seting; docs/decisions/0025): one card per section, each a plain POST form with
// its `intent`, checked with its zod schema in the browser when JavaScript runs and always on the server. A refused
// section comes back with its messages and what was typed; the others show what is saved.
import { Alert, Button, Checkbox, Radio, Stack, Text, TextInput } from "@mantine/core";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import {
  STUDY_GOAL_BOUNDS,
  studyGoalSchema,
  studyTargetSchema,
  TARGET_TEXT_MAX,
  type SettingsIntent,
} from "~/modules/settings/settings-schemas";
import type { SettingsFormResult } from "~/modules/settings/settings-pages.server";
import type { SettingsView as Settings } from "~/modules/settings/user-settings.server";
import { themeNames, themes, type ThemeName } from "~/modules/shell/themes";
import { wordSettingsSchema } from "~/modules/word/word-schemas";
import { useValidatedForm } from "../use-validated-form";
import { ExamCountdown } from "./exam-countdown";
import "./settings.css";

export interface SettingsPageData {
  settings: Settings;
  theme: ThemeName;
  schoolOptions: string[];
}

interface SectionProps {
  data: SettingsPageData;
  result?: SettingsFormResult;
  touch: boolean;
}

const ownResult = (result: SettingsFormResult | undefined, intent: SettingsIntent) =>
  result?.intent === intent ? result : undefined;

function Section({
  id,
  title,
  intent,
  error,
  onSubmit,
  touch,
  submitLabel = "保存",
  children,
}: {
  id: string;
  title: string;
  intent: SettingsIntent;
  error?: string;
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
  touch: boolean;
  submitLabel?: string;
  children: ReactNode;
}) {
  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <Form method="post" onSubmit={onSubmit} noValidate preventScrollReset>
        <input type="hidden" name="intent" value={intent} />
        <Stack gap="sm">
          {error ? (
            <Alert color="red" variant="light" role="alert" title="未保存">
              {error}
            </Alert>
          ) : null}
          {children}
          <Button type="submit" w={touch ? undefined : "fit-content"} fullWidth={touch} size={touch ? "lg" : "sm"}>
            {submitLabel}
          </Button>
        </Stack>
      </Form>
    </section>
  );
}

function ExamSection({ data, result, touch }: SectionProps) {
  const own = ownResult(result, "exam");
  const { exam } = data.settings;
  const { onSubmit, field } = useValidatedForm(wordSettingsSchema.pick({ examDate: true }), ["examDate"], {
    values: own?.values ?? { examDate: exam.saved ?? "" },
    errors: own?.errors,
  });
  return (
    <Section
      id="settings-exam"
      title="考试日期"
      intent="exam"
      error={own?.errors[""]}
      onSubmit={onSubmit}
      touch={touch}
    >
      <ExamCountdown countdown={{ date: exam.date, daysLeft: exam.daysLeft, isDefault: exam.isDefault }} />
      <TextInput
        {...field("examDate")}
        id="settings-exam-date"
        type="date"
        label="考试日期"
        description={`背单词的复习间隔不会超过这一天；留空则使用全国统考日期 ${exam.nationalDate}`}
        size={touch ? "lg" : "sm"}
        maw={touch ? undefined : 260}
      />
    </Section>
  );
}

function TargetSection({ data, result, touch }: SectionProps) {
  const own = ownResult(result, "target");
  const { target } = data.settings;
  const { onSubmit, field } = useValidatedForm(studyTargetSchema, ["targetSchool", "targetMajor"], {
    values: own?.values ?? { targetSchool: target.school ?? "", targetMajor: target.major ?? "" },
    errors: own?.errors,
  });
  return (
    <Section
      id="settings-target"
      title="目标院校与专业"
      intent="target"
      error={own?.errors[""]}
      onSubmit={onSubmit}
      touch={touch}
    >
      <TextInput
        {...field("targetSchool")}
        id="settings-target-school"
        label="目标院校"
        description="可从列表中选择，也可直接输入；留空表示暂未确定"
        list="settings-school-options"
        autoComplete="off"
        maxLength={TARGET_TEXT_MAX}
        size={touch ? "lg" : "sm"}
      />
      <datalist id="settings-school-options">
        {data.schoolOptions.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <TextInput
        {...field("targetMajor")}
        id="settings-target-major"
        label="目标专业"
        description="例如：计算机科学与技术、法律（非法学）"
        autoComplete="off"
        maxLength={TARGET_TEXT_MAX}
        size={touch ? "lg" : "sm"}
      />
    </Section>
  );
}

function GoalSection({ data, result, touch }: SectionProps) {
  const own = ownResult(result, "goal");
  const goal = data.settings.studyGoal;
  const values = own?.values ?? { goalKind: goal.kind, goalAmount: String(goal.amount) };
  const { onSubmit, field } = useValidatedForm(studyGoalSchema, ["goalKind", "goalAmount"], {
    values,
    errors: own?.errors,
  });
  const kindError = field("goalKind").error;
  return (
    <Section
      id="settings-goal"
      title="每日学习目标"
      intent="goal"
      error={own?.errors[""]}
      onSubmit={onSubmit}
      touch={touch}
    >
      <fieldset aria-describedby={kindError ? "settings-goal-kind-error" : undefined}>
        <legend>目标类型</legend>
        <div className="settings-choices">
          <Radio
            name="goalKind"
            value="minutes"
            id="settings-goal-minutes"
            label="学习时长（分钟）"
            defaultChecked={values.goalKind !== "words"}
            size={touch ? "md" : "sm"}
          />
          <Radio
            name="goalKind"
            value="words"
            id="settings-goal-words"
            label="背单词（个）"
            defaultChecked={values.goalKind === "words"}
            size={touch ? "md" : "sm"}
          />
        </div>
        {kindError ? (
          <Text id="settings-goal-kind-error" size="sm" c="red.9" mt={4}>
            {kindError}
          </Text>
        ) : null}
      </fieldset>
      <TextInput
        {...field("goalAmount")}
        id="settings-goal-amount"
        label="每日目标数量"
        description={`学习时长 ${STUDY_GOAL_BOUNDS.minutes.min}–${STUDY_GOAL_BOUNDS.minutes.max} 分钟，或背单词 ${STUDY_GOAL_BOUNDS.words.min}–${STUDY_GOAL_BOUNDS.words.max} 个；达成当天的目标即自动打卡`}
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        size={touch ? "lg" : "sm"}
        maw={touch ? undefined : 260}
      />
    </Section>
  );
}

function NotifySection({ data, result, touch }: SectionProps) {
  const own = ownResult(result, "notify");
  const saved = data.settings.notifications;
  const checked = (name: string, value: boolean) => (own ? own.values[name] === "on" : value);
  const boxes = [
    { name: "notifyOrder", label: "订单与退款", value: saved.order },
    { name: "notifyLive", label: "直播开播提醒", value: saved.live },
    { name: "notifySquare", label: "社区回复与审核", value: saved.square },
  ];
  return (
    <Section id="settings-notify" title="消息提醒" intent="notify" error={own?.errors[""]} touch={touch}>
      <fieldset>
        <legend>在「消息」中接收这些通知（系统公告总会送达）</legend>
        <div className="settings-choices settings-choices--column">
          {boxes.map((box) => (
            <Checkbox
              key={box.name}
              name={box.name}
              id={`settings-${box.name}`}
              label={box.label}
              defaultChecked={checked(box.name, box.value)}
              size={touch ? "md" : "sm"}
            />
          ))}
        </div>
      </fieldset>
    </Section>
  );
}

function ThemeSection({ data, result, touch }: SectionProps) {
  const own = ownResult(result, "theme");
  const error = own?.errors.theme ?? own?.errors[""];
  return (
    <Section id="settings-theme" title="主题" intent="theme" error={error} touch={touch}>
      <fieldset>
        <legend>网站配色（保存后在本账号登录的其他设备上同样生效）</legend>
        <div className="settings-choices">
          {themeNames.map((name) => (
            <Radio
              key={name}
              name="theme"
              value={name}
              id={`settings-theme-${name}`}
              label={themes[name].label}
              defaultChecked={data.theme === name}
              size={touch ? "md" : "sm"}
            />
          ))}
        </div>
      </fieldset>
    </Section>
  );
}

export function SettingsSections({
  data,
  result,
  touch = false,
}: {
  data: SettingsPageData;
  result?: SettingsFormResult;
  touch?: boolean;
}) {
  // A refused section remounts with what was typed; a saved one shows the loader's values.
  const key = JSON.stringify([result?.intent, result?.errors, result?.values]);
  const props = { data, result, touch };
  return (
    <div className={touch ? "settings-sections settings-page--mobile" : "settings-sections"} key={key}>
      <ExamSection {...props} />
      <TargetSection {...props} />
      <GoalSection {...props} />
      <NotifySection {...props} />
      <ThemeSection {...props} />
    </div>
  );
}
