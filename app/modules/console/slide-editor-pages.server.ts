// 轮播图 (/console/slides, issue 26), the operator's page: every slide in the carousel's order with its state, 上移 /
// 下移, 上线 / 下线, 添加轮播图, and ?edit=ID to change one beside its preview. Forms post with an `intent`; a refused
// form comes back with its messages and what was typed (a browser never refills a file input, so only the image is
// chosen again); a change redirects with a toast (post/redirect/get).
import { data } from "@remix-run/node";
import { isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import { readPageForm } from "~/lib/page-form.server";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { requireConsoleUser } from "./require-console-user.server";
import { SLIDE_FORM_MAX_BYTES, slideEditorMessages as m } from "./slide-editor-messages";
import {
  createSlide,
  type EditorSlide,
  listEditorSlides,
  moveSlide,
  setSlideOnline,
  updateSlide,
} from "./slide-editor.server";
import { slideFields, slideIdSchema, slideMoveSchema, slideSchema } from "./slide-editor-schemas";

const slidesPath = "/console/slides";

export interface SlideFormResult {
  form: "create" | "update" | "page";
  errors: Record<string, string>;
  values: Record<string, string>;
}

/** What the list says of a slide: offline, on the home pages now, or online outside its days. */
function stateNameOf(slide: EditorSlide, now: number): string {
  if (!slide.online) return "未上线";
  if (slide.showing) return "首页显示中";
  return slide.startsAt !== null && slide.startsAt > now ? "已上线，未到开始日期" : "已上线，已过结束日期";
}

export async function loadSlideEditor(request: Request, context: { clientIp: string }) {
  const caller = await requireConsoleUser(request, context, { operator: true });
  const now = Date.now();
  const slides = (await listEditorSlides(caller, now)).map((slide) => ({
    ...slide,
    stateName: stateNameOf(slide, now),
  }));
  const editParam = new URL(request.url).searchParams.get("edit");
  const editing = editParam === null ? null : (slides.find((slide) => String(slide.id) === editParam) ?? null);
  if (editParam !== null && !editing) throw data({ message: m.notFound }, { status: 404 });
  return { slides, editing };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function submitSlideEditor(request: Request, context: { clientIp: string }) {
  const caller = await requireConsoleUser(request, context, { operator: true });
  const form = await readPageForm(request, { maxBytes: SLIDE_FORM_MAX_BYTES });
  const intent = text(form, "intent");
  const back = (to: string, kind: "success" | "info" | "error", message: string) =>
    redirectWithToast(request, to, { kind, message });

  if (intent === "create" || intent === "update") {
    const values = Object.fromEntries(slideFields.map((field) => [field, text(form, field)]));
    const refused = (errors: Record<string, string>, status: number) =>
      data<SlideFormResult>({ form: intent, errors, values }, { status });
    const parsed = slideSchema.safeParse(values);
    const file = form.get("file");
    const image = file instanceof File && file.size > 0 ? file : null;
    if (intent === "create") {
      if (!parsed.success || !image)
        return refused(
          { ...(parsed.success ? {} : fieldErrorsOf(parsed.error)), ...(image ? {} : { file: m.imageRequired }) },
          400,
        );
      try {
        const created = await createSlide(caller, parsed.data, image);
        return back(`${slidesPath}?edit=${created.id}`, "success", m.created(created.title));
      } catch (error) {
        if (!isDomainError(error)) throw error;
        return refused(error.fieldErrors ?? { "": error.message }, error.status);
      }
    }
    const id = slideIdSchema.safeParse({ id: form.get("id") ?? undefined });
    if (!id.success) return refused({ "": m.idInvalid }, 400);
    if (!parsed.success) return refused(fieldErrorsOf(parsed.error), 400);
    try {
      const saved = await updateSlide(caller, id.data.id, parsed.data, image);
      return back(
        `${slidesPath}?edit=${id.data.id}`,
        saved.changed ? "success" : "info",
        saved.changed ? m.saved(saved.slide.title) : m.unchanged,
      );
    } catch (error) {
      if (!isDomainError(error)) throw error;
      return refused(error.fieldErrors ?? { "": error.message }, error.status);
    }
  }

  if (intent === "publish" || intent === "unpublish" || intent === "move") {
    const parsed = slideMoveSchema.safeParse({
      id: form.get("id") ?? undefined,
      // Only 上移 / 下移 say which way; the others need the id alone.
      direction: intent === "move" ? (form.get("direction") ?? undefined) : "up",
    });
    if (!parsed.success) return back(slidesPath, "error", Object.values(fieldErrorsOf(parsed.error))[0] ?? m.idInvalid);
    const { id, direction } = parsed.data;
    // Back where the form was: the list, or the slide's own editor.
    const to = text(form, "back") === "edit" ? `${slidesPath}?edit=${id}` : slidesPath;
    try {
      if (intent === "move") {
        const slide = await moveSlide(caller, id, direction);
        return back(to, "success", m.moved(slide.title));
      }
      const slide = await setSlideOnline(caller, id, intent === "publish");
      return back(to, "success", intent === "publish" ? m.published(slide.title) : m.unpublished(slide.title));
    } catch (error) {
      if (!isDomainError(error)) throw error;
      return back(error.status === 404 ? slidesPath : to, "error", error.message);
    }
  }
  return data<SlideFormResult>({ form: "page", errors: { "": m.intentInvalid }, values: {} }, { status: 400 });
}
