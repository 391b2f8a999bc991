// Suggestions for 目标院校: the universities students most often aim for (the 39 of Project 985), offered in a
// <datalist> beside the schools that subscribe to the site. Any other school may be typed: the list only helps.
// Client-safe.
const popularTargetSchools = [
  "北京大学",
  "清华大学",
  "中国人民大学",
  "北京航空航天大学",
  "北京理工大学",
  "中国农业大学",
  "北京师范大学",
  "中央民族大学",
  "南开大学",
  "天津大学",
  "大连理工大学",
  "东北大学",
  "吉林大学",
  "哈尔滨工业大学",
  "复旦大学",
  "同济大学",
  "上海交通大学",
  "华东师范大学",
  "南京大学",
  "东南大学",
  "浙江大学",
  "中国科学技术大学",
  "厦门大学",
  "山东大学",
  "中国海洋大学",
  "武汉大学",
  "华中科技大学",
  "湖南大学",
  "中南大学",
  "国防科技大学",
  "中山大学",
  "华南理工大学",
  "四川大学",
  "电子科技大学",
  "重庆大学",
  "西安交通大学",
  "西北工业大学",
  "西北农林科技大学",
  "兰州大学",
] as const;

/** The subscribing schools' names first (a student's own school is a common target), then the popular ones, once each. */
export function targetSchoolOptions(subscriberNames: readonly string[]): string[] {
  return [...new Set([...subscriberNames, ...popularTargetSchools])];
}
