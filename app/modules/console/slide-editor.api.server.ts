// /api/console/slides (issue 26): 轮播图 for API clients — every slide in order, add one (multipart: its fields and
// the image), change one (the image optional), take it online or offline, move it up or down — in the envelope, under
// the console's rule and the operator's (a school's administrator gets 403). The same services as /console/slides.
import { z } from "zod";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { epochMillis, rowId } from "~/modules/api/result-schemas.server";
import { campusMessages } from "./campus-messages";
import { SLIDE_FORM_MAX_BYTES, slideEditorMessages as m } from "./slide-editor-messages";
import { createSlide, listEditorSlides, moveSlide, setSlideOnline, updateSlide } from "./slide-editor.server";
import { slideIdSchema, slideMoveSchema, slideSchema, slideUpdateSchema } from "./slide-editor-schemas";

const BASE = "/api/console/slides";
const OPERATOR_ONLY = `不是运营人员（msg「${campusMessages.operatorOnly}」）`;
const IMAGE = "图片：PNG、JPEG 或 WebP，不超过 2 MB，至少 600 × 200；保存为 1200 × 400 的 JPEG";

const slide = z.object({
  id: rowId,
  title: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string(),
  alt: z.string(),
  sortOrder: z.number().int(),
  online: z.boolean().describe("已上线"),
  startsAt: epochMillis.nullable().describe("开始显示的时刻；null 为上线即显示"),
  endsAt: epochMillis.nullable().describe("不再显示的时刻（不含）；null 为一直显示"),
  from: z.string().describe("开始日期（北京时间，含当天）；空为无"),
  to: z.string().describe("结束日期（含当天）；空为无"),
  showing: z.boolean().describe("此刻首页正在显示"),
});

export const slideEditorEndpoints = [
  defineEndpoint({
    method: "GET",
    path: BASE,
    auth: "console",
    summary: "全部轮播图（含未上线的），按显示顺序",
    result: z.object({ items: z.array(slide) }),
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ console: caller }) => ({ items: await listEditorSlides(caller) }),
  }),
  defineEndpoint({
    method: "POST",
    path: BASE,
    auth: "console",
    body: "multipart",
    maxBodyBytes: SLIDE_FORM_MAX_BYTES,
    summary: "添加一张轮播图（先不上线），排在最后；图片必填",
    files: { file: IMAGE },
    input: slideSchema,
    result: slide,
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, files, console: caller }) => {
      const created = await createSlide(caller, input, files.get("file") ?? null);
      return reply(created, { msg: m.created(created.title) });
    },
  }),
  defineEndpoint({
    method: "PUT",
    path: `${BASE}/{id}`,
    auth: "console",
    body: "multipart",
    maxBodyBytes: SLIDE_FORM_MAX_BYTES,
    summary: "修改一张轮播图：标题、图片说明、地址与日期；带 file 时换图片",
    files: { file: `${IMAGE}（可选）` },
    input: slideUpdateSchema,
    result: slide.extend({ changed: z.boolean().describe("false：与已保存的相同，未写入") }),
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, files, console: caller }) => {
      const saved = await updateSlide(caller, input.id, input, files.get("file") ?? null);
      return reply(
        { ...saved.slide, changed: saved.changed },
        { msg: saved.changed ? m.saved(saved.slide.title) : m.unchanged },
      );
    },
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/{id}/publish`,
    auth: "console",
    input: slideIdSchema,
    summary: "上线：在开始与结束日期之间显示在首页；已上线为 409",
    result: slide,
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => {
      const online = await setSlideOnline(caller, input.id, true);
      return reply(online, { msg: m.published(online.title) });
    },
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/{id}/unpublish`,
    auth: "console",
    input: slideIdSchema,
    summary: "下线：不再显示在首页；已下线为 409",
    result: slide,
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => {
      const offline = await setSlideOnline(caller, input.id, false);
      return reply(offline, { msg: m.unpublished(offline.title) });
    },
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/{id}/move`,
    auth: "console",
    input: slideMoveSchema,
    summary: "上移（direction=up）或下移（down）一位；已在最前或最后为 409",
    result: slide,
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => {
      const moved = await moveSlide(caller, input.id, input.direction);
      return reply(moved, { msg: m.moved(moved.title) });
    },
  }),
];
