// Every Chinese message of the training platform, in one place (issue 27). Client-safe.
export const trainingMessages = {
  batchNotFound: "班级不存在，或你不是这个班级的成员",
  materialNotFound: "课件不存在",
  lectureNotFound: "讲座不存在",
  assignmentNotFound: "作业不存在",
  notTeacher: "只有本校的教师可以新建班级",
} as const;
