// 资讯发布 (issue 26), the operator's pages: /console/news lists every article (drafts too), /console/news/new writes
// a draft, /console/news/{id} edits one beside its preview as students will read it and publishes or unpublishes it.
// Forms post with an `intent`; a refused save comes back with its messages and everything typed (a conflict too), a
// change redirects with a toast (post/redirect/get).
import { data } from "@remix-run/node";
import { isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import { readPageForm } from "~/lib/page-form.server";
import { paragraphsOf } from "~/lib/plain-text";
import { shanghaiSlashMinute } from "~/lib/shanghai-time";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { newsCategories } from "~/modules/news/news-config";
import { plainTextOf, renderMarkup } from "~/modules/square/post-body.server";
import { articleViewOf } from "~/modules/news/news-pages.server";
import { newsEditorMessages as m, newsStates } from "./news-editor-messages";
import {
  createNews,
  type EditorNewsArticle,
  getEditorNews,
  listEditorNews,
  setNewsPublished,
  updateNews,
} from "./news-editor.server";
import {
  newsArticleFields,
  newsArticleIdSchema,
  newsArticleSchema,
  newsEditorListSchema,
  newsVersionSchema,
} from "./news-editor-schemas";
import { requireConsoleUser } from "./require-console-user.server";

const newsEditorPaths = {
  list: "/console/news",
  create: "/console/news/new",
  edit: (id: number) => `/console/news/${id}`,
  student: (id: number) => `/policy/${id}`,
} as const;

export interface NewsEditorFormResult {
  errors: Record<string, string>;
  values: Record<string, string>;
}

const categoryChoices = newsCategories.map(({ code, name }) => ({ value: code, label: name }));

export async function loadNewsEditorList(request: Request, context: { clientIp: string }) {
  const caller = await requireConsoleUser(request, context, { operator: true });
  const url = new URL(request.url);
  const parsed = newsEditorListSchema.safeParse(Object.fromEntries(url.searchParams));
  const input = parsed.success ? parsed.data : { page: 1, rows: 20 };
  const page = await listEditorNews(caller, input);
  return {
    notice: parsed.success ? null : m.stateInvalid,
    state: parsed.success ? (parsed.data.state ?? null) : null,
    states: newsStates,
    page: page.page,
    rows: page.rows,
    total: page.total,
    items: page.items.map((item) => ({
      ...item,
      stateName: item.state === "published" ? "已发布" : "草稿",
      updated: shanghaiSlashMinute(item.updatedAt),
      href: newsEditorPaths.edit(item.id),
    })),
  };
}

/** The article as a student reads it: the student page's own view data, with nothing of the reader's own. */
function previewOf(article: EditorNewsArticle, now: number) {
  const html = renderMarkup(article.content);
  return articleViewOf({
    ...article,
    publishedAt: new Date(article.publishedAt ?? now).toISOString(),
    paragraphs: paragraphsOf(plainTextOf(html)),
    html,
    liked: false,
    collected: false,
    previous: null,
    next: null,
  });
}

/** /console/news/new and /console/news/{id}: the form's values, and for an article its state and preview. */
export async function loadNewsEditor(request: Request, context: { clientIp: string }, rawId: string | undefined) {
  const caller = await requireConsoleUser(request, context, { operator: true });
  const base = { categories: categoryChoices };
  if (rawId === "new") return { ...base, article: null };
  const id = newsArticleIdSchema.safeParse({ id: rawId });
  if (!id.success) throw data({ message: m.notFound }, { status: 404 });
  let article: EditorNewsArticle;
  try {
    article = await getEditorNews(caller, id.data.id);
  } catch (error) {
    if (isDomainError(error)) throw data({ message: error.message }, { status: error.status });
    throw error;
  }
  return {
    ...base,
    article: {
      id: article.id,
      state: article.state,
      version: String(article.updatedAt),
      values: Object.fromEntries(newsArticleFields.map((field) => [field, article[field]])) as Record<string, string>,
      updated: shanghaiSlashMinute(article.updatedAt),
      published: article.publishedAt === null ? null : shanghaiSlashMinute(article.publishedAt),
      studentHref: article.state === "published" ? newsEditorPaths.student(article.id) : null,
      preview: previewOf(article, Date.now()),
    },
  };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function submitNewsEditor(request: Request, context: { clientIp: string }, rawId: string | undefined) {
  const caller = await requireConsoleUser(request, context, { operator: true });
  const form = await readPageForm(request);
  const intent = form.get("intent");
  const values = Object.fromEntries(newsArticleFields.map((field) => [field, text(form, field)]));
  const refused = (errors: Record<string, string>, status: number) =>
    data<NewsEditorFormResult>({ errors, values }, { status });
  if (intent !== "save" && intent !== "publish" && intent !== "unpublish") return refused({ "": m.intentInvalid }, 400);

  if (rawId === "new") {
    if (intent !== "save") return refused({ "": m.intentInvalid }, 400);
    const parsed = newsArticleSchema.safeParse(values);
    if (!parsed.success) return refused(fieldErrorsOf(parsed.error), 400);
    const created = await createNews(caller, parsed.data);
    return redirectWithToast(request, newsEditorPaths.edit(created.id), {
      kind: "success",
      message: m.created(created.title),
    });
  }

  const id = newsArticleIdSchema.safeParse({ id: rawId });
  if (!id.success) throw data({ message: m.notFound }, { status: 404 });
  const here = newsEditorPaths.edit(id.data.id);
  try {
    if (intent === "save") {
      const parsed = newsArticleSchema.safeParse(values);
      const version = newsVersionSchema.safeParse({ version: form.get("version") ?? undefined });
      if (!parsed.success || !version.success)
        return refused(
          {
            ...(parsed.success ? {} : fieldErrorsOf(parsed.error)),
            ...(version.success ? {} : { "": m.versionInvalid }),
          },
          400,
        );
      const saved = await updateNews(caller, id.data.id, version.data.version, parsed.data);
      const title = saved.article.title;
      return redirectWithToast(request, here, {
        kind: saved.changed ? "success" : "info",
        message: !saved.changed
          ? m.unchanged
          : saved.article.state === "published"
            ? m.savedLive(title)
            : m.saved(title),
      });
    }
    const article = await setNewsPublished(caller, id.data.id, intent === "publish");
    return redirectWithToast(request, here, {
      kind: "success",
      message: intent === "publish" ? m.published(article.title) : m.unpublished(article.title),
    });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    if (error.status === 404) throw data({ message: error.message }, { status: 404 });
    // A save over a newer text: the typed text stays on the page with the reason.
    if (intent === "save") return refused({ "": error.message }, error.status);
    return redirectWithToast(request, here, { kind: "error", message: error.message });
  }
}
