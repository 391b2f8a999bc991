// 写文章's rich editor (docs/decisions/0035): Mantine's TipTap integration, loaded by post-body-field.tsx with a dynamic
// import only when the writer asks for it (or asked last time), so no page's first visit carries it. It offers only
// what the server's allow-list keeps (headings 2–4, bold, italic, lists, quote, rule, links, our uploaded images) and
// keeps the form's contract: after each change the document is written back as the post markup into the `body`
// textarea (format=markup), so 预览 / 保存草稿 / 发布 / 上传图片 and autosave send what they always sent.
import { Button, Group, TextInput } from "@mantine/core";
import { RichTextEditor, type RichTextEditorLabels } from "@mantine/tiptap";
import "@mantine/tiptap/styles.css";
import Image from "@tiptap/extension-image";
import Link from "@tiptap/extension-link";
import { useEditor, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useNonce } from "~/lib/nonce";
import { postMessages as m } from "~/modules/square/post-messages";
import { isAllowedHref, isAllowedImageSrc } from "~/modules/square/post-links";
import { markupFromHtml } from "~/modules/square/post-markup-from-html";
import "./rich-body-editor.css";

export interface RichBodyEditorProps {
  /** The body as stored HTML (the server's rendering of the markup the textarea had). */
  initialHtml: string;
  /** The form's `body` textarea (hidden while the editor shows) and `format` input: where the markup goes. */
  bodyField: HTMLTextAreaElement;
  formatField: HTMLInputElement | null;
  labelId: string;
  describedBy: string;
  /** The field's message from the form's schema (shown by the field, under the editor). */
  error?: string;
  touch: boolean;
  autoFocus: boolean;
  /** The writer changed the text (clears the field's error, as typing in the textarea does). */
  onEdit: () => void;
  /** The editor wrote its markup into the textarea: from now on the form's body is markup. */
  onWritten: () => void;
}

const WRITE_BACK_MS = 300;

/** Images only from our uploads, and never made from typed "![…](…)" (the upload button puts them in). */
const UploadedImage = Image.extend({
  parseHTML() {
    return [
      {
        tag: "img[src]",
        getAttrs: (dom) => (isAllowedImageSrc((dom as HTMLElement).getAttribute("src") ?? "") ? null : false),
      },
    ];
  },
  addInputRules() {
    return [];
  },
}).configure({ inline: true, allowBase64: false });

/**
 * Pasted HTML without its event-handler attributes. Nothing of them reaches the document anyway (the schema copies only
 * href, src and alt) and none could run (ProseMirror parses into a detached document; the CSP forbids inline handlers),
 * but Chromium reports that detached parse as a CSP violation: this keeps the report for real attempts.
 */
const withoutHandlers = (html: string) =>
  html.replace(/<[^>]*>/g, (tag) => tag.replace(/([\s/])on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, "$1"));

const labels = m.editorLabels;
const mantineLabels: Partial<RichTextEditorLabels> = {
  boldControlLabel: labels.bold,
  italicControlLabel: labels.italic,
  bulletListControlLabel: labels.bulletList,
  orderedListControlLabel: labels.orderedList,
  blockquoteControlLabel: labels.blockquote,
  hrControlLabel: labels.hr,
  linkControlLabel: labels.link,
  unlinkControlLabel: labels.unlink,
  undoControlLabel: labels.undo,
  redoControlLabel: labels.redo,
  h2ControlLabel: labels.heading2,
  h3ControlLabel: labels.heading3,
  h4ControlLabel: labels.heading4,
};

function LinkIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M9 15l6-6" />
      <path d="M11 6l.46-.54a5 5 0 0 1 7.07 7.07l-.53.47" />
      <path d="M13 18l-.4.53a5.07 5.07 0 0 1-7.13 0 4.97 4.97 0 0 1 0-7.07l.53-.46" />
    </svg>
  );
}

/** 链接: asks for the address in a small panel under the toolbar; only http(s) or a site path is accepted. */
function LinkPanel({ editor, onClose, touch }: { editor: Editor; onClose: () => void; touch: boolean }) {
  const [href, setHref] = useState(() => String(editor.getAttributes("link").href ?? ""));
  const [error, setError] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);
  const apply = () => {
    const value = href.trim();
    const chain = editor.chain().focus().extendMarkRange("link");
    if (!value) {
      chain.unsetLink().run();
      onClose();
      return;
    }
    if (!isAllowedHref(value)) {
      setError(m.linkRefused);
      inputRef.current?.focus();
      return;
    }
    if (editor.state.selection.empty && !editor.isActive("link")) {
      // Nothing selected: the address itself becomes the linked text.
      chain.insertContent({ type: "text", text: value, marks: [{ type: "link", attrs: { href: value } }] }).run();
    } else {
      chain.setLink({ href: value }).run();
    }
    onClose();
  };
  // Inside the page's form: Enter must not submit it, Escape leaves the panel.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      apply();
    } else if (event.key === "Escape") {
      event.preventDefault();
      editor.commands.focus();
      onClose();
    }
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar popover whose input is never submitted, so not a fieldset of the form
    <div className="post-rich__link" id="post-body-link-panel" role="group" aria-label={labels.link}>
      <TextInput
        ref={inputRef}
        id="post-body-link"
        label={m.linkAddress}
        description={m.linkHelp}
        value={href}
        onChange={(event) => {
          setHref(event.currentTarget.value);
          setError("");
        }}
        onKeyDown={onKeyDown}
        error={error || undefined}
        type="text"
        inputMode="url"
        autoComplete="off"
        size={touch ? "md" : "sm"}
      />
      <Group gap="xs" mt="xs">
        <Button type="button" size={touch ? "sm" : "xs"} onClick={apply}>
          {m.linkApply}
        </Button>
        <Button
          type="button"
          size={touch ? "sm" : "xs"}
          variant="default"
          onClick={() => {
            editor.commands.focus();
            onClose();
          }}
        >
          {m.linkCancel}
        </Button>
      </Group>
    </div>
  );
}

export function RichBodyEditor({
  initialHtml,
  bodyField,
  formatField,
  labelId,
  describedBy,
  error,
  touch,
  autoFocus,
  onEdit,
  onWritten,
}: RichBodyEditorProps) {
  const nonce = useNonce();
  const [linkOpen, setLinkOpen] = useState(false);
  // Whether the writer changed anything: until then the textarea keeps the markup exactly as it was written.
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const onEditRef = useRef(onEdit);
  onEditRef.current = onEdit;
  const writeBackRef = useRef<() => string | null>(() => null);

  const attributes = (invalid: boolean) => ({
    id: "post-body-editor",
    role: "textbox",
    "aria-multiline": "true",
    "aria-required": "true",
    "aria-labelledby": labelId,
    "aria-describedby": describedBy,
    "aria-invalid": invalid ? "true" : "false",
    class: "post-rich__document",
  });

  const editor = useEditor({
    extensions: [
      StarterKit.configure({ code: false, codeBlock: false, strike: false, heading: { levels: [2, 3, 4] } }),
      Link.configure({
        openOnClick: false,
        autolink: false,
        linkOnPaste: false,
        HTMLAttributes: { target: null, rel: "nofollow ugc noopener", class: null },
        isAllowedUri: (url) => isAllowedHref(url),
      }),
      UploadedImage,
    ],
    content: initialHtml,
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    // TipTap's own small stylesheet is a <style> element: it needs the page's CSP nonce.
    injectNonce: nonce || undefined,
    // Pasted text stays text ("**a**" is not made bold): only pasted HTML brings structure, through the schema above.
    enablePasteRules: false,
    editorProps: { attributes: attributes(Boolean(error)), transformPastedHTML: withoutHandlers },
    onUpdate: () => {
      dirty.current = true;
      onEditRef.current();
      clearTimeout(timer.current);
      timer.current = setTimeout(() => writeBackRef.current(), WRITE_BACK_MS);
    },
  });

  const writeBack = (): string | null => {
    clearTimeout(timer.current);
    if (!editor || !dirty.current) return null;
    const markup = markupFromHtml(editor.getHTML(), { tightenLists: true });
    bodyField.value = markup;
    if (formatField) formatField.value = "markup";
    onWritten();
    return markup;
  };
  writeBackRef.current = writeBack;

  // biome-ignore lint/correctness/useExhaustiveDependencies: attributes() is remade each render; it reads only the error and the two ids listed
  useEffect(() => {
    editor?.setOptions({
      editorProps: { attributes: attributes(Boolean(error)), transformPastedHTML: withoutHandlers },
    });
  }, [editor, error, labelId, describedBy]);

  useEffect(() => {
    if (editor && autoFocus) editor.commands.focus("end");
  }, [editor, autoFocus]);

  // Whoever reads the form (a submit, autosave's FormData) gets the document as it is now, not 300 ms ago.
  useEffect(() => {
    const form = bodyField.form;
    if (!form) return;
    const onFormData = (event: FormDataEvent) => {
      const markup = writeBackRef.current();
      if (markup === null) return;
      event.formData.set("body", markup);
      event.formData.set("format", "markup");
    };
    form.addEventListener("formdata", onFormData);
    return () => {
      form.removeEventListener("formdata", onFormData);
      // Back to the textarea (or the page left): it gets the last words.
      writeBackRef.current();
    };
  }, [bodyField]);

  if (!editor) return null;
  const heading = (level: 2 | 3 | 4, label: string) => (
    <RichTextEditor.Control
      onClick={() => editor.chain().focus().toggleHeading({ level }).run()}
      active={editor.isActive("heading", { level })}
      className="post-rich__text-control"
    >
      {label}
    </RichTextEditor.Control>
  );

  return (
    <RichTextEditor
      editor={editor}
      labels={mantineLabels}
      className={touch ? "post-rich post-rich--touch" : "post-rich"}
      classNames={{ control: "post-rich__control" }}
    >
      <RichTextEditor.Toolbar role="group" aria-label={m.toolbar}>
        <RichTextEditor.ControlsGroup>
          {heading(2, labels.heading2)}
          {heading(3, labels.heading3)}
          {heading(4, labels.heading4)}
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
          <RichTextEditor.Hr />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Control
            onClick={() => setLinkOpen(true)}
            active={editor.isActive("link")}
            aria-label={labels.link}
            title={labels.link}
            aria-expanded={linkOpen}
            aria-controls={linkOpen ? "post-body-link-panel" : undefined}
          >
            <LinkIcon />
          </RichTextEditor.Control>
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      {linkOpen ? <LinkPanel editor={editor} touch={touch} onClose={() => setLinkOpen(false)} /> : null}
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}
