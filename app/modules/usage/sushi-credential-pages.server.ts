// /console/sushi (COUNTER 凭据), a school's console section (issue 28; docs/decisions/0056): the school's customer_id,
// its harvesters' credentials, issuing one (the api_key is shown once, in the answer to the form — it is never stored)
// and revoking one. A school's administrators act on their own school, the operator on ?school= (another school's id
// is 404 for a school's administrators). Issuing answers the POST itself (no redirect: the key must not travel in a
// URL or a cookie); revoking redirects with a toast (PRG).
import { data } from "@remix-run/node";
import { isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import { readPageForm } from "~/lib/page-form.server";
import { shanghaiSlashMinute } from "~/lib/shanghai-time";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { requireConsoleSchool, scopedPath } from "~/modules/console/console-school.server";
import { credentialIdSchema, issueCredentialSchema } from "./sushi-credential-schemas";
import {
  customerIdOf,
  issueSushiCredential,
  listSushiCredentials,
  revokeSushiCredential,
} from "./sushi-credentials.server";
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
  return {
    school: scope.school,
    schools: scope.schools,
    query: scope.query,
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
