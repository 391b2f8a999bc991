// What each streak on the page counts, in the words of modules/records/streak-terms.ts: the 学习记录 and 打卡 pages (and
// their /mobile twins) show both of theirs, so 连续学习 1 天 beside 连续打卡 0 天 explains itself.
import { STREAK_DAY_NOTE, streakTerms, type StreakTerm } from "~/modules/records/streak-terms";

export function StreakTerms({ terms }: { terms: readonly StreakTerm[] }) {
  return (
    <ul className="centre-meta streak-terms" aria-label="天数怎么算">
      {terms.map((term) => (
        <li key={term}>{streakTerms[term].meaning}</li>
      ))}
      <li>{STREAK_DAY_NOTE}</li>
    </ul>
  );
}
