// The home pages' text sections beside the video ones: 真题推荐 (past papers with explanation videos), 考研资讯 (the
// newest articles) and 考研经验 (the newest posts). Titles and a fact or two only — no images — so the home page's
// HTML and paint stay small on a slow network. Open to everyone like the home pages; the links lead to gated pages.
import { shanghaiDate } from "~/lib/shanghai-time";
import { latestExperiences } from "~/modules/experience/experience.server";
import { latestNews } from "~/modules/news/news.server";
import { recommendedPapers } from "~/modules/paper/paper.server";

const HOME_TEXT_ROWS = 5;

export interface HomeTextEntry {
  id: number;
  title: string;
  /** One line of facts: 数学一 · 2025 年 · 21 个解析视频, 招生信息 · 2026年11月3日, 数学 · 张同学 · 视频. */
  facts: string;
}

export interface HomeContentSections {
  papers: HomeTextEntry[];
  news: HomeTextEntry[];
  experiences: HomeTextEntry[];
}

const line = (facts: Array<string | null | false | undefined>) => facts.filter(Boolean).join(" · ");

export async function loadHomeContentSections(): Promise<HomeContentSections> {
  const [papers, news, experiences] = await Promise.all([
    recommendedPapers(HOME_TEXT_ROWS),
    latestNews(HOME_TEXT_ROWS),
    latestExperiences(HOME_TEXT_ROWS),
  ]);
  return {
    papers: papers.map((paper) => ({
      id: paper.id,
      title: paper.title,
      facts: line([paper.subjectName, `${paper.year} 年`, paper.videoCount > 0 && `${paper.videoCount} 个解析视频`]),
    })),
    news: news.map((item) => ({
      id: item.id,
      title: item.title,
      facts: line([item.categoryName, shanghaiDate(item.publishedAt)]),
    })),
    experiences: experiences.map((item) => ({
      id: item.id,
      title: item.title,
      facts: line([
        item.categoryName,
        item.seniorName && `${item.seniorName}（${item.admittedSchool}）`,
        item.hasVideo && "视频",
      ]),
    })),
  };
}
