// 直播管理 (/console/lives, issue 26): the list of every live and the editor beside its preview. Real forms that work
// without JavaScript; with it the same zod schema checks first. The preview is the student's own live view.
import { Button, Checkbox, Group, NativeSelect, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { Form, Link } from "@remix-run/react";
import { LiveDetailView } from "~/components/shared/live/live-views";
import { PaginationLinks } from "~/components/shared/course/pagination-links";
import { useValidatedForm } from "~/components/shared/use-validated-form";
import {
  LIVE_INTRODUCTION_MAX,
  LIVE_STREAM_URL_MAX,
  LIVE_TEACHER_MAX,
  LIVE_TITLE_MAX,
} from "~/modules/console/live-editor-messages";
import type {
  LiveEditorFormResult,
  loadLiveEditor,
  loadLiveEditorList,
} from "~/modules/console/live-editor-pages.server";
import { liveFields, liveSchema } from "~/modules/console/live-editor-schemas";
import { liveMessages } from "~/modules/live/live-messages";
import { videoPaths } from "~/modules/video/video-paths";
import { FormAlert } from "./campus-views";
import { VideoChoiceField } from "./video-choice-field";
import "./console.css";

type Loaded<T extends (...args: never[]) => unknown> = Awaited<ReturnType<T>>;

const listPath = "/console/lives";

export function LiveEditorListView({ data }: { data: Loaded<typeof loadLiveEditorList> }) {
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
        <Button component={Link} to="/console/lives/new">
          新建直播
        </Button>
      </Group>
      {data.items.length === 0 ? (
        <Text>{data.state === "draft" ? "没有草稿。" : "还没有直播。"}</Text>
      ) : (
        <table className="console-table">
          <caption>直播（共 {data.total} 场，开播时间最晚的在前）</caption>
          <thead>
            <tr>
              <th scope="col">标题</th>
              <th scope="col">主讲</th>
              <th scope="col">科目</th>
              <th scope="col">开播时间（北京时间）</th>
              <th scope="col">进行状态</th>
              <th scope="col">发布状态</th>
              <th scope="col">最后修改</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((item) => (
              <tr key={item.id}>
                <th scope="row">
                  <Link to={item.href}>{item.title}</Link>
                </th>
                <td>{item.teacher}</td>
                <td>{item.subjectName}</td>
                <td>{item.starts}</td>
                <td>{item.statusName}</td>
                <td>{item.stateName}</td>
                <td>{item.updated}</td>
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
        label="直播分页"
      />
    </Stack>
  );
}

type EditorData = Loaded<typeof loadLiveEditor>;

export function LiveEditorView({ data, result }: { data: EditorData; result?: LiveEditorFormResult }) {
  const live = data.live;
  const action = live ? `/console/lives/${live.id}` : "/console/lives/new";
  const values = result?.values ?? live?.values;
  const { onSubmit, field } = useValidatedForm(liveSchema, liveFields, { values, errors: result?.errors });
  const { defaultValue: free, ...freeField } = field("free");
  const { defaultValue: keepReplay, ...keepReplayField } = field("keepReplay");
  const published = live?.state === "published";
  return (
    <Stack gap="lg">
      <Text>
        <Link to={listPath}>← 全部直播</Link>
      </Text>
      {live ? (
        <section aria-labelledby="live-state-title">
          <h2 id="live-state-title">状态</h2>
          <Group gap="sm">
            <Text fw={700}>{published ? "已发布" : "草稿"}</Text>
            <Text size="sm">
              {live.statusName}；最后修改 {live.updated}
            </Text>
            {live.studentHref ? <Link to={live.studentHref}>在学生页面查看</Link> : null}
          </Group>
          <Form method="post" action={action}>
            <input type="hidden" name="intent" value={published ? "unpublish" : "publish"} />
            <Text size="sm" my="xs">
              {published
                ? "下架后学生看不到这场直播；预约、观看记录都保留，重新发布后照常显示。"
                : "发布前请看一眼下面的预览，并确认已填写直播地址或选择了回放视频。发布后学生立即能在直播中看到。"}
            </Text>
            <Button type="submit" color={published ? "red" : undefined} variant="outline">
              {published ? "下架" : "发布"}
            </Button>
          </Form>
        </section>
      ) : null}
      <section aria-labelledby="live-form-title">
        <h2 id="live-form-title">{live ? "内容" : "新直播（保存为草稿）"}</h2>
        <FormAlert message={result?.errors[""]} />
        <Form method="post" action={action} onSubmit={onSubmit} noValidate>
          <input type="hidden" name="intent" value="save" />
          {live ? <input type="hidden" name="version" value={live.version} /> : null}
          <Stack gap="sm" maw={760}>
            <TextInput {...field("title")} id="live-title-input" label="标题" maxLength={LIVE_TITLE_MAX} required />
            <Group grow align="flex-start">
              <TextInput
                {...field("teacher")}
                id="live-teacher"
                label="主讲老师"
                maxLength={LIVE_TEACHER_MAX}
                required
              />
              <NativeSelect
                {...field("subject")}
                id="live-subject"
                label="科目"
                required
                data={[{ value: "", label: "请选择" }, ...data.subjects]}
              />
            </Group>
            <Group grow align="flex-start">
              <TextInput
                {...field("startsAt")}
                id="live-starts-at"
                type="datetime-local"
                label="开始时间（北京时间）"
                description="如 2026-12-10 19:30"
                required
              />
              <TextInput
                {...field("endsAt")}
                id="live-ends-at"
                type="datetime-local"
                label="结束时间（北京时间）"
                description="晚于开始时间，最长 12 小时"
                required
              />
            </Group>
            <TextInput
              {...field("streamUrl")}
              id="live-stream-url"
              type="url"
              label="直播地址（可选）"
              description="直播服务商提供的播放地址：https:// 开头的 HLS（.m3u8）或 MP4；直播期间学生播放它"
              maxLength={LIVE_STREAM_URL_MAX}
            />
            <VideoChoiceField
              id="live-video"
              choices={data.videos}
              value={values?.videoId}
              error={field("videoId").error}
              label="回放视频（可选）"
              required={false}
              emptyLabel="暂无回放"
            />
            {live?.replayOutsideLibrary ? (
              <Checkbox
                {...keepReplayField}
                id="live-keep-replay"
                value="on"
                defaultChecked={keepReplay === "on"}
                label="未选择回放视频时保留现有回放（不在视频库中的录像）"
              />
            ) : null}
            <Textarea
              {...field("introduction")}
              id="live-introduction"
              label="简介（可选）"
              maxLength={LIVE_INTRODUCTION_MAX}
              autosize
              minRows={3}
              maxRows={12}
            />
            <Checkbox
              {...freeField}
              id="live-free"
              value="on"
              defaultChecked={free === "on"}
              label="免费直播（所有人可看；不勾选则按科目授权）"
            />
            {published ? <Text size="sm">这场直播已发布：保存后学生立即看到修改。</Text> : null}
            <Group>
              <Button type="submit">{live ? "保存" : "保存草稿"}</Button>
            </Group>
          </Stack>
        </Form>
      </section>
      {live ? (
        <section aria-labelledby="live-preview-title" className="console-preview">
          <h2 id="live-preview-title">预览（学生此刻看到的样子，按已保存的内容）</h2>
          <LiveDetailView
            {...live.preview}
            paths={videoPaths.desktop}
            notStartedText={liveMessages.notStartedYet}
            preview
          />
        </section>
      ) : null}
    </Stack>
  );
}
