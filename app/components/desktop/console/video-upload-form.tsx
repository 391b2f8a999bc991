// 上传视频 (/console/videos): a real multipart form that posts without JavaScript (up to the form's limit). When
// JavaScript runs, the same form uploads through tus instead (tus-js-client, loaded only when a file is sent): in
// 5 MB pieces, each confirmed by the server, so a cut connection resumes where it stopped — also after the page is
// reloaded, since the client remembers unfinished uploads — with progress, 暂停 / 继续, up to the larger limit.
import { Button, Group, Progress, Stack, Text, TextInput } from "@mantine/core";
import { Form, useNavigate } from "@remix-run/react";
import { useRef, useState, type FormEvent } from "react";
import { useValidatedForm } from "~/components/shared/use-validated-form";
import { VIDEO_TITLE_MAX, videoLibraryMessages as m } from "~/modules/video-library/video-library-messages";
import type { loadVideoLibrary } from "~/modules/video-library/video-library-pages.server";
import { videoUploadSchema } from "~/modules/video-library/video-library-schemas";
import { FormAlert } from "./campus-views";

type VideoUploadSettings = Awaited<ReturnType<typeof loadVideoLibrary>>["upload"];

interface TusUpload {
  start(): void;
  abort(): Promise<void>;
}

type Sending = { state: "sending" | "paused"; sent: number; total: number; fileName: string } | null;

const CHUNK_BYTES = 5 * 1024 * 1024;

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The envelope's message in a refused tus response, or a sentence for a failed connection. */
function messageOf(error: Error & { originalResponse?: { getBody(): string } | null }): string {
  const body = error.originalResponse?.getBody();
  if (body) {
    try {
      const parsed = JSON.parse(body) as { msg?: string };
      if (parsed.msg) return parsed.msg;
    } catch {
      // Not ours: fall through.
    }
  }
  return "上传中断：网络连接失败。已上传的部分会保留，请检查网络后点“继续上传”";
}

export function VideoUploadForm({
  settings,
  result,
}: {
  settings: VideoUploadSettings;
  result?: { errors: Record<string, string>; values: { title: string } };
}) {
  const { onSubmit, field } = useValidatedForm(videoUploadSchema, ["title"], {
    values: result?.values,
    errors: result?.errors,
  });
  const navigate = useNavigate();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useRef<TusUpload | null>(null);
  const [sending, setSending] = useState<Sending>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const startTus = async (form: HTMLFormElement) => {
    const file = fileInput.current?.files?.[0];
    const title = String(new FormData(form).get("title") ?? "").trim();
    if (!file) {
      setProblem(m.fileRequired);
      return;
    }
    if (file.size > settings.uploadMaxBytes) {
      setProblem(m.tooLarge(settings.uploadMaxMb));
      return;
    }
    setProblem(null);
    const { Upload } = await import("tus-js-client");
    const tus = new Upload(file, {
      endpoint: settings.tusEndpoint,
      chunkSize: CHUNK_BYTES,
      retryDelays: [0, 1000, 3000, 5000, 10000],
      metadata: { title, filename: file.name, filetype: file.type },
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => setSending({ state: "sending", sent, total, fileName: file.name }),
      onSuccess: ({ lastResponse }) => {
        upload.current = null;
        try {
          const body = JSON.parse(lastResponse.getBody()) as { result?: { id?: number } };
          if (body.result?.id) {
            navigate(`/console/videos/${body.result.id}`);
            return;
          }
        } catch {
          // Fall back to the list below.
        }
        navigate("/console/videos");
      },
      onError: (error) => {
        setSending((now) => (now ? { ...now, state: "paused" } : now));
        setProblem(messageOf(error as Error & { originalResponse?: { getBody(): string } | null }));
        const status = (error as { originalResponse?: { getStatus(): number } | null }).originalResponse?.getStatus();
        // Refused by the server (not a lost connection): the upload is over; a new one starts from the beginning.
        if (status && status >= 400 && status < 500) {
          upload.current = null;
          setSending(null);
        }
      },
    });
    upload.current = tus;
    setSending({ state: "sending", sent: 0, total: file.size, fileName: file.name });
    const previous = await tus.findPreviousUploads();
    if (previous[0]) tus.resumeFromPreviousUpload(previous[0]);
    tus.start();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    onSubmit(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    void startTus(event.currentTarget).catch(() => {
      // tus-js-client did not load: the plain form still works.
      event.currentTarget.submit();
    });
  };

  const pause = async () => {
    await upload.current?.abort();
    setSending((now) => (now ? { ...now, state: "paused" } : now));
  };
  const resume = () => {
    setProblem(null);
    upload.current?.start();
    setSending((now) => (now ? { ...now, state: "sending" } : now));
  };

  const fileError = problem ?? result?.errors.file;
  const share = sending && sending.total > 0 ? Math.floor((sending.sent / sending.total) * 100) : 0;
  return (
    <Form method="post" encType="multipart/form-data" onSubmit={submit} noValidate aria-label="上传视频">
      <FormAlert message={result?.errors[""]} />
      <Stack gap="sm" maw={640}>
        <TextInput {...field("title")} id="video-title" label="视频标题" maxLength={VIDEO_TITLE_MAX} required />
        <div className="console-file-field">
          <label htmlFor="video-file">
            视频文件<span aria-hidden="true"> *</span>
          </label>
          <input
            ref={fileInput}
            id="video-file"
            name="file"
            type="file"
            accept="video/*,.mp4,.mov,.mkv,.webm,.avi,.flv,.ts,.mpg,.wmv"
            required
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? "video-file-hint video-file-error" : "video-file-hint"}
          />
          <p id="video-file-hint" className="console-field-hint">
            MP4、MOV、WebM、MKV、AVI 等视频，时长不超过 {settings.maxMinutes} 分钟。开启 JavaScript
            时可断点续传，文件最大 {settings.uploadMaxMb} MB；未开启时最大 {settings.formMaxMb}{" "}
            MB。上传后自动转为高清（720p，约 1.2 Mbps）与标清（360p，约 400 kbps）两种清晰度，慢速网络也能流畅播放。
          </p>
          {fileError ? (
            <p id="video-file-error" className="console-field-error" role="alert">
              {fileError}
            </p>
          ) : null}
        </div>
        {sending ? (
          <div>
            <Progress value={share} aria-label={`上传进度：${sending.fileName}`} />
            <Text size="sm" role="status">
              {sending.state === "paused" ? "已暂停：" : "正在上传："}
              {megabytes(sending.sent)} / {megabytes(sending.total)}（{share}%）
            </Text>
          </div>
        ) : null}
        <Group>
          {sending?.state === "sending" ? (
            <Button type="button" variant="default" onClick={() => void pause()}>
              暂停上传
            </Button>
          ) : sending?.state === "paused" ? (
            <Button type="button" onClick={resume}>
              继续上传
            </Button>
          ) : (
            <Button type="submit">上传视频</Button>
          )}
        </Group>
      </Stack>
    </Form>
  );
}
