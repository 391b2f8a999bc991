// The chooser of 练习 (/question/list, /mobile/question/list without an attempt): a set chosen on a shelf (`?setId=`)
// to start, or one form — GET to change the subject (its knowledge points follow), POST (开始练习) to start a practice
// of the subject, knowledge point, difficulty, 全部 / 只做错题 / 只做未做, 10 / 20 / 30 questions, 刷题 or 背题 — and the
// subject's sets and the student's recent practices. Plain forms and links: no JavaScript needed.
import { Form, Link } from "@remix-run/react";
import type { SiteTree } from "~/lib/site-tree";
import { practicePaths } from "~/modules/question/practice/practice-paths";
import type { PracticeSetCard } from "~/modules/question/practice/practice-pages.server";
import { questionCountText } from "~/modules/question/bank/question-counts";
import { PracticeLinks } from "./practice-links";
import "./practice.css";

export interface PracticeChooserData {
  loggedIn: boolean;
  error: string | null;
  subjects: Array<{ code: string; name: string; shelfName: string }>;
  choice: { subject: string; point: string; difficulty: string; scope: string; size: string; view: string };
  points: Array<{ code: string; name: string; depth: number }>;
  difficulties: Array<{ value: string; name: string }>;
  scopes: Array<{ value: string; label: string }>;
  sizes: string[];
  views: Array<{ value: string; label: string }>;
  sets: PracticeSetCard[];
  chosenSet: PracticeSetCard | null;
  own: Array<{ id: number; title: string; questionCount: number; href: string | null }>;
}

function Choices({
  name,
  legend,
  options,
  checked,
}: {
  name: string;
  legend: string;
  options: Array<{ value: string; label: string }>;
  checked: string;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div className="practice-choices">
        {options.map((option) => (
          <label key={option.value}>
            <input type="radio" name={name} value={option.value} defaultChecked={option.value === checked} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const loginNote = "登录后即可开始练习：点“开始练习”会先请你登录，登录后回到这里。";

export function PracticeChooser({ data, tree }: { data: PracticeChooserData; tree: SiteTree }) {
  const paths = practicePaths[tree];
  const { choice } = data;
  const views = data.views.map((view) => ({
    value: view.value,
    label: view.value === "answer" ? `${view.label}（作答后立即判对错、看解析）` : `${view.label}（直接看答案和解析）`,
  }));
  return (
    <div className="practice-page" data-touch={tree === "mobile" ? "" : undefined}>
      <h1>练习</h1>
      <PracticeLinks tree={tree} current="practice" />
      {data.error ? (
        <p className="practice-error" role="alert">
          {data.error}
        </p>
      ) : null}
      {!data.loggedIn ? <p className="practice-meta">{loginNote}</p> : null}

      {data.chosenSet ? (
        <section aria-labelledby="practice-set-heading">
          <h2 id="practice-set-heading">练习：{data.chosenSet.title}</h2>
          <p className="practice-meta">
            {data.chosenSet.kindName} · {data.chosenSet.subjectName} · {questionCountText(data.chosenSet.counts)}
          </p>
          <Form method="post" className="practice-form">
            <input type="hidden" name="setId" value={data.chosenSet.id} />
            <Choices name="view" legend="模式" options={views} checked={choice.view} />
            <div className="practice-actions">
              <button type="submit" name="intent" value="start" className="practice-button">
                开始练习
              </button>
              <Link to={paths.practice}>按条件选题</Link>
            </div>
          </Form>
        </section>
      ) : null}

      <section aria-labelledby="practice-filter-heading">
        <h2 id="practice-filter-heading">按科目与知识点练习</h2>
        {data.subjects.length === 0 ? (
          <p className="practice-meta">暂无可以练习的题库。</p>
        ) : (
          <Form method="get" className="practice-form">
            <div className="practice-actions" style={{ alignItems: "flex-end" }}>
              <label className="practice-field" htmlFor="practice-subject">
                科目
                <select id="practice-subject" name="subject" defaultValue={choice.subject}>
                  {data.subjects.map((subject) => (
                    <option key={subject.code} value={subject.code}>
                      {subject.name}（{subject.shelfName}）
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className="practice-button practice-button--plain">
                切换科目
              </button>
            </div>
            <label className="practice-field" htmlFor="practice-point">
              知识点
              <select
                id="practice-point"
                name="point"
                defaultValue={choice.point}
                key={`${choice.subject}-${choice.point}`}
              >
                <option value="">全部知识点</option>
                {data.points.map((point) => (
                  <option key={point.code} value={point.code}>
                    {`${"　".repeat(point.depth)}${point.name}`}
                  </option>
                ))}
              </select>
            </label>
            <label className="practice-field" htmlFor="practice-difficulty">
              难度
              <select id="practice-difficulty" name="difficulty" defaultValue={choice.difficulty}>
                <option value="">全部难度</option>
                {data.difficulties.map((difficulty) => (
                  <option key={difficulty.value} value={difficulty.value}>
                    {difficulty.name}
                  </option>
                ))}
              </select>
            </label>
            <Choices name="scope" legend="范围" options={data.scopes} checked={choice.scope} />
            <Choices
              name="size"
              legend="题量"
              options={data.sizes.map((size) => ({ value: size, label: `${size} 道` }))}
              checked={choice.size}
            />
            <Choices name="view" legend="模式" options={views} checked={choice.view} />
            <div className="practice-actions">
              <button type="submit" name="intent" value="start" formMethod="post" className="practice-button">
                开始练习
              </button>
            </div>
          </Form>
        )}
      </section>

      {data.sets.length > 0 ? (
        <section aria-labelledby="practice-sets-heading">
          <h2 id="practice-sets-heading">按试卷与专项练习</h2>
          <ul className="practice-list">
            {data.sets.map((set) => (
              <li key={set.id}>
                <Link to={`${paths.practice}?setId=${set.id}`}>{set.title}</Link>
                <span className="practice-meta">
                  {" "}
                  · {set.kindName} · {questionCountText(set.counts)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {data.own.length > 0 ? (
        <section aria-labelledby="practice-own-heading">
          <h2 id="practice-own-heading">我最近的练习</h2>
          <ul className="practice-list">
            {data.own.map((entry) => (
              <li key={entry.id}>
                {entry.href ? <Link to={entry.href}>继续：{entry.title}</Link> : <span>{entry.title}（已完成）</span>}
                <span className="practice-meta"> · {entry.questionCount} 道题</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
