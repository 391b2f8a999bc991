// The 404 of a course page: says the course is gone (课程不存在或已下架) and leads to the list and home.
import { Link, useLocation } from "@remix-run/react";
import { isMobilePath } from "~/lib/site-tree";
import { videoPaths } from "~/modules/video/video-paths";
import "./course.css";

export function CourseNotFound({ message }: { message: string }) {
  const mobile = isMobilePath(useLocation().pathname);
  return (
    <main
      id="main-content"
      data-error-page={404}
      className={mobile ? "course-page course-page--mobile" : "course-page"}
    >
      <div className="course-empty" style={{ marginTop: 48 }}>
        <p aria-hidden="true" style={{ fontSize: 48, fontWeight: 700, color: "#495057" }}>
          404
        </p>
        <h1 style={{ fontSize: 22 }}>{message}</h1>
        <p>这门课程可能已经下架，或链接有误。</p>
        <p>
          <Link className="course-button" to={videoPaths[mobile ? "mobile" : "desktop"].courses}>
            浏览全部课程
          </Link>{" "}
          <a href={mobile ? "/mobile/" : "/"}>返回首页</a>
        </p>
      </div>
    </main>
  );
}
