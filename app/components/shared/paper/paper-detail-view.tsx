// The body of a past paper's page (/question/{id}, /mobile/question/list?id=): the title, 收藏 (a post form: works
// without JavaScript, a guest is sent to log in), the facts, the structure as a table, the description's paragraphs,
// the paper's explanation videos in question order and the same subject's other years.
import { Link, useLocation } from "@remix-run/react";
import { ReactionButtons } from "~/components/shared/course/reaction-buttons";
import { formatClock, spokenDuration } from "~/components/shared/media/duration";
import { paperVideoListHref } from "~/components/shared/paper-video/paper-video-list-href";
import { paragraphsOf } from "~/lib/plain-text";
import type { SiteTree } from "~/lib/site-tree";
import { contentPaths } from "~/modules/content/content-paths";
import { paperMessages as m } from "~/modules/paper/paper-messages";
import { examHrefs } from "~/modules/question/attempts/exam-pages";
import { structureTotals, type PaperPart } from "~/modules/paper/paper-structure";
import { pageMeta } from "~/modules/shell/page-meta";
import { videoPaths } from "~/modules/video/video-paths";

export interface PaperDetailData {
  id: number;
  title: string;
  subject: string;
  subjectName: string;
  year: number;
  durationMinutes: number;
  totalScore: number;
  viewCount: number;
  collectCount: number;
  collected: boolean;
  description: string;
  structure: PaperPart[];
  /** Pages of the paper's PDF; null (or absent) without one. */
  pageCount?: number | null;
  videos: Array<{ id: number; questionLabel: string; title: string; duration: number }>;
  otherYears: Array<{ id: number; year: number }>;
  /** The question sets made of this paper: 开始练习, 模拟考试, 下载 PDF for each. */
  questionSets?: Array<{ id: number; title: string; kindName: string }>;
}

/** The meta of a paper's page (desktop and mobile): its title, or the list's when it failed. */
export function paperDetailMeta(data: { paper: { title: string } } | undefined) {
  return data
    ? pageMeta(data.paper.title, m.paperDescription(data.paper.title))
    : pageMeta(m.listTitle, m.listDescription);
}

export function PaperDetailView({
  paper,
  tree,
  preview = false,
}: {
  paper: PaperDetailData;
  tree: SiteTree;
  /** The console's preview (真题管理): the paper as students see it inside the editor's page (its title an h3, its
   * sections h4), without the crumbs and 收藏, which act on the published paper. */
  preview?: boolean;
}) {
  const location = useLocation();
  const Title = preview ? "h3" : "h1";
  const Heading = preview ? "h4" : "h2";
  const paths = contentPaths[tree];
  const compact = tree === "mobile";
  const totals = structureTotals(paper.structure);
  const allVideos = paperVideoListHref(videoPaths[tree].paperVideos, {
    subject: paper.subject,
    year: paper.year,
    sort: "paper",
    page: 1,
  });
  return (
    <div className="media-page" data-compact={compact ? "" : undefined}>
      {preview ? null : (
        <p className="crumbs">
          <Link to={paths.papers}>{m.listTitle}</Link>
          <span aria-hidden="true"> › </span>
          <Link to={paths.papersWhere({ subject: paper.subject })}>{paper.subjectName}</Link>
        </p>
      )}
      <Title>{paper.title}</Title>
      {preview ? null : (
        <div className="reaction-row">
          <ReactionButtons
            action={`${location.pathname}${location.search}`}
            fields={{ id: paper.id }}
            touch={compact}
            buttons={[
              {
                onIntent: "collect",
                offIntent: "uncollect",
                label: "收藏",
                activeLabel: "已收藏",
                active: paper.collected,
                count: paper.collectCount,
              },
            ]}
          />
        </div>
      )}
      {paper.questionSets && paper.questionSets.length > 0 ? (
        <section aria-labelledby="paper-answer">
          <Heading id="paper-answer">在线作答</Heading>
          <ul className="side-list paper-sets">
            {paper.questionSets.map((set) => {
              const hrefs = examHrefs(tree);
              return (
                <li key={set.id}>
                  <span>
                    {set.title}（{set.kindName}）
                  </span>{" "}
                  <span className="filter-row">
                    <Link to={hrefs.practice(set.id)}>
                      开始练习<span className="visually-hidden">：{set.title}</span>
                    </Link>
                    <Link to={hrefs.start(set.id)}>
                      模拟考试<span className="visually-hidden">：{set.title}</span>
                    </Link>
                    <Link to={hrefs.pdf(set.id)}>
                      下载 PDF<span className="visually-hidden">：{set.title}</span>
                    </Link>
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="paper-facts">
        <Heading id="paper-facts">试卷信息</Heading>
        <dl className="detail-list">
          <dt>科目</dt>
          <dd>{paper.subjectName}</dd>
          <dt>年份</dt>
          <dd>{paper.year} 年</dd>
          <dt>考试时长</dt>
          <dd>{paper.durationMinutes} 分钟</dd>
          <dt>满分</dt>
          <dd>{paper.totalScore} 分</dd>
          {paper.pageCount ? (
            <>
              <dt>试卷页数</dt>
              <dd>{paper.pageCount} 页</dd>
            </>
          ) : null}
          <dt>浏览</dt>
          <dd>{paper.viewCount} 次</dd>
        </dl>
      </section>
      {paper.structure.length > 0 ? (
        <section aria-labelledby="paper-structure">
          <Heading id="paper-structure">{m.structureTitle}</Heading>
          <div className="paper-table-wrap">
            <table className="paper-table">
              <caption className="visually-hidden">{paper.title}的题型、题量与分值</caption>
              <thead>
                <tr>
                  <th scope="col">题型</th>
                  <th scope="col">题量</th>
                  <th scope="col">分值</th>
                </tr>
              </thead>
              <tbody>
                {paper.structure.map((part) => (
                  <tr key={part.name}>
                    <th scope="row">{part.name}</th>
                    <td>{part.count} 题</td>
                    <td>{part.score} 分</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">合计</th>
                  <td>{totals.count} 题</td>
                  <td>{totals.score} 分</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </section>
      ) : null}
      {paper.description ? (
        <section aria-labelledby="paper-about" className="paper-text">
          <Heading id="paper-about">试卷说明</Heading>
          {paragraphsOf(paper.description).map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text, in order; never reordered or edited in place
            <p key={index}>{paragraph}</p>
          ))}
        </section>
      ) : null}
      <section aria-labelledby="paper-videos">
        <Heading id="paper-videos">{m.videosTitle}</Heading>
        {paper.videos.length === 0 ? (
          <p className="empty-note">{m.noVideos}</p>
        ) : (
          <>
            <ol className="side-list paper-videos">
              {paper.videos.map((video) => (
                <li key={video.id}>
                  <span className="paper-video-label">{video.questionLabel}</span>
                  <Link to={videoPaths[tree].paperVideo(video.id)}>{video.title}</Link>
                  <span className="media-card-meta">
                    <span aria-hidden="true">{formatClock(video.duration)}</span>
                    <span className="visually-hidden">时长 {spokenDuration(video.duration)}</span>
                  </span>
                </li>
              ))}
            </ol>
            <p>
              <Link to={allVideos} className="paper-more-link">
                在真题解析中查看这份试卷的全部 {paper.videos.length} 个视频
              </Link>
            </p>
          </>
        )}
      </section>
      {paper.otherYears.length > 0 ? (
        <nav aria-labelledby="paper-years">
          <Heading id="paper-years">{m.otherYearsTitle}</Heading>
          <ul className="filter-row">
            {paper.otherYears.map((other) => (
              <li key={other.id}>
                <Link to={paths.paper(other.id)}>
                  {other.year} 年<span className="visually-hidden">{paper.subjectName}真题</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
