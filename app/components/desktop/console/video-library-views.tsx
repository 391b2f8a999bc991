// 视频库 (/console/videos, issue 26): the upload form and every video with its state; one video's page with its
// progress while it is processed (refreshed every 3 s when JavaScript runs, a 刷新 link when not), why it failed
// with 重新处理, and once ready both renditions to watch as students will get them.
import { Button, Group, Stack, Text } from "@mantine/core";
import { Form, Link, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { formatClock } from "~/components/shared/media/duration";
import type {
  loadVideoAsset,
  loadVideoLibrary,
  VideoUploadResult,
} from "~/modules/video-library/video-library-pages.server";
import { videoLibraryMessages as m } from "~/modules/video-library/video-library-messages";
import { FormAlert } from "./campus-views";
import { VideoUploadForm } from "./video-upload-form";
import "./console.css";

type LibraryData = Awaited<ReturnType<typeof loadVideoLibrary>>;
type AssetData = Awaited<ReturnType<typeof loadVideoAsset>>;

const videosPath = "/console/videos";

function duration(seconds: number | null): string {
  return seconds === null ? "—" : formatClock(seconds);
}

export function VideoLibraryView({ data, result }: { data: LibraryData; result?: VideoUploadResult }) {
  return (
    <Stack gap="lg">
      <section aria-labelledby="video-upload-heading">
        <h2 id="video-upload-heading">上传视频</h2>
        {data.available ? (
          <VideoUploadForm settings={data.upload} result={result} />
        ) : (
          <FormAlert message={m.processingUnavailable} />
        )}
      </section>
      <section aria-labelledby="video-list-heading">
        <h2 id="video-list-heading">全部视频</h2>
        <Text size="sm">
          处理完成（“可用”）的视频有高清和标清两种清晰度，课程、真题解析和直播回放用它的媒体键引用。
        </Text>
        {data.videos.length === 0 ? (
          <Text>还没有视频。</Text>
        ) : (
          <table className="console-table">
            <caption>视频（{data.videos.length} 个，新上传的在前）</caption>
            <thead>
              <tr>
                <th scope="col">标题</th>
                <th scope="col">状态</th>
                <th scope="col">时长</th>
                <th scope="col">上传文件</th>
                <th scope="col">上传时间</th>
              </tr>
            </thead>
            <tbody>
              {data.videos.map((video) => (
                <tr key={video.id}>
                  <th scope="row">
                    <Link to={`${videosPath}/${video.id}`}>{video.title}</Link>
                  </th>
                  <td>{video.statusName}</td>
                  <td>{duration(video.durationSeconds)}</td>
                  <td>{video.origin === "demo" ? "演示视频" : `${video.fileName}（${video.sourceSizeText}）`}</td>
                  <td>{video.uploaded}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </Stack>
  );
}

/** While the video waits or is processed, its page asks again every 3 s (JavaScript on). */
function useRefreshWhileBusy(busy: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle" && document.visibilityState === "visible") revalidator.revalidate();
    }, 3_000);
    return () => clearInterval(timer);
  }, [busy, revalidator]);
}

export function VideoAssetPage({ data }: { data: AssetData }) {
  const { video, preview } = data;
  const busy = video.status === "queued" || video.status === "processing";
  useRefreshWhileBusy(busy);
  return (
    <Stack gap="lg">
      <p>
        <Link to={videosPath}>返回视频库</Link>
      </p>
      <dl className="console-details">
        <dt>状态</dt>
        <dd>
          <span role="status">{video.statusName}</span>
          {busy ? (
            <>
              {" "}
              <progress max={100} value={video.progress} aria-label="处理进度">
                {video.progress}%
              </progress>{" "}
              <Link to={`${videosPath}/${video.id}`}>刷新进度</Link>
            </>
          ) : null}
        </dd>
        {video.error ? (
          <>
            <dt>{video.status === "failed" ? "失败原因" : "上次处理的问题（将自动重试）"}</dt>
            <dd>{video.error}</dd>
          </>
        ) : null}
        <dt>上传文件</dt>
        <dd>{video.origin === "demo" ? "演示视频" : `${video.fileName}（${video.sourceSizeText}）`}</dd>
        <dt>时长</dt>
        <dd>{duration(video.durationSeconds)}</dd>
        {video.status === "ready" ? (
          <>
            <dt>高清</dt>
            <dd>
              {video.width} × {video.height}，{video.hdSizeText}
            </dd>
            <dt>标清</dt>
            <dd>{video.sdSizeText === "—" ? "无" : `360p，${video.sdSizeText}`}</dd>
            <dt>媒体键</dt>
            <dd>
              <code>{video.mediaKey}</code>
            </dd>
          </>
        ) : null}
        <dt>上传时间</dt>
        <dd>{video.uploaded}</dd>
        {video.processingMs !== null ? (
          <>
            <dt>处理用时</dt>
            <dd>{(video.processingMs / 1000).toFixed(1)} 秒</dd>
          </>
        ) : null}
      </dl>
      {video.status === "failed" && data.available ? (
        <Form method="post" action={videosPath}>
          <input type="hidden" name="intent" value="retry" />
          <input type="hidden" name="id" value={video.id} />
          <Button type="submit">重新处理</Button>
        </Form>
      ) : null}
      {preview ? (
        <section aria-labelledby="video-preview-heading">
          <h2 id="video-preview-heading">预览</h2>
          <Group align="flex-start" gap="lg">
            <figure className="console-video-preview">
              {/* biome-ignore lint/a11y/useMediaCaption: an uploaded video has no caption file yet (ADR 0040) */}
              <video
                controls
                preload="none"
                poster={preview.poster ?? undefined}
                aria-label={`高清预览：${video.title}`}
                src={preview.hd}
              />
              <figcaption>高清（{video.height}p）</figcaption>
            </figure>
            {preview.sd ? (
              <figure className="console-video-preview">
                {/* biome-ignore lint/a11y/useMediaCaption: as above */}
                <video
                  controls
                  preload="none"
                  poster={preview.poster ?? undefined}
                  aria-label={`标清预览：${video.title}`}
                  src={preview.sd}
                />
                <figcaption>标清（360p）</figcaption>
              </figure>
            ) : null}
          </Group>
        </section>
      ) : null}
    </Stack>
  );
}
