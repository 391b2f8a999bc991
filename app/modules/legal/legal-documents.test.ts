// The legal texts as data: every document is complete and well-formed, the privacy policy names every cookie the site
// sets and every kind of personal data it handles, and the licences page carries ECDICT's MIT notice verbatim.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import {
  documentPlainText,
  COUNTER_ROBOTS_LICENSE_TEXT,
  ECDICT_LICENSE_TEXT,
  formatLegalDate,
  HOTLINE,
  legalDocuments,
  licensesDocument,
  privacyPolicy,
  userAgreement,
  type LegalBlock,
  type LegalDocument,
  type RichText,
} from "./legal-documents";
import { licenseTexts, thirdPartyPackages } from "./third-party-licenses";

const documents = Object.values(legalDocuments);

function allBlocks(doc: LegalDocument): LegalBlock[] {
  return [
    ...doc.intro,
    ...doc.sections.flatMap((section) => [
      ...section.blocks,
      ...(section.subsections ?? []).flatMap((sub) => sub.blocks),
    ]),
  ];
}

function richParts(text: RichText) {
  return typeof text === "string" ? [text] : text;
}

function allInline(doc: LegalDocument) {
  return allBlocks(doc).flatMap((block) => {
    switch (block.kind) {
      case "p":
        return richParts(block.text);
      case "ul":
        return block.items.flatMap(richParts);
      case "dl":
        return block.items.flatMap((item) => item.details.flatMap(richParts));
      default:
        return [];
    }
  });
}

describe.each(documents.map((doc) => [doc.slug, doc] as const))("legal document %s", (slug, doc) => {
  it("is keyed by its own slug and has a title, a version and the effective date", () => {
    expect(legalDocuments[slug]).toBe(doc);
    expect(doc.title.length).toBeGreaterThan(0);
    expect(doc.summary.length).toBeGreaterThan(10);
    expect(doc.version).toBe("1.0");
    expect(doc.effectiveDate).toBe("2026-11-20");
  });

  it("has sections, each with a heading and content", () => {
    expect(doc.sections.length).toBeGreaterThanOrEqual(3);
    for (const section of doc.sections) {
      expect(section.heading.trim()).not.toBe("");
      expect(section.blocks.length + (section.subsections?.length ?? 0)).toBeGreaterThan(0);
      for (const sub of section.subsections ?? []) {
        expect(sub.heading.trim()).not.toBe("");
        expect(sub.blocks.length).toBeGreaterThan(0);
      }
    }
  });

  it("uses unique, URL-safe anchors for its table of contents", () => {
    const ids = doc.sections.flatMap((section) => [section.id, ...(section.subsections ?? []).map((sub) => sub.id)]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it("has no empty paragraph or list item and links only to https pages or other legal pages", () => {
    for (const block of allBlocks(doc)) {
      if (block.kind === "ul") expect(block.items.length).toBeGreaterThan(0);
      if (block.kind === "dl") expect(block.items.length).toBeGreaterThan(0);
    }
    for (const part of allInline(doc)) {
      if (typeof part === "string") continue;
      if ("href" in part) expect(part.href).toMatch(/^https:\/\//);
      if ("doc" in part) expect(legalDocuments[part.doc]).toBeDefined();
    }
  });
});

describe("privacy policy", () => {
  const text = documentPlainText(privacyPolicy);

  it.each(["Authorization", "__flash", "appuuid", "theme", "search_history"])("names the cookie %s", (cookie) => {
    const cookies = privacyPolicy.sections.find((section) => section.id === "cookies");
    const terms =
      cookies?.blocks.flatMap((block) => (block.kind === "dl" ? block.items.map((item) => item.term) : [])) ?? [];
    expect(terms.some((term) => term.startsWith(`${cookie}（`))).toBe(true);
  });

  it.each([
    ["phone number, stored and shown masked", ["手机号码", "138****0001"]],
    ["school and the campus-network check on the request IP", ["学校", "校园网", "IP 地址"]],
    ["password kept only as an argon2id hash", ["argon2id"]],
    ["SMS codes", ["短信验证码", "5 分钟"]],
    ["organisation accounts", ["机构账号", "机构注册码"]],
    ["video progress", ["视频学习进度"]],
    ["past-paper records", ["真题", "作答"]],
    ["vocabulary study and review history with FSRS", ["词汇学习记录", "复习", "FSRS"]],
    ["favourites and downloads", ["收藏", "下载"]],
    ["feedback", ["意见反馈", "联系方式"]],
    ["appointments", ["预约咨询", "姓名", "咨询问题"]],
    ["avatars", ["头像", "2 MB"]],
    [
      "visit logs",
      ["访问日志", "浏览器名称", "操作系统", "设备类型", "屏幕宽度", "当前页面地址", "来源页面", "appuuid"],
    ],
    ["sessions", ["30 天", "SHA-256"]],
    ["orders and the payment provider", ["订单", "支付服务提供者"]],
    ["retention of visit logs", ["访问日志与服务器安全日志", "6 个月"]],
    ["storage in China, no cross-border transfer", ["境内", "不向境外提供"]],
    ["PIPL rights", ["个人信息保护法", "查阅", "复制", "更正", "删除", "撤回同意", "注销账号"]],
    ["minors", ["未成年人", "十四周岁"]],
    ["security measures", ["保护您的个人信息", "哈希"]],
    ["policy changes", ["本政策的更新"]],
    ["contact channels", [HOTLINE, "意见反馈"]],
  ] as const)("covers %s", (_what, words) => {
    for (const word of words) expect(text).toContain(word);
  });

  it("ends with a contact block that shows the hotline", () => {
    const contact = privacyPolicy.sections.at(-1);
    expect(contact?.blocks.some((block) => block.kind === "contact")).toBe(true);
  });
});

describe("user agreement", () => {
  const text = documentPlainText(userAgreement);

  it.each([
    ["campus access and registration on the campus network", ["校园网", "注册账号必须在所选学校的校园网内完成"]],
    ["account rules", ["不得出借、转让"]],
    ["acceptable use", ["使用规范"]],
    ["licensed content limited to the school's licence", ["授权范围内", "个人学习"]],
    ["intellectual property", ["知识产权"]],
    ["payments by the payment provider", ["支付服务提供者", "订单记录"]],
    ["disclaimers", ["仅供参考", "不对您的考试成绩"]],
    ["termination", ["终止"]],
    ["governing law", ["中华人民共和国法律"]],
    ["contact", [HOTLINE]],
  ] as const)("covers %s", (_what, words) => {
    for (const word of words) expect(text).toContain(word);
  });

  it("points to the privacy policy", () => {
    expect(
      allInline(userAgreement).some((part) => typeof part !== "string" && "doc" in part && part.doc === "userPrivacy"),
    ).toBe(true);
  });
});

describe("licences page", () => {
  const text = documentPlainText(licensesDocument);

  it("carries ECDICT's MIT notice verbatim from licenses/ECDICT-LICENSE.txt", () => {
    const file = fs.readFileSync(new URL("../../../licenses/ECDICT-LICENSE.txt", import.meta.url), "utf8");
    expect(ECDICT_LICENSE_TEXT).toBe(file.trimEnd());
    expect(ECDICT_LICENSE_TEXT).toBe(`MIT License\n\nCopyright (c) 2025 Linwei\n\n${licenseTexts.MIT.text}`);
    const pre = licensesDocument.sections.flatMap((section) => section.blocks).find((block) => block.kind === "pre");
    expect(pre?.kind === "pre" && pre.text).toBe(ECDICT_LICENSE_TEXT);
  });

  it("carries the COUNTER robots list's MIT notice verbatim from licenses/COUNTER-Robots-LICENSE.txt", () => {
    const file = fs.readFileSync(new URL("../../../licenses/COUNTER-Robots-LICENSE.txt", import.meta.url), "utf8");
    expect(COUNTER_ROBOTS_LICENSE_TEXT).toBe(file.trimEnd());
    expect(COUNTER_ROBOTS_LICENSE_TEXT).toBe(
      `MIT License\n\nCopyright (c) 2018 COUNTER ONLINE METRICS\n\n${licenseTexts.MIT.text}`,
    );
    const pres = licensesDocument.sections.flatMap((section) => section.blocks).filter((block) => block.kind === "pre");
    expect(pres.some((block) => block.kind === "pre" && block.text === COUNTER_ROBOTS_LICENSE_TEXT)).toBe(true);
  });

  it("says where the word data comes from and what is used", () => {
    for (const word of ["ECDICT", "https://github.com/skywind3000/ECDICT", "4,801", "ky"]) {
      expect(text.includes(word) || JSON.stringify(licensesDocument).includes(word)).toBe(true);
    }
  });

  it("lists every third-party package with its licence", () => {
    for (const pkg of thirdPartyPackages) expect(text).toContain(`${pkg.name} ${pkg.version}`);
    expect(text).toContain("MIT License");
  });
});

it("formats dates the Chinese way", () => {
  expect(formatLegalDate("2026-11-20")).toBe("2026年11月20日");
  expect(formatLegalDate("2027-01-05")).toBe("2027年1月5日");
});
