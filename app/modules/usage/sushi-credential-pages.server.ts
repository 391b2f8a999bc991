// /console/sushi (COUNTER 凭据), a school's console section (issue 28; docs/decisions/0056): the school's customer_id,
// its harvesters' credentials, issuing one (the api_key is shown once, in the answer to the form — it is never stored)
// and revoking one. A school's administrators act on their own school, the operator on ?school= (another school's id
// is 404 for a school's administrators). Issuing answers the POST itself (no redirect: the key must not travel in a
// URL or a cookie); revoking redirects with a toast (PRG).
import { data } from "@remix-run/node";
import { pageNotFound } from "~/lib/page-not-found.server";
import { isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import { readPageForm } from "~/lib/page-form.server";
import { SHANGHAI_OFFSET_MS, shanghaiSlashMinute } from "~/lib/shanghai-time";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { requireConsoleSchool, scopedPath } from "~/modules/console/console-school.server";
import { credentialIdSchema, issueCredentialSchema } from "./sushi-credential-schemas";
import {
  customerIdOf,
  issueSushiCredential,
  listSushiCredentials,
  revokeSushiCredential,
} from "./sushi-credentials.server";
import {
  isTabularReportId,
  periodOf,
  TABULAR_REPORT_IDS,
  tabularRows,
  toTsv,
  type JsonReport,
} from "./counter-tabular";
import { tabularXlsx } from "./counter-tabular-xlsx.server";
import { schoolReport } from "./sushi.server";
import { usageMessages as m } from "./usage-messages";

const PATH = "/console/sushi";

export interface SushiFormResult {
  form: string;
  errors: Record<string, string>;
  values: Record<string, string>;
  /** The credential just issued, with its api_key: shown once. */
  issued?: { customerId: string; requestorId: string; apiKey: string; label: string };
}

const refused = (result: SushiFormResult, status: number) => data<SushiFormResult>(result, { status });

export async function loadSushiCredentialsPage(request: Request, context: { clientIp: string }) {
  const scope = await requireConsoleSchool(request, context);
  const credentials = await listSushiCredentials(scope.school.id);
  // The last twelve finished months (Beijing), as the tabular downloads' default period.
  const shifted = new Date(Date.now() + SHANGHAI_OFFSET_MS);
  const monthAt = (back: number) => {
    const date = new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() - back, 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
  };
  const period = { begin_date: monthAt(12), end_date: monthAt(1) };
  return {
    school: scope.school,
    schools: scope.schools,
    query: scope.query,
    period,
    downloads: TABULAR_REPORT_IDS.map((report) => ({
      report: report.toUpperCase(),
      tsv: scopedPath(`/console/counter/${report}.tsv`, scope.query, period),
      xlsx: scopedPath(`/console/counter/${report}.xlsx`, scope.query, period),
    })),
    customerId: customerIdOf(scope.school.id),
    baseUrl: `${new URL(request.url).origin}/sushi/r51`,
    credentials: credentials.map((credential) => ({
      id: credential.id,
      requestorId: credential.requestorId,
      label: credential.label,
      created: shanghaiSlashMinute(credential.createdAt),
      revoked: credential.revokedAt === null ? null : shanghaiSlashMinute(credential.revokedAt),
    })),
  };
}

export async function submitSushiCredentialsPage(request: Request, context: { clientIp: string }) {
  const scope = await requireConsoleSchool(request, context);
  const { actor } = scope.consoleUser;
  const form = Object.fromEntries(await readPageForm(request));
  const text = (name: string) => (typeof form[name] === "string" ? (form[name] as string) : "");
  switch (form.intent) {
    case "issue": {
      const values = { label: text("label") };
      const parsed = issueCredentialSchema.safeParse(values);
      if (!parsed.success) return refused({ form: "issue", errors: fieldErrorsOf(parsed.error), values }, 400);
      const issued = await issueSushiCredential(scope.school.id, actor, parsed.data.label);
      return data<SushiFormResult>({
        form: "issue",
        errors: {},
        values: {},
        issued: { ...issued, label: parsed.data.label },
      });
    }
    case "revoke": {
      const parsed = credentialIdSchema.safeParse({ id: text("id") });
      if (!parsed.success) return refused({ form: "revoke", errors: { "": m.credentialIdInvalid }, values: {} }, 400);
      try {
        await revokeSushiCredential(scope.school.id, parsed.data.id, actor);
      } catch (error) {
        if (!isDomainError(error)) throw error;
        return refused({ form: "revoke", errors: { "": error.message }, values: {} }, error.status);
      }
      return redirectWithToast(request, scopedPath(PATH, scope.query), {
        kind: "success",
        message: m.credentialRevoked,
      });
    }
    default:
      return refused({ form: "page", errors: { "": m.intentInvalid }, values: {} }, 400);
  }
}

/**
 * GET /console/counter/{report}.tsv|.xlsx?begin_date=&end_date=: a COUNTER report of the school in the Code's tabular
 * form (UTF-8 tab-separated, or an XLSX sheet of the same rows), for its staff (the operator: ?school=). The same numbers and exceptions as the API's JSON;
 * a refusal (bad dates) is the exception's text with its status.
 */
export async function downloadCounterTable(request: Request, context: { clientIp: string }, file: string) {
  const scope = await requireConsoleSchool(request, context);
  const match = /^([a-z_0-9]+)\.(tsv|xlsx)$/.exec(file);
  const report = match?.[1] ?? "";
  const format = match?.[2] === "xlsx" ? "xlsx" : "tsv";
  if (!isTabularReportId(report)) throw pageNotFound(m.reportNotFound);
  const query = new URL(request.url).searchParams;
  query.delete("school");
  const answer = await schoolReport(scope.school.id, report, query);
  if (answer.status !== 200) {
    const exception = answer.body as { Code: number; Message: string; Data?: string };
    return new Response(`${exception.Code}: ${exception.Message}${exception.Data ? ` (${exception.Data})` : ""}\n`, {
      status: answer.status,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const json = answer.body as JsonReport;
  const rows = tabularRows(report, json);
  const name = `${report.toUpperCase()}_${scope.school.id}_${periodOf(json)}.${format}`;
  const headers = { "Content-Disposition": `attachment; filename="${name}"`, "Cache-Control": "private, no-store" };
  if (format === "xlsx") {
    return new Response(await tabularXlsx(rows, report.toUpperCase()), {
      headers: { ...headers, "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
    });
  }
  return new Response(toTsv(rows), {
    headers: { ...headers, "Content-Type": "text/tab-separated-values; charset=utf-8" },
  });
}
