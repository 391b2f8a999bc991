// The usage reports' and COUNTER_SUSHI credentials' Chinese messages, in one place. Client-safe: data only.
// (COUNTER's own exception messages are English by the Code and live in counter-exceptions.ts.)

export const usageMessages = {
  schoolNotFound: "没有找到这所学校",
  credentialNotFound: "没有找到这条 COUNTER_SUSHI 凭据，或它已被吊销",
  dayInvalid: "日期格式应为 YYYY-MM-DD",
  serviceDescription:
    "研途的 COUNTER 5.1 使用统计（COUNTER_SUSHI API）：平台、数据库（课程、题库、单词书）与条目（视频、直播、真题）报告。",
  memberNotes: "研途平台的机构用户",
  labelTooLong: "备注最多 100 个字",
  credentialIdInvalid: "请选择一条凭据",
  intentInvalid: "页面已过期，请刷新后重试",
  reportNotFound: "没有这种 COUNTER 表格报告（可下载 PR、PR_P1、DR、DR_D1、DR_D2、IR、IR_M1）",
  credentialIssued: "已签发新的 COUNTER_SUSHI 凭据：API 密钥只显示这一次，请立即复制保存",
  credentialRevoked: "已吊销这条凭据，使用它的采集程序将无法再获取报告",
} as const;

/** The console's usage report pages (使用统计): the period form's messages and the files' refusals. */
export const usageReportMessages = {
  fromRequired: "请选择开始日期",
  toRequired: "请选择结束日期",
  dayInvalid: "请输入有效的日期，格式为 YYYY-MM-DD（例如 2025-10-01），年份不早于 2000 年",
  toBeforeFrom: "结束日期不能早于开始日期",
  toAfterToday: (today: string) => `结束日期不能晚于今天（${today}）`,
  tooLong: "统计期最长 3 年，请缩短日期范围",
  granularityInvalid: "请选择按日、按周或按月",
  tooManyBuckets: (name: string, max: number) => `${name}最多显示 ${max} 个点，请缩短日期范围或选择更粗的粒度`,
  compareInvalid: "请选择对比方式：上一周期、去年同期或自定义",
  compareStartRequired: "自定义对比时请选择对比期的开始日期",
  compareStartTooLate: "对比期不能晚于今天结束",
  monthInvalid: "月份应为 YYYY-MM（例如 2025-10），不早于 2000-01，且不晚于本月",
  tableNotFound: "没有这张统计表（可下载的表格见使用统计各页面）",
  badPeriod: "统计期有误：",
} as const;
