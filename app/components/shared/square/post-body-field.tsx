// 写文章's 正文 (docs/decisions/0035): the markup textarea the server renders — all a visitor without JavaScript gets —
// and, once the page runs, the offer of the rich editor. Pressing 「使用富文本编辑器」 loads the editor's chunk with a
// dynamic import (never part of the page's first load) and remembers the choice in localStorage, so a later visit opens
// it by itself after hydration. The textarea stays the form's field: hidden while the editor shows, it holds the markup
// the editor writes. Until the chunk is there the textarea stays usable; if it fails to load, the textarea stays.
import { Button, Group, Input, Text, Textarea } from "@mantine/core";
import { useEffect, useRef, useState, type ComponentType } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { postMessages as m } from "~/modules/square/post-messages";
import { loadOptionalChunk } from "~/lib/optional-chunk";
import type { RichBodyEditorProps } from "./rich-body-editor";

/** The remembered choice (spec section 3: local-storage keys carry the production_ suffix). */
const RICH_EDITOR_STORAGE_KEY = "rich_editor_production_";
const PREVIEW_URL = "/api/Square/preview";

const DESCRIPTION =
  "支持简单标记：# 标题、- 列表、1. 编号、> 引用、**加粗**、*斜体*、[文字](链接)、![说明](/uploads/图片)。";

function remembered(): boolean {
  try {
    return localStorage.getItem(RICH_EDITOR_STORAGE_KEY) === "1";
  } catch {
    return false;
  }
}

function remember(on: boolean) {
  try {
    if (on) localStorage.setItem(RICH_EDITOR_STORAGE_KEY, "1");
    else localStorage.removeItem(RICH_EDITOR_STORAGE_KEY);
  } catch {
    // private mode: the choice lasts this page only
  }
}

/** The body as the server will store it: its own renderer, so the editor starts from exactly what readers would see. */
async function storedHtml(body: string, format: string): Promise<string> {
  const response = await fetch(PREVIEW_URL, {
    method: "POST",
    headers: { "content-type": "application/json" },
    credentials: "same-origin",
    body: JSON.stringify({ body, format }),
  });
  const envelope = (await response.json()) as { code: number; result: { html: string } | null };
  if (envelope.code !== 200 || !envelope.result) throw new Error(`preview ${envelope.code}`);
  return envelope.result.html;
}

/** The editor's chunk and the current text as HTML (again if the writer typed on while it loaded). */
async function loadEditor(textarea: HTMLTextAreaElement, format: () => string) {
  let source = textarea.value;
  // The shell reloads the page when a chunk fails to load (a deployment replaced it); here the textarea stays instead,
  // with the writer's text in it.
  const [module, first] = await Promise.all([
    loadOptionalChunk(() => import("./rich-body-editor")),
    storedHtml(source, format()),
  ]);
  let html = first;
  while (textarea.value !== source) {
    source = textarea.value;
    html = await storedHtml(source, format());
  }
  return { Editor: module.RichBodyEditor, html };
}

type Mode =
  | { kind: "markup"; failed: boolean }
  | { kind: "loading" }
  | { kind: "rich"; Editor: ComponentType<RichBodyEditorProps>; html: string; focus: boolean };

export interface PostBodyFieldProps {
  defaultValue: string;
  error?: string;
  /** Clears the field's error once the writer changes the text. */
  onChange: () => void;
  touch: boolean;
  /** The field's name and id (写文章's `body`; 资讯发布's `content`). */
  name?: string;
  id?: string;
}

export function PostBodyField({
  defaultValue,
  error,
  onChange,
  touch,
  name = "body",
  id = "post-body",
}: PostBodyFieldProps) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const hydrated = useHydrated();
  const [mode, setMode] = useState<Mode>({ kind: "markup", failed: false });
  const live = useRef(true);
  // Once the editor has written markup into the field, the form sends format=markup — even after 改用标记文本, and even
  // if a re-render of the page put the hidden input back to a draft's stored format (html, from the API).
  const converted = useRef(false);
  useEffect(() => {
    const form = textareaRef.current?.form;
    if (!form) return;
    const onFormData = (event: FormDataEvent) => {
      if (converted.current) event.formData.set("format", "markup");
    };
    form.addEventListener("formdata", onFormData);
    return () => form.removeEventListener("formdata", onFormData);
  }, []);

  const open = (focus: boolean) => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    setMode({ kind: "loading" });
    const format = () => (textarea.form?.elements.namedItem("format") as HTMLInputElement | null)?.value || "markup";
    loadEditor(textarea, format)
      .then(({ Editor, html }) => {
        if (!live.current) return;
        // Focus follows the writer: into the editor if they asked for it or were typing in the textarea.
        setMode({ kind: "rich", Editor, html, focus: focus || document.activeElement === textarea });
      })
      .catch(() => {
        if (live.current) setMode({ kind: "markup", failed: true });
      });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per field (the form is keyed by the content the server answered with)
  useEffect(() => {
    live.current = true;
    if (remembered()) open(false);
    return () => {
      live.current = false;
    };
  }, []);

  const rich = mode.kind === "rich";
  const size = touch ? "lg" : "sm";
  return (
    <div className="post-body-field">
      {mode.kind === "rich" ? (
        <>
          <Input.Label id={`${id}-rich-label`} labelElement="div" required size={size}>
            正文
          </Input.Label>
          <Input.Description id={`${id}-rich-help`} size={size} mb={4}>
            {m.richEditorHelp}
          </Input.Description>
          <mode.Editor
            initialHtml={mode.html}
            bodyField={textareaRef.current!}
            formatField={(textareaRef.current!.form?.elements.namedItem("format") as HTMLInputElement | null) ?? null}
            labelId={`${id}-rich-label`}
            describedBy={error ? `${id}-rich-help ${id}-rich-error` : `${id}-rich-help`}
            error={error}
            touch={touch}
            autoFocus={mode.focus}
            onEdit={onChange}
            onWritten={() => {
              converted.current = true;
            }}
          />
          {error ? (
            <Input.Error id={`${id}-rich-error`} size={size} mt={4}>
              {error}
            </Input.Error>
          ) : null}
        </>
      ) : null}
      {/* The form's field in both modes; while the editor shows it is hidden and holds the editor's markup. */}
      <Textarea
        ref={textareaRef}
        name={name}
        defaultValue={defaultValue}
        error={rich ? undefined : error}
        onChange={onChange}
        id={id}
        label="正文"
        required
        description={DESCRIPTION}
        autosize
        minRows={touch ? 10 : 16}
        size={size}
        style={rich ? { display: "none" } : undefined}
      />
      {hydrated ? (
        <Group gap="sm" mt="xs" align="center">
          {rich ? (
            <Button
              type="button"
              variant="default"
              size={touch ? "sm" : "xs"}
              onClick={() => {
                remember(false);
                setMode({ kind: "markup", failed: false });
                requestAnimationFrame(() => textareaRef.current?.focus());
              }}
            >
              {m.useMarkup}
            </Button>
          ) : (
            <Button
              type="button"
              variant="default"
              size={touch ? "sm" : "xs"}
              disabled={mode.kind === "loading"}
              onClick={() => {
                remember(true);
                open(true);
              }}
            >
              {m.useRichEditor}
            </Button>
          )}
          <Text size="sm" aria-live="polite" className="post-body-field__status">
            {mode.kind === "loading" ? m.richEditorLoading : ""}
          </Text>
        </Group>
      ) : null}
      {mode.kind === "markup" && mode.failed ? (
        <Text size="sm" c="red.8" role="alert" mt={4}>
          {m.richEditorFailed}
        </Text>
      ) : null}
      {rich ? null : (
        <details className="post-markup-help">
          <summary>标记语法说明</summary>
          <ul>
            <li>
              <code># 小标题</code>、<code>## 更小的标题</code>：单独一行
            </li>
            <li>
              <code>- 内容</code> 无序列表，<code>1. 内容</code> 有序列表
            </li>
            <li>
              <code>&gt; 内容</code> 引用
            </li>
            <li>
              <code>**加粗**</code>、<code>*斜体*</code>
            </li>
            <li>
              <code>[文字](https://…)</code> 或 <code>[文字](/policy)</code> 链接（只允许 http(s) 与本站地址）
            </li>
            <li>图片：用下面的「上传图片」插入，只能使用本站上传的图片</li>
            <li>空一行开始新段落；直接输入的 HTML 会原样显示为文字</li>
          </ul>
        </details>
      )}
    </div>
  );
}
