// /api/Senior/application (docs/decisions/0033): the student's latest 学长学姐 application with whether a new one may
// be sent, and applying (multipart: the form's fields and the proof image `proof`). Login required; the applicant is
// always the token's user. Moderation (approve / decline) goes through the moderation queue's API.
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { MAX_IMAGE_BYTES } from "~/modules/user/image-upload.server";
import { seniorApplicationMessages as m } from "./senior-application-messages";
import { SUBJECT_ROWS, seniorApplicationSchema } from "./senior-application-schemas";
import { applyForSenior, applyStateOf } from "./senior-applications.server";

export const seniorApplicationEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/api/Senior/application",
    auth: "user",
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
    handle: async ({ input, user, files }) =>
      reply(await applyForSenior(user, input, files.get("proof")), { msg: m.applied }),
  }),
];
