// 真题管理 (/console/papers, issue 26): the list of every past paper and the editor beside its preview. Real forms that
// work without JavaScript (the PDF is a multipart upload); with it the same zod schema checks first. The structure is a
// textarea, one part a line; the preview is the student page's own PaperDetailView.
import { Button, Group, NativeSelect, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { Form, Link } from "@remix-run/react";
import { PaginationLinks } from "~/components/shared/course/pagination-links";
import { PaperDetailView } from "~/components/shared/paper/paper-detail-view";
import { useValidatedForm } from "~/components/shared/use-validated-form";
import {
  PAPER_DESCRIPTION_MAX,
  PAPER_PART_EXAMPLE,
  PAPER_PDF_MAX_MB,
  PAPER_TITLE_MAX,
} from "~/modules/console/paper-editor-messages";
import type {
  loadPaperEditor,
  loadPaperEditorList,
  PaperEditorFormResult,
} from "~/modules/console/paper-editor-pages.server";
import { paperFields, paperSchema } from "~/modules/console/paper-editor-schemas";
import { FormAlert } from "./campus-views";
import "./console.css";

type Loaded<T extends (...args: never[]) => unknown> = Awaited<ReturnType<T>>;

const listPath = "/console/papers";

export function PaperEditorListView({ data }: { data: Loaded<typeof loadPaperEditorList> }) {
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
        <Button component={Link} to="/console/papers/new">
          新建真题
        </Button>
      </Group>
      {data.items.length === 0 ? (
        <Text>{data.state === "draft" ? "没有草稿。" : "还没有真题。"}</Text>
      ) : (
        <table className="console-table">
          <caption>真题（共 {data.total} 份，最近修改的在前）</caption>
          <thead>
            <tr>
              <th scope="col">试卷</th>
              <th scope="col">科目</th>
              <th scope="col">年份</th>
              <th scope="col">状态</th>
              <th scope="col">PDF</th>
              <th scope="col">最后修改</th>
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
                <td>{item.stateName}</td>
                <td>{item.pageCount === null ? "未上传" : `${item.pageCount} 页`}</td>
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
        label="真题分页"
      />
    </Stack>
  );
}

type EditorData = Loaded<typeof loadPaperEditor>;
type EditedPaper = NonNullable<EditorData["paper"]>;

function PaperStateSection({ paper, action }: { paper: EditedPaper; action: string }) {
  const published = paper.state === "published";
  return (
    <section aria-labelledby="paper-state-title">
      <h2 id="paper-state-title">状态</h2>
      <Group gap="sm">
        <Text fw={700}>{published ? "已发布" : "草稿"}</Text>
        <Text size="sm">
          最后修改 {paper.updated}
          {paper.published ? `；首次发布 ${paper.published}` : "；尚未发布"}
        </Text>
        {paper.studentHref ? <Link to={paper.studentHref}>在学生页面查看</Link> : null}
      </Group>
      <Form method="post" action={action}>
        <input type="hidden" name="intent" value={published ? "unpublish" : "publish"} />
        <Text size="sm" my="xs">
          {published
            ? "下架后学生看不到这份真题（页面显示“真题不存在或已下架”）；学生的收藏、练习记录和订单都保留，重新发布后回到原来的位置。"
            : "发布前请看一眼下面的预览。发布后学生立即能在历年真题中看到。"}
        </Text>
        <Button type="submit" color={published ? "red" : undefined} variant="outline">
          {published ? "下架" : "发布"}
        </Button>
      </Form>
    </section>
  );
}

function PaperFileSection({
  paper,
  action,
  result,
}: {
  paper: EditedPaper;
  action: string;
  result?: PaperEditorFormResult;
}) {
  const error = result?.form === "file" ? (result.errors.file ?? result.errors[""]) : undefined;
  const id = "paper-file";
  return (
    <section aria-labelledby="paper-file-title">
      <h2 id="paper-file-title">试卷 PDF</h2>
      <Text size="sm" mb="xs">
        {paper.pageCount === null ? "还没有上传 PDF。" : `已上传，共 ${paper.pageCount} 页。`}
        {paper.fileHref ? (
          <>
            {" "}
            <a href={paper.fileHref} target="_blank" rel="noreferrer">
              打开 PDF<span className="visually-hidden">（新窗口）</span>
            </a>
          </>
        ) : null}
      </Text>
      <Form method="post" action={action} encType="multipart/form-data">
        <input type="hidden" name="intent" value="file" />
        <div className="console-file-field">
          <label htmlFor={id}>
            {paper.pageCount === null ? "选择 PDF" : "换一个 PDF"}
            <span aria-hidden="true"> *</span>
          </label>
          <input
            id={id}
            name="file"
            type="file"
            accept="application/pdf,.pdf"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          />
          <p id={`${id}-hint`} className="console-field-hint">
            只接受 PDF，不超过 {PAPER_PDF_MAX_MB}{" "}
            MB；按文件内容检查（改了扩展名的图片或文档不行），并读出页数。加密或损坏的 PDF 学生无法正常打开，不接受。
          </p>
          {error ? (
            <p id={`${id}-error`} className="console-field-error">
              {error}
            </p>
          ) : null}
        </div>
        <Group mt="sm">
          <Button type="submit" variant="outline">
            上传 PDF
          </Button>
        </Group>
      </Form>
    </section>
  );
}

export function PaperEditorView({ data, result }: { data: EditorData; result?: PaperEditorFormResult }) {
  const paper = data.paper;
  const action = paper ? `/console/papers/${paper.id}` : "/console/papers/new";
  const own = result?.form === "save" ? result : undefined;
  const { onSubmit, field } = useValidatedForm(paperSchema, paperFields, {
    values: own?.values ?? paper?.values,
    errors: own?.errors,
  });
  return (
    <Stack gap="lg">
      <Text>
        <Link to={listPath}>← 全部真题</Link>
      </Text>
      {paper ? <PaperStateSection paper={paper} action={action} /> : null}
      <section aria-labelledby="paper-form-title">
        <h2 id="paper-form-title">{paper ? "试卷信息与结构" : "新真题（保存为草稿）"}</h2>
        <FormAlert message={own?.errors[""]} />
        <Form method="post" action={action} onSubmit={onSubmit} noValidate>
          <input type="hidden" name="intent" value="save" />
          {paper ? <input type="hidden" name="version" value={paper.version} /> : null}
          <Stack gap="sm" maw={760}>
            <Group grow align="flex-start">
              <NativeSelect
                {...field("subject")}
                id="paper-subject"
                label="科目"
                required
                data={[{ value: "", label: "请选择" }, ...data.subjects]}
              />
              <TextInput
                {...field("examYear")}
                id="paper-year"
                label="年份"
                inputMode="numeric"
                description="考试年份，如 2025"
                required
              />
            </Group>
            <TextInput
              {...field("title")}
              id="paper-title-input"
              label="试卷名称"
              description="如：2025 年全国硕士研究生招生考试思想政治理论"
              maxLength={PAPER_TITLE_MAX}
              required
            />
            <Group grow align="flex-start">
              <TextInput
                {...field("durationMinutes")}
                id="paper-duration"
                label="考试时长（分钟）"
                inputMode="numeric"
                required
              />
              <TextInput {...field("totalScore")} id="paper-total" label="满分" inputMode="numeric" required />
            </Group>
            <Textarea
              {...field("structure")}
              id="paper-structure-input"
              label="试卷结构"
              description={`每行一个题型，写成“题型 题量 分值”，用空格隔开，例如：${PAPER_PART_EXAMPLE}。各题型分值之和须等于满分；还不确定可先留空。`}
              autosize
              minRows={4}
              maxRows={20}
              spellCheck={false}
            />
            <Textarea
              {...field("description")}
              id="paper-description"
              label="试卷说明（可选）"
              description={`纯文本，空一行分段，最多 ${PAPER_DESCRIPTION_MAX} 字`}
              maxLength={PAPER_DESCRIPTION_MAX}
              autosize
              minRows={3}
              maxRows={12}
            />
            {paper?.state === "published" ? <Text size="sm">这份真题已发布：保存后学生立即看到修改。</Text> : null}
            <Group>
              <Button type="submit">{paper ? "保存" : "保存草稿"}</Button>
            </Group>
          </Stack>
        </Form>
      </section>
      {paper ? <PaperFileSection paper={paper} action={action} result={result} /> : null}
      {paper ? (
        <section aria-labelledby="paper-preview-title" className="console-preview">
          <h2 id="paper-preview-title">预览（学生看到的样子，按已保存的内容）</h2>
          <PaperDetailView paper={paper.preview} tree="desktop" preview />
        </section>
      ) : null}
    </Stack>
  );
}
