// The 课件 pages of both trees (issue 27): the teacher's list with its upload and delete forms, the student's list,
// and the viewer — one page per URL, working without JavaScript. Forms post to the list page (post/redirect/get with
// a toast); a refused upload comes back with its message beside the file field and the title as typed.
import type { Params } from "@remix-run/react";
import { data, redirect } from "@remix-run/node";
import { isDomainError } from "~/lib/domain-error";
import type { PageContext } from "~/lib/load-context";
import { redirectWithToast } from "~/lib/flash.server";
import { readPageForm } from "~/lib/page-form.server";
import { pageNotFound } from "~/lib/page-not-found.server";
import { shanghaiSlashMinute } from "~/lib/shanghai-time";
import { treeOfPath } from "~/lib/site-tree";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { usageActorOf } from "~/modules/usage/usage-events.server";
import { requireTrainingPage } from "../training-frame.server";
import { trainingMessages } from "../training-messages";
import { trainingPaths } from "../training-paths";
import { materialMessages as m } from "./material-messages";
import { materialIdSchema, materialPageSchema, materialUploadSchema } from "./material-schemas";
import {
  deleteMaterial,
  getMaterialPage,
  listMaterials,
  materialDownloadLink,
  materialUploadLimit,
  uploadMaterial,
} from "./materials.server";

type Side = "teacher" | "student";

export interface MaterialActionData {
  errors: Record<string, string>;
  values: { title: string };
}

/** The list of a batch's materials, for its teachers (with the upload form's limit) or its students. */
export async function loadMaterialList(request: Request, params: Params, side: Side) {
  const access = await requireTrainingPage(request, params, side);
  const items = await listMaterials(access);
  return {
    batchId: access.batch.id,
    batchName: access.batch.name,
    uploadMaxMb: materialUploadLimit().mb,
    items: items.map((item) => ({ ...item, uploaded: shanghaiSlashMinute(item.uploadedAt) })),
  };
}

/**
 * The list page's forms: 上传 and 删除 (teachers), 下载 (everyone who sees the list). The context's address and visitor
 * id go with a download into the usage reports.
 */
export async function submitMaterialList(request: Request, params: Params, side: Side, context?: PageContext) {
  const access = await requireTrainingPage(request, params, side);
  const tree = treeOfPath(new URL(request.url).pathname);
  const back =
    side === "teacher"
      ? trainingPaths[tree].teacher(access.batch.id, "materials")
      : trainingPaths[tree].student(access.batch.id, "materials");
  const multipart = (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
  if (multipart && side !== "teacher") throw data({ message: trainingMessages.batchNotFound }, { status: 404 });
  // The upload's whole body: the file's limit and a little for the other fields and the multipart framing.
  const form = await readPageForm(request, {
    maxBytes: multipart ? materialUploadLimit().bytes + 64 * 1024 : undefined,
  });
  const intent = form.get("intent");

  if (intent === "upload" && side === "teacher") {
    const values = { title: String(form.get("title") ?? "") };
    const fields = materialUploadSchema.safeParse(values);
    const file = form.get("file");
    const upload = file instanceof File && file.size > 0 ? file : null;
    const errors: Record<string, string> = fields.success ? {} : fieldErrorsOf(fields.error);
    if (!upload) errors.file = m.fileRequired;
    if (!fields.success || !upload) return data<MaterialActionData>({ errors, values }, { status: 400 });
    try {
      const material = await uploadMaterial(access, fields.data, upload);
      return redirectWithToast(request, back, {
        kind: "success",
        message: material.status === "download_only" ? m.uploadedDownloadOnly : m.uploaded,
      });
    } catch (error) {
      if (isDomainError(error) && error.fieldErrors)
        return data<MaterialActionData>({ errors: error.fieldErrors, values }, { status: error.status });
      throw error;
    }
  }

  const id = materialIdSchema.safeParse({ id: form.get("id") ?? undefined });
  if (!id.success) return redirectWithToast(request, back, { kind: "error", message: m.idInvalid });
  try {
    if (intent === "delete" && side === "teacher") {
      await deleteMaterial(access, id.data.id);
      return redirectWithToast(request, back, { kind: "success", message: m.deleted });
    }
    if (intent === "download") {
      const actor = context ? usageActorOf(request, context.clientIp, access.userId, context.newVisitorId) : null;
      return redirect((await materialDownloadLink(access, id.data.id, Date.now(), actor)).url, 303);
    }
  } catch (error) {
    if (isDomainError(error) && error.status === 404)
      return redirectWithToast(request, back, { kind: "error", message: error.message });
    throw error;
  }
  return redirectWithToast(request, back, { kind: "error", message: m.idInvalid });
}

const positive = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/**
 * One page of the viewer: /Training/{side}/{id}/materials/{mid}/{page}. A page past the end, or ?page= from the jump
 * form, redirects to the page asked (clamped); a material that is not readable (yet) is the viewer's 404.
 */
export async function loadMaterialViewer(request: Request, params: Params, side: Side) {
  const access = await requireTrainingPage(request, params, side);
  const tree = treeOfPath(new URL(request.url).pathname);
  const materialId = positive(params.mid);
  if (materialId === null) throw pageNotFound(trainingMessages.materialNotFound);
  const here = (page: number) => trainingPaths[tree].materialPage(side, access.batch.id, materialId, page);
  // The jump form (GET ?page=n) lands on the page's own URL.
  const asked = new URL(request.url).searchParams.get("page");
  if (asked !== null) {
    const parsed = materialPageSchema.safeParse({ page: asked });
    if (parsed.success) throw redirect(here(parsed.data.page));
  }
  const pageNo = positive(params.page);
  if (pageNo === null) throw pageNotFound(m.pageInvalid);
  try {
    const { material, page } = await getMaterialPage(access, materialId, pageNo);
    const count = material.pageCount ?? 1;
    const list =
      side === "teacher"
        ? trainingPaths[tree].teacher(access.batch.id, "materials")
        : trainingPaths[tree].student(access.batch.id, "materials");
    return {
      batchId: access.batch.id,
      material: { id: material.id, title: material.title, pageCount: count, formatLabel: material.formatLabel },
      page,
      jumpError: asked !== null ? m.pageOutOfRange(count) : null,
      links: {
        list,
        first: here(1),
        previous: page.pageNo > 1 ? here(page.pageNo - 1) : null,
        next: page.pageNo < count ? here(page.pageNo + 1) : null,
        last: here(count),
        jump: here(page.pageNo),
      },
    };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    // A page past the end goes to the last page; a material not readable is not found here.
    if (error.status === 404 && error.message !== trainingMessages.materialNotFound) {
      const { material } = await getMaterialPage(access, materialId, 1).catch(() => ({ material: null }));
      if (material?.pageCount) throw redirect(here(material.pageCount));
    }
    throw pageNotFound(error.status === 409 ? m.notReadable : error.message);
  }
}
