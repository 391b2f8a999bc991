// The site search: one keyword over courses, past papers, paper explanations, news, experience and lives. Each domain
// answers for its own content (its list query with a keyword, read in its list order); this module runs them together
// and turns their items into one hit shape, so the page, the mobile page and GET /api/Search show the same thing.
//
// Matching is a substring of the title (and, for news and experience, the summary; for lives the teacher): 考研
// keywords are short Chinese terms — 长难句, 极限, 马原 — for which word splitting gains nothing over LIKE, and each
// table holds thousands of rows, not millions. A larger catalogue would move this to PostgreSQL trigram indexes.
import { shanghaiDate, shanghaiPaddedMonthDayMinute } from "~/lib/shanghai-time";
import type { Viewer } from "~/modules/access/viewer.server";
import { listCourses } from "~/modules/course/course-catalog.server";
import { SITE_COURSE_TYPE } from "~/modules/course/course-config";
import { searchExperiences } from "~/modules/experience/experience.server";
import { listLives } from "~/modules/live/live.server";
import { searchNews } from "~/modules/news/news.server";
import { listPaperVideos } from "~/modules/paper-video/paper-video.server";
import { searchPapers } from "~/modules/paper/paper.server";
import { recordUsageEvent, type UsageActor } from "~/modules/usage/usage-events.server";
import { SEARCH_OVERVIEW_ROWS, searchKinds, type SearchKind, type SearchScope } from "./search-config";

export interface SearchHit {
  kind: SearchKind;
  id: number;
  title: string;
  /** A line under the title (the news or experience summary, the paper's name); may be empty. */
  summary: string;
  /** Short facts shown after the title: subject, year, teacher, date … */
  facts: string[];
}

interface SearchGroup {
  kind: SearchKind;
  total: number;
  hits: SearchHit[];
}

interface SearchAnswer {
  keyword: string;
  /** Hits of every kind, for the tabs' counts. */
  totals: Record<SearchKind, number>;
  groups: SearchGroup[];
  total: number;
  hits: SearchHit[];
}

/** `all`: each kind's first SEARCH_OVERVIEW_ROWS hits in `groups` (kinds without hits left out), `hits` empty. */
interface SearchOverview extends SearchAnswer {
  scope: "all";
  page: 1;
  rows: typeof SEARCH_OVERVIEW_ROWS;
}

/** A kind: one page of it in `hits`, `groups` empty. */
interface SearchKindPage extends SearchAnswer {
  scope: SearchKind;
  page: number;
  rows: number;
}

export type SearchResult = SearchOverview | SearchKindPage;

interface Paging {
  page: number;
  rows: number;
}

const present = (facts: Array<string | false | null | undefined>): string[] =>
  facts.filter((fact): fact is string => Boolean(fact));

type KindSearch = (viewer: Viewer, keyword: string, paging: Paging) => Promise<{ total: number; hits: SearchHit[] }>;

/** How each kind is searched and shown; every domain keeps its own query. */
const searchers: Record<SearchKind, KindSearch> = {
  course: async (viewer, keyword, paging) => {
    const page = await listCourses(viewer, {
      ...paging,
      type: SITE_COURSE_TYPE,
      keyword,
      sort: "hot",
      subject: undefined,
      tag: undefined,
      free: undefined,
    });
    return {
      total: page.total,
      hits: page.items.map((course) => ({
        kind: "course",
        id: course.id,
        title: course.title,
        summary: course.tags.join(" · "),
        facts: present([
          course.subjectName,
          course.teachers.map((teacher) => teacher.name).join("、"),
          `${course.videoCount} 节`,
          course.free && "免费",
        ]),
      })),
    };
  },
  paper: async (_viewer, keyword, paging) => {
    const page = await searchPapers({ keyword, ...paging });
    return {
      total: page.total,
      hits: page.items.map((paper) => ({
        kind: "paper",
        id: paper.id,
        title: paper.title,
        summary: "",
        facts: present([
          paper.subjectName,
          `${paper.year} 年`,
          paper.videoCount > 0 && `${paper.videoCount} 个解析视频`,
        ]),
      })),
    };
  },
  paperVideo: async (viewer, keyword, paging) => {
    const page = await listPaperVideos(viewer, {
      ...paging,
      keyword,
      sort: "hot",
      subject: undefined,
      year: undefined,
    });
    return {
      total: page.total,
      hits: page.items.map((video) => ({
        kind: "paperVideo",
        id: video.id,
        title: video.title,
        summary: `${video.paper} ${video.questionLabel}`,
        facts: present([video.subjectName, `${video.examYear} 年`, video.teacher]),
      })),
    };
  },
  news: async (_viewer, keyword, paging) => {
    const page = await searchNews({ keyword, ...paging });
    return {
      total: page.total,
      hits: page.items.map((news) => ({
        kind: "news",
        id: news.id,
        title: news.title,
        summary: news.summary,
        facts: present([news.categoryName, shanghaiDate(news.publishedAt)]),
      })),
    };
  },
  experience: async (_viewer, keyword, paging) => {
    const page = await searchExperiences({ keyword, ...paging });
    return {
      total: page.total,
      hits: page.items.map((experience) => ({
        kind: "experience",
        id: experience.id,
        title: experience.title,
        summary: experience.summary,
        facts: present([
          experience.categoryName,
          experience.seniorName && `${experience.seniorName} · ${experience.admittedSchool}`,
          experience.hasVideo && "视频",
        ]),
      })),
    };
  },
  live: async (viewer, keyword, paging) => {
    const page = await listLives(viewer, { ...paging, keyword, status: undefined, subject: undefined });
    return {
      total: page.total,
      hits: page.items.map((live) => ({
        kind: "live",
        id: live.id,
        title: live.title,
        summary: live.subjectName,
        facts: present([live.statusName, shanghaiPaddedMonthDayMinute(live.startsAt), live.teacher]),
      })),
    };
  },
};

/**
 * GET /api/Search and the search pages. `all`: the first hits of every kind at once; a kind: its page, and the other
 * kinds counted (a one-row page each) for the tabs. With `actor`, the search is recorded for the usage reports with
 * what it found in every kind — once per search: a later page of a kind is the same search read further.
 */
export async function searchSite(
  viewer: Viewer,
  input: { keyword: string; type: SearchScope; page: number; rows: number },
  actor: UsageActor | null = null,
): Promise<SearchResult> {
  const { keyword, type: scope } = input;
  const answers = await Promise.all(
    searchKinds.map(async ({ code }) => {
      const paging =
        scope === "all"
          ? { page: 1, rows: SEARCH_OVERVIEW_ROWS }
          : code === scope
            ? { page: input.page, rows: input.rows }
            : { page: 1, rows: 1 };
      return { kind: code, ...(await searchers[code](viewer, keyword, paging)) };
    }),
  );
  const totals = Object.fromEntries(answers.map((answer) => [answer.kind, answer.total])) as Record<SearchKind, number>;
  if (scope === "all" || input.page === 1) {
    const found = answers.reduce((sum, answer) => sum + answer.total, 0);
    await recordUsageEvent(actor, { kind: "search", keyword, results: found });
  }
  if (scope === "all") {
    return {
      keyword,
      scope,
      totals,
      groups: answers.filter((answer) => answer.total > 0).map(({ kind, total, hits }) => ({ kind, total, hits })),
      page: 1,
      rows: SEARCH_OVERVIEW_ROWS,
      total: answers.reduce((sum, answer) => sum + answer.total, 0),
      hits: [],
    };
  }
  const chosen = answers.find((answer) => answer.kind === scope);
  return {
    keyword,
    scope,
    totals,
    groups: [],
    page: input.page,
    rows: input.rows,
    total: chosen?.total ?? 0,
    hits: chosen?.hits ?? [],
  };
}
