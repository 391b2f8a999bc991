// A course in a list (/course, /mobile/course, my courses): cover, title (the link to the course), subject, teachers,
// tags, price, counts and whether it plays for this viewer (accessLabels). `layout="row"` is the compact phone form.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { accessLabels } from "~/modules/access/access-messages";
import { formatCount, formatPrice } from "./course-links";
import "./course.css";

export interface CourseCardData {
  id: number;
  subjectName: string;
  title: string;
  cover: string | null;
  teachers: string[];
  tags: string[];
  priceFen: number;
  videoCount: number;
  viewCount: number;
  likeCount: number;
  access: keyof typeof accessLabels | null;
}

const OK_ACCESS = new Set(["free", "free-preview", "enrolled", "member-licence", "campus-licence"]);

export function AccessBadge({ access }: { access: keyof typeof accessLabels | null }) {
  if (!access) return null;
  return (
    <span className={`course-badge ${OK_ACCESS.has(access) ? "course-badge--ok" : "course-badge--locked"}`}>
      {accessLabels[access]}
    </span>
  );
}

/** Lowercase, so React 18 passes it to the DOM as it is (its camel-case prop arrives with React 19). */
const HIGH_PRIORITY = { fetchpriority: "high" } as Record<string, string>;

/**
 * A cover (signed URL), decorative: the title next to it names the course. Below the fold it loads lazily; `priority`
 * covers (the first row of a list, a course page's own) load at once, the first of them first (the page's LCP).
 */
export function CourseCover({
  src,
  subjectName,
  width,
  height,
  priority = "lazy",
}: {
  src: string | null;
  subjectName: string;
  width: number;
  height: number;
  priority?: "lazy" | "eager" | "high";
}) {
  if (!src) {
    return (
      <div className="course-cover course-cover--blank" aria-hidden="true" style={{ width: "100%" }}>
        {subjectName}
      </div>
    );
  }
  return (
    <img
      className="course-cover"
      src={src}
      alt=""
      width={width}
      height={height}
      loading={priority === "lazy" ? "lazy" : "eager"}
      decoding="async"
      {...(priority === "high" ? HIGH_PRIORITY : {})}
    />
  );
}

export function PriceTag({ priceFen }: { priceFen: number }) {
  return (
    <span className={priceFen === 0 ? "course-price course-price--free" : "course-price"}>{formatPrice(priceFen)}</span>
  );
}

export function CourseCardView({
  course,
  href,
  layout = "grid",
  headingLevel = 2,
  coverPriority = "lazy",
  children,
}: {
  course: CourseCardData;
  href: string;
  layout?: "grid" | "row";
  headingLevel?: 2 | 3;
  coverPriority?: "lazy" | "eager" | "high";
  /** Extra lines under the facts (progress in my courses). */
  children?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const row = layout === "row";
  return (
    <article className={row ? "course-card course-card--row" : "course-card"}>
      <CourseCover
        src={course.cover}
        subjectName={course.subjectName}
        width={row ? 128 : 320}
        height={row ? 72 : 180}
        priority={coverPriority}
      />
      <div className="course-card-body">
        <Heading className="course-card-title">
          <Link to={href}>{course.title}</Link>
        </Heading>
        <p className="course-meta">
          <span>{course.subjectName}</span>
          {course.teachers.length > 0 ? <span>主讲：{course.teachers.join("、")}</span> : null}
          <span>{course.videoCount} 讲</span>
        </p>
        {course.tags.length > 0 && !row ? (
          <ul className="course-tags" aria-label="标签">
            {course.tags.map((tag) => (
              <li key={tag} className="course-tag">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        {children}
        <p className="course-meta">
          <span>{formatCount(course.viewCount)} 次观看</span>
          <span>{formatCount(course.likeCount)} 赞</span>
        </p>
        <div className="course-card-foot">
          <PriceTag priceFen={course.priceFen} />
          {/* A free course's price already says 免费. */}
          {course.access === "free" ? null : <AccessBadge access={course.access} />}
        </div>
      </div>
    </article>
  );
}
