// The 错题本 route's content in both trees: the book, 今日错题 or the print view, as the loader says.
import type { SiteTree } from "~/lib/site-tree";
import type { WrongPageData } from "~/modules/question/wrong-book/wrong-pages.server";
import { WrongBook } from "./wrong-book";
import { WrongPrint } from "./wrong-print";
import { WrongReview } from "./wrong-review";
import { wrongText as t } from "./wrong-text";

export function WrongScreen({ data, tree }: { data: WrongPageData; tree: SiteTree }) {
  if (data.view === "review") return <WrongReview data={data} tree={tree} />;
  if (data.view === "print") return <WrongPrint data={data} tree={tree} />;
  return <WrongBook data={data} tree={tree} />;
}

/** The page's title by view. */
export function wrongTitleOf(data: WrongPageData | undefined): string {
  if (data?.view === "review") return t.reviewTitle;
  if (data?.view === "print") return t.printTitle;
  return t.title;
}
