// The writing pages in both trees (docs/decisions/0030): 写文章 /square/write (?id= resumes a draft or edits one's
// post), 我的草稿 /square/drafts, and 我的文章's states and 删除 (/user/article). Login first (a guest goes to log in and
// comes back). Every button is a plain form post: 预览 renders the stored HTML on the server and re-renders the form
// with everything kept; 保存草稿 and 发布 redirect with a toast (post/redirect/get); 上传图片 stores the image through
// the sniffed upload and adds it to the body. 删除 asks first on a page of its own (?delete=), without JavaScript.
import { data, redirect } from "@remix-run/node";
import { isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import type { PageContext } from "~/lib/load-context";
import { readPageForm } from "~/lib/page-form.server";
import { throwIfNotFound } from "~/lib/page-not-found.server";
import { shanghaiSlashMinute } from "~/lib/shanghai-time";
import { treeOfRequest, type SiteTree } from "~/lib/site-tree";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { requireUser } from "~/modules/auth/require-user.server";
import { centrePageSchema } from "~/modules/centre/centre-schemas";
import { experienceCategories } from "~/modules/experience/experience-config";
import { groupOfPost, requireGroupMember } from "~/modules/groups/study-groups.server";
import { contentPaths } from "~/modules/content/content-paths";
import { MAX_IMAGE_BYTES, storeImage } from "~/modules/user/image-upload.server";
import { DRAFT_LIMITS, POST_LIMITS, PUBLISH_LIMITS } from "./post-limits";
import { postMessages as m } from "./post-messages";
import {
  articleStateOf,
  articleStates,
  contentOfForm,
  emptyPostForm,
  postFormSchema,
  type PostFormValues,
} from "./post-schemas";
import {
  deleteDraft,
  deletePost,
  editablePost,
  listMyPosts,
  myPostCounts,
  previewBody,
  saveDraft,
  submitPost,
  type MyPost,
} from "./posts.server";
import { squarePaths } from "./square-paths";

const POST_LIST_ROWS = 20;

const idParam = (request: Request, name: string): number | null => {
  const raw = new URL(request.url).searchParams.get(name);
  const id = raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  return id && id > 0 ? id : null;
};
const pageOf = (request: Request) => {
  const parsed = centrePageSchema.safeParse({ page: new URL(request.url).searchParams.get("page") ?? undefined });
  return parsed.success ? parsed.data.page : 1;
};

/** What the page states about the limits (also in the ADR). */
const limitsText =
  `标题最多 ${POST_LIMITS.titleMax} 字，正文最多 ${POST_LIMITS.bodyMax.toLocaleString("en-US")} 字，标签 1–${POST_LIMITS.tagsMax} 个（每个最多 ${POST_LIMITS.tagMax} 字），` +
  `图片不超过 ${MAX_IMAGE_BYTES / 1024 / 1024} MB。每小时最多发布 ${PUBLISH_LIMITS.perUser} 篇、保存草稿 ${DRAFT_LIMITS.perUser} 次。`;

// ——— /square/write ———

export interface WriteFormResult {
  values: PostFormValues;
  errors: Record<string, string>;
  /** 预览: the body as it will be stored and shown. */
  preview: string | null;
  notice: string | null;
}

export async function loadWritePage(request: Request) {
  const user = await requireUser(request);
  const tree = treeOfRequest(request);
  const id = idParam(request, "id");
  let values: PostFormValues = emptyPostForm;
  let post = null;
  if (id !== null) {
    try {
      const found = await editablePost(user.id, id);
      values = {
        id: String(found.id),
        baseRevision: String(found.baseRevision),
        title: found.title,
        category: found.category,
        body: found.body,
        format: found.format,
        tag1: found.tags[0] ?? "",
        tag2: found.tags[1] ?? "",
        videoLink: found.videoLink ?? "",
      };
      post = {
        state: found.state,
        published: found.published,
        pending: found.pending,
        reviewOutcome: found.reviewOutcome,
        reviewReason: found.reviewReason,
      };
    } catch (error) {
      throwIfNotFound(error, m.notFound);
      throw error;
    }
  }
  // ?groupId= (a new post in a study group, docs/decisions/0034): members of the published group only (403 otherwise);
  // a resumed post shows the group it was made in.
  const groupParam = idParam(request, "groupId");
  let group: { id: number; name: string } | null = null;
  try {
    group =
      id !== null
        ? await groupOfPost(user.id, id)
        : groupParam !== null
          ? await requireGroupMember(user.id, groupParam)
          : null;
  } catch (error) {
    if (isDomainError(error) && error.status === 403) throw data({ message: error.message }, { status: 403 });
    throw error;
  }
  return {
    values,
    post,
    group,
    noSchool: user.schoolId === null,
    categories: experienceCategories.map(({ code, name }) => ({ code, name })),
    limitsText,
    autosaveSeconds: POST_LIMITS.autosaveSeconds,
    paths: { drafts: squarePaths[tree].drafts(), articles: squarePaths[tree].articles("pending") },
  };
}

const FORM_FIELDS = [
  "id",
  "baseRevision",
  "intent",
  "title",
  "category",
  "body",
  "format",
  "tag1",
  "tag2",
  "videoLink",
] as const;

export async function submitWritePage(request: Request, context: PageContext) {
  const user = await requireUser(request);
  const tree = treeOfRequest(request);
  const form = await readPageForm(request, { maxBytes: MAX_IMAGE_BYTES + 512 * 1024 });
  const raw = Object.fromEntries(
    FORM_FIELDS.map((name) => [name, typeof form.get(name) === "string" ? String(form.get(name)) : ""]),
  );
  const values: PostFormValues = {
    id: raw.id!,
    baseRevision: raw.baseRevision!,
    title: raw.title!,
    category: raw.category!,
    body: raw.body!,
    format: raw.format || "markup",
    tag1: raw.tag1!,
    tag2: raw.tag2!,
    videoLink: raw.videoLink!,
  };
  const answer = (result: Partial<WriteFormResult>, status = 200) =>
    data<WriteFormResult>({ values, errors: {}, preview: null, notice: null, ...result }, { status });
  const parsed = postFormSchema.safeParse(raw);
  if (!parsed.success) return answer({ errors: fieldErrorsOf(parsed.error) }, 400);
  const input = parsed.data;
  const groupId = /^\d{1,9}$/.test(String(form.get("groupId") ?? "")) ? Number(form.get("groupId")) : undefined;
  const base = {
    id: input.id,
    baseRevision: input.baseRevision,
    groupId: groupId && groupId > 0 ? groupId : undefined,
  };
  try {
    switch (input.intent) {
      case "preview":
        return answer({ preview: previewBody(input.format, input.body).html, notice: m.previewReady });
      case "upload": {
        const file = form.get("image");
        const stored = await storeImage(file instanceof File ? file : undefined);
        values.body =
          input.format === "html"
            ? `${values.body}<p><img src="${stored.url}" alt="图片"></p>`
            : `${values.body.trimEnd()}\n\n![图片](${stored.url})\n`;
        return answer({ notice: m.imageInserted });
      }
      case "draft": {
        const saved = await saveDraft(
          { id: user.id, schoolId: user.schoolId },
          base,
          contentOfForm(input),
          context.clientIp,
        );
        return redirectWithToast(request, squarePaths[tree].write(saved.id), {
          kind: saved.savedAsNew ? "info" : "success",
          message: saved.savedAsNew ? m.savedAsNewDraft : saved.unchanged ? m.draftUnchanged : m.draftSaved,
        });
      }
      case "publish": {
        const outcome = await submitPost(
          { id: user.id, schoolId: user.schoolId },
          base,
          contentOfForm(input),
          context.clientIp,
        );
        if (outcome.savedAsNew)
          return redirectWithToast(request, squarePaths[tree].write(outcome.id), {
            kind: "info",
            message: m.savedAsNewDraft,
          });
        const message = outcome.noModerator
          ? m.noModerator
          : outcome.state === "published"
            ? m.submittedEdit
            : outcome.flaggedWords.length > 0
              ? m.submittedFlagged
              : m.submitted;
        return redirectWithToast(request, squarePaths[tree].articles("pending"), {
          kind: outcome.noModerator ? "info" : "success",
          message,
        });
      }
    }
  } catch (error) {
    if (isDomainError(error))
      return answer(
        {
          errors: error.fieldErrors
            ? { ...error.fieldErrors, image: error.fieldErrors.file ?? "" }
            : { "": error.message },
        },
        error.status,
      );
    throw error;
  }
}

// ——— Lists: /square/drafts and 我的文章 ———

export interface PostEntryData extends MyPost {
  readHref: string | null;
  editHref: string;
  deleteHref: string;
  updatedText: string;
}

function entries(tree: SiteTree, posts: MyPost[], deleteHref: (id: number) => string): PostEntryData[] {
  return posts.map((post) => ({
    ...post,
    readHref: post.published ? contentPaths[tree].experience(post.id) : null,
    editHref: squarePaths[tree].write(post.id),
    deleteHref: deleteHref(post.id),
    updatedText: shanghaiSlashMinute(post.updatedAt),
  }));
}

function clampPage(request: Request, page: number, total: number): void {
  const last = Math.max(1, Math.ceil(total / POST_LIST_ROWS));
  if (page <= last) return;
  const url = new URL(request.url);
  if (last > 1) url.searchParams.set("page", String(last));
  else url.searchParams.delete("page");
  throw redirect(`${url.pathname}${url.search}`);
}

export async function loadDraftsPage(request: Request) {
  const user = await requireUser(request);
  const tree = treeOfRequest(request);
  const page = pageOf(request);
  const list = await listMyPosts(user.id, "draft", { page, rows: POST_LIST_ROWS });
  clampPage(request, page, list.total);
  const items = entries(tree, list.items, (id) =>
    squarePaths[tree].drafts({ page: page > 1 ? page : undefined, delete: id }),
  );
  const deleting = idParam(request, "delete");
  const confirm = deleting === null ? null : (items.find((item) => item.id === deleting) ?? null);
  return {
    items,
    total: list.total,
    page,
    rows: POST_LIST_ROWS,
    confirm,
    writeHref: squarePaths[tree].write(),
    backHref: squarePaths[tree].drafts(page > 1 ? { page } : {}),
  };
}

export async function loadArticlesPage(request: Request) {
  const user = await requireUser(request);
  const tree = treeOfRequest(request);
  const tab = articleStateOf(new URL(request.url).searchParams.get("tab"));
  if (!tab) throw redirect(new URL(request.url).pathname);
  const page = pageOf(request);
  const [list, counts] = await Promise.all([
    listMyPosts(user.id, tab, { page, rows: POST_LIST_ROWS }),
    myPostCounts(user.id),
  ]);
  clampPage(request, page, list.total);
  const items = entries(tree, list.items, (id) =>
    squarePaths[tree].articles(tab, { page: page > 1 ? page : undefined, delete: id }),
  );
  const deleting = idParam(request, "delete");
  return {
    tab,
    tabs: articleStates.map(({ code, name }) => ({
      code,
      name,
      count: counts[code],
      href: squarePaths[tree].articles(code),
    })),
    items,
    total: list.total,
    page,
    rows: POST_LIST_ROWS,
    confirm: deleting === null ? null : (items.find((item) => item.id === deleting) ?? null),
    writeHref: squarePaths[tree].write(),
    backHref: squarePaths[tree].articles(tab, page > 1 ? { page } : {}),
    tabHref: squarePaths[tree].articles(tab),
  };
}

/**
 * 删除 (after the confirm step): on the drafts page a draft (a post never submitted goes whole, an edit's draft is
 * dropped); on 我的文章 the whole post. Back to the list with a toast.
 */
export async function submitPostDeletion(request: Request, which: "draft" | "post") {
  const user = await requireUser(request);
  const form = await readPageForm(request);
  const url = new URL(request.url);
  url.searchParams.delete("delete");
  const back = `${url.pathname}${url.search}`;
  const raw = form.get("id");
  const id = typeof raw === "string" && /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (form.get("intent") !== "delete" || id <= 0)
    return redirectWithToast(request, back, { kind: "error", message: m.notFound });
  try {
    if (which === "draft") await deleteDraft(user.id, id);
    else await deletePost(user.id, id);
  } catch (error) {
    if (isDomainError(error)) return redirectWithToast(request, back, { kind: "error", message: error.message });
    throw error;
  }
  return redirectWithToast(request, back, {
    kind: "success",
    message: which === "draft" ? m.draftDeleted : m.postDeleted,
  });
}
