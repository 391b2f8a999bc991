// Demo schools. 演示大学 owns loopback and 192.0.2.0/24 (TEST-NET-1), so a local visitor is on campus while a
// request arriving through a trusted proxy from 198.51.100.0/24 (TEST-NET-2) is not. The others use private and
// documentation ranges that no real visitor has. Organisation codes are demo credentials, listed in README.md.
export interface DemoSchool {
  name: string;
  ipRanges: string[];
  orgCode: string;
}

export const demoSchools: DemoSchool[] = [
  { name: "演示大学", ipRanges: ["127.0.0.0/8", "::1/128", "192.0.2.0/24"], orgCode: "YT-DEMO-2026" },
  { name: "北京大学", ipRanges: ["10.1.0.0/16", "2001:db8:1::/48"], orgCode: "YT-PKU-2026" },
  { name: "清华大学", ipRanges: ["10.2.0.0/16", "2001:db8:2::/48"], orgCode: "YT-THU-2026" },
  { name: "复旦大学", ipRanges: ["10.3.0.0/16", "2001:db8:3::/48"], orgCode: "YT-FDU-2026" },
  { name: "浙江大学", ipRanges: ["10.4.0.0/16", "2001:db8:4::/48"], orgCode: "YT-ZJU-2026" },
  { name: "武汉大学", ipRanges: ["10.5.0.0/16", "2001:db8:5::/48"], orgCode: "YT-WHU-2026" },
  { name: "中山大学", ipRanges: ["10.6.0.0/16", "2001:db8:6::/48"], orgCode: "YT-SYSU-2026" },
  { name: "四川大学", ipRanges: ["10.7.0.0/16", "2001:db8:7::/48"], orgCode: "YT-SCU-2026" },
  { name: "南京大学", ipRanges: ["10.8.0.0/16", "2001:db8:8::/48"], orgCode: "YT-NJU-2026" },
  { name: "华中科技大学", ipRanges: ["10.9.0.0/16"], orgCode: "YT-HUST-2026" },
];

/** Demo student accounts (README.md lists them). */
export const demoUsers = [
  { phoneNumber: "13800000001", password: "Yantu#2026", nickname: "研友小林", schoolName: "演示大学" },
  { phoneNumber: "13800000002", password: "Kaoyan@2026", nickname: "考研的阿杰", schoolName: "北京大学" },
  { phoneNumber: "13800000003", password: "Yantu#2026", nickname: "二战的小陈", schoolName: "演示大学" },
  { phoneNumber: "13800000004", password: "Yantu#2026", nickname: "数学一冲刺", schoolName: "演示大学" },
  { phoneNumber: "13800000005", password: "Yantu#2026", nickname: "英语二备考", schoolName: "复旦大学" },
  { phoneNumber: "13800000006", password: "Yantu#2026", nickname: "专业课学姐", schoolName: "武汉大学" },
];
