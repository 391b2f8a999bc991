// Where the vocabulary pages live in each tree (spec section 2: /word/..., /mobile/word/...). Client-safe: the pages'
// components build their links from it, and app/modules/word/book-pages.server.ts its redirects.
import { treeOfPath, type SiteTree } from "~/lib/site-tree";

export type WordTree = SiteTree;

export interface WordPaths {
  /** The book list: /word, /mobile/word/bookList. */
  books: string;
  /** The chosen book's home. */
  wordBook: string;
  /** The notebook (生词本). */
  collect: string;
  detail: string;
  learning: string;
  review: string;
}

export const wordPaths: Record<WordTree, WordPaths> = {
  desktop: {
    books: "/word",
    wordBook: "/word/wordBook",
    collect: "/word/collect",
    detail: "/word/wordDetail",
    learning: "/word/learning",
    review: "/word/reviewWords",
  },
  mobile: {
    books: "/mobile/word/bookList",
    wordBook: "/mobile/word/wordBook",
    collect: "/mobile/word/collect",
    detail: "/mobile/word/wordDetail",
    learning: "/mobile/word/learning",
    review: "/mobile/word/reviewWords",
  },
};

export const wordTreeOf = treeOfPath;

/** A word's page; from the notebook it offers the notebook's next word. */
export function wordDetailHref(paths: WordPaths, wordId: number, from?: "collect"): string {
  return `${paths.detail}?wordId=${wordId}${from ? `&from=${from}` : ""}`;
}

/** A page of the notebook (page 1 has no query). */
export function notebookPageHref(paths: WordPaths, page: number): string {
  return page > 1 ? `${paths.collect}?page=${page}` : paths.collect;
}
