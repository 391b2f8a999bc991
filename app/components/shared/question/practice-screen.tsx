// The body of 练习 in either tree: the chooser, one question, or the summary, by what the loader found.
import type { SiteTree } from "~/lib/site-tree";
import type { PracticePageData } from "~/modules/question/practice/practice-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";
import { PracticeChooser } from "./practice-chooser";
import { PracticeQuestion } from "./practice-question";
import { PracticeSummary } from "./practice-summary";

export function PracticeScreen({ data, tree }: { data: PracticePageData; tree: SiteTree }) {
  switch (data.page) {
    case "chooser":
      return <PracticeChooser data={data} tree={tree} />;
    case "summary":
      return <PracticeSummary data={data} tree={tree} />;
    case "question":
      return <PracticeQuestion data={data} tree={tree} />;
  }
}

const description = "按科目、知识点、难度和试卷刷题或背题，只做错题或只做未做，作答后立即判对错、看解析。";

export function practiceMeta(data: PracticePageData | undefined) {
  if (data?.page === "question")
    return pageMeta(`第 ${data.number} 题 · ${data.attempt.title}`, description, { noindex: true });
  if (data?.page === "summary") return pageMeta(`练习小结 · ${data.attempt.title}`, description, { noindex: true });
  return pageMeta("练习", description);
}
