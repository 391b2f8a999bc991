// The loader and action of /square/group and /mobile/square/group (docs/decisions/0034). One page for the list and for
// one group (?id=), as /square/seniorInfo?id= and /course/detail?id= are: the spec names /square/group only, and the
// group's page is where the list's links and the moderator's queue lead. The campus gate first; forms answer
// post/redirect/get with a toast, except 创建小组 whose refused input comes back in place (400/409/429, kept).
import { data } from "@remix-run/node";
import { isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import type { PageContext } from "~/lib/load-context";
import { readPageForm } from "~/lib/page-form.server";
import { pageNotFound, throwIfNotFound } from "~/lib/page-not-found.server";
import { shanghaiDate } from "~/lib/shanghai-time";
import { treeOfRequest, type SiteTree } from "~/lib/site-tree";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { gatedViewerFor } from "~/modules/access/viewer.server";
import { getOptionalUser, loginPromptUrlFor } from "~/modules/auth/require-user.server";
import { contentPaths } from "~/modules/content/content-paths";
import { experienceTile } from "~/modules/experience/experience-pages.server";
import { experienceCardPageWhere } from "~/modules/experience/experience.server";
import { parseListQueryLeniently } from "~/modules/paging/lenient-list-query";
import {
  GROUP_INTRO_MAX,
  GROUP_NAME_MAX,
  GROUP_TARGET_MAX,
  groupPaths,
  groupSorts,
  groupSubjects,
  GROUP_YEAR_MAX,
  GROUP_YEAR_MIN,
} from "./group-config";
import { groupMessages as m } from "./group-messages";
import {
  createGroupFields,
  createGroupSchema,
  groupListSchema,
  groupPageSchema,
  membershipFormSchema,
} from "./group-schemas";
import {
  createGroup,
  dissolveGroup,
  getGroup,
  groupViewerOf,
  joinGroup,
  leaveGroup,
  listGroups,
  listMembers,
  listMyGroups,
  type GroupCard,
} from "./study-groups.server";

const LIST_ROWS: Record<SiteTree, number> = { desktop: 12, mobile: 10 };
const MINE_ROWS = 20;
const MEMBER_ROWS = 20;
const POST_ROWS = 10;

export interface GroupTile extends GroupCard {
  href: string;
  createdText: string;
}

const tileOf =
  (tree: SiteTree) =>
  (group: GroupCard): GroupTile => ({
    ...group,
    href: groupPaths[tree].group(group.id),
    createdText: shanghaiDate(group.createdAt),
  });

/** The create form's field limits and choices (the form and its schema read the same numbers). */
const createFormChoices = {
  subjects: groupSubjects.map(({ code, name }) => ({ code, name })),
  years: Array.from({ length: GROUP_YEAR_MAX - GROUP_YEAR_MIN + 1 }, (_, index) => GROUP_YEAR_MIN + index),
  limits: { name: GROUP_NAME_MAX, target: GROUP_TARGET_MAX, introduction: GROUP_INTRO_MAX },
};

export async function loadGroupPage(request: Request, context: PageContext) {
  const viewer = await gatedViewerFor(request, context);
  const user = await getOptionalUser(request);
  const tree = treeOfRequest(request);
  const params = new URL(request.url).searchParams;
  const paths = groupPaths[tree];
  const student = user !== null && !user.isOrg;

  if (params.has("id")) {
    const parsed = groupPageSchema.safeParse({
      id: params.get("id"),
      page: params.get("page") ?? undefined,
      postPage: params.get("postPage") ?? undefined,
    });
    if (!parsed.success) throw pageNotFound(m.notFound);
    const { id, page, postPage } = parsed.data;
    const groupViewer = groupViewerOf(user);
    let group: Awaited<ReturnType<typeof getGroup>>;
    try {
      group = await getGroup(groupViewer, id);
    } catch (error) {
      throwIfNotFound(error);
      throw error;
    }
    const [members, posts] = await Promise.all([
      listMembers(groupViewer, id, { page, rows: MEMBER_ROWS }),
      experienceCardPageWhere(viewer, { page: postPage, rows: POST_ROWS }, (query) =>
        query.where("e.group_id", "=", id),
      ),
    ]);
    return {
      view: "group" as const,
      group: { ...tileOf(tree)(group), myRole: group.myRole, isOwner: group.isOwner, flaggedWords: group.flaggedWords },
      loggedIn: user !== null,
      loginHref: loginPromptUrlFor(request),
      student,
      writeHref: paths.write(id),
      listHref: paths.list,
      members: {
        ...members,
        items: members.items.map((member) => ({ ...member, joinedText: shanghaiDate(member.joinedAt) })),
      },
      posts: {
        page: posts.page,
        rows: posts.rows,
        total: posts.total,
        items: posts.items.map((card) => ({
          ...experienceTile(card),
          href: contentPaths[tree].experience(card.id),
          likeCount: card.likeCount,
          collectCount: card.collectCount,
        })),
      },
    };
  }

  const rows = LIST_ROWS[tree];
  const { input, errors } = parseListQueryLeniently(
    groupListSchema,
    params,
    { subject: "subject", year: "examYear", keyword: "keyword", sort: "sort", page: "page" },
    { rows },
  );
  const [list, mine] = await Promise.all([
    listGroups(input),
    student ? listMyGroups(user.id, { page: 1, rows: MINE_ROWS }) : Promise.resolve(null),
  ]);
  return {
    view: "list" as const,
    query: {
      subject: input.subject ?? "",
      year: input.examYear ? String(input.examYear) : "",
      keyword: input.keyword ?? "",
      sort: input.sort,
      page: input.page,
    },
    filtered: Boolean(input.subject || input.examYear || input.keyword),
    errors,
    subjects: createFormChoices.subjects,
    sorts: groupSorts.map(({ code, name }) => ({ code, name })),
    form: createFormChoices,
    loggedIn: user !== null,
    loginHref: loginPromptUrlFor(request),
    student,
    noSchool: student && user.schoolId === null,
    list: { page: list.page, rows: list.rows, total: list.total, items: list.items.map(tileOf(tree)) },
    mine: mine
      ? { total: mine.total, items: mine.items.map((group) => ({ ...tileOf(tree)(group), role: group.role })) }
      : null,
  };
}

export interface CreateGroupResult {
  intent: "create";
  errors: Record<string, string>;
  values: Record<string, string>;
}

/** 创建小组 / 加入 / 退出 / 解散. A guest is asked to log in and comes back. */
export async function submitGroupPage(request: Request) {
  const form = await readPageForm(request);
  const url = new URL(request.url);
  const here = `${url.pathname}${url.search}`;
  const tree = treeOfRequest(request);
  const user = await getOptionalUser(request);
  const intent = String(form.get("intent") ?? "");
  if (!user)
    return redirectWithToast(request, loginPromptUrlFor(request), {
      kind: "info",
      message: intent === "create" ? m.loginToCreate : m.loginToJoin,
    });

  if (intent === "create") {
    const raw = Object.fromEntries(createGroupFields.map((name) => [name, String(form.get(name) ?? "")]));
    const values = Object.fromEntries(Object.entries(raw).map(([name, value]) => [name, value.slice(0, 400)]));
    const fail = (status: number, errors: Record<string, string>) =>
      data<CreateGroupResult>({ intent: "create", errors, values }, { status });
    const parsed = createGroupSchema.safeParse(raw);
    if (!parsed.success) return fail(400, fieldErrorsOf(parsed.error));
    try {
      const created = await createGroup(user, parsed.data);
      return redirectWithToast(request, groupPaths[tree].group(created.id), { kind: "success", message: m.created });
    } catch (error) {
      if (isDomainError(error)) return fail(error.status, error.fieldErrors ?? { "": error.message });
      throw error;
    }
  }

  const parsed = membershipFormSchema.safeParse({ groupId: form.get("groupId") ?? undefined, intent });
  if (!parsed.success)
    return redirectWithToast(request, here, {
      kind: "error",
      message: parsed.error.issues[0]?.message ?? m.intentInvalid,
    });
  const { groupId } = parsed.data;
  try {
    if (parsed.data.intent === "join") {
      await joinGroup(user, groupId);
      return redirectWithToast(request, here, { kind: "success", message: m.joined });
    }
    if (parsed.data.intent === "leave") {
      await leaveGroup(user, groupId);
      return redirectWithToast(request, here, { kind: "success", message: m.left });
    }
    await dissolveGroup(user, groupId);
    return redirectWithToast(request, groupPaths[tree].list, { kind: "success", message: m.dissolved });
  } catch (error) {
    if (isDomainError(error)) return redirectWithToast(request, here, { kind: "error", message: error.message });
    throw error;
  }
}
