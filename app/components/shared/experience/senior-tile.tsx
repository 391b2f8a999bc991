// A senior (学长学姐) as a card: the name's first character in a circle (or their picture), the name (the link to
// their page), the school and major they were admitted to, the exam year and score, and their tags.
import { Link } from "@remix-run/react";
import { SeniorBadge } from "~/components/shared/seniors/senior-badge";

export interface SeniorTileProps {
  senior: {
    id: number;
    name: string;
    avatar: string | null;
    undergraduateSchool: string;
    admittedSchool: string;
    admittedMajor: string;
    examYear: number;
    totalScore: number | null;
    tags: string[];
    /** An approved applicant (the 学长学姐 badge). */
    badge?: boolean;
  };
  /** The senior's page; null: the name is not a link (the page is the senior's own). */
  href: string | null;
  level?: 2 | 3;
  /** Also show 本科院校 → 录取院校 (the card above a senior's list). */
  detailed?: boolean;
  /** The list element (a strip of cards) or a lone block. */
  as?: "li" | "div";
}

export function SeniorAvatar({ name, avatar, size = 48 }: { name: string; avatar: string | null; size?: number }) {
  if (avatar) return <img className="senior-avatar" src={avatar} alt="" width={size} height={size} />;
  return (
    <span
      className="senior-avatar"
      aria-hidden="true"
      style={{ width: size, height: size, fontSize: Math.round(size * 0.42) }}
    >
      {Array.from(name)[0] ?? "研"}
    </span>
  );
}

export function seniorFacts(senior: SeniorTileProps["senior"]): string {
  return `${senior.examYear} 年考研${senior.totalScore !== null ? ` · 初试 ${senior.totalScore} 分` : ""}`;
}

export function SeniorTile({ senior, href, level = 3, detailed = false, as = "li" }: SeniorTileProps) {
  const Heading = level === 2 ? "h2" : "h3";
  const Element = as;
  return (
    <Element className="senior-card">
      <SeniorAvatar name={senior.name} avatar={senior.avatar} />
      <div className="senior-card-body">
        <Heading className="senior-card-name">
          {href ? <Link to={href}>{senior.name}</Link> : senior.name}
          {senior.badge ? <SeniorBadge /> : null}
        </Heading>
        <p className="media-card-meta">
          {detailed && senior.undergraduateSchool ? `${senior.undergraduateSchool} → ` : "上岸 "}
          {senior.admittedSchool} · {senior.admittedMajor}
        </p>
        <p className="media-card-meta">{seniorFacts(senior)}</p>
        {senior.tags.length > 0 ? (
          <ul className="senior-tags" aria-label="标签">
            {senior.tags.map((tag) => (
              <li key={tag} className="media-badge">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Element>
  );
}
