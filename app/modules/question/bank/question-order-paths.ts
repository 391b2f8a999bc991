// Where a student buys a question bank the school has not licensed (/question/order and its mobile twin). Client-safe.
import type { SiteTree } from "~/lib/site-tree";

export function questionOrderHref(tree: SiteTree, bankId: number): string {
  return `${tree === "mobile" ? "/mobile" : ""}/question/order?bankId=${bankId}`;
}
