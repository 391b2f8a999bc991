// Every Chinese message of the 自命题 shelf (/question/zmtCourse): filters, the library's upload form, the signed file
// addresses. Client-safe: no imports.

export const zmtMessages = {
  // Filters and ids
  schoolInvalid: "请选择学校",
  majorTooLong: "专业或科目关键词最多 40 个字",
  yearInvalid: "年份应为 2000–2100 之间的整数",
  filtersInvalid: "筛选条件无效，已显示全部自命题真题",
  paperIdInvalid: "请指定自命题真题（id 应为正整数）",

  // The upload form
  majorCodeInvalid: "科目代码应为 3 位数字，如 801",
  majorNameRequired: "请填写科目名称，如 经济学",
  majorNameTooLong: "科目名称最多 30 个字",
  uploadYearInvalid: (latest: number) => `年份应为 2000–${latest} 之间的整数`,
  titleTooLong: "标题最多 60 个字",
  fileRequired: "请选择要上传的 PDF 文件",
  fileTooLarge: (mb: number) => `PDF 文件不能超过 ${mb} MB`,
  notPdf: "文件不是 PDF：请上传 PDF 格式的真题（仅改扩展名的图片或文档无法上传）",
  truncatedPdf: "PDF 文件不完整（可能上传中断或文件已损坏），请重新导出后上传",
  noPages: "无法识别 PDF 的页数（文件可能已加密或损坏），请另存为普通 PDF 后上传",
  duplicate: "本校已上传过同一份 PDF",
  uploaded: "已上传，学生现在可以在自命题真题中查看和下载",
  uploadFailed: "上传失败，请检查标出的项目",
  orgOnly: "只有学校图书馆的机构账号可以上传自命题真题",
  orgWithoutSchool: "该机构账号未关联学校，无法上传",

  // Delete
  deleted: "已删除",
  notFound: "自命题真题不存在或已删除",

  // Files
  linkUnsigned: "文件地址无效，请从自命题真题页面打开",
  linkExpired: "文件地址已过期，请回到自命题真题页面重新打开",
  linkOtherSubject: "该文件地址不属于当前账号或浏览器，请从自命题真题页面打开",
  fileMissing: "文件不存在或已删除",
  downloadRecorded: "已记录下载",
} as const;
