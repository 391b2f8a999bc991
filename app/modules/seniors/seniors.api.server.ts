// /api/Senior/application (docs/decisions/0033): the student's latest 学长学姐 application with whether a new one may
// be sent, and applying (multipart: the form's fields and the proof image `proof`). Login required; the applicant is
// always the token's user. Moderation (approve / decline) goes through the moderation queue's API.
import { z } from "zod";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { count, isoDateTime, rowId } from "~/modules/api/result-schemas.server";
import { MAX_IMAGE_BYTES } from "~/modules/user/image-upload.server";
import { seniorApplicationMessages as m } from "./senior-application-messages";
import { INTRO_MAX, SUBJECT_ROWS, seniorApplicationSchema, subjectRowFields } from "./senior-application-schemas";
import { applyForSenior, applyStateOf } from "./senior-applications.server";

// The answers (senior-applications.server.ts SeniorApplicationView, ApplyState).
const application = z.object({
  id: rowId,
  state: z.enum(["pending", "approved", "declined"]),
  stateName: z.string(),
  reason: z.string(),
  admittedSchool: z.string(),
  admittedMajor: z.string(),
  examYear: z.number().int(),
  subjects: z.array(z.object({ subject: z.string(), score: count })),
  totalScore: count,
  introduction: z.string(),
  proofUrl: z.string(),
  seniorId: rowId.nullable(),
  submittedAt: isoDateTime,
  reviewedAt: isoDateTime.nullable(),
});

/** The form's rules its JSON Schema cannot carry: the year's range moves, the rows go together, the total is a sum. */
const applicationNotes = {
  examYear: "考研年份：四位数字，2000 至明年",
  ...Object.fromEntries(
    subjectRowFields.flatMap(([subject, score], index) => [
      [subject, `第 ${index + 1} 科的科目名称（≤ 20 字）；与 ${score} 同填或同空，至少填一行`],
      [score, `第 ${index + 1} 科的成绩：0–300 的整数`],
    ]),
  ),
  totalScore: "总分：0–500 的整数，须等于各科成绩之和",
  introduction: `自我介绍：去掉首尾空白后 10–${INTRO_MAX} 个字`,
};

export const seniorApplicationEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/api/Senior/application",
    auth: "user",
    result: z.object({
      canApply: z.boolean(),
      blockedReason: z.string().nullable(),
      application: application.nullable(),
      seniorId: rowId.nullable(),
    }),
    summary:
      "我的学长学姐申请：最近一次申请（state：pending 审核中 / approved 已通过 / declined 未通过，reason 为未通过原因）与现在能否申请",
    handle: async ({ user }) => applyStateOf(user),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/Senior/application",
    auth: "user",
    body: "multipart",
    maxBodyBytes: MAX_IMAGE_BYTES + 64 * 1024,
    summary: `申请成为学长学姐：admittedSchool、admittedMajor、examYear、subject1…subject${SUBJECT_ROWS} 与 score1…score${SUBJECT_ROWS}（空行跳过）、totalScore（各科之和）、introduction，证明图片 proof；审核中时 409，机构账号 403`,
    files: {
      proof:
        "录取通知书或拟录取名单截图（JPEG 或 PNG，不超过 2 MB；去除位置等元数据后保存，只有申请人和本校机构账号可见）",
    },
    input: seniorApplicationSchema,
    result: application,
    fieldNotes: applicationNotes,
    refuses: { 403: `机构账号（msg「${m.orgCannotApply}」）` },
    handle: async ({ input, user, files }) =>
      reply(await applyForSenior(user, input, files.get("proof")), { msg: m.applied }),
  }),
];
