// A shelf of question banks (/question/publicCourse 公共课, /question/tkzyCourse 统考专业课 and the /mobile twins): each
// bank with its subject's mock papers, past papers and practice sets, and for each set 开始练习, 模拟考试 and PDF.
import { Link } from "@remix-run/react";
import type { SiteTree } from "~/lib/site-tree";
import { practicePaths } from "~/modules/question/practice/practice-paths";
import type { PracticeSetCard } from "~/modules/question/practice/practice-pages.server";
import { questionCountText, type QuestionCounts } from "~/modules/question/bank/question-counts";
import { PracticeLinks } from "./practice-links";
import "./practice.css";

export interface ShelfViewData {
  shelf: "public" | "tkzy";
  banks: Array<{
    id: number;
    name: string;
    subject: string;
    subjectName: string;
    description: string;
    counts: QuestionCounts;
    /** A priced bank: its price, and whether the viewer has it or where to buy it. */
    sale: { price: string; held: string | null; orderHref: string | null } | null;
    sets: PracticeSetCard[];
  }>;
}

export const shelfTitles = { public: "公共课题库", tkzy: "统考专业课题库" } as const;

export function ShelfView({ data, tree }: { data: ShelfViewData; tree: SiteTree }) {
  const paths = practicePaths[tree];
  return (
    <div className="practice-page" data-touch={tree === "mobile" ? "" : undefined}>
      <h1>{shelfTitles[data.shelf]}</h1>
      <PracticeLinks tree={tree} current={data.shelf === "public" ? "publicShelf" : "tkzyShelf"} />
      {data.banks.length === 0 ? <p className="practice-meta">这个分类还没有题库。</p> : null}
      {data.banks.map((bank) => (
        <section key={bank.id} className="shelf-bank" aria-labelledby={`bank-${bank.id}`}>
          <h2 id={`bank-${bank.id}`}>{bank.name}</h2>
          <p className="practice-meta">
            {bank.subjectName} · {questionCountText(bank.counts)} · {bank.description}
          </p>
          {bank.sale ? (
            <p className="practice-meta">
              付费题库 {bank.sale.price}
              {bank.sale.held ? ` · ${bank.sale.held}` : null}
              {bank.sale.orderHref ? (
                <>
                  {" · "}
                  <Link to={bank.sale.orderHref}>购买题库</Link>
                </>
              ) : null}
            </p>
          ) : null}
          <p>
            <Link to={`${paths.practice}?subject=${bank.subject}`}>按知识点练习{bank.subjectName}</Link>
          </p>
          {bank.sets.length === 0 ? (
            <p className="practice-meta">暂无试卷。</p>
          ) : tree === "mobile" ? (
            <ul className="practice-list">
              {bank.sets.map((set) => (
                <li key={set.id}>
                  <h3 style={{ margin: "0 0 4px", fontSize: 16 }}>{set.title}</h3>
                  <p className="practice-meta" style={{ margin: "0 0 4px" }}>
                    {set.kindName} · {questionCountText(set.counts)}
                    {set.durationMinutes ? ` · ${set.durationMinutes} 分钟` : ""}
                  </p>
                  <SetActions set={set} paths={paths} />
                </li>
              ))}
            </ul>
          ) : (
            <table className="shelf-sets">
              <caption className="visually-hidden">{bank.name}的试卷与练习</caption>
              <thead>
                <tr>
                  <th scope="col">名称</th>
                  <th scope="col">类型</th>
                  <th scope="col">题量</th>
                  <th scope="col">操作</th>
                </tr>
              </thead>
              <tbody>
                {bank.sets.map((set) => (
                  <tr key={set.id}>
                    <th scope="row">{set.title}</th>
                    <td>{set.kindName}</td>
                    <td>{questionCountText(set.counts)}</td>
                    <td>
                      <SetActions set={set} paths={paths} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ))}
    </div>
  );
}

function SetActions({ set, paths }: { set: PracticeSetCard; paths: (typeof practicePaths)[SiteTree] }) {
  return (
    <span className="shelf-set-actions">
      <Link to={`${paths.practice}?setId=${set.id}`} aria-label={`开始练习：${set.title}`}>
        开始练习
      </Link>
      <Link to={`${paths.exam}?setId=${set.id}`} aria-label={`模拟考试：${set.title}`}>
        模拟考试
      </Link>
      <Link to={`${paths.pdf}?id=${set.id}`} aria-label={`PDF：${set.title}`}>
        PDF
      </Link>
    </span>
  );
}
