// The console's school, campus-network, organisation-code and licence messages (issue 25), in one place. Client-safe.

/** How many ranges one school may list, and how long the typed list may be. */
export const MAX_CAMPUS_RANGES = 200;
export const MAX_RANGE_TEXT_LENGTH = 20_000;
/** The widest range a campus may claim: an IPv4 /8, an IPv6 /16 (0.0.0.0/0 would put every visitor on campus). */
export const MIN_IPV4_PREFIX = 8;
export const MIN_IPV6_PREFIX = 16;
export const SCHOOL_NAME_MAX_LENGTH = 60;
export const LICENCE_NOTE_MAX_LENGTH = 200;

const where = (line: number, typed: string) => `第 ${line} 行“${typed}”`;

export const campusMessages = {
  operatorOnly: "仅运营人员可以进行此操作",
  // Campus ranges
  rangeInvalid: (line: number, typed: string) =>
    `${where(line, typed)}不是有效的 IP 地址或网段（例如 10.1.0.0/16、2001:db8::/32）`,
  rangeZone: (line: number, typed: string) => `${where(line, typed)}带有网卡名（%…），网段中不能使用`,
  rangeTooBroad: (line: number, typed: string) =>
    `${where(line, typed)}范围过大：IPv4 网段前缀至少 /${MIN_IPV4_PREFIX}，IPv6 至少 /${MIN_IPV6_PREFIX}`,
  rangeHoldsMapped: (line: number, typed: string) =>
    `${where(line, typed)}包含全部 IPv4 映射地址（::ffff:0:0/96），请直接填写 IPv4 网段`,
  rangeDuplicate: (line: number, typed: string, otherLine: number, cidr: string) =>
    `${where(line, typed)}与第 ${otherLine} 行的 ${cidr} 重复`,
  rangeNested: (line: number, typed: string, otherLine: number, cidr: string) =>
    `${where(line, typed)}已包含在第 ${otherLine} 行的 ${cidr} 中`,
  rangeOverlap: (line: number, typed: string, school: string, cidr: string) =>
    `${where(line, typed)}与${school}的校园网段 ${cidr} 重叠`,
  rangesRefused: (count: number) => `校园网段有 ${count} 处需要修改`,
  tooManyRanges: `校园网段最多 ${MAX_CAMPUS_RANGES} 条`,
  rangeTextTooLong: `校园网段内容过长（最多 ${MAX_RANGE_TEXT_LENGTH} 个字符）`,
  addressRequired: "请输入要检测的 IP 地址",
  addressInvalid: "请输入有效的 IPv4 或 IPv6 地址，例如 10.1.2.3 或 2001:db8::1",
  // Schools
  nameRequired: "请输入学校名称",
  nameTooLong: `学校名称最多 ${SCHOOL_NAME_MAX_LENGTH} 个字`,
  nameTaken: "已有同名的学校",
  // Licences
  licenceNotFound: "授权不存在",
  scopeInvalid: "请选择授权范围",
  subjectRequired: "请选择科目",
  courseRequired: "请选择课程",
  courseNotFound: "课程不存在",
  bankRequired: "请选择题库",
  bankNotFound: "题库不存在",
  startRequired: "请选择开始日期",
  dateInvalid: "请输入有效的日期，例如 2026-09-01",
  endBeforeStart: "结束日期不能早于开始日期",
  noteTooLong: `备注最多 ${LICENCE_NOTE_MAX_LENGTH} 个字`,
  licenceEnded: "该授权已结束",
} as const;

/** What the licence kinds are called on the console's pages. */
export const licenceScopeLabels = {
  all: "全部内容",
  subject: "按科目",
  course: "单门课程",
  bank: "题库",
} as const;

/** The pages' answers (校园网, 授权, 学校): toasts and the states' names. */
export const campusPageMessages = {
  intentInvalid: "无法识别的操作，请刷新页面后重试",
  schoolIdInvalid: "请选择学校",
  rangesSaved: (count: number) => `已保存校园网段（共 ${count} 条），立即生效`,
  rangesUnchanged: "校园网段没有变化",
  rangesAdjusted: (count: number) => `其中 ${count} 条已按网络地址规范保存`,
  licenceIdInvalid: "请选择授权",
  licenceCreated: (coverage: string) => `已新增授权：${coverage}`,
  licenceDatesChanged: "已修改授权日期",
  licenceUnchanged: "授权日期没有变化",
  licenceEndedNow: (coverage: string) => `已结束授权：${coverage}`,
  schoolCreated: (name: string) => `已新建学校：${name}`,
  schoolRenamed: (name: string) => `学校已改名为：${name}`,
  schoolNameUnchanged: "学校名称没有变化",
} as const;

export const licenceStateLabels = { scheduled: "未开始", active: "生效中", ended: "已结束" } as const;
