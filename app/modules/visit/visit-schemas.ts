// The body of POST /api/System/web-visitlog (spec sections 3 and 7: the visit-log payload). The server keeps only
// what it cannot know itself — screen size, the page's URL, the referrer and the visitor id — after checking them;
// ip and everything the user agent says (browser, engine, OS, device, clienttype, referrertype) it works out itself,
// so those fields are accepted and ignored. `viewId` (ours, not the spec's) completes a view the server already
// recorded from the document request instead of adding one (docs/decisions/0005-visit-log.md).
// Client-safe: zod only, no server imports.
import { z } from "zod";
import "~/lib/validation/zod-messages";

const VISIT_URL_MAX = 2048;
const VISIT_SCREEN_MAX = 100_000;

const visitMessages = {
  currentUrlRequired: "请提供当前页面地址（currenturl）",
  currentUrlTooLong: `页面地址最多 ${VISIT_URL_MAX} 个字符`,
  currentUrlInvalid: "页面地址须为文本",
  referrerTooLong: `来源地址最多 ${VISIT_URL_MAX} 个字符`,
  referrerInvalid: "来源地址须为文本",
  screen: `屏幕尺寸须为 0 到 ${VISIT_SCREEN_MAX} 之间的整数`,
  uuid: "访客标识格式不正确",
  viewId: "页面访问标识格式不正确",
} as const;

const m = visitMessages;

/** "", null and absent all mean "not given"; numbers may arrive as strings from form-encoded bodies. */
const screenSize = z.preprocess(
  (value) => (value === "" || value === null ? undefined : value),
  z.coerce
    .number({ invalid_type_error: m.screen })
    .int(m.screen)
    .min(0, m.screen)
    .max(VISIT_SCREEN_MAX, m.screen)
    .optional(),
);

const optionalText = (max: number, tooLong: string, notText: string) =>
  z.preprocess(
    (value) => (value === null ? undefined : value),
    z.string({ invalid_type_error: notText }).trim().max(max, tooLong).optional(),
  );

export const webVisitLogSchema = z
  .object({
    currenturl: optionalText(VISIT_URL_MAX, m.currentUrlTooLong, m.currentUrlInvalid),
    referrer: optionalText(VISIT_URL_MAX, m.referrerTooLong, m.referrerInvalid),
    screenwidth: screenSize,
    screenheight: screenSize,
    uuid: z.preprocess(
      (value) => (value === "" || value === null ? undefined : value),
      z
        .string({ invalid_type_error: m.uuid })
        .regex(/^[A-Za-z0-9_-]{8,64}$/, m.uuid)
        .optional(),
    ),
    viewId: z
      .string({ invalid_type_error: m.viewId })
      .regex(/^[A-Za-z0-9_-]{16,64}$/, m.viewId)
      .optional(),
  })
  .superRefine((value, context) => {
    if (!value.viewId && !value.currenturl) {
      context.addIssue({ code: z.ZodIssueCode.custom, path: ["currenturl"], message: m.currentUrlRequired });
    }
  });

export type WebVisitLogInput = z.infer<typeof webVisitLogSchema>;
