// The paper-PDF page of a question set (/question/examPdf?id=, /mobile/question/examPdf?id=): its facts and sections,
// 下载 PDF (a plain POST form, so the browser itself follows the redirect to the PDF and saves it — with or without
// JavaScript), the link to the accessible HTML version of the same paper and to practising it. With `format=html`, the
// HTML version itself: every question numbered as in the PDF, the maths as MathML (read by screen readers), and for a
// logged-in student the answer appendix. No data fetching here: the loader's data only.
import { Link } from "@remix-run/react";
import type { AnswerEntry, OutlineSection } from "~/modules/question/pdf/paper-pdf-outline";
import type { PaperPdfPageData } from "~/modules/question/pdf/paper-pdf-pages.server";
import { questionMessages as m } from "~/modules/question/bank/question-messages";
import { pageMeta } from "~/modules/shell/page-meta";
import { SetFacts } from "./set-facts";
import "../course/course.css";
import "./pdf-paper.css";

/** Sanitised rich HTML (stem, option, explanation) rendered on the server: block content, so in a <div>. */
function PdfRichHtml({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: question HTML is rendered and sanitised on the server (sanitize-html) when imported
  return <div className="pdf-rich" dangerouslySetInnerHTML={{ __html: html }} />;
}

function Facts({ data }: { data: PaperPdfPageData }) {
  return <SetFacts set={{ ...data.set, totalPointsLabel: data.set.totalPoints }} headingId="pdf-facts" />;
}

function Download({ data }: { data: PaperPdfPageData }) {
  return (
    <section aria-labelledby="pdf-download">
      <h2 id="pdf-download">下载与阅读</h2>
      <p>PDF 含全部题目与参考答案、解析，中文字体已嵌入，可离线打印；公式以线性文本排版（如 x²、(a+b)/2、√x）。</p>
      {data.locked ? (
        <p role="note">
          {data.locked.message}。<Link to={data.locked.orderHref}>购买题库</Link>
        </p>
      ) : data.pdfReady ? (
        <form method="post" action={data.links.page}>
          <input type="hidden" name="intent" value="download" />
          <p className="reaction-row">
            <button type="submit" className="course-button">
              下载 PDF
            </button>
            {data.loggedIn ? null : <span>（需登录，下载会记入“我的下载”）</span>}
          </p>
        </form>
      ) : (
        <p role="status">{m.pdfFontMissing}</p>
      )}
      <ul className="pdf-links">
        <li>
          <Link to={data.links.html}>在线阅读网页版（无障碍，公式可被读屏软件朗读）</Link>
        </li>
        <li>
          <Link to={data.links.practice}>在线练习这套题</Link>
        </li>
      </ul>
    </section>
  );
}

function Structure({ data }: { data: PaperPdfPageData }) {
  return (
    <section aria-labelledby="pdf-structure">
      <h2 id="pdf-structure">试卷结构</h2>
      <div className="paper-table-wrap">
        <table className="paper-table">
          <caption className="visually-hidden">{data.set.title}的各部分、题数与分值</caption>
          <thead>
            <tr>
              <th scope="col">部分</th>
              <th scope="col">题数</th>
              <th scope="col">分值</th>
            </tr>
          </thead>
          <tbody>
            {data.set.sections.map((section, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a paper's sections, items and rubric points, in the paper's fixed order; rendered once
              <tr key={index}>
                <th scope="row">{section.title}</th>
                <td>{section.count} 题</td>
                <td>{section.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Questions({ outline }: { outline: OutlineSection[] }) {
  return (
    <>
      {outline.map((section, sectionIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a paper's sections, items and rubric points, in the paper's fixed order; rendered once
        <section key={sectionIndex} aria-labelledby={`pdf-section-${sectionIndex}`} className="pdf-section">
          <h2 id={`pdf-section-${sectionIndex}`}>
            {section.title}（{section.pointsLabel}）
          </h2>
          {section.instructions ? <PdfRichHtml html={section.instructions} /> : null}
          {section.items.map((item, itemIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a paper's sections, items and rubric points, in the paper's fixed order; rendered once
            <div key={itemIndex} className="pdf-item">
              {item.group ? (
                <div className="pdf-group">
                  <h3>{item.group.label}</h3>
                  <PdfRichHtml html={item.group.question.stemHtml} />
                  <OptionList options={item.group.question.options} />
                </div>
              ) : null}
              {item.leaves.map((leaf) => (
                <div key={leaf.question.id} className="pdf-question">
                  <p className="pdf-label">
                    <strong>{leaf.label}</strong>
                    {leaf.question.kind === "multi" ? "（多选）" : null}
                  </p>
                  <PdfRichHtml html={leaf.question.stemHtml} />
                  <OptionList options={leaf.question.options} />
                </div>
              ))}
            </div>
          ))}
        </section>
      ))}
    </>
  );
}

function OptionList({ options }: { options: ReadonlyArray<{ id: string; html: string }> }) {
  if (options.length === 0) return null;
  return (
    <ul className="pdf-options">
      {options.map((option) => (
        <li key={option.id}>
          <span>{option.id}.</span>
          <PdfRichHtml html={option.html} />
        </li>
      ))}
    </ul>
  );
}

function Answers({ answers }: { answers: AnswerEntry[] }) {
  return (
    <section aria-labelledby="pdf-answers" className="pdf-section">
      <h2 id="pdf-answers">参考答案与解析</h2>
      {answers.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a paper's sections, items and rubric points, in the paper's fixed order; rendered once
        <div key={index} className="pdf-question">
          <p className="pdf-label">
            <strong>{entry.label}</strong> {entry.answer ? `答案：${entry.answer}` : null}
          </p>
          {entry.referenceHtml ? (
            <>
              <p className="pdf-label">参考答案：</p>
              <PdfRichHtml html={entry.referenceHtml} />
            </>
          ) : null}
          {entry.rubric.length > 0 ? (
            <ul>
              {entry.rubric.map((point, pointIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a paper's sections, items and rubric points, in the paper's fixed order; rendered once
                <li key={pointIndex}>
                  {point.text}（{point.points}）
                </li>
              ))}
            </ul>
          ) : null}
          {entry.explanationHtml ? (
            <>
              <p className="pdf-label">解析：</p>
              <PdfRichHtml html={entry.explanationHtml} />
            </>
          ) : null}
        </div>
      ))}
    </section>
  );
}

export function PdfPaperView({ data }: { data: PaperPdfPageData }) {
  const compact = data.tree === "mobile";
  const papers = compact ? "/mobile/question" : "/question";
  if (data.format === "html" && data.outline) {
    return (
      <div className="media-page pdf-page" data-compact={compact ? "" : undefined}>
        <p className="crumbs">
          <Link to={papers}>历年真题</Link>
          <span aria-hidden="true"> › </span>
          <Link to={data.links.page}>试卷 PDF</Link>
        </p>
        <h1>{data.set.title}（网页版）</h1>
        <p>{data.set.facts}</p>
        <p>
          与 PDF 内容相同的网页版。<Link to={data.links.page}>返回下载 PDF</Link>
        </p>
        <Questions outline={data.outline} />
        {data.answers ? (
          <Answers answers={data.answers} />
        ) : (
          <p role="note">登录后，此处显示参考答案与解析（与 PDF 附录相同）。</p>
        )}
      </div>
    );
  }
  return (
    <div className="media-page pdf-page" data-compact={compact ? "" : undefined}>
      <p className="crumbs">
        <Link to={papers}>历年真题</Link>
        <span aria-hidden="true"> › </span>
        <span>{data.set.subjectName}</span>
      </p>
      <h1>{data.set.title}</h1>
      <p>{data.set.facts}</p>
      <Download data={data} />
      <Facts data={data} />
      <Structure data={data} />
      {data.set.description ? (
        <section aria-labelledby="pdf-about" className="paper-text">
          <h2 id="pdf-about">试卷说明</h2>
          <p>{data.set.description}</p>
        </section>
      ) : null}
    </div>
  );
}

/** The meta of the page: the set's title, or a generic one when it failed. */
export function pdfPaperMeta(data: PaperPdfPageData | undefined) {
  if (!data) return pageMeta("试卷 PDF", "下载试卷 PDF（含参考答案与解析），或在线阅读网页版。");
  const suffix = data.format === "html" ? "（网页版）" : " PDF 下载";
  return pageMeta(
    `${data.set.title}${suffix}`,
    `${data.set.title}：${data.set.facts}。下载 PDF（含参考答案与解析）或在线阅读网页版。`,
  );
}

/** 404: the set is unknown or not published. */
export function PdfNotFound({ message, mobile }: { message: string; mobile: boolean }) {
  return (
    <main id="main-content" data-error-page={404} className={mobile ? "mobile-page" : undefined}>
      <div className="media-page paper-missing">
        <p aria-hidden="true" className="paper-missing-code">
          404
        </p>
        <h1>{message}</h1>
        <p>这套试卷可能已经下架，或链接有误。</p>
        <p className="reaction-row">
          <Link className="course-button" to={mobile ? "/mobile/question" : "/question"}>
            浏览历年真题
          </Link>
          <a href={mobile ? "/mobile/" : "/"}>返回首页</a>
        </p>
      </div>
    </main>
  );
}
