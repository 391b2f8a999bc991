// /api/console/courses (issue 26): 课程管理 for API clients — list every course (drafts too), read one with its
// catalogue, write a draft, save new facts over the version read, change the catalogue one step at a time, publish and
// unpublish — in the envelope, under the console's rule and the operator's (a school's administrator gets 403). The
// same services as /console/courses.
import { z } from "zod";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { count, epochMillis, pageResultOf, rowId } from "~/modules/api/result-schemas.server";
import { campusMessages } from "./campus-messages";
import {
  COURSE_COVER_FORM_MAX_BYTES,
  courseEditorMessages as m,
  courseStates,
  type CourseState,
} from "./course-editor-messages";
import {
  catalogueIntents,
  parseCatalogueChange,
  courseEditorListSchema,
  courseIdSchema,
  courseSchema,
  courseVersionSchema,
} from "./course-editor-schemas";
import {
  changeCatalogue,
  createCourse,
  getEditorCourse,
  listEditorCourses,
  setCourseCover,
  setCoursePublished,
  updateCourse,
} from "./course-editor.server";

const BASE = "/api/console/courses";
const OPERATOR_ONLY = `不是运营人员（msg「${campusMessages.operatorOnly}」）`;
const stateCodes = courseStates.map((state) => state.code) as [CourseState, ...CourseState[]];

const courseItem = z.object({
  id: rowId,
  title: z.string(),
  type: z.number().int().describe("1 系统课，2 微课，3 一对一辅导"),
  typeName: z.string(),
  subject: z.string(),
  subjectName: z.string(),
  state: z.enum(stateCodes).describe("draft 草稿，published 已发布"),
  priceFen: count.describe("价格（分），0 为免费"),
  videoCount: count,
  publishedAt: epochMillis.nullable().describe("首次发布时间；从未发布为 null（下架后保留）"),
  updatedAt: epochMillis.describe("课程信息最后修改时间，也是保存时要带上的 version（目录的修改不改变它）"),
  viewCount: count,
});

const lesson = z.object({
  id: rowId.describe("课程视频编号（lessonId）"),
  title: z.string(),
  durationSeconds: count,
  freePreview: z.boolean().describe("试看"),
  sequence: count.describe("全课程中的第几讲（按目录顺序自动编号）"),
  position: z.number().int().describe("在本节中的位置（与讲义共用）"),
  mediaKey: z.string().describe("高清文件的媒体键"),
  posterKey: z.string().nullable(),
  videoAssetId: rowId.nullable().describe("视频库中的视频编号；不在视频库中的旧文件为 null"),
  watchers: count.describe("看过它的学员数；大于 0 时不能删除"),
});

const editorCourse = courseItem.extend({
  introduction: z.string(),
  teachers: z.array(z.object({ name: z.string(), title: z.string() })),
  tags: z.array(z.string()),
  coverKey: z.string().nullable(),
  totalDuration: count.describe("全部视频总时长（秒）"),
  likeCount: count,
  collectCount: count,
  createdAt: epochMillis,
  chapters: z.array(
    z.object({
      id: rowId.describe("章编号（chapterId）"),
      title: z.string(),
      sections: z.array(
        z.object({
          id: rowId.describe("节编号（sectionId）"),
          title: z.string(),
          lessons: z.array(lesson),
          notes: z
            .array(z.object({ id: rowId, title: z.string(), content: z.string(), position: z.number().int() }))
            .describe("讲义（本编辑器不修改）"),
        }),
      ),
    }),
  ),
});

/**
 * The catalogue endpoint's body: every field any change may carry, described for the API's readers; the change itself
 * is read by the same schema as the page's forms.
 */
const catalogueInput = z
  .object({
    id: courseIdSchema.shape.id,
    intent: z.string().describe(`修改哪一项：${catalogueIntents.join("、")}`),
    title: z.unknown().optional().describe("章、节或视频的名称（addLesson、saveLesson 可留空，用视频库中的标题）"),
    chapterId: z.unknown().optional().describe("章编号（addSection 及章的改名、移动、删除）"),
    sectionId: z.unknown().optional().describe("节编号（addLesson 及节的改名、移动、删除）"),
    lessonId: z.unknown().optional().describe("课程视频编号（视频的修改、移动、删除）"),
    videoId: z.unknown().optional().describe("视频库中已处理好的视频编号（addLesson 必填；saveLesson 可选，换视频）"),
    freePreview: z.unknown().optional().describe("试看（true/false）"),
    direction: z.unknown().optional().describe("up 上移，down 下移（move*）"),
  })
  .transform((value, context) => {
    const { id, ...rest } = value;
    const parsed = parseCatalogueChange(rest);
    if (!parsed.success) {
      for (const [field, message] of Object.entries(parsed.errors))
        context.addIssue({ code: z.ZodIssueCode.custom, path: [field], message });
      return z.NEVER;
    }
    return { id, change: parsed.data };
  });

export const courseEditorEndpoints = [
  defineEndpoint({
    method: "GET",
    path: BASE,
    auth: "console",
    input: courseEditorListSchema,
    summary: "全部课程（含草稿），最近修改的在前；state 可选 draft、published",
    result: pageResultOf(courseItem),
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => listEditorCourses(caller, input),
  }),
  defineEndpoint({
    method: "POST",
    path: BASE,
    auth: "console",
    input: courseSchema,
    summary: "新建一门课程，保存为草稿（没有目录；发布前学生看不到）",
    result: editorCourse,
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => {
      const created = await createCourse(caller, input);
      return reply(created, { msg: m.created(created.title) });
    },
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/{id}`,
    auth: "console",
    input: courseIdSchema,
    summary: "一门课程的全部信息和目录（草稿也可以）",
    result: editorCourse,
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => getEditorCourse(caller, input.id),
  }),
  defineEndpoint({
    method: "PUT",
    path: `${BASE}/{id}`,
    auth: "console",
    input: courseSchema.merge(courseIdSchema).merge(courseVersionSchema),
    summary:
      "保存一门课程的新信息：version 为读取时的 updatedAt；期间别人改过则为 409，什么也不写。已发布的课程保存后学生立即看到",
    result: editorCourse.extend({ changed: z.boolean().describe("false：与已保存的相同，未写入") }),
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => {
      const { id, version, ...fields } = input;
      const saved = await updateCourse(caller, id, version, fields);
      return reply(
        { ...saved.course, changed: saved.changed },
        { msg: saved.changed ? m.saved(saved.course.title) : m.unchanged },
      );
    },
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/{id}/catalogue`,
    auth: "console",
    input: catalogueInput,
    summary:
      "修改目录的一步（添加、改名、移动、删除章、节和视频；视频从视频库中选已处理好的）。有视频的节、有节的章、学员看过的视频不能删除（409）",
    result: editorCourse,
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => {
      const changed = await changeCatalogue(caller, input.id, input.change);
      return reply(changed.course, { msg: changed.message });
    },
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/{id}/cover`,
    auth: "console",
    body: "multipart",
    maxBodyBytes: COURSE_COVER_FORM_MAX_BYTES,
    files: { cover: "封面图片：PNG、JPEG 或 WebP，≤ 2 MB，至少 480 × 270；裁成 16:9 存为 640 × 360 的 JPEG" },
    input: courseIdSchema,
    summary: "更换课程封面（multipart，文件字段 cover）；被替换的封面文件删除",
    result: editorCourse,
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller, files }) => {
      const course = await setCourseCover(caller, input.id, files.get("cover"));
      return reply(course, { msg: m.coverSaved });
    },
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/{id}/publish`,
    auth: "console",
    input: courseIdSchema,
    summary: "发布一门课程：学生立即能看到；没有视频的课程不能发布（409）；再次发布保留首次发布时间",
    result: editorCourse,
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => {
      const course = await setCoursePublished(caller, input.id, true);
      return reply(course, { msg: m.published(course.title) });
    },
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/{id}/unpublish`,
    auth: "console",
    input: courseIdSchema,
    summary: "下架一门课程：学生看不到（课程页为 404）；学习进度、收藏、订单都保留。已下架为 409",
    result: editorCourse,
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => {
      const course = await setCoursePublished(caller, input.id, false);
      return reply(course, { msg: m.unpublished(course.title) });
    },
  }),
];
