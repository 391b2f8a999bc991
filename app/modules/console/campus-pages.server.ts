// /console/campus (校园网) and /console/licences (授权), a school's sections of the console (issue 25;
// docs/decisions/0046): the page adapters over campus-ranges.server.ts and licences.server.ts. A school's
// administrators act on their own school, the operator on ?school= (requireConsoleSchool). Every form posts with an
// `intent`; a refusal comes back with its messages and what was typed (keyed by the form), a change redirects with a
// toast (PRG). 测试地址 is a GET form: its answer is part of the page's address.
import { data } from "@remix-run/node";
import { isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import { readPageForm } from "~/lib/page-form.server";
import { shanghaiIsoDay, shanghaiSlashMinute } from "~/lib/shanghai-time";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { subjects } from "~/modules/subjects/subjects";
import {
  campusMessages as m,
  campusPageMessages as pm,
  licenceScopeLabels,
  licenceStateLabels,
} from "./campus-messages";
import { listCampusRanges, replaceCampusRanges, testAddress } from "./campus-ranges.server";
import { campusRangesSchema, testAddressSchema } from "./campus-schemas";
import { requireConsoleSchool, scopedPath } from "./console-school.server";
import { changeLicenceDates, createLicence, endLicence, listLicenceTargets, listLicences } from "./licences.server";
import { createLicenceSchema, licenceDatesSchema, licenceFormDates } from "./licences-schemas";
import { licenceIdSchema } from "./schools-schemas";

const campusPagePaths = { campus: "/console/campus", licences: "/console/licences" } as const;

/** A form's refusal: which form (its intent), the messages by field ("" for the form as a whole), what was typed. */
export interface ConsoleFormResult {
  form: string;
  errors: Record<string, string>;
  values: Record<string, string>;
  /** 结束授权's first step: the licence to confirm ending. */
  confirmEnd?: { id: number; coverage: string };
}

const text = (form: Record<string, FormDataEntryValue>, name: string) =>
  typeof form[name] === "string" ? (form[name] as string) : "";

const valuesOf = (form: Record<string, FormDataEntryValue>, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, text(form, name)]));

const refused = (result: ConsoleFormResult, status: number) => data<ConsoleFormResult>(result, { status });

/** A service's refusal as the form's answer: its field messages, or its message for the form (or `field`). */
function refusalOf(error: unknown, form: string, values: Record<string, string>, field = "") {
  if (!isDomainError(error)) throw error;
  const named = error.fieldErrors && Object.keys(error.fieldErrors).some((key) => key in values);
  const errors = named ? { ...error.fieldErrors } : { [field]: error.message };
  return refused({ form, errors, values }, error.status);
}

// ——— 校园网 ———

export async function loadCampusPage(request: Request, context: { clientIp: string }) {
  const scope = await requireConsoleSchool(request, context);
  const { access } = scope.consoleUser;
  const view = await listCampusRanges(access, scope.school.id);
  const typed = new URL(request.url).searchParams.get("address");
  let test: { address: string; error?: string; answer?: Awaited<ReturnType<typeof testAddress>> } | null = null;
  if (typed !== null) {
    const parsed = testAddressSchema.safeParse({ address: typed });
    test = parsed.success
      ? { address: typed, answer: await testAddress(access, scope.school.id, parsed.data.address) }
      : { address: typed, error: fieldErrorsOf(parsed.error).address };
  }
  return {
    school: scope.school,
    schools: scope.schools,
    query: scope.query,
    ranges: view.ranges,
    text: view.text,
    updated: shanghaiSlashMinute(view.updatedAt),
    test,
  };
}

export async function submitCampusPage(request: Request, context: { clientIp: string }) {
  const scope = await requireConsoleSchool(request, context);
  const form = Object.fromEntries(await readPageForm(request));
  if (form.intent !== "saveRanges") return refused({ form: "page", errors: { "": pm.intentInvalid }, values: {} }, 400);
  const values = valuesOf(form, ["ranges"]);
  const parsed = campusRangesSchema.safeParse(values);
  if (!parsed.success) return refused({ form: "saveRanges", errors: fieldErrorsOf(parsed.error), values }, 400);
  try {
    const saved = await replaceCampusRanges(
      scope.consoleUser.access,
      scope.consoleUser.actor,
      scope.school.id,
      parsed.data.ranges,
    );
    const message = saved.changed
      ? `${pm.rangesSaved(saved.ranges.length)}${saved.adjusted.length > 0 ? `；${pm.rangesAdjusted(saved.adjusted.length)}` : ""}`
      : pm.rangesUnchanged;
    return redirectWithToast(request, scopedPath(campusPagePaths.campus, scope.query), {
      kind: saved.changed ? "success" : "info",
      message,
    });
  } catch (error) {
    return refusalOf(error, "saveRanges", values, "ranges");
  }
}

// ——— 授权 ———

const dayRange = (licence: { startsAt: number; endsAt: number | null }) => {
  const { from, to } = licenceFormDates(licence);
  return { from, to: to || "长期有效" };
};

export async function loadLicencesPage(request: Request, context: { clientIp: string }) {
  const scope = await requireConsoleSchool(request, context);
  const listed = await listLicences(scope.consoleUser.access, scope.school.id);
  const items = listed.items.map((licence) => ({
    id: licence.id,
    kind: licenceScopeLabels[licence.scope],
    coverage: licence.coverage,
    ...dayRange(licence),
    state: licenceStateLabels[licence.state],
    ended: licence.state === "ended",
    note: licence.note,
    formDates: licenceFormDates(licence),
  }));
  const editParam = new URL(request.url).searchParams.get("edit");
  const editing = listed.editable ? (items.find((item) => String(item.id) === editParam && !item.ended) ?? null) : null;
  const targets = listed.editable ? await listLicenceTargets() : null;
  return {
    school: scope.school,
    schools: scope.schools,
    query: scope.query,
    editable: listed.editable,
    items,
    editing,
    today: shanghaiIsoDay(Date.now()),
    options: targets
      ? { subjects: subjects.map((subject) => ({ id: subject.code, name: subject.name })), ...targets }
      : null,
  };
}

const LICENCE_FIELDS = ["scope", "subject", "courseId", "bankId", "from", "to", "note"] as const;

export async function submitLicencesPage(request: Request, context: { clientIp: string }) {
  const scope = await requireConsoleSchool(request, context);
  const { access, actor } = scope.consoleUser;
  const form = Object.fromEntries(await readPageForm(request));
  const back = (message: string, extra: Record<string, string> = {}) =>
    redirectWithToast(request, scopedPath(campusPagePaths.licences, scope.query, extra), { kind: "success", message });
  switch (form.intent) {
    case "createLicence": {
      const values = valuesOf(form, LICENCE_FIELDS);
      const parsed = createLicenceSchema.safeParse(values);
      if (!parsed.success) return refused({ form: "createLicence", errors: fieldErrorsOf(parsed.error), values }, 400);
      try {
        const created = await createLicence(access, actor, scope.school.id, parsed.data);
        return back(pm.licenceCreated(created.coverage));
      } catch (error) {
        return refusalOf(error, "createLicence", values);
      }
    }
    case "changeDates": {
      const values = valuesOf(form, ["id", "from", "to", "note"]);
      const id = licenceIdSchema.safeParse(values);
      const parsed = licenceDatesSchema.safeParse(values);
      if (!id.success) return refused({ form: "changeDates", errors: { "": pm.licenceIdInvalid }, values }, 400);
      if (!parsed.success) return refused({ form: "changeDates", errors: fieldErrorsOf(parsed.error), values }, 400);
      try {
        const { changed } = await changeLicenceDates(access, actor, scope.school.id, id.data.id, parsed.data);
        return back(changed ? pm.licenceDatesChanged : pm.licenceUnchanged);
      } catch (error) {
        return refusalOf(error, "changeDates", values);
      }
    }
    case "endLicence": {
      const id = licenceIdSchema.safeParse({ id: form.id });
      if (!id.success) return refused({ form: "endLicence", errors: { "": pm.licenceIdInvalid }, values: {} }, 400);
      try {
        if (form.confirm !== "yes") {
          // The first step: the page asks again (a second submit), so a slip of the mouse ends nothing.
          const listed = await listLicences(access, scope.school.id);
          if (!listed.editable) return refused({ form: "endLicence", errors: { "": m.operatorOnly }, values: {} }, 403);
          const licence = listed.items.find((item) => item.id === id.data.id && item.state !== "ended");
          if (!licence) return refused({ form: "endLicence", errors: { "": pm.licenceIdInvalid }, values: {} }, 404);
          return {
            form: "endLicence",
            errors: {},
            values: {},
            confirmEnd: { id: licence.id, coverage: licence.coverage },
          };
        }
        const ended = await endLicence(access, actor, scope.school.id, id.data.id);
        return back(pm.licenceEndedNow(ended.coverage));
      } catch (error) {
        return refusalOf(error, "endLicence", {});
      }
    }
    default:
      return refused({ form: "page", errors: { "": pm.intentInvalid }, values: {} }, 400);
  }
}
