// 真题解析视频 (/console/paper-videos, issue 26): the list of every paper video and the editor beside its preview. Real
// forms that work without JavaScript; with it the same zod schema checks first. The preview is the student's own
// play view.
import { Button, Checkbox, Group, NativeSelect, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { Form, Link } from "@remix-run/react";
import { PaginationLinks } from "~/components/shared/course/pagination-links";
import { PaperVideoPlayView } from "~/components/shared/paper-video/paper-video-play-view";
import { useValidatedForm } from "~/components/shared/use-validated-form";
import {
  PAPER_VIDEO_INTRODUCTION_MAX,
  PAPER_VIDEO_LABEL_MAX,
  PAPER_VIDEO_PAPER_MAX,
  PAPER_VIDEO_QUESTION_MAX,
  PAPER_VIDEO_TEACHER_MAX,
  PAPER_VIDEO_TITLE_MAX,
  PAPER_VIDEO_YEAR_MAX,
  PAPER_VIDEO_YEAR_MIN,
} from "~/modules/console/paper-video-editor-messages";
import type {
  loadPaperVideoEditor,
  loadPaperVideoEditorList,
  PaperVideoEditorFormResult,
} from "~/modules/console/paper-video-editor-pages.server";
import { paperVideoFields, paperVideoSchema } from "~/modules/console/paper-video-editor-schemas";
import { paperVideoMessages } from "~/modules/paper-video/paper-video-messages";
import { videoPaths } from "~/modules/video/video-paths";
import { FormAlert } from "./campus-views";
import { VideoChoiceField } from "./video-choice-field";
import "./console.css";

type Loaded<T extends (...args: never[]) => unknown> = Awaited<ReturnType<T>>;

const listPath = "/console/paper-videos";

export function PaperVideoEditorListView({ data }: { data: Loaded<typeof loadPaperVideoEditorList> }) {
  const hrefOf = (state: string | null, page = 1) => {
    const query = new URLSearchParams();
    if (state) query.set("state", state);
    if (page > 1) query.set("page", String(page));
    const text = query.toString();
    return text ? `${listPath}?${text}` : listPath;
  };
  const filters = [{ code: null, name: "全部" }, ...data.states];
  return (
    <Stack gap="md">
      <FormAlert message={data.notice ?? undefined} />
      <Group justify="space-between">
        <nav aria-label="按状态筛选">
          <Group gap="xs">
            {filters.map((filter) => (
              <Link
                key={filter.code ?? "all"}
                to={hrefOf(filter.code)}
                aria-current={data.state === filter.code ? "page" : undefined}
                className="console-chip"
              >
                {filter.name}
              </Link>
            ))}
          </Group>
        </nav>
        <Button component={Link} to="/console/paper-videos/new">
          新建真题解析视频
        </Button>
      </Group>
      {data.items.length === 0 ? (
        <Text>{data.state === "draft" ? "没有草稿。" : "还没有真题解析视频。"}</Text>
      ) : (
        <table className="console-table">
          <caption>真题解析视频（共 {data.total} 个，最近修改的在前）</caption>
          <thead>
            <tr>
              <th scope="col">标题</th>
              <th scope="col">科目</th>
              <th scope="col">年份</th>
              <th scope="col">题号</th>
              <th scope="col">状态</th>
              <th scope="col">最后修改</th>
              <th scope="col">观看</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((item) => (
              <tr key={item.id}>
                <th scope="row">
                  <Link to={item.href}>{item.title}</Link>
                </th>
                <td>{item.subjectName}</td>
                <td>{item.examYear}</td>
                <td>{item.questionLabel}</td>
                <td>
                  {item.stateName}
                  {item.hasVideo ? "" : "（未选视频）"}
                </td>
                <td>{item.updated}</td>
                <td>{item.viewCount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <PaginationLinks
        page={data.page}
        total={data.total}
        rows={data.rows}
        href={(page) => hrefOf(data.state, page)}
        label="真题解析视频分页"
      />
    </Stack>
  );
}

type EditorData = Loaded<typeof loadPaperVideoEditor>;

export function PaperVideoEditorView({ data, result }: { data: EditorData; result?: PaperVideoEditorFormResult }) {
  const video = data.paperVideo;
  const action = video ? `/console/paper-videos/${video.id}` : "/console/paper-videos/new";
  const values = result?.values ?? video?.values;
  const { onSubmit, field } = useValidatedForm(paperVideoSchema, paperVideoFields, { values, errors: result?.errors });
  const { defaultValue: freePreview, ...freePreviewField } = field("freePreview");
  const published = video?.state === "published";
  return (
    <Stack gap="lg">
      <Text>
        <Link to={listPath}>← 全部真题解析视频</Link>
      </Text>
      {video ? (
        <section aria-labelledby="paper-video-state-title">
          <h2 id="paper-video-state-title">状态</h2>
          <Group gap="sm">
            <Text fw={700}>{published ? "已发布" : "草稿"}</Text>
            <Text size="sm">
              最后修改 {video.updated}
              {video.published ? `；首次发布 ${video.published}` : "；尚未发布"}
            </Text>
            {video.studentHref ? <Link to={video.studentHref}>在学生页面查看</Link> : null}
          </Group>
          <Form method="post" action={action}>
            <input type="hidden" name="intent" value={published ? "unpublish" : "publish"} />
            <Text size="sm" my="xs">
              {published
                ? "下架后学生看不到这个视频；观看进度、点赞和收藏都保留，重新发布后回到原来的位置。"
                : "发布前请选好视频并看一眼下面的预览。发布后学生立即能在真题解析中看到。"}
            </Text>
            <Button type="submit" color={published ? "red" : undefined} variant="outline">
              {published ? "下架" : "发布"}
            </Button>
          </Form>
        </section>
      ) : null}
      <section aria-labelledby="paper-video-form-title">
        <h2 id="paper-video-form-title">{video ? "内容" : "新真题解析视频（保存为草稿）"}</h2>
        <FormAlert message={result?.errors[""]} />
        <Form method="post" action={action} onSubmit={onSubmit} noValidate>
          <input type="hidden" name="intent" value="save" />
          {video ? <input type="hidden" name="version" value={video.version} /> : null}
          <Stack gap="sm" maw={760}>
            <Group grow align="flex-start">
              <NativeSelect
                {...field("subject")}
                id="paper-video-subject"
                label="科目"
                required
                data={[{ value: "", label: "请选择" }, ...data.subjects]}
              />
              <TextInput
                {...field("examYear")}
                id="paper-video-year"
                type="number"
                inputMode="numeric"
                min={PAPER_VIDEO_YEAR_MIN}
                max={PAPER_VIDEO_YEAR_MAX}
                label="年份"
                required
              />
            </Group>
            <TextInput
              {...field("paper")}
              id="paper-video-paper"
              label="试卷名称"
              description="如 2025 年全国硕士研究生招生考试数学（一）"
              maxLength={PAPER_VIDEO_PAPER_MAX}
              required
            />
            <Group grow align="flex-start">
              <TextInput
                {...field("questionNumber")}
                id="paper-video-number"
                type="number"
                inputMode="numeric"
                min={1}
                max={PAPER_VIDEO_QUESTION_MAX}
                label="题目顺序"
                description="在试卷中的顺序，用于排序"
                required
              />
              <TextInput
                {...field("questionLabel")}
                id="paper-video-label"
                label="题号"
                description="试卷上的写法，如 第 17 题、Text 2"
                maxLength={PAPER_VIDEO_LABEL_MAX}
                required
              />
            </Group>
            <TextInput
              {...field("title")}
              id="paper-video-title-input"
              label="标题"
              maxLength={PAPER_VIDEO_TITLE_MAX}
              required
            />
            <TextInput
              {...field("teacher")}
              id="paper-video-teacher"
              label="讲解老师（可选）"
              maxLength={PAPER_VIDEO_TEACHER_MAX}
            />
            <VideoChoiceField
              id="paper-video-video"
              choices={data.videos}
              value={values?.videoId}
              error={field("videoId").error}
              label="视频"
              required={false}
              emptyLabel={video?.videoOutsideLibrary ? "保留现有视频（不在视频库中）" : "暂不选择（发布前必须选）"}
            />
            <Textarea
              {...field("introduction")}
              id="paper-video-introduction"
              label="简介（可选）"
              maxLength={PAPER_VIDEO_INTRODUCTION_MAX}
              autosize
              minRows={3}
              maxRows={12}
            />
            <Checkbox
              {...freePreviewField}
              id="paper-video-free-preview"
              value="on"
              defaultChecked={freePreview === "on"}
              label="可试看（所有人可看；不勾选则按科目授权）"
            />
            {published ? <Text size="sm">这个视频已发布：保存后学生立即看到修改。</Text> : null}
            <Group>
              <Button type="submit">{video ? "保存" : "保存草稿"}</Button>
            </Group>
          </Stack>
        </Form>
      </section>
      {video ? (
        <section aria-labelledby="paper-video-preview-title" className="console-preview">
          <h2 id="paper-video-preview-title">预览（学生看到的样子，按已保存的内容）</h2>
          <PaperVideoPlayView
            {...video.preview}
            hot={[]}
            hotTitle={paperVideoMessages.hotTitle}
            paths={videoPaths.desktop}
            preview
          />
        </section>
      ) : null}
    </Stack>
  );
}
