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
