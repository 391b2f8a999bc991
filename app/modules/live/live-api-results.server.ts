// The answers of /api/Live and the home page's live sections (ApiEndpoint.result): live.server.ts LiveCard,
// LiveDetail and LivePlayGrant as JSON. The handlers' return types are checked against these, and the contract check
// validates every answer the tests see. Server-only.
import { z } from "zod";
import {
  accessSummaryResult,
  count,
  entitlementBasis,
  isoDateTime,
  rowId,
  subjectCode,
  videoRenditionsResult,
} from "~/modules/api/result-schemas.server";
import { liveStatuses } from "./live-schedule";

const liveStatus = z.enum(liveStatuses.map((status) => status.code) as ["upcoming", "live", "ended"]);

export const liveCard = z.object({
  id: rowId,
  title: z.string(),
  teacher: z.string(),
  subject: subjectCode,
  subjectName: z.string(),
  cover: z.string().nullable(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  status: liveStatus,
  statusName: z.string(),
  minutesToStart: count,
  free: z.boolean(),
  hasPlayback: z.boolean(),
  playbackDuration: count.nullable(),
  viewCount: count,
});

export const liveDetail = liveCard.extend({ introduction: z.string(), access: accessSummaryResult });

export const livePlayGrant = z.object({
  liveId: rowId,
  title: z.string(),
  status: liveStatus.exclude(["upcoming"]),
  kind: z.enum(["stream", "playback"]),
  url: z.string(),
  renditions: videoRenditionsResult,
  /** Epoch seconds. */
  expiresAt: z.number().int().positive(),
  /** null for a stream. */
  duration: count.nullable(),
  poster: z.string().nullable(),
  basis: entitlementBasis,
});

/** The play URL's refusals beyond its "public" rule: the entitlement rule's (docs/decisions/0010). */
export const livePlayRefusals = {
  401: "未登录时：不在校园网内（免费直播也一样），或所在校园网的学校未开通这场付费直播的科目；msg 请登录后观看，result 给出 reason（login-required）及 liveId",
  403: "已登录但无权观看付费直播：本人学校与所在校园网的学校都未开通其科目；msg 需购买或由学校开通，result 给出 reason（purchase-required）及 liveId",
} as const;
