// Titles and descriptions of the course pages (desktop and mobile twins share them). Client-safe.
export const coursePagesText = {
  list: {
    title: "微课",
    description:
      "研途考研微课：政治、英语一、英语二、数学一、数学二、数学三与专业课名师精讲，按科目、标签、价格筛选，最热与最新排序。",
  },
  detail: { description: "考研课程详情：课程介绍、主讲老师、章节目录与试看视频，登录后记录学习进度，可点赞和收藏。" },
  my: {
    title: "我的课程",
    description: "我的研途课程：一对一辅导、学过的公开课和学校开通的课程资源库，查看学习进度并继续学习。",
  },
} as const;
