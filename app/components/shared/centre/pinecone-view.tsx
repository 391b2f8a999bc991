// 松果 in both trees (docs/decisions/0024-check-ins-and-pinecones.md): the balance, how to earn them, and the ledger a
// page at a time — each entry's reason, time and signed amount (in words, not by colour).
import { Link } from "@remix-run/react";
import { shanghaiSlashMinute } from "~/lib/shanghai-time";
import type { loadPineconePage } from "~/modules/pinecone/pinecone-pages.server";
import { pineconeMessages as m } from "~/modules/pinecone/pinecone-messages";
import { signedAmount } from "~/modules/pinecone/pinecone-rules";
import { streakTerms } from "~/modules/records/streak-terms";
import { PaginationLinks } from "~/components/shared/course/pagination-links";
import "./centre.css";
import "./check-in.css";

type PineconePageData = Awaited<ReturnType<typeof loadPineconePage>>;

export function PineconeView({
  data,
  path,
  clockPath,
  touch = false,
}: {
  data: PineconePageData;
  path: string;
  clockPath: string;
  touch?: boolean;
}) {
  const { balance, items, total, page, rows, rules } = data;
  const pageHref = (n: number) => (n > 1 ? `${path}?page=${n}` : path);
  return (
    <>
      <p className="pinecone-balance">
        <span>松果余额</span>
        <strong>{balance}</strong>
        <span>个</span>
      </p>

      <section aria-labelledby="pinecone-uses-title">
        <h2 id="pinecone-uses-title" className="centre-section-title">
          {m.usesTitle}
        </h2>
        <p className="pinecone-uses">{m.uses}</p>
      </section>

      <section aria-labelledby="pinecone-rules-title">
        <h2 id="pinecone-rules-title" className="centre-section-title">
          如何获得松果
        </h2>
        <ul className="clock-rules">
          <li>
            <Link to={clockPath}>每日打卡</Link>：+{rules.checkIn}（当天学习达到目标时自动打卡）
          </li>
          {rules.milestones.map((milestone) => (
            <li key={milestone.days}>
              {streakTerms.checkIn.label} {milestone.days} 天：+{milestone.amount}
            </li>
          ))}
          <li>学完一节课程视频：+{rules.section}（每节一次）</li>
          <li>完成一次模拟考试（交卷）：+{rules.exam}（每次考试一次）</li>
        </ul>
        <p className="centre-meta">同一件事只计一次，重复提交不会重复获得；余额是明细各条之和。</p>
      </section>

      <section aria-labelledby="pinecone-ledger-title">
        <h2 id="pinecone-ledger-title" className="centre-section-title">
          松果明细
        </h2>
        {items.length === 0 ? (
          <p className="centre-empty">{total > 0 ? m.pageBeyond : m.ledgerEmpty}</p>
        ) : (
          <>
            <p className="centre-meta">共 {total} 条</p>
            <ul className="centre-list">
              {items.map((item) => (
                <li key={item.id} className="centre-item">
                  <div className="centre-item-main">
                    <h3>{item.title}</h3>
                    <p className="centre-meta">
                      <time dateTime={item.createdAt}>{shanghaiSlashMinute(item.createdAt)}</time>
                    </p>
                  </div>
                  <p className="pinecone-amount">
                    <span className="visually-hidden">{item.amount > 0 ? "获得" : "使用"}</span>
                    <span aria-hidden="true">{signedAmount(item.amount)}</span>
                    <span className="visually-hidden">{Math.abs(item.amount)}</span> 个
                  </p>
                </li>
              ))}
            </ul>
            <PaginationLinks page={page} total={total} rows={rows} href={pageHref} label="松果明细分页" touch={touch} />
          </>
        )}
      </section>
    </>
  );
}
