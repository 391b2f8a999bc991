// Loaders and actions of the course pages, shared by the desktop (/course, /course/detail, /course/my/...) and mobile
// (/mobile/course, /mobile/course/cover) twins: the list with its filters, a course's page (detail, catalogue, the
// viewer's summary, like and collect), and "my courses" by tab. Thin: check the campus gate or the login, read the
// query with the module's schemas, call the services, and hand the pages only what they render (the HTML budget
// counts the loader data too). Forms answer with a redirect carrying a flash toast (post/redirect/get).
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import type { PageContext } from "~/lib/load-context";
import { readPageForm } from "~/lib/page-form.server";
import { pageNotFound, throwIfNotFound } from "~/lib/page-not-found.server";
import { treeOfRequest } from "~/lib/site-tree";
import { idField } from "~/lib/validation/input-fields";
import type { accessLabels } from "~/modules/access/access-messages";
import { accessSummary, loadAccessContext, type AccessSummary } from "~/modules/access/content-access.server";
import { gatedViewerFor, viewerFor, type Viewer } from "~/modules/access/viewer.server";
import { getOptionalUser, loginPromptUrlFor, requireUser } from "~/modules/auth/require-user.server";
import { pagingMessages } from "~/modules/paging/paging-schemas";
import { reactionMessages } from "~/modules/reactions/reaction-messages";
import { videoPaths } from "~/modules/video/video-paths";
import { courseEntitlementKnowing, enrolledAmong } from "./course-access.server";
import {
  getCourseConditions,
  getCourseDetail,
  getCourseMixCatalog,
  listCourses,
  type CourseCard,
  type MixItem,
} from "./course-catalog.server";
import type { MyCourseTab } from "./course-config";
import { parseCourseListQuery } from "./course-list-query";
import { courseMessages as m, coursePageMessages as pm } from "./course-messages";
import { courseIdSchema, learnListSchema } from "./course-schemas";
import { setCourseCollect, setCourseLike } from "./favourites.server";
import { listMyCourses } from "./my-courses.server";
import { getCourseSummary } from "./progress.server";

/** Courses per list page: a 4 × 3 grid on desktop, a short scroll on a phone. */
const COURSE_LIST_ROWS = { desktop: 12, mobile: 10 } as const;
/** Courses per "my courses" page. */
const MY_COURSE_ROWS = 10;

export type AccessKey = keyof typeof accessLabels;

const accessKeyOf = (access: AccessSummary): AccessKey | null =>
  ((access.allowed ? access.basis : access.reason) as AccessKey | null) ?? null;

/** What a list card shows. */
export type ListCourse = Pick<
  CourseCard,
  | "id"
  | "subject"
  | "subjectName"
  | "title"
  | "cover"
  | "tags"
  | "priceFen"
  | "videoCount"
  | "totalDuration"
  | "viewCount"
  | "likeCount"
> & { teachers: string[]; access: AccessKey | null };

function listCourse(card: CourseCard, access: AccessKey | null): ListCourse {
  return {
    id: card.id,
    subject: card.subject,
    subjectName: card.subjectName,
    title: card.title,
    cover: card.cover,
    teachers: card.teachers.map((teacher) => teacher.name),
    tags: card.tags,
    priceFen: card.priceFen,
    videoCount: card.videoCount,
    totalDuration: card.totalDuration,
    viewCount: card.viewCount,
    likeCount: card.likeCount,
    access,
  };
}

/** Whether each card plays for this viewer and why (试看 aside): one licence lookup and one enrolment query per page. */
async function withAccess(viewer: Viewer, cards: CourseCard[]): Promise<ListCourse[]> {
  const context = await loadAccessContext(viewer);
  const enrolled = await enrolledAmong(
    viewer.userId,
    cards.map((card) => card.id),
    context.now,
  );
  return cards.map((card) => {
    const course = { id: card.id, type: card.type, subject: card.subject, price_fen: card.priceFen };
    return listCourse(
      card,
      accessKeyOf(accessSummary(courseEntitlementKnowing(context, course, enrolled.has(card.id)))),
    );
  });
}

// ——— /course, /mobile/course ———

/** The list: filters (with counts) from the conditions, the page of courses; a bad filter is dropped and named. */
export async function loadCourseListPage(request: Request, context: PageContext) {
  const viewer = await gatedViewerFor(request, context);
  const { input, errors } = parseCourseListQuery(
    new URL(request.url).searchParams,
    COURSE_LIST_ROWS[treeOfRequest(request)],
  );
  const [conditions, page] = await Promise.all([getCourseConditions(input.type), listCourses(viewer, input)]);
  return {
    query: {
      type: input.type,
      subject: input.subject,
      tag: input.tag,
      keyword: input.keyword,
      free: input.free,
      sort: input.sort,
      page: input.page,
    },
    errors,
    conditions: { subjects: conditions.subjects, tags: conditions.tags, sorts: conditions.sorts },
    page: page.page,
    rows: page.rows,
    total: page.total,
    items: await withAccess(viewer, page.items),
  };
}

// ——— /course/detail, /mobile/course/cover ———

/** A catalogue entry as the page shows it (no poster URLs: the catalogue lists titles). */
export type CatalogueEntry =
  | {
      kind: "video";
      id: number;
      title: string;
      duration: number;
      sequence: number;
      freePreview: boolean;
      playable: boolean;
      progress: { furthest: number; learnt: boolean } | null;
    }
  | { kind: "note"; id: number; title: string; content: string | null; file: string | null; locked: boolean };

function catalogueEntry(item: MixItem): CatalogueEntry {
  if (item.kind === "note")
    return {
      kind: "note",
      id: item.id,
      title: item.title,
      content: item.content,
      file: item.file,
      locked: item.locked,
    };
  return {
    kind: "video",
    id: item.id,
    title: item.title,
    duration: item.duration,
    sequence: item.sequence,
    freePreview: item.freePreview,
    playable: item.playable,
    progress: item.progress ? { furthest: item.progress.furthest, learnt: item.progress.learnt } : null,
  };
}

/** The course, its catalogue (with lecture notes when it has them) and, for a logged-in viewer, their progress. */
export async function loadCourseDetailPage(request: Request, context: PageContext) {
  const viewer = await gatedViewerFor(request, context);
  const parsed = courseIdSchema.safeParse({ id: new URL(request.url).searchParams.get("id") });
  if (!parsed.success) throw pageNotFound(m.courseNotFound);
  const courseId = parsed.data.id;
  try {
    const [course, catalog, summary] = await Promise.all([
      getCourseDetail(viewer, courseId),
      getCourseMixCatalog(viewer, courseId),
      viewer.userId === null ? Promise.resolve(null) : getCourseSummary(viewer.userId, courseId),
    ]);
    return {
      course: {
        id: course.id,
        title: course.title,
        subject: course.subject,
        subjectName: course.subjectName,
        cover: course.cover,
        teachers: course.teachers,
        tags: course.tags,
        introduction: course.introduction,
        priceFen: course.priceFen,
        videoCount: course.videoCount,
        totalDuration: course.totalDuration,
        viewCount: course.viewCount,
        likeCount: course.likeCount,
        collectCount: course.collectCount,
        previewVideoCount: course.previewVideoCount,
        firstVideoId: course.firstVideoId,
        liked: course.liked,
        collected: course.collected,
        access: { allowed: course.access.allowed, key: accessKeyOf(course.access) },
      },
      catalogue: catalog.chapters.map((chapter) => ({
        id: chapter.id,
        title: chapter.title,
        sections: chapter.sections.map((section) => ({
          id: section.id,
          title: section.title,
          items: section.items.map(catalogueEntry),
        })),
      })),
      summary: summary
        ? {
            learntCount: summary.learntCount,
            videoCount: summary.videoCount,
            percent: summary.percent,
            startedCount: summary.startedCount,
            lastWatchedAt: summary.lastWatchedAt,
            resume: summary.resume,
          }
        : null,
      loggedIn: viewer.userId !== null,
    };
  } catch (error) {
    throwIfNotFound(error);
    throw error;
  }
}

const reactionIntents = ["like", "unlike", "collect", "uncollect"] as const;
type ReactionIntent = (typeof reactionIntents)[number];

const reactionFormSchema = z.object({
  id: idField(m.courseIdInvalid),
  intent: z.enum(reactionIntents, { errorMap: () => ({ message: pm.reactionIntentInvalid }) }),
});

const reactionToasts: Record<ReactionIntent, string> = {
  like: reactionMessages.liked,
  unlike: reactionMessages.unliked,
  collect: reactionMessages.collected,
  uncollect: reactionMessages.uncollected,
};

/**
 * 点赞 / 取消点赞 / 收藏 / 取消收藏 (`intent`, course `id`): back to the course with the toast. A visitor who is not
 * logged in is sent to log in and comes back here: desktop opens the login dialog on this page, mobile goes to
 * /mobile/login?redirect=….
 */
export async function submitCourseDetailPage(request: Request) {
  const url = new URL(request.url);
  const tree = treeOfRequest(request);
  const user = await getOptionalUser(request);
  if (!user) {
    const login = loginPromptUrlFor(request);
    return redirectWithToast(request, login, { kind: "info", message: pm.loginToReact });
  }
  const form = await readPageForm(request);
  const parsed = reactionFormSchema.safeParse({
    id: form.get("id") ?? url.searchParams.get("id"),
    intent: form.get("intent"),
  });
  const back = `${url.pathname}${url.search}`;
  if (!parsed.success)
    return redirectWithToast(request, back, {
      kind: "error",
      message: parsed.error.issues[0]?.message ?? pm.reactionIntentInvalid,
    });
  const { id, intent } = parsed.data;
  try {
    if (intent === "like" || intent === "unlike") await setCourseLike(user.id, id, intent === "like");
    else await setCourseCollect(user.id, id, intent === "collect");
  } catch (error) {
    if (isDomainError(error))
      return redirectWithToast(request, videoPaths[tree].courses, { kind: "error", message: error.message });
    throw error;
  }
  return redirectWithToast(request, videoPaths[tree].course(id), { kind: "success", message: reactionToasts[intent] });
}

// ——— /course/my/oneCoach, plubic, zyk ———

/** The layout of /course/my: login needed (guests go to /login/passLogin and come back). */
export async function loadMyCoursesLayout(request: Request) {
  await requireUser(request);
  return null;
}

/** /course/my: its first tab. */
export function redirectToFirstTab() {
  return redirect("/course/my/oneCoach");
}

/** One tab of "my courses", a page at a time, each course with the student's progress. */
export async function loadMyCoursesPage(request: Request, context: PageContext, tab: MyCourseTab) {
  const user = await requireUser(request);
  const viewer = { ...(await viewerFor(request, context)), userId: user.id };
  const requested = new URL(request.url).searchParams.get("page");
  const parsed = learnListSchema.safeParse({ tab, page: requested, rows: MY_COURSE_ROWS });
  const input = parsed.success ? parsed.data : learnListSchema.parse({ tab, rows: MY_COURSE_ROWS });
  const list = await listMyCourses(viewer, input);
  return {
    tab,
    error: parsed.success ? null : pagingMessages.pageInvalid,
    page: list.page,
    rows: list.rows,
    total: list.total,
    items: list.items.map((item) => ({
      ...listCourse(item, null),
      progress: item.progress
        ? {
            learntCount: item.progress.learntCount,
            percent: item.progress.percent,
            lastWatchedAt: item.progress.lastWatchedAt,
          }
        : null,
      enrolledAt: item.enrolledAt,
    })),
  };
}

/** The loader of one /course/my tab route (oneCoach, plubic, zyk): the same page but for the tab. */
export function myCoursesTabLoader(tab: MyCourseTab) {
  return ({ request, context }: { request: Request; context: PageContext }) => loadMyCoursesPage(request, context, tab);
}
