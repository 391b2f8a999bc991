// The forms of 轮播图 (issue 26): a slide's text, link and days (its image is a file beside them), which slide, and
// which way it moves. Days are Beijing days, both inclusive, as the licence forms read them. Client-safe.
import { z } from "zod";
import "~/lib/validation/zod-messages";
import { idField, textField } from "~/lib/validation/input-fields";
import { campusMessages } from "./campus-messages";
import { beijingDayStart, optionalDayField } from "./licences-schemas";
import {
  SLIDE_ALT_MAX,
  SLIDE_ALT_MIN,
  SLIDE_LINK_MAX,
  SLIDE_TITLE_MAX,
  slideEditorMessages as m,
} from "./slide-editor-messages";

const DAY_MS = 86_400_000;

/** A path of this site (not `//host`), or an https address. */
export function isSlideLink(link: string): boolean {
  if (link.startsWith("/")) return !link.startsWith("//") && !/[\s\\]/.test(link);
  try {
    return new URL(link).protocol === "https:" && !/\s/.test(link);
  } catch {
    return false;
  }
}

const slideObject = z.object({
  title: textField({ required: m.titleRequired, max: [SLIDE_TITLE_MAX, m.titleTooLong] }).describe(
    `标题（≤ ${SLIDE_TITLE_MAX} 字，读屏软件读到的轮播图名）`,
  ),
  alt: textField({
    required: m.altRequired,
    min: [SLIDE_ALT_MIN, m.altTooShort],
    max: [SLIDE_ALT_MAX, m.altTooLong],
  }).describe(`图片说明（${SLIDE_ALT_MIN}–${SLIDE_ALT_MAX} 字：图上的文字和内容）`),
  linkUrl: textField({
    required: m.linkRequired,
    max: [SLIDE_LINK_MAX, m.linkTooLong],
    check: (text) => (isSlideLink(text) ? null : m.linkInvalid),
  }).describe("点击后打开的地址：本站路径（如 /policy）或 https:// 网址"),
  from: optionalDayField.describe("开始显示的日期（北京时间，含当天）；留空为上线即显示"),
  to: optionalDayField.describe("最后显示的日期（含当天）；留空为一直显示"),
});

function lastDayNotBeforeFirst(
  input: { from?: string | undefined; to?: string | undefined },
  context: z.RefinementCtx,
) {
  const from = input.from ? beijingDayStart(input.from) : null;
  const to = input.to ? beijingDayStart(input.to) : null;
  if (from !== null && to !== null && to < from)
    context.addIssue({ code: z.ZodIssueCode.custom, path: ["to"], message: campusMessages.endBeforeStart });
}

/** 添加轮播图 and the page's 保存. */
export const slideSchema = slideObject.superRefine(lastDayNotBeforeFirst);
export type SlideInput = z.infer<typeof slideSchema>;
export const slideFields = ["title", "alt", "linkUrl", "from", "to"] as const;

/** A slide's days as instants: from the first day's 00:00 to the 00:00 after the last (ends_at is exclusive). */
export function slideWindowOf(input: Pick<SlideInput, "from" | "to">): {
  startsAt: number | null;
  endsAt: number | null;
} {
  const from = input.from ? beijingDayStart(input.from) : null;
  const to = input.to ? beijingDayStart(input.to) : null;
  return { startsAt: from, endsAt: to === null ? null : to + DAY_MS };
}

export const slideIdSchema = z.object({ id: idField(m.idInvalid) });

/** PUT /api/console/slides/{id}: the fields and which slide. */
export const slideUpdateSchema = slideObject.merge(slideIdSchema).superRefine(lastDayNotBeforeFirst);

export const slideMoveSchema = z.object({
  id: idField(m.idInvalid),
  direction: z.enum(["up", "down"], { errorMap: () => ({ message: m.directionInvalid }) }),
});
