// 学长学姐 (/user/senior, /mobile/user/senior; docs/decisions/0027 and 0033): the directory the page showed before,
// and above it 申请成为学长学姐 — the student's latest application with its state (审核中 / 已通过 / 未通过 with the
// reason) and the form when one may be sent. The page's action takes the application (multipart, with the proof
// image) and the 关注 forms of the directory. A refused application comes back with every field as typed (a browser
// never keeps a chosen file, so the proof field says to choose it again).
import { data } from "@remix-run/node";
import { isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import type { PageContext } from "~/lib/load-context";
import { readPageForm } from "~/lib/page-form.server";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { requireUser } from "~/modules/auth/require-user.server";
import { loadSeniorDirectoryPage } from "~/modules/centre/centre-follow-pages.server";
import { submitFollowForm } from "~/modules/follows/follow-form.server";
import { MAX_IMAGE_BYTES } from "~/modules/user/image-upload.server";
import { seniorApplicationMessages as m } from "./senior-application-messages";
import { seniorApplicationFields, seniorApplicationSchema } from "./senior-application-schemas";
import { applyForSenior, applyStateOf } from "./senior-applications.server";

/** The application form's body: the proof image (≤ 2 MB, checked by the upload module) and the fields. */
const APPLICATION_FORM_MAX_BYTES = 2 * MAX_IMAGE_BYTES;

export interface SeniorApplicationFormResult {
  errors: Record<string, string>;
  values: Record<string, string>;
}

export async function loadSeniorPage(request: Request, context: PageContext) {
  const user = await requireUser(request);
  const [directory, apply] = await Promise.all([loadSeniorDirectoryPage(request, context), applyStateOf(user)]);
  return { ...directory, apply: { ...apply, noSchool: !user.isOrg && user.schoolId === null } };
}

export async function submitSeniorPage(request: Request) {
  const user = await requireUser(request);
  const form = await readPageForm(request, { maxBytes: APPLICATION_FORM_MAX_BYTES });
  if (form.get("intent") !== "apply") return submitFollowForm(request, form);

  const values = Object.fromEntries(
    seniorApplicationFields.map((name) => [name, typeof form.get(name) === "string" ? String(form.get(name)) : ""]),
  );
  const fail = (errors: Record<string, string>, status = 400) =>
    data<SeniorApplicationFormResult>({ errors, values }, { status });
  const parsed = seniorApplicationSchema.safeParse(values);
  const proof = form.get("proof");
  const file = proof instanceof File && proof.size > 0 ? proof : undefined;
  if (!parsed.success) return fail({ ...fieldErrorsOf(parsed.error), proof: file ? m.proofAgain : m.proofRequired });
  try {
    await applyForSenior(user, parsed.data, file);
  } catch (error) {
    if (isDomainError(error) && error.status < 500) {
      return fail(error.fieldErrors ?? { "": error.message }, error.status);
    }
    throw error;
  }
  const url = new URL(request.url);
  return redirectWithToast(request, `${url.pathname}${url.search}`, { kind: "success", message: m.applied });
}
