// The chosen book's home (/word/wordBook, /mobile/word/wordBook): today's plan with 开始学习 and 开始复习, the
// summary, the 90-day heatmap (server-rendered SVG), the settings form, and the book's links (换词书, 生词本,
// 重新开始 behind its confirmation at ?restart=1). Desktop and mobile differ only in `touch` (larger targets).
import { Box, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { SettingsFormResult } from "~/modules/word/book-pages.server";
import type { StudyPlan } from "~/modules/word/word-books.server";
import type { HeatmapDay, Streak } from "~/modules/word/word-heatmap";
import type { WordPaths } from "~/modules/word/word-paths";
import { streakTerms } from "~/modules/records/streak-terms";
import { HeatmapSvg } from "./heatmap-svg";
import { RestartDialog, RestartLink } from "./restart-dialog";
import { SettingsForm, type BookSettings } from "./settings-form";

export const bookHomePage = {
  title: "背单词",
  description: "考研英语背单词：今日新词与复习计划、学习进度、最近 90 天学习日历和每日新词数、考试日期设置。",
} as const;

export interface BookHomeData {
  plan: StudyPlan;
  summary: {
    learned: number;
    mastered: number;
    dueToday: number;
    today: { studyDay: string; newWords: number; reviews: number };
    streak: Streak;
  };
  heatmap: { from: string; to: string; days: HeatmapDay[]; total: number };
  settings: BookSettings;
  showRestart: boolean;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * The figures as a grid of `cols` columns. Not Mantine's SimpleGrid: it writes its column rule into a <style> element
 * beside the grid, in <body>, which is not conforming HTML; the same grid as inline style does not.
 */
function StatGrid({ cols, children }: { cols: number; children: ReactNode }) {
  return (
    <Box
      component="dl"
      m={0}
      style={{
        display: "grid",
        gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))`,
        gap: "var(--mantine-spacing-md)",
      }}
    >
      {children}
    </Box>
  );
}

function Stat({ label, value, unit }: { label: string; value: ReactNode; unit?: string }) {
  return (
    <div>
      <Text component="dt" size="sm" c="gray.7">
        {label}
      </Text>
      <Text component="dd" m={0} fz={22} fw={700} lh={1.3}>
        {value}
        {unit ? (
          <Text span size="sm" fw={400} ml={4}>
            {unit}
          </Text>
        ) : null}
      </Text>
    </div>
  );
}

function planHint(plan: StudyPlan): string {
  if (plan.unstarted === 0) return "整本词书的单词都已开始学习，接下来以复习为主。";
  if (plan.dailyNewWords === 0) return "每日新词数为 0：今天只复习。";
  if (plan.newLeft === 0) return "今天的新词已经学完，可以复习或明天再来。";
  return `今天还可以学 ${plan.newLeft} 个新词。`;
}

export function BookHome({
  data,
  paths,
  settingsResult,
  touch = false,
}: {
  data: BookHomeData;
  paths: WordPaths;
  settingsResult?: SettingsFormResult;
  touch?: boolean;
}) {
  const { plan, summary, heatmap, settings } = data;
  const buttonSize = touch ? "lg" : "md";
  const settingsKey = JSON.stringify([
    settingsResult?.errors,
    settingsResult?.values,
    settings.dailyNewWords,
    settings.savedExamDate,
  ]);
  return (
    <Stack gap="lg">
      {data.showRestart ? <RestartDialog book={plan.book} learned={plan.learned} touch={touch} /> : null}
      <Section id="word-plan-title" title="今日计划">
        <Stack gap="md">
          <StatGrid cols={2}>
            <Stat label="今日新词" value={`${plan.newToday} / ${plan.dailyNewWords}`} unit="个" />
            <Stat label="待复习" value={plan.dueToday} unit="个" />
          </StatGrid>
          <Text size="sm">{planHint(plan)}</Text>
          <Group gap="sm" grow={touch}>
            <Button component={Link} to={paths.learning} size={buttonSize}>
              开始学习
            </Button>
            <Button component={Link} to={paths.review} size={buttonSize} variant="outline">
              开始复习
            </Button>
          </Group>
          <Text size="sm" c="gray.7">
            距离考试（{plan.examDate}）还有 {plan.daysToExam} 天，复习安排不会超过考试日期。
          </Text>
        </Stack>
      </Section>

      <Section id="word-summary-title" title="学习概况">
        <StatGrid cols={touch ? 2 : 4}>
          <Stat label="已学单词" value={`${summary.learned} / ${plan.book.wordCount}`} />
          <Stat label="已掌握" value={summary.mastered} unit="个" />
          <Stat label="今日待复习" value={summary.dueToday} unit="个" />
          <Stat label="今日新学" value={summary.today.newWords} unit="个" />
          <Stat label="今日复习" value={summary.today.reviews} unit="次" />
          <Stat label={streakTerms.words.label} value={summary.streak.current} unit="天" />
          <Stat label="最长连续" value={summary.streak.longest} unit="天" />
          <Stat label="累计学习" value={summary.streak.totalDays} unit="天" />
        </StatGrid>
        <Text size="sm" c="gray.7" mt="sm">
          {streakTerms.words.meaning}它和个人中心的{streakTerms.study.label}、{streakTerms.checkIn.label}分开计算。
        </Text>
      </Section>

      <Section id="word-heatmap-title" title="学习日历">
        <Text size="sm" c="gray.7" mb="sm">
          最近 90 天（{heatmap.from} 至 {heatmap.to}）共学习 {heatmap.total} 次。每天 4:00 开始新的一天。
        </Text>
        <HeatmapSvg days={heatmap.days} touch={touch} />
      </Section>

      <Section id="word-settings-title" title="学习设置">
        <SettingsForm key={settingsKey} settings={settings} result={settingsResult} touch={touch} />
      </Section>

      <Section id="word-manage-title" title="词书与生词本">
        <Stack gap="sm">
          <Group gap="sm" grow={touch}>
            <Button component={Link} to={paths.books} variant="default" size={touch ? "lg" : "sm"}>
              换词书
            </Button>
            <Button component={Link} to={paths.collect} variant="default" size={touch ? "lg" : "sm"}>
              生词本
            </Button>
          </Group>
          <Text size="sm" c="gray.7">
            重新开始会清空《{plan.book.name}》的学习进度（生词本和学习日历保留），需要确认。
          </Text>
          <Group>
            <RestartLink touch={touch} />
          </Group>
        </Stack>
      </Section>
    </Stack>
  );
}
