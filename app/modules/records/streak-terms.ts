// The streaks the site shows, named and explained in one place (issue 23), so the 学习记录 and 打卡 pages, their /mobile
// twins, the word book and the API docs never use one name for two counts. Each counts consecutive study days (a day
// starts at 04:00 Beijing time) up to today — or up to yesterday while today has nothing yet (study-time.ts streakOf);
// what makes a day count differs. Client-safe.
export const streakTerms = {
  /** study-summary.server.ts: any activity the site records. */
  study: {
    label: "连续学习",
    meaning: "连续学习：连续有学习的天数——看课程视频、背单词、做题都算，不需要打卡。",
  },
  /** check-in rules: a check-in row per day, by hand or automatic. */
  checkIn: {
    label: "连续打卡",
    meaning: "连续打卡：连续打了卡的天数——点「立即打卡」，或当天学习达到目标时自动打卡；只学习、没打卡的日子不算。",
  },
  /** word-summary.server.ts: days with word study only. */
  words: {
    label: "连续背词",
    meaning: "连续背词：连续背过单词的天数，只算背单词。",
  },
} as const;

export type StreakTerm = keyof typeof streakTerms;

/** What every streak shares: where it ends and when a day starts. */
export const STREAK_DAY_NOTE = "都算到今天为止（今天还没有的话算到昨天），每天以北京时间凌晨 4 点为界。";
