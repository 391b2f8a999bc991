// One tab of "my courses" (/course/my/oneCoach, plubic, zyk): each course with the student's progress (percent of
// videos learnt, when last studied) and 继续学习 / 开始学习 to the player (which resumes where they left off), a page
// at a time; an empty tab says what it holds. The three tab routes are the same page but for the tab: each renders
// MyCoursesTabPage and takes its meta and ErrorBoundary from here (the loader: myCoursesTabLoader).
import type { MetaFunction } from "@remix-run/node";
import { Link, useRouteError } from "@remix-run/react";
import { NOT_FOUND_MESSAGE, SERVER_ERROR_MESSAGE } from "~/components/shared/error-page";
import { describeRouteError } from "~/lib/route-error";
import { shanghaiIsoDay } from "~/lib/shanghai-time";
import { myCourseTabs, type MyCourseTab } from "~/modules/course/course-config";
import { coursePageMessages as pm } from "~/modules/course/course-messages";
import { pageMeta } from "~/modules/shell/page-meta";
import { videoPaths } from "~/modules/video/video-paths";
import { CourseCover, PriceTag } from "./course-card";
import { pageCount } from "./course-links";
import { coursePagesText } from "./course-pages-text";
import "./course.css";
import { PaginationLinks } from "./pagination-links";

interface MyCourseItem {
  id: number;
  title: string;
  subjectName: string;
  cover: string | null;
  teachers: string[];
  priceFen: number;
  videoCount: number;
  progress: { learntCount: number; percent: number; lastWatchedAt: string } | null;
  enrolledAt: string | null;
}

export interface MyCoursesData {
  tab: MyCourseTab;
  error: string | null;
  page: number;
  rows: number;
  total: number;
  items: MyCourseItem[];
}

const emptyLinks: Record<MyCourseTab, { to: string; label: string } | null> = {
  oneCoach: null,
  plubic: { to: videoPaths.desktop.coursesWhere({ free: 1 }), label: "浏览免费公开课" },
  zyk: { to: videoPaths.desktop.courses, label: "浏览全部微课" },
};

export function MyCourseList({ data, path }: { data: MyCoursesData; path: string }) {
  const { items, total, rows, page, tab } = data;
  const paths = videoPaths.desktop;
  const pages = pageCount(total, rows);
  const emptyLink = emptyLinks[tab];
  return (
    <>
      {data.error ? (
        <p className="course-notice" role="alert">
          {data.error}
        </p>
      ) : null}
      {items.length === 0 ? (
        <div className="course-empty">
          <p>{total > 0 ? pm.pageBeyond : pm.myCoursesEmpty[tab]}</p>
          {total > 0 ? (
            <Link to={path}>回到第 1 页</Link>
          ) : emptyLink ? (
            <Link className="course-button" to={emptyLink.to}>
              {emptyLink.label}
            </Link>
          ) : null}
        </div>
      ) : (
        <>
          <p className="course-result">
            共 {total} 门课程{pages > 1 ? `，第 ${page} / ${pages} 页` : ""}
          </p>
          <ul className="my-course-list">
            {items.map((course) => (
              <li key={course.id} className="my-course">
                <CourseCover src={course.cover} subjectName={course.subjectName} width={192} height={108} />
                <div style={{ minWidth: 0 }}>
                  <h3 className="course-card-title">
                    <Link to={paths.course(course.id)}>{course.title}</Link>
                  </h3>
                  <p className="course-meta">
                    <span>{course.subjectName}</span>
                    {course.teachers.length > 0 ? <span>主讲：{course.teachers.join("、")}</span> : null}
                    <PriceTag priceFen={course.priceFen} />
                    {course.enrolledAt ? <span>开通于 {shanghaiIsoDay(course.enrolledAt)}</span> : null}
                  </p>
                  {course.progress ? (
                    <>
                      <p className="course-meta" style={{ marginTop: 6 }}>
                        <span>
                          已学完 {course.progress.learntCount} / {course.videoCount} 讲，完成 {course.progress.percent}%
                        </span>
                        <span>最近学习 {shanghaiIsoDay(course.progress.lastWatchedAt)}</span>
                      </p>
                      <div
                        className="progress-track"
                        role="img"
                        aria-label={`${course.title}：完成 ${course.progress.percent}%`}
                      >
                        <div className="progress-fill" style={{ width: `${course.progress.percent}%` }} />
                      </div>
                    </>
                  ) : (
                    <p className="course-meta" style={{ marginTop: 6 }}>
                      尚未开始学习 · 共 {course.videoCount} 讲
                    </p>
                  )}
                </div>
                <Link className="course-button" to={paths.player(course.id)}>
                  {course.progress ? "继续学习" : "开始学习"}
                  <span className="visually-hidden">：{course.title}</span>
                </Link>
              </li>
            ))}
          </ul>
          <PaginationLinks
            page={page}
            total={total}
            rows={rows}
            href={(n) => (n > 1 ? `${path}?page=${n}` : path)}
            label="我的课程分页"
          />
        </>
      )}
    </>
  );
}

function tabName(tab: MyCourseTab): string {
  return myCourseTabs.find((entry) => entry.code === tab)?.name ?? coursePagesText.my.title;
}

/** A tab's page inside the /course/my layout: its (visually hidden) heading and the list. */
export function MyCoursesTabPage({ tab, data }: { tab: MyCourseTab; data: MyCoursesData }) {
  return (
    <section aria-labelledby="my-courses-tab">
      <h2 id="my-courses-tab" className="visually-hidden">
        {tabName(tab)}
      </h2>
      <MyCourseList data={data} path={`/course/my/${tab}`} />
    </section>
  );
}

/** A tab's meta: "一对一辅导 · 我的课程". */
export function myCoursesTabMeta(tab: MyCourseTab): MetaFunction {
  return () => pageMeta(`${tabName(tab)} · ${coursePagesText.my.title}`, coursePagesText.my.description);
}

/** A tab's ErrorBoundary, inside the layout's <main>: the message only. */
export function MyCoursesTabError() {
  const { status, message } = describeRouteError(useRouteError());
  return (
    <p className="course-notice" role="alert">
      {status === 404 ? NOT_FOUND_MESSAGE : message || SERVER_ERROR_MESSAGE}
    </p>
  );
}
