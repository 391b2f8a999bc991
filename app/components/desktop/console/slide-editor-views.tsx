// 轮播图 (/console/slides, issue 26): the slides in the carousel's order with their state and order buttons, the form
// to add one, and the editor of one beside its preview as the home page draws it. Real forms that work without
// JavaScript (the image is a multipart upload); with it the same zod schema checks first.
import { Button, Group, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { Form, Link } from "@remix-run/react";
import { useValidatedForm } from "~/components/shared/use-validated-form";
import type { loadSlideEditor, SlideFormResult } from "~/modules/console/slide-editor-pages.server";
import {
  SLIDE_ALT_MAX,
  SLIDE_IMAGE_HEIGHT,
  SLIDE_IMAGE_MIN_HEIGHT,
  SLIDE_IMAGE_MIN_WIDTH,
  SLIDE_IMAGE_WIDTH,
  SLIDE_LINK_MAX,
  SLIDE_TITLE_MAX,
} from "~/modules/console/slide-editor-messages";
import { slideFields, slideSchema } from "~/modules/console/slide-editor-schemas";
import { FormAlert } from "./campus-views";
import "./console.css";

type SlidesData = Awaited<ReturnType<typeof loadSlideEditor>>;
type Slide = SlidesData["slides"][number];

const slidesPath = "/console/slides";

function daysText(slide: Pick<Slide, "from" | "to">): string {
  if (!slide.from && !slide.to) return "一直显示";
  return `${slide.from || "上线起"} 至 ${slide.to || "长期"}`;
}

function SlideActionForm({
  slide,
  intent,
  label,
  direction,
  back,
  disabled,
}: {
  slide: Slide;
  intent: "publish" | "unpublish" | "move";
  label: string;
  direction?: "up" | "down";
  back?: "edit";
  disabled?: boolean;
}) {
  return (
    <Form method="post" action={slidesPath}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={slide.id} />
      {direction ? <input type="hidden" name="direction" value={direction} /> : null}
      {back ? <input type="hidden" name="back" value={back} /> : null}
      <Button
        type="submit"
        variant="subtle"
        size="compact-sm"
        color={intent === "unpublish" ? "red" : undefined}
        disabled={disabled}
        aria-label={`${label}：${slide.title}`}
      >
        {label}
      </Button>
    </Form>
  );
}

function ImageField({ id, error, required }: { id: string; error?: string; required: boolean }) {
  return (
    <div className="console-file-field">
      <label htmlFor={id}>图片{required ? <span aria-hidden="true"> *</span> : "（不换图片则不选）"}</label>
      <input
        id={id}
        name="file"
        type="file"
        accept="image/png,image/jpeg,image/webp"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
      />
      <p id={`${id}-hint`} className="console-field-hint">
        PNG、JPEG 或 WebP，不超过 2 MB，至少 {SLIDE_IMAGE_MIN_WIDTH} × {SLIDE_IMAGE_MIN_HEIGHT} 像素。保存时裁成 3:1
        并压缩为 {SLIDE_IMAGE_WIDTH} × {SLIDE_IMAGE_HEIGHT} 的 JPEG，慢速校园网也能很快看到。
      </p>
      {error ? (
        <p id={`${id}-error`} className="console-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function SlideForm({ slide, result }: { slide: Slide | null; result?: SlideFormResult }) {
  const own = result && result.form === (slide ? "update" : "create") ? result : undefined;
  const values =
    own?.values ??
    (slide ? { title: slide.title, alt: slide.alt, linkUrl: slide.linkUrl, from: slide.from, to: slide.to } : {});
  const { onSubmit, field } = useValidatedForm(slideSchema, slideFields, { values, errors: own?.errors });
  const prefix = slide ? "slide-edit" : "slide-new";
  return (
    <Form method="post" action={slidesPath} encType="multipart/form-data" onSubmit={onSubmit} noValidate>
      <input type="hidden" name="intent" value={slide ? "update" : "create"} />
      {slide ? <input type="hidden" name="id" value={slide.id} /> : null}
      <FormAlert message={own?.errors[""]} />
      <Stack gap="sm" maw={640}>
        <TextInput {...field("title")} id={`${prefix}-title`} label="标题" maxLength={SLIDE_TITLE_MAX} required />
        <Textarea
          {...field("alt")}
          id={`${prefix}-alt`}
          label="图片说明"
          description="写出图上的文字和主要内容：读屏软件读它，图片没加载出来时也显示它"
          maxLength={SLIDE_ALT_MAX}
          autosize
          minRows={2}
          required
        />
        <TextInput
          {...field("linkUrl")}
          id={`${prefix}-link`}
          label="点击后打开"
          description="本站路径（如 /course?type=2）或 https:// 网址"
          maxLength={SLIDE_LINK_MAX}
          spellCheck={false}
          required
        />
        <Group grow align="flex-start">
          <TextInput
            {...field("from")}
            id={`${prefix}-from`}
            type="date"
            label="开始日期（可选）"
            description="北京时间，含当天"
          />
          <TextInput
            {...field("to")}
            id={`${prefix}-to`}
            type="date"
            label="结束日期（可选）"
            description="含当天；留空为一直显示"
          />
        </Group>
        <ImageField id={`${prefix}-file`} error={own?.errors.file} required={!slide} />
        <Group>
          <Button type="submit">{slide ? "保存" : "添加轮播图"}</Button>
        </Group>
      </Stack>
    </Form>
  );
}

export function SlideEditorView({ data, result }: { data: SlidesData; result?: SlideFormResult }) {
  const editing = data.editing;
  return (
    <Stack gap="lg">
      <FormAlert message={result?.form === "page" ? result.errors[""] : undefined} />
      <Text size="sm">首页轮播按下表顺序显示“首页显示中”的轮播图。新添加的轮播图先不上线：看过预览再上线。</Text>
      {data.slides.length === 0 ? (
        <Text>还没有轮播图。</Text>
      ) : (
        <table className="console-table">
          <caption>轮播图（{data.slides.length} 张，按显示顺序）</caption>
          <thead>
            <tr>
              <th scope="col">顺序</th>
              <th scope="col">轮播图</th>
              <th scope="col">状态</th>
              <th scope="col">显示日期</th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {data.slides.map((slide, index) => (
              <tr key={slide.id} aria-current={editing?.id === slide.id ? "true" : undefined}>
                <td>{index + 1}</td>
                <th scope="row">
                  <Link to={`${slidesPath}?edit=${slide.id}`}>{slide.title}</Link>
                </th>
                <td>{slide.stateName}</td>
                <td>{daysText(slide)}</td>
                <td>
                  <Group gap={4} wrap="nowrap">
                    <SlideActionForm slide={slide} intent="move" direction="up" label="上移" disabled={index === 0} />
                    <SlideActionForm
                      slide={slide}
                      intent="move"
                      direction="down"
                      label="下移"
                      disabled={index === data.slides.length - 1}
                    />
                    <SlideActionForm
                      slide={slide}
                      intent={slide.online ? "unpublish" : "publish"}
                      label={slide.online ? "下线" : "上线"}
                    />
                  </Group>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing ? (
        <section aria-labelledby="slide-edit-heading">
          <h2 id="slide-edit-heading">修改：{editing.title}</h2>
          <Group gap="sm" mb="sm">
            <Text fw={700}>{editing.stateName}</Text>
            <SlideActionForm
              slide={editing}
              intent={editing.online ? "unpublish" : "publish"}
              label={editing.online ? "下线" : "上线"}
              back="edit"
            />
            <Link to={slidesPath}>收起</Link>
          </Group>
          <section aria-labelledby="slide-preview-title" className="console-preview">
            <h3 id="slide-preview-title">预览（首页轮播中的样子）</h3>
            <a href={editing.linkUrl} className="console-slide-preview">
              <img src={editing.imageUrl} alt={editing.alt} width={SLIDE_IMAGE_WIDTH} height={SLIDE_IMAGE_HEIGHT} />
            </a>
            <Text size="sm">点击打开：{editing.linkUrl}</Text>
          </section>
          <SlideForm key={editing.id} slide={editing} result={result} />
        </section>
      ) : null}
      <section aria-labelledby="slide-new-heading">
        <h2 id="slide-new-heading">添加轮播图</h2>
        <SlideForm slide={null} result={result} />
      </section>
    </Stack>
  );
}
