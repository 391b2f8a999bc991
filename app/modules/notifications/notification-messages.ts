// What 消息 says: the tabs' empty lists, toasts, refusals, and the live booking's words. Client-safe: no imports.
export const notificationMessages = {
  title: "消息",
  description: "系统通知、订单与退款进度、预约直播的开播提醒与社区消息，保留 180 天。",
  empty: "还没有消息。",
  tabEmpty: "这一类还没有消息。",
  unreadEmpty: "没有未读消息。",
  pageBeyond: "这一页没有内容。",
  tabInvalid: "没有这个分类",
  idInvalid: "请选择要标为已读的消息",
  intentInvalid: "无法识别的操作",
  notFound: "消息不存在或已过期",
  markedRead: "已标为已读",
  allMarkedRead: "已全部标为已读",
  noneUnread: "没有未读消息",
  unreadMarker: "未读",
  /** The accessible name of an unread count: 消息，3 条未读. */
  unreadLabel: (count: number) => `消息，${count} 条未读`,

  // 预约直播 on a live's page.
  liveIdInvalid: "请指定直播",
  bookIntentInvalid: "请选择预约或取消预约",
  booked: "已预约，开播前 15 分钟提醒您",
  unbooked: "已取消预约",
  bookClosed: "直播已开始或已结束，无需预约",
  bookLogin: "登录后预约",
  bookButton: "预约直播",
  unbookButton: "取消预约",
  bookedNote: "已预约：开播前 15 分钟会在「消息」中提醒您。",
  bookHint: "预约后，开播前 15 分钟会在「消息」中提醒您。",
} as const;
