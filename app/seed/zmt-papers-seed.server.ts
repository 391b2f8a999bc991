// Demo 自命题 papers (docs/decisions/0021-zmt-uploads.md): three small PDFs of 演示大学's library, written here and
// marked 模拟示例 (no real exam text), generated with pdfkit so /question/zmtCourse is not empty. Idempotent by code; the
// files have stable keys (zmt/demo-<code>.pdf) and are generated only when missing, so re-seeding (every integration
// test file seeds) reads them instead of drawing them again. The rows go through the upload's own sniffing.
import { existsSync, readFileSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import crypto from "node:crypto";
import type { Kysely } from "kysely";
import PDFDocument from "pdfkit";
import type { Database } from "~/db/schema";
import { getEnv } from "~/lib/env.server";
import { findPdfFont } from "~/modules/question/pdf/paper-pdf.server";
import { sniffPdf } from "~/modules/question/zmt/zmt-pdf-sniff";
import { writeZmtFile } from "~/modules/question/zmt/zmt-papers.server";

interface DemoZmtPaper {
  code: string;
  majorCode: string;
  majorName: string;
  year: number;
  sections: Array<{ heading: string; items: string[] }>;
}

const SCHOOL = "演示大学";

const demoPapers: DemoZmtPaper[] = [
  {
    code: "demo-zmt-801-2025",
    majorCode: "801",
    majorName: "经济学",
    year: 2025,
    sections: [
      {
        heading: "一、名词解释（每小题 6 分，共 30 分）",
        items: ["机会成本", "边际替代率", "消费者剩余", "流动性陷阱", "自然失业率"],
      },
      {
        heading: "二、简答题（每小题 15 分，共 60 分）",
        items: [
          "用图说明完全竞争厂商短期供给曲线是如何得到的。",
          "为什么垄断厂商的边际收益小于价格？这对资源配置有什么影响？",
          "简述 IS-LM 模型中财政政策的挤出效应及其大小取决于哪些因素。",
          "某地开征一项从量税，试分析税负如何在买卖双方之间分担。",
        ],
      },
      {
        heading: "三、计算与论述（共 60 分）",
        items: [
          "设某消费者效用函数为 U = xy，收入为 120，两种商品价格分别为 2 和 3，求最优消费组合及此时的边际效用之比。（20 分）",
          "结合一个你熟悉的行业，论述市场失灵的表现及政府干预的边界。（40 分）",
        ],
      },
    ],
  },
  {
    code: "demo-zmt-801-2024",
    majorCode: "801",
    majorName: "经济学",
    year: 2024,
    sections: [
      {
        heading: "一、名词解释（每小题 6 分，共 30 分）",
        items: ["比较优势", "价格歧视", "公共物品", "菲利普斯曲线", "货币乘数"],
      },
      {
        heading: "二、简答题（每小题 15 分，共 60 分）",
        items: [
          "说明需求价格弹性与厂商总收益之间的关系。",
          "简述科斯定理的内容及其适用条件。",
          "简述总需求曲线向右下方倾斜的原因。",
          "中央银行有哪些常用的货币政策工具？",
        ],
      },
      {
        heading: "三、论述题（每小题 30 分，共 60 分）",
        items: ["论述规模经济与范围经济的区别与联系。", "论述开放经济条件下汇率变动对国内产出的影响。"],
      },
    ],
  },
  {
    code: "demo-zmt-843-2025",
    majorCode: "843",
    majorName: "计算机专业基础",
    year: 2025,
    sections: [
      {
        heading: "一、选择题（每小题 3 分，共 30 分）",
        items: [
          "一个栈的入栈序列为 1, 2, 3, 4，下列哪个不可能是出栈序列？（A）4 3 2 1（B）1 2 3 4（C）3 1 4 2（D）2 3 4 1",
          "具有 n 个顶点的无向连通图至少有多少条边？（A）n（B）n - 1（C）n + 1（D）n / 2",
        ],
      },
      {
        heading: "二、综合应用题（共 120 分）",
        items: [
          "设计一个算法，在带头结点的单链表中删除所有值为 x 的结点，给出思路、代码与时间复杂度。（20 分）",
          "某分页存储系统页面大小为 4 KB，逻辑地址 32 位，试说明页表项数目及二级页表的划分方式。（20 分）",
          "简述 TCP 三次握手的过程，并说明为什么不能改为两次握手。（15 分）",
        ],
      },
    ],
  },
];

function titleOf(paper: DemoZmtPaper): string {
  return `${paper.year}年${paper.majorCode}${paper.majorName}真题（模拟示例）`;
}

/** Draws a paper; with no Chinese font on the machine, an English sample instead (still a valid, countable PDF). */
async function drawPaper(paper: DemoZmtPaper): Promise<Uint8Array> {
  const font = findPdfFont();
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: 56, bottom: 56, left: 56, right: 56 },
    info: {
      Title: titleOf(paper),
      Author: `${SCHOOL}图书馆（示例）`,
      Subject: "模拟示例",
      Creator: "研途 yantu",
      CreationDate: new Date(Date.UTC(2026, 0, 1)),
    },
    lang: "zh-CN",
    font: font ? null : "Helvetica",
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on("end", () => resolve());
    doc.on("error", reject);
  });
  if (font) {
    doc.registerFont("body", readFileSync(font.path), font.face);
    doc.font("body", 16).text(`${SCHOOL} ${paper.year} 年硕士研究生招生考试试题`, { align: "center" });
    doc.fontSize(12).text(`科目代码：${paper.majorCode}　　科目名称：${paper.majorName}`, { align: "center" });
    doc.fontSize(10).text("（研途演示数据：模拟示例，非真实考题）", { align: "center" }).moveDown();
    for (const [index, section] of paper.sections.entries()) {
      // Each section on its own page, so the demo papers have a few pages to count.
      if (index > 0) doc.addPage();
      doc.fontSize(12).text(section.heading).moveDown(0.5);
      for (const [number, item] of section.items.entries())
        doc
          .fontSize(11)
          .text(`${number + 1}. ${item}`)
          .moveDown(0.3);
    }
  } else {
    doc
      .fontSize(16)
      .text(`Yantu demo university - ${paper.year} entrance exam (simulated sample)`, { align: "center" });
    doc.fontSize(12).text(`Subject ${paper.majorCode}`, { align: "center" });
    for (const [index, section] of paper.sections.entries()) {
      if (index > 0) doc.addPage();
      doc.fontSize(11).text(`Part ${index + 1}: ${section.items.length} questions (sample, not a real exam)`);
    }
  }
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

export async function seedDemoZmtPapers(db: Kysely<Database>, now: number): Promise<void> {
  const school = await db.selectFrom("schools").select("id").where("name", "=", SCHOOL).executeTakeFirst();
  if (!school) return;
  for (const [index, paper] of demoPapers.entries()) {
    const exists = await db.selectFrom("zmt_papers").select("id").where("code", "=", paper.code).executeTakeFirst();
    if (exists) continue;
    const key = `zmt/${paper.code}.pdf`;
    const file = path.resolve(getEnv().MEDIA_DIR, key);
    let bytes: Uint8Array = existsSync(file) ? new Uint8Array(await fs.readFile(file)) : await drawPaper(paper);
    let sniffed = sniffPdf(bytes);
    if (!sniffed.ok) {
      // A broken leftover file (an interrupted run): draw it again.
      bytes = await drawPaper(paper);
      sniffed = sniffPdf(bytes);
      if (!sniffed.ok) throw new Error(`the demo paper ${paper.code} is not a PDF pdfkit can write: ${sniffed.reason}`);
    }
    if (!existsSync(file) || (await fs.stat(file)).size !== bytes.byteLength) await writeZmtFile(key, bytes);
    await db
      .insertInto("zmt_papers")
      .values({
        code: paper.code,
        school_id: school.id,
        uploader_user_id: null,
        major_code: paper.majorCode,
        major_name: paper.majorName,
        year: paper.year,
        title: titleOf(paper),
        file_key: key,
        byte_size: bytes.byteLength,
        page_count: sniffed.pageCount,
        sha256: crypto.createHash("sha256").update(bytes).digest("hex"),
        // Listed in this order within a year: a minute apart.
        created_at: now - (demoPapers.length - index) * 60_000,
      })
      .execute();
  }
}
