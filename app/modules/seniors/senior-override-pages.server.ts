// 学长学姐认证 (/console/seniors, issue 26), the operator's page: every application with its state and proof, and one
// form per application for the decisions its state allows. A refused form comes back beside its application with
// what was typed; a decision redirects back to the same filter and page with a toast (post/redirect/get).
import { data } from "@remix-run/node";
import { isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import { readPageForm } from "~/lib/page-form.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { shanghaiSlashMinute } from "~/lib/shanghai-time";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { requireConsoleUser } from "~/modules/console/require-console-user.server";
import { seniorApplicationStateNames } from "./senior-application-messages";
import { seniorOverrideMessages as m } from "./senior-override-messages";
import { seniorOverrideListSchema, seniorOverrideSchema } from "./senior-override-schemas";
import { listOverrideApplications, overrideSeniorApplication } from "./senior-overrides.server";

const listPath = "/console/seniors";

export interface SeniorOverrideFormResult {
  id: string;
  errors: Record<string, string>;
  values: Record<string, string>;
}

export async function loadSeniorOverrides(request: Request, context: { clientIp: string }) {
  const caller = await requireConsoleUser(request, context, { operator: true });
  const url = new URL(request.url);
  const parsed = seniorOverrideListSchema.safeParse(Object.fromEntries(url.searchParams));
  const input = parsed.success ? parsed.data : { page: 1, rows: 20 };
  const page = await listOverrideApplications(caller, input);
  return {
    notice: parsed.success ? null : m.stateInvalid,
    state: parsed.success ? (parsed.data.state ?? null) : null,
    states: Object.entries(seniorApplicationStateNames).map(([code, name]) => ({ code, name })),
    page: page.page,
    rows: page.rows,
    total: page.total,
    items: page.items.map((item) => ({
      ...item,
      submitted: shanghaiSlashMinute(item.submittedAt),
      reviewed: item.reviewedAt === null ? null : shanghaiSlashMinute(item.reviewedAt),
      proofHref: `/console/seniors/proof/${item.id}`,
      profileHref: item.verified && item.seniorId ? `/square/seniorInfo?id=${item.seniorId}` : null,
    })),
  };
}

export async function submitSeniorOverride(request: Request, context: { clientIp: string }) {
  const caller = await requireConsoleUser(request, context, { operator: true });
  const form = await readPageForm(request);
  const values = Object.fromEntries(
    ["id", "action", "reason"].map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value : ""];
    }),
  );
  // Back to the list as it was (its filter and page), never elsewhere.
  const back = safeRedirect(`${listPath}${new URL(request.url).search}`, listPath);
  const refused = (errors: Record<string, string>, status: number) =>
    data<SeniorOverrideFormResult>({ id: values.id ?? "", errors, values }, { status });
  const parsed = seniorOverrideSchema.safeParse(values);
  if (!parsed.success) return refused(fieldErrorsOf(parsed.error), 400);
  try {
    const done = await overrideSeniorApplication(caller, parsed.data.id, parsed.data.action, parsed.data.reason);
    return redirectWithToast(request, back, { kind: "success", message: done.message });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return refused({ "": error.message }, error.status);
  }
}
