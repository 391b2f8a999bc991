// Chinese messages of 真题管理 (/console/papers and /api/console/papers, issue 26). Client-safe: no imports.

export const PAPER_TITLE_MAX = 80;
export const PAPER_DESCRIPTION_MAX = 2000;
export const PAPER_PART_NAME_MAX = 30;
export const PAPER_PARTS_MAX = 20;
export const PAPER_DURATION_MAX = 600;
export const PAPER_SCORE_MAX = 1000;
export const PAPER_YEAR_MIN = 2000;
export const PAPER_YEAR_MAX = 2100;
/** A scanned national paper with its answer sheet is a few MB; 20 MB leaves room without letting a video in. */
export const PAPER_PDF_MAX_MB = 20;
export const PAPER_PDF_MAX_BYTES = PAPER_PDF_MAX_MB * 1024 * 1024;
/** The upload form is read up to a little more, so a file over the limit gets the form's own message, not a 413. */
export const PAPER_FILE_FORM_MAX_BYTES = PAPER_PDF_MAX_BYTES + 1024 * 1024;
/** More pages than any exam paper with its answers; a larger count is a broken or hostile file. */
export const PAPER_PDF_MAX_PAGES = 500;

/** An example line of the structure editor. */
export const PAPER_PART_EXAMPLE = "单项选择题 16 16";

export const paperEditorMessages = {
  subjectRequired: "请选择科目（政治、英语一、英语二、数学一、数学二、数学三）",
  yearInvalid: `年份应为 ${PAPER_YEAR_MIN}–${PAPER_YEAR_MAX} 之间的整数`,
  titleRequired: "请填写试卷名称",
  titleTooLong: `试卷名称不能超过 ${PAPER_TITLE_MAX} 个字`,
  descriptionTooLong: `试卷说明不能超过 ${PAPER_DESCRIPTION_MAX} 个字`,
  durationInvalid: `考试时长应为 1–${PAPER_DURATION_MAX} 之间的整数（分钟）`,
  totalInvalid: `满分应为 1–${PAPER_SCORE_MAX} 之间的整数`,
  partLine: (line: number, text: string) =>
    `第 ${line} 行「${text}」请写成“题型 题量 分值”，例如：${PAPER_PART_EXAMPLE}`,
  partNameTooLong: (line: number) => `第 ${line} 行：题型名称不能超过 ${PAPER_PART_NAME_MAX} 个字`,
  partNumbers: (line: number) => `第 ${line} 行：题量和分值应为 0–${PAPER_SCORE_MAX} 之间的整数`,
  partRepeated: (line: number, name: string, first: number) => `第 ${line} 行：题型「${name}」与第 ${first} 行重复`,
  structureNotText: `试卷结构应为文字，每行一个题型，例如：${PAPER_PART_EXAMPLE}`,
  partsTooMany: `题型最多 ${PAPER_PARTS_MAX} 行`,
  partsTotal: (sum: number, total: number) => `各题型分值合计 ${sum} 分，与满分 ${total} 分不一致`,
  duplicate: (subject: string, year: number) => `${subject} ${year} 年的真题已经有了，请打开它修改`,
  idInvalid: "请指定真题",
  notFound: "真题不存在",
  versionInvalid: "页面已过期，请刷新后再保存",
  changedMeanwhile: "这份真题刚被别人修改过。你填写的内容还在下面：请刷新页面看看对方的修改，再决定如何保存",
  intentInvalid: "请选择保存、发布或下架",
  stateInvalid: "请选择：全部、草稿或已发布",

  fileRequired: "请选择试卷的 PDF 文件",
  fileTooLarge: `PDF 不能超过 ${PAPER_PDF_MAX_MB} MB`,
  fileNotPdf: (what: string) => `这不是 PDF 文件（${what}）：请上传试卷的 PDF`,
  fileEncrypted: "这个 PDF 已加密（设置了打开密码或权限限制），学生可能无法打开或打印：请导出一份未加密的 PDF 再上传",
  fileBroken: "这个 PDF 已损坏或不完整，无法读取：请重新导出或重新下载后再上传",
  fileNoPages: `这个 PDF 没有页面，或页数超过 ${PAPER_PDF_MAX_PAGES} 页`,

  created: (title: string) => `已保存草稿「${title}」`,
  saved: (title: string) => `已保存「${title}」`,
  savedLive: (title: string) => `已保存「${title}」，学生已能看到修改`,
  unchanged: "内容没有变化，无需保存",
  published: (title: string) => `已发布「${title}」`,
  publishedAlready: "这份真题已经发布",
  unpublished: (title: string) => `已下架「${title}」，学生的收藏、练习记录和订单都保留`,
  unpublishedAlready: "这份真题已经下架",
  fileStored: (pages: number) => `已上传试卷 PDF（${pages} 页）`,
} as const;

/** The states a paper is in, as the list filters and shows them. */
export const paperStates = [
  { code: "draft", name: "草稿" },
  { code: "published", name: "已发布" },
] as const;

export type PaperState = (typeof paperStates)[number]["code"];
