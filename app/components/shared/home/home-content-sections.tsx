// The home pages' text sections: 真题推荐, 考研资讯, 考研经验 — a heading with 更多, then titles with one line of facts.
// Plain server-rendered links; no images.
import { Link } from "@remix-run/react";
import { HomeSection } from "~/components/shared/live/home-video-sections";
import type { ContentPaths } from "~/modules/content/content-paths";
import type { HomeContentSections as Sections, HomeTextEntry } from "~/modules/shell/home-content.server";

function TextList({ entries, href }: { entries: HomeTextEntry[]; href: (id: number) => string }) {
  return (
    <ul className="home-text-list">
      {entries.map((entry) => (
        <li key={entry.id}>
          <Link to={href(entry.id)}>{entry.title}</Link>
          <span className="home-text-facts">{entry.facts}</span>
        </li>
      ))}
    </ul>
  );
}

export function HomeContentSections({ papers, news, experiences, paths }: Sections & { paths: ContentPaths }) {
  return (
    <div className="home-text-sections">
      {papers.length > 0 ? (
        <HomeSection id="home-papers" title="真题推荐" more={paths.papers}>
          <TextList entries={papers} href={paths.paper} />
        </HomeSection>
      ) : null}
      {news.length > 0 ? (
        <HomeSection id="home-news" title="考研资讯" more={paths.newsList}>
          <TextList entries={news} href={paths.newsItem} />
        </HomeSection>
      ) : null}
      {experiences.length > 0 ? (
        <HomeSection id="home-experiences" title="考研经验" more={paths.experiences}>
          <TextList entries={experiences} href={paths.experience} />
        </HomeSection>
      ) : null}
    </div>
  );
}
