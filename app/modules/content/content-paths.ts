// Where the news, experience and past-paper pages live in each tree (spec section 2). Client-safe, like
// app/modules/video/video-paths.ts: every link to these pages (lists, cards, search results, home sections) is built here.
import type { SiteTree } from "~/lib/site-tree";

export interface ContentPaths {
  /** 考研资讯: the news list (category and page as query parameters). */
  newsList: string;
  newsWhere: (filters: { category?: string; page?: number }) => string;
  newsItem: (newsId: number) => string;
  /** 考研经验: the experience list (category, senior and page as query parameters). */
  experiences: string;
  experiencesWhere: (filters: { category?: string; senior?: number; page?: number }) => string;
  /** One experience: the talk's video when it has one, then its text. */
  experience: (experienceId: number) => string;
  /** 学长学姐: a senior and their posts. */
  senior: (seniorId: number) => string;
  /** 真题: the past-paper list (subject, year and page as query parameters). */
  papers: string;
  papersWhere: (filters: { subject?: string; year?: number; page?: number }) => string;
  paper: (paperId: number) => string;
}

const query = (path: string, params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== "") search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};
const firstPageless = (page: number | undefined) => (page !== undefined && page > 1 ? page : undefined);

export const contentPaths: Record<SiteTree, ContentPaths> = {
  desktop: {
    newsList: "/policy",
    newsWhere: ({ category, page }) => query("/policy", { category, page: firstPageless(page) }),
    newsItem: (id) => `/policy/${id}`,
    experiences: "/square/experience",
    experiencesWhere: ({ category, senior, page }) =>
      query("/square/experience", { category, senior, page: firstPageless(page) }),
    experience: (id) => query("/square/experPlay", { id }),
    senior: (id) => query("/square/seniorInfo", { id }),
    papers: "/question",
    papersWhere: ({ subject, year, page }) => query("/question", { subject, year, page: firstPageless(page) }),
    paper: (id) => `/question/${id}`,
  },
  mobile: {
    newsList: "/mobile/timeInfo",
    newsWhere: ({ category, page }) => query("/mobile/timeInfo", { category, page: firstPageless(page) }),
    newsItem: (id) => query("/mobile/timeInfo/detail", { id }),
    experiences: "/mobile/news/more",
    experiencesWhere: ({ category, senior, page }) =>
      query("/mobile/news/more", { category, senior, page: firstPageless(page) }),
    experience: (id) => query("/mobile/news/player", { id }),
    // No senior page of its own on mobile: the experience list filtered to them, with their card on top.
    senior: (id) => query("/mobile/news/more", { senior: id }),
    papers: "/mobile/question",
    papersWhere: ({ subject, year, page }) => query("/mobile/question", { subject, year, page: firstPageless(page) }),
    paper: (id) => query("/mobile/question/list", { id }),
  },
};
