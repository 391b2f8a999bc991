// The 自命题 shelf (/question/zmtCourse, /mobile/question/zmtCourse): papers a school's library uploaded as PDF, filtered
// by school, major and year (a GET form), each with 查看 (a signed link, opened inline) and 下载 (a plain POST form:
// recorded, then the browser follows the redirect and saves the file — with or without JavaScript); the 自命题 question
// banks when there are any; and for a school's organisation account the upload form and 删除 on its own papers. The
// upload form is a plain multipart form, so it works without JavaScript; a refused file comes back with its message
// and the typed fields kept. No data fetching here: the loader's and the action's data only.
import { Form, Link } from "@remix-run/react";
import { PaginationLinks } from "~/components/shared/course/pagination-links";
import { practicePaths } from "~/modules/question/practice/practice-paths";
import type { ZmtActionData, ZmtPageData } from "~/modules/question/zmt/zmt-pages.server";
import type { ZmtPaperItem } from "~/modules/question/zmt/zmt-papers.server";
import { zmtPaths, zmtWhere } from "~/modules/question/zmt/zmt-paths";
import { questionCountText } from "~/modules/question/bank/question-counts";
import { PracticeLinks } from "./practice-links";
import "../course/course.css";
import "./practice.css";
import "./zmt.css";

export const zmtShelfTitle = "自命题真题";
export const zmtShelfDescription =
  "自命题真题：各校图书馆上传的专业课真题 PDF，按学校、专业与年份筛选，在线查看或下载。";

export function ZmtShelf({ data, action }: { data: ZmtPageData; action: ZmtActionData | undefined }) {
  const base = zmtPaths[data.tree];
  const compact = data.tree === "mobile";
  const { papers, filters } = data;
  const pages = Math.max(1, Math.ceil(papers.total / papers.rows));
  const filtered = filters.school !== null || filters.major !== "" || filters.year !== null;
  return (
    <div className="practice-page zmt-page" data-touch={compact ? "" : undefined}>
      <h1>{zmtShelfTitle}</h1>
      <PracticeLinks tree={data.tree} current="zmtShelf" />
      <p className="practice-meta">各校图书馆上传的自命题专业课真题（PDF），可在线查看或下载；下载会记入“我的下载”。</p>
      {data.error ? (
        <p className="practice-error" role="alert">
          {data.error}
        </p>
      ) : null}

      <Form method="get" action={base} className="zmt-filters" aria-label="筛选自命题真题">
        <label className="practice-field" htmlFor="zmt-school">
          学校
          <select
            id="zmt-school"
            name="school"
            defaultValue={filters.school ?? ""}
            key={`school-${filters.school ?? ""}`}
          >
            <option value="">全部学校</option>
            {data.options.schools.map((school) => (
              <option key={school.id} value={school.id}>
                {school.name}（{school.count}）
              </option>
            ))}
          </select>
        </label>
        <label className="practice-field" htmlFor="zmt-major">
          专业或科目代码
          <input
            id="zmt-major"
            type="search"
            name="major"
            defaultValue={filters.major}
            key={`major-${filters.major}`}
            maxLength={40}
            placeholder="如 801 或 经济学"
          />
        </label>
        <label className="practice-field" htmlFor="zmt-year">
          年份
          <select id="zmt-year" name="year" defaultValue={filters.year ?? ""} key={`year-${filters.year ?? ""}`}>
            <option value="">全部年份</option>
            {data.options.years.map((year) => (
              <option key={year} value={year}>
                {year} 年
              </option>
            ))}
          </select>
        </label>
        <div className="practice-actions">
          <button type="submit" className="practice-button">
            筛选
          </button>
          {filtered ? <Link to={base}>清除筛选</Link> : null}
        </div>
      </Form>

      <section aria-labelledby="zmt-results">
        <h2 id="zmt-results">
          共 {papers.total} 份自命题真题{pages > 1 ? `（第 ${papers.page} / ${pages} 页）` : ""}
        </h2>
        {papers.items.length === 0 ? (
          <p className="practice-meta">
            {filtered ? "没有符合条件的自命题真题，换个条件试试。" : "还没有学校上传自命题真题。"}
          </p>
        ) : (
          <ul className="practice-list zmt-list">
            {papers.items.map((paper) => (
              <ZmtPaperEntry key={paper.id} paper={paper} action={zmtWhere(base, { ...filters, page: papers.page })} />
            ))}
          </ul>
        )}
        <PaginationLinks
          page={papers.page}
          total={papers.total}
          rows={papers.rows}
          label="自命题真题分页"
          touch={compact}
          href={(page) => zmtWhere(base, { ...filters, page })}
        />
      </section>

      {data.upload ? <UploadForm data={data} action={action} /> : null}

      {data.banks.length > 0 ? (
        <section aria-labelledby="zmt-banks">
          <h2 id="zmt-banks">自命题题库</h2>
          <ul className="practice-list">
            {data.banks.map((bank) => (
              <li key={bank.id}>
                <h3 className="zmt-paper-title">{bank.name}</h3>
                <p className="practice-meta">
                  {[bank.school, bank.major, questionCountText(bank.counts)].filter(Boolean).join(" · ")}
                  {bank.description ? ` · ${bank.description}` : ""}
                </p>
              </li>
            ))}
          </ul>
          {data.sets.length > 0 ? (
            <ul className="practice-list">
              {data.sets.map((set) => (
                <li key={set.id}>
                  {set.title}
                  <span className="practice-meta">
                    {" "}
                    · {set.kindName} · {questionCountText(set.counts)} ·{" "}
                  </span>
                  <Link
                    to={`${practicePaths[data.tree].practice}?setId=${set.id}`}
                    aria-label={`开始练习：${set.title}`}
                  >
                    开始练习
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

function ZmtPaperEntry({ paper, action }: { paper: ZmtPaperItem; action: string }) {
  return (
    <li data-zmt-paper={paper.id}>
      <h3 className="zmt-paper-title">{paper.title}</h3>
      <p className="practice-meta">
        {paper.schoolName} · {paper.majorCode} {paper.majorName} · {paper.year} 年 · {paper.pageCount} 页 ·{" "}
        {paper.sizeLabel}
      </p>
      <p className="practice-meta">
        上传：{paper.libraryName} · {paper.uploadedAt.slice(0, 10)}
      </p>
      <div className="zmt-actions">
        {paper.viewUrl ? (
          <a
            href={paper.viewUrl}
            className="practice-button practice-button--plain"
            aria-label={`查看：${paper.title}（PDF，${paper.pageCount} 页）`}
          >
            查看
          </a>
        ) : null}
        <form method="post" action={action}>
          <input type="hidden" name="intent" value="download" />
          <input type="hidden" name="id" value={paper.id} />
          <button
            type="submit"
            className="practice-button"
            aria-label={`下载：${paper.title}（PDF，${paper.sizeLabel}）`}
          >
            下载
          </button>
        </form>
        {paper.mine ? (
          <Form method="post" action={action}>
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={paper.id} />
            <button
              type="submit"
              className="practice-button practice-button--plain zmt-delete"
              aria-label={`删除：${paper.title}`}
            >
              删除
            </button>
          </Form>
        ) : null}
      </div>
    </li>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <span id={id} className="practice-error zmt-field-error">
      {message}
    </span>
  ) : null;
}

function UploadForm({ data, action }: { data: ZmtPageData; action: ZmtActionData | undefined }) {
  const upload = data.upload!;
  const errors = action?.errors ?? {};
  const values = action?.values ?? {};
  // Remount the fields after each answer so defaultValue shows what came back.
  const version = action ? JSON.stringify(values) : "fresh";
  const field = (name: string) => ({
    id: `zmt-${name}`,
    name,
    "aria-invalid": errors[name] ? (true as const) : undefined,
    "aria-describedby": errors[name] ? `zmt-${name}-error` : undefined,
  });
  return (
    <section aria-labelledby="zmt-upload" className="zmt-upload">
      <h2 id="zmt-upload">上传本校自命题真题</h2>
      <p className="practice-meta">
        学校：{upload.schoolName}（机构账号所属学校）。只接受 PDF，不超过 {upload.maxMb}{" "}
        MB；文件按内容识别，改扩展名的图片或文档会被拒绝。
      </p>
      {errors[""] ? (
        <p className="practice-error" role="alert">
          {errors[""]}
        </p>
      ) : null}
      <form
        method="post"
        encType="multipart/form-data"
        action={zmtPaths[data.tree]}
        className="practice-form"
        key={version}
      >
        <input type="hidden" name="intent" value="upload" />
        <div className="zmt-field">
          <label htmlFor="zmt-majorCode">科目代码</label>
          <input
            {...field("majorCode")}
            type="text"
            inputMode="numeric"
            required
            maxLength={3}
            defaultValue={values.majorCode ?? ""}
            placeholder="如 801"
          />
          <FieldError id="zmt-majorCode-error" message={errors.majorCode} />
        </div>
        <div className="zmt-field">
          <label htmlFor="zmt-majorName">科目名称</label>
          <input
            {...field("majorName")}
            type="text"
            required
            maxLength={30}
            defaultValue={values.majorName ?? ""}
            placeholder="如 经济学"
          />
          <FieldError id="zmt-majorName-error" message={errors.majorName} />
        </div>
        <div className="zmt-field">
          <label htmlFor="zmt-year-upload">年份</label>
          <input
            {...field("year")}
            id="zmt-year-upload"
            aria-describedby={errors.year ? "zmt-year-upload-error" : undefined}
            type="number"
            required
            min={2000}
            max={upload.latestYear}
            defaultValue={values.year ?? ""}
          />
          <FieldError id="zmt-year-upload-error" message={errors.year} />
        </div>
        <div className="zmt-field">
          <label htmlFor="zmt-title">标题（可不填）</label>
          <input
            {...field("title")}
            type="text"
            maxLength={60}
            defaultValue={values.title ?? ""}
            placeholder="默认：年份 + 科目代码 + 科目名称 + 真题"
          />
          <FieldError id="zmt-title-error" message={errors.title} />
        </div>
        <div className="zmt-field">
          <label htmlFor="zmt-file">PDF 文件</label>
          <input {...field("file")} type="file" required accept="application/pdf,.pdf" />
          <FieldError id="zmt-file-error" message={errors.file} />
        </div>
        <div className="practice-actions">
          <button type="submit" className="practice-button">
            上传
          </button>
        </div>
      </form>
    </section>
  );
}
