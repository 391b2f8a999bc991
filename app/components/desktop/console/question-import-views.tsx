// 题库导入 (/console/questions): the upload form, then an upload's preview — every problem by line, or every question as
// students will see it (the HTML the import will store: MathML, sanitised markup) with its right answers — and the
// 导入 / 放弃 buttons. Real forms: without JavaScript they post and come back by redirect; with it the zod schema
// checks the chosen bank and format first.
import { Alert, Button, Group, NativeSelect, Stack, Text } from "@mantine/core";
import { Form, Link } from "@remix-run/react";
import { RichHtml } from "~/components/shared/question/exam-question";
import { useValidatedForm } from "~/components/shared/use-validated-form";
import type { loadQuestionImportPage, QuestionImportFormResult } from "~/modules/console/question-import-pages.server";
import { questionKindNames } from "~/modules/question/bank/question-kinds";
import { formatPoints } from "~/modules/question/marking/question-points";
import { questionUploadSchema } from "~/modules/question/formats/question-import-schemas";

type QuestionImportData = Awaited<ReturnType<typeof loadQuestionImportPage>>;
type Preview = NonNullable<QuestionImportData["preview"]>;
type PreviewQuestion = Omit<Preview["questions"][number], "children"> & {
  children?: Preview["questions"][number]["children"];
};

const fileTypes = ".gift,.txt,.aiken,.json,.xml,text/plain,application/json,text/xml,application/xml";

function UploadForm({ data, result }: { data: QuestionImportData; result?: QuestionImportFormResult }) {
  const { onSubmit, field } = useValidatedForm(questionUploadSchema, ["bank", "format"], {
    values: result?.values,
    errors: result?.errors,
  });
  const fileError = result?.errors.file;
  return (
    <Form method="post" encType="multipart/form-data" onSubmit={onSubmit} noValidate aria-labelledby="upload-title">
      <h2 id="upload-title">上传题目文件</h2>
      <Text size="sm">
        支持 GIFT、Aiken、JSON（本站格式）与 Moodle XML（Moodle 的“题库 → 导出 → Moodle XML 格式”），文件不超过{" "}
        {data.maxMb} MB、UTF-8 编码。先预览，再导入：有任何问题时一道题也不导入。
      </Text>
      <details className="console-format-notes">
        <summary>各格式能导入什么</summary>
        <ul>
          <li>单选、多选（按全对给分）、判断（导入为“正确/错误”单选）、填空（每个完全正确的写法都算对）。</li>
          <li>数值题导入为填空题并保留误差：如 1822±2 表示 1820 到 1824 都算对。</li>
          <li>Moodle 的问答题（essay）导入为主观题：评分参考（graderinfo）作为参考答案，必须填写。</li>
          <li>
            不能导入、会逐题说明原因：匹配题、完形（cloze）、拖放与计算题，只得部分分的答案，通配符
            *，带单位的数值题，含图片的题目。
          </li>
          <li>公式写在 $…$、$$…$$、\(…\) 或 \[…\] 中，导入时转为 MathML，不需要脚本即可显示。</li>
          <li>JSON 格式可以写明题库信息、知识点、难度与来源真题，适合整套题库迁移。</li>
        </ul>
      </details>
      {result?.errors[""] ? (
        <Alert color="red" variant="light" role="alert" title="没有上传" mt="sm">
          {result.errors[""]}
        </Alert>
      ) : null}
      <Stack gap="sm" mt="sm" maw={560}>
        <input type="hidden" name="intent" value="upload" />
        <NativeSelect {...field("bank")} id="import-bank" label="导入到题库" required>
          <option value="">请选择题库</option>
          {data.banks.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {`${bank.name}（${bank.code}，${bank.subjectName}${bank.published ? "" : "，未上架"}）`}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          {...field("format")}
          id="import-format"
          label="文件格式"
          description="自动识别：按扩展名（.gift .aiken .json .xml），.txt 按内容"
        >
          <option value="">自动识别</option>
          {data.formats.map((format) => (
            <option key={format.code} value={format.code}>
              {format.name}
            </option>
          ))}
        </NativeSelect>
        <div className="console-file-field">
          <label htmlFor="import-file">
            题目文件 <span aria-hidden="true">*</span>
          </label>
          <input
            id="import-file"
            name="file"
            type="file"
            accept={fileTypes}
            required
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? "import-file-error" : undefined}
          />
          {fileError ? (
            <p id="import-file-error" className="console-field-error">
              {fileError}
            </p>
          ) : null}
        </div>
        <Group>
          <Button type="submit">上传并预览</Button>
        </Group>
      </Stack>
    </Form>
  );
}

function answersText(question: PreviewQuestion): string {
  return question.acceptedAnswers
    .map((forms, index) => `${question.acceptedAnswers.length > 1 ? `第 ${index + 1} 空：` : ""}${forms.join(" 或 ")}`)
    .join("；");
}

function QuestionPreviewItem({ question, number }: { question: PreviewQuestion; number: string }) {
  const heading = [`第 ${number} 题`, questionKindNames[question.kind], `${formatPoints(question.points)} 分`];
  return (
    <article className="console-question" aria-label={`第 ${number} 题`}>
      <h3>
        {heading.join(" · ")}
        {question.title ? <span className="console-question-title">{question.title}</span> : null}
      </h3>
      <RichHtml html={question.stemHtml} />
      {question.options.length > 0 && question.kind !== "group" ? (
        <ol className="console-question-options" aria-label="选项">
          {question.options.map((option) => (
            <li key={option.id}>
              <span className="console-option-id">{option.id}.</span>
              <RichHtml html={option.html} />
              {option.isCorrect ? <strong className="console-option-right">正确答案</strong> : null}
            </li>
          ))}
        </ol>
      ) : null}
      <dl className="console-details">
        {question.acceptedAnswers.length > 0 ? (
          <div>
            <dt>可接受的答案</dt>
            <dd>{answersText(question)}</dd>
          </div>
        ) : null}
        {question.referenceHtml ? (
          <div>
            <dt>参考答案</dt>
            <dd>
              <RichHtml html={question.referenceHtml} />
            </dd>
          </div>
        ) : null}
        {question.rubric.length > 0 ? (
          <div>
            <dt>评分要点</dt>
            <dd>{question.rubric.map((point) => `${point.text}（${formatPoints(point.points)} 分）`).join("；")}</dd>
          </div>
        ) : null}
        {question.explanationHtml ? (
          <div>
            <dt>解析</dt>
            <dd>
              <RichHtml html={question.explanationHtml} />
            </dd>
          </div>
        ) : null}
      </dl>
      {question.children && question.children.length > 0 ? (
        <div className="console-question-children">
          {question.children.map((child, index) => {
            const childNumber = `${number}.${index + 1}`;
            return <QuestionPreviewItem key={childNumber} question={child} number={childNumber} />;
          })}
        </div>
      ) : null}
    </article>
  );
}

function UploadActions({ preview }: { preview: Preview }) {
  const canCommit = preview.problems.length === 0;
  return (
    <Group gap="sm">
      {canCommit ? (
        <Form method="post">
          <input type="hidden" name="intent" value="commit" />
          <input type="hidden" name="upload" value={preview.id} />
          <Button type="submit">{`导入这 ${preview.questionCount} 道题`}</Button>
        </Form>
      ) : null}
      <Form method="post">
        <input type="hidden" name="intent" value="discard" />
        <input type="hidden" name="upload" value={preview.id} />
        <Button type="submit" variant="default">
          放弃这次上传
        </Button>
      </Form>
    </Group>
  );
}

function PreviewSection({ preview }: { preview: Preview }) {
  const pageLink = (page: number) => `?upload=${preview.id}&page=${page}`;
  return (
    <section aria-labelledby="preview-title" className="console-card">
      <h2 id="preview-title">预览：{preview.fileName}</h2>
      <dl className="console-details">
        <div>
          <dt>题库</dt>
          <dd>{preview.bankCode}</dd>
        </div>
        <div>
          <dt>格式</dt>
          <dd>{preview.formatName}</dd>
        </div>
        <div>
          <dt>上传时间</dt>
          <dd>
            <time dateTime={preview.uploaded.iso}>{preview.uploaded.text}</time>
          </dd>
        </div>
      </dl>
      {preview.problems.length > 0 ? (
        <>
          <Alert color="red" variant="light" role="alert" title="不能导入" my="sm">
            {`文件有 ${preview.problems.length + preview.moreProblems} 处问题，改好后请重新上传；这次不会导入任何题目。`}
          </Alert>
          <table className="console-table">
            <caption>问题（按行号）</caption>
            <thead>
              <tr>
                <th scope="col">行号</th>
                <th scope="col">问题</th>
              </tr>
            </thead>
            <tbody>
              {preview.problems.map((problem, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the server's list in file order, drawn once and never reordered
                <tr key={index}>
                  <td>{problem.line}</td>
                  <td>{problem.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {preview.moreProblems > 0 ? <Text>{`另有 ${preview.moreProblems} 处问题未列出。`}</Text> : null}
        </>
      ) : (
        <Text my="sm">{`共 ${preview.questionCount} 道题，没有发现问题。请逐题检查，确认无误后导入。`}</Text>
      )}
      <UploadActions preview={preview} />
      {preview.questions.length > 0 ? (
        <>
          {preview.questions.map((question, index) => {
            const number = String(preview.firstNumber + index);
            return <QuestionPreviewItem key={number} question={question} number={number} />;
          })}
          {preview.pages > 1 ? (
            <nav aria-label="预览分页" className="console-pager">
              {preview.page > 1 ? <Link to={pageLink(preview.page - 1)}>上一页</Link> : null}
              <span>{`第 ${preview.page} / ${preview.pages} 页`}</span>
              {preview.page < preview.pages ? <Link to={pageLink(preview.page + 1)}>下一页</Link> : null}
            </nav>
          ) : null}
          <UploadActions preview={preview} />
        </>
      ) : null}
    </section>
  );
}

export function QuestionImportView({ data, result }: { data: QuestionImportData; result?: QuestionImportFormResult }) {
  return (
    <Stack gap="lg">
      {data.preview ? <PreviewSection preview={data.preview} /> : null}
      <UploadForm data={data} result={result} />
    </Stack>
  );
}
