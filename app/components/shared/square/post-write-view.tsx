// 写文章 in both trees (docs/decisions/0030): one plain multipart form — title, category, body in the documented markup,
// 1–2 tags, an optional video link of the site, an image upload — with 预览 / 保存草稿 / 发布 (and 上传图片) as submit
// buttons told apart by `intent`. Without JavaScript every button is a post and the server answers with the page. With
// JavaScript the same zod schema checks the form first, and the draft is saved every 20 s and when the page is left
// (fetch keepalive to /api/Square/drafts), carrying the revision it was based on: when another tab moved the draft on,
// the server keeps this text as a new draft and the page says so and continues on it. The body's field offers the rich
// editor once JavaScript runs (post-body-field.tsx, docs/decisions/0035); the form's contract stays the same.
import { Alert, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { Form, Link } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { postMessages as m } from "~/modules/square/post-messages";
import { postFormSchema, type PostFormValues } from "~/modules/square/post-schemas";
import { groupMessages } from "~/modules/groups/group-messages";
import { SelectField } from "~/components/shared/select-field";
import { PostBodyField } from "./post-body-field";
import "./square.css";
import { HoneypotFields } from "../honeypot-fields";

export interface WritePageData {
  values: PostFormValues;
  post: {
    state: string;
    published: boolean;
    pending: boolean;
    reviewOutcome: string | null;
    reviewReason: string;
  } | null;
  /** The study group a new post is made in (?groupId=), or the one a resumed post was made in (docs/decisions/0034). */
  group?: { id: number; name: string } | null;
  noSchool: boolean;
  categories: Array<{ code: string; name: string }>;
  limitsText: string;
  autosaveSeconds: number;
  paths: { drafts: string; articles: string };
}

export interface WriteResult {
  values: PostFormValues;
  errors: Record<string, string>;
  preview: string | null;
  notice: string | null;
}

const AUTOSAVE_URL = "/api/Square/drafts";

/** The form's content as the drafts API takes it, or null when there is nothing worth saving yet. */
function draftBody(form: HTMLFormElement): Record<string, unknown> | null {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "");
  if (!text("title").trim() && !text("body").trim()) return null;
  const id = text("id");
  const base = text("baseRevision");
  return {
    ...(id ? { id: Number(id) } : {}),
    ...(base ? { baseRevision: Number(base) } : {}),
    // A new post in a study group keeps its group (docs/decisions/0034); once saved, the post row has it.
    ...(!id && text("groupId") ? { groupId: Number(text("groupId")) } : {}),
    title: text("title"),
    category: text("category") || undefined,
    body: text("body"),
    format: text("format") || "markup",
    tags: [text("tag1"), text("tag2")].filter((tag) => tag.trim() !== ""),
    videoLink: text("videoLink") || undefined,
  };
}

interface DraftPointer {
  id: string;
  baseRevision: string;
}

function useAutosave(
  formRef: React.RefObject<HTMLFormElement>,
  seconds: number,
  writePath: string,
  onSaved: (pointer: DraftPointer) => void,
  /** Changes when the server answered with new content (a save, a preview): what is saved starts from there. */
  formKey: string,
) {
  const [status, setStatus] = useState("");
  const [conflict, setConflict] = useState(false);
  const lastSent = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: onSaved is a state setter; formKey restarts the autosave for each new form
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const initial = draftBody(form);
    lastSent.current = initial ? JSON.stringify({ ...initial, id: undefined, baseRevision: undefined }) : null;
    let busy = false;
    const save = async (leaving: boolean) => {
      const body = draftBody(form);
      if (!body || busy) return;
      const fingerprint = JSON.stringify({ ...body, id: undefined, baseRevision: undefined });
      if (fingerprint === lastSent.current) return;
      busy = true;
      try {
        const response = await fetch(AUTOSAVE_URL, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
          credentials: "same-origin",
          keepalive: leaving,
        });
        if (leaving) return;
        const envelope = (await response.json()) as {
          code: number;
          msg: string;
          result: { id: number; revision: number; savedAsNew: boolean } | null;
        };
        if (envelope.code !== 200 || !envelope.result) {
          setStatus(m.autosaveFailed);
          return;
        }
        lastSent.current = fingerprint;
        const { id, revision, savedAsNew } = envelope.result;
        // Hidden inputs are React state (a hidden input's value is its attribute, which a re-render would reset).
        const pointer = { id: String(id), baseRevision: String(revision) };
        for (const [name, value] of Object.entries(pointer))
          (form.elements.namedItem(name) as HTMLInputElement).value = value;
        onSaved(pointer);
        if (savedAsNew) setConflict(true);
        window.history.replaceState(window.history.state, "", `${writePath}?id=${id}`);
        setStatus(
          m.autosaved(
            new Date().toLocaleTimeString("zh-CN", {
              hour: "2-digit",
              minute: "2-digit",
              second: "2-digit",
              hour12: false,
            }),
          ),
        );
      } catch {
        if (!leaving) setStatus(m.autosaveFailed);
      } finally {
        busy = false;
      }
    };
    const timer = window.setInterval(() => void save(false), seconds * 1000);
    const onLeave = () => void save(true);
    window.addEventListener("pagehide", onLeave);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("pagehide", onLeave);
    };
  }, [formRef, seconds, writePath, formKey]);
  return { status, conflict };
}

export function PostWriteView({
  page,
  result,
  writePath,
  touch = false,
}: {
  page: WritePageData;
  result?: WriteResult;
  writePath: string;
  touch?: boolean;
}) {
  const values = result?.values ?? page.values;
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Record<string, string>>({
    mode: "uncontrolled",
    initialValues: values,
    initialErrors: result?.errors,
  });
  const serverErrors = JSON.stringify(result?.errors ?? {});
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the messages' content, not the form object's identity
  useEffect(() => {
    form.setErrors(JSON.parse(serverErrors) as Record<string, string>);
  }, [serverErrors]);
  const [pointer, setPointer] = useState<DraftPointer>({ id: values.id, baseRevision: values.baseRevision });
  useEffect(() => setPointer({ id: values.id, baseRevision: values.baseRevision }), [values.id, values.baseRevision]);
  const key = `${values.id}:${values.baseRevision}:${values.body.length}:${result?.notice ?? ""}`;
  const { status, conflict } = useAutosave(formRef, page.autosaveSeconds, writePath, setPointer, key);

  // The same schema as the server, over what this button would send (its intent included).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const data = new FormData(event.currentTarget);
    if (submitter?.name) data.set(submitter.name, submitter.value);
    if (data.get("intent") === "upload") return;
    const parsed = postFormSchema.safeParse(
      Object.fromEntries([...data.entries()].filter(([, value]) => typeof value === "string")),
    );
    if (parsed.success) return;
    event.preventDefault();
    form.setErrors(fieldErrorsOf(parsed.error));
    const element = event.currentTarget;
    requestAnimationFrame(() => element.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
  };
  const error = (name: string) => {
    const message = form.errors[name];
    return typeof message === "string" && message ? message : undefined;
  };
  const field = (name: keyof PostFormValues) => ({
    name,
    defaultValue: values[name],
    error: error(name),
    onChange: () => {
      if (form.errors[name]) form.clearFieldError(name);
    },
  });
  const size = touch ? "lg" : "sm";

  return (
    <Stack gap="md" className="post-write">
      {page.post?.reviewOutcome ? (
        <Alert
          color="red"
          variant="light"
          title={page.post.reviewOutcome === "hidden" ? "这篇文章已被隐藏" : "上次提交未通过审核"}
        >
          原因：{page.post.reviewReason}
        </Alert>
      ) : null}
      {page.post?.published ? (
        <Text size="sm">这篇文章已发布。修改后点「发布」会重新提交审核，通过前读者仍看到原来的版本。</Text>
      ) : null}
      {page.post?.pending ? <Text size="sm">这篇文章有一个版本正在审核中；再次发布会以新版本替换它。</Text> : null}
      {page.group ? <Text size="sm">{groupMessages.postingTo(page.group.name)}</Text> : null}
      {page.noSchool ? (
        <Alert color="yellow" variant="light">
          {m.noModerator}
        </Alert>
      ) : null}
      {conflict ? (
        <Alert color="yellow" variant="light" role="alert">
          {m.savedAsNewDraft}
        </Alert>
      ) : null}
      {result?.errors[""] ? (
        <Alert color="red" variant="light" role="alert" title="未能提交">
          {result.errors[""]}
        </Alert>
      ) : null}
      {result?.notice ? <Text size="sm">{result.notice}</Text> : null}
      <Form
        method="post"
        encType="multipart/form-data"
        ref={formRef}
        onSubmit={onSubmit}
        noValidate
        key={key}
        aria-label="写文章"
      >
        <input type="hidden" name="id" value={pointer.id} />
        <input type="hidden" name="baseRevision" value={pointer.baseRevision} />
        <input type="hidden" name="format" defaultValue={values.format || "markup"} />
        <HoneypotFields />
        {page.group && !values.id ? <input type="hidden" name="groupId" defaultValue={page.group.id} /> : null}
        <Stack gap="sm">
          <TextInput
            {...field("title")}
            id="post-title"
            label="标题"
            required
            maxLength={80}
            size={size}
            autoComplete="off"
          />
          <SelectField {...field("category")} id="post-category" label="分类" required size={size}>
            <option value="">请选择分类</option>
            {page.categories.map((category) => (
              <option key={category.code} value={category.code}>
                {category.name}
              </option>
            ))}
          </SelectField>
          <PostBodyField
            defaultValue={values.body}
            error={error("body")}
            onChange={field("body").onChange}
            touch={touch}
          />
          <Group grow align="flex-start">
            <TextInput
              {...field("tag1")}
              id="post-tag1"
              label="标签 1"
              required
              maxLength={20}
              size={size}
              autoComplete="off"
            />
            <TextInput
              {...field("tag2")}
              id="post-tag2"
              label="标签 2（可选）"
              maxLength={20}
              size={size}
              autoComplete="off"
            />
          </Group>
          <TextInput
            {...field("videoLink")}
            id="post-video"
            label="相关视频（可选）"
            description="本站视频页面的地址，例如 /videoPlay?id=12"
            size={size}
            autoComplete="off"
          />
          <Group align="flex-end">
            <div className="post-upload">
              <label htmlFor="post-image">插入图片（PNG、JPEG、GIF、WebP）</label>
              <input
                id="post-image"
                type="file"
                name="image"
                accept="image/png,image/jpeg,image/gif,image/webp"
                aria-describedby={error("image") ? "post-image-error" : undefined}
              />
              {error("image") ? (
                <Text id="post-image-error" size="sm" c="red.8">
                  {error("image")}
                </Text>
              ) : null}
            </div>
            <Button type="submit" name="intent" value="upload" variant="default" size={size}>
              上传图片
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {page.limitsText}
          </Text>
          <Group>
            <Button type="submit" name="intent" value="preview" variant="default" size={size}>
              预览
            </Button>
            <Button type="submit" name="intent" value="draft" variant="default" size={size}>
              保存草稿
            </Button>
            <Button type="submit" name="intent" value="publish" size={size}>
              发布
            </Button>
          </Group>
          <Text size="sm" aria-live="polite" className="post-autosave">
            {status}
          </Text>
        </Stack>
      </Form>
      {result?.preview !== null && result?.preview !== undefined ? (
        <section aria-labelledby="post-preview-title" className="post-preview">
          <h2 id="post-preview-title">预览</h2>
          <h3 className="post-preview__title">{values.title || m.untitled}</h3>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the preview is the server's sanitised rendering (sanitize-html, the posts' allow-list) of the draft */}
          <div className="post-body" dangerouslySetInnerHTML={{ __html: result.preview }} />
        </section>
      ) : null}
      <Group gap="md">
        <Link to={page.paths.drafts}>我的草稿</Link>
        <Link to={page.paths.articles}>我的文章</Link>
      </Group>
    </Stack>
  );
}
