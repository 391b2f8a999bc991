// The page side of batches (issue 27), shared by both trees: 我的班级 (/Training), 学员管理, 学习概况 and 我的学习.
// Forms post to their own page; success redirects back with a toast (post/redirect/get), a refusal answers in place
// with the messages and what was typed.
import type { AppLoadContext } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { data } from "@remix-run/node";
import { isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import { readPageForm } from "~/lib/page-form.server";
import { treeOfPath } from "~/lib/site-tree";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { requireUser } from "~/modules/auth/require-user.server";
import { consoleActorOf } from "~/modules/console/require-console-user.server";
import { requireTrainingPage } from "../training-frame.server";
import { trainingPaths } from "../training-paths";
import { batchMessages as m } from "./batch-messages";
import {
  batchSettingsSchema,
  coTeacherSchema,
  createBatchSchema,
  inviteCodeSchema,
  joinByCodeSchema,
  memberSchema,
  overviewQuerySchema,
} from "./batch-schemas";
import {
  addCoTeacher,
  approveRequest,
  createBatch,
  declineRequest,
  generateInviteCode,
  importPhoneList,
  joinByCode,
  listMembers,
  listMyBatches,
  readInviteCode,
  removeStudent,
  requestToJoin,
  revokeInviteCode,
  saveBatchSettings,
} from "./batches.server";
import { exportDisposition, overviewCsv, overviewXlsx } from "./progress-export.server";
import { batchProgress, overviewPage, rankOf } from "./progress.server";
import { dateOfStudyDay, studyDayIndex } from "~/modules/study-day/study-day";

export interface FormRefusal {
  form: string;
  errors: Record<string, string>;
  values: Record<string, string>;
  /** A refused phone list: every wrong row, by line. */
  problems?: string[];
}

const MAX_UPLOAD_BYTES = 200 * 1024;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

function refusal(
  form: string,
  errors: Record<string, string>,
  values: Record<string, string>,
  status = 400,
  problems?: string[],
) {
  return data<FormRefusal>({ form, errors, values, ...(problems ? { problems } : {}) }, { status });
}

/** Runs a form's change; a DomainError becomes the form's refusal, anything else is thrown. */
async function attempt(
  form: string,
  values: Record<string, string>,
  run: () => Promise<Response>,
): Promise<Response | ReturnType<typeof refusal>> {
  try {
    return await run();
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const problems = Array.isArray(error.details?.problems) ? (error.details.problems as string[]) : undefined;
    return refusal(form, error.fieldErrors ?? { "": error.message }, values, error.status, problems);
  }
}

const pathOf = (request: Request) => new URL(request.url).pathname;

// ——— /Training ———

export async function loadTrainingHome(request: Request) {
  const user = await requireUser(request);
  return listMyBatches(user);
}

export async function submitTrainingHome(request: Request, context: AppLoadContext) {
  const user = await requireUser(request);
  const form = await readPageForm(request);
  const intent = text(form, "intent");
  const paths = trainingPaths[treeOfPath(pathOf(request))];
  if (intent === "create") {
    const values = { name: text(form, "name").slice(0, 60), term: text(form, "term").slice(0, 30) };
    const parsed = createBatchSchema.safeParse(values);
    if (!parsed.success) return refusal("create", fieldErrorsOf(parsed.error), values);
    return attempt("create", values, async () => {
      const { id } = await createBatch(user, parsed.data, consoleActorOf(user, context.clientIp));
      return redirectWithToast(request, paths.teacher(id), {
        kind: "success",
        message: m.batchCreated(parsed.data.name),
      });
    });
  }
  if (intent === "join") {
    const values = { code: text(form, "code").slice(0, 20) };
    const parsed = joinByCodeSchema.safeParse(values);
    if (!parsed.success) return refusal("join", fieldErrorsOf(parsed.error), values);
    return attempt("join", values, async () => {
      const batch = await joinByCode(user, parsed.data.code);
      return redirectWithToast(request, paths.student(batch.id), { kind: "success", message: m.joined(batch.name) });
    });
  }
  if (intent === "request") {
    const parsed = memberSchema.safeParse({ userId: text(form, "batchId") });
    if (!parsed.success) return refusal("request", { "": m.requestNotFound }, {});
    return attempt("request", {}, async () => {
      const batch = await requestToJoin(user, parsed.data.userId);
      return redirectWithToast(request, paths.home, { kind: "success", message: m.requested(batch.name) });
    });
  }
  return refusal("", { "": m.requestNotFound }, {});
}

// ——— /Training/teacher/{id}/students ———

export async function loadStudentsPage(request: Request, params: Params) {
  const access = await requireTrainingPage(request, params, "teacher");
  const [members, invite] = await Promise.all([listMembers(access), readInviteCode(access)]);
  return { batch: access.batch, viewer: access.viewer, members, invite, now: Date.now() };
}

async function readListText(form: FormData): Promise<string> {
  const file = form.get("file");
  if (file instanceof File && file.size > 0) {
    if (file.size > MAX_UPLOAD_BYTES) throw Object.assign(new Error("too large"), { refusal: m.fileTooLarge });
    try {
      return new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
    } catch {
      throw Object.assign(new Error("not text"), { refusal: m.fileNotText });
    }
  }
  return text(form, "phones");
}

export async function submitStudentsPage(request: Request, params: Params, context: AppLoadContext) {
  const access = await requireTrainingPage(request, params, "teacher");
  const form = await readPageForm(request, { maxBytes: MAX_UPLOAD_BYTES + 64 * 1024 });
  const actor = consoleActorOf(access.user, context.clientIp);
  const intent = text(form, "intent");
  const back = pathOf(request);
  const done = (message: string) => redirectWithToast(request, back, { kind: "success", message });
  switch (intent) {
    case "import": {
      const values = { phones: text(form, "phones").slice(0, 20_000) };
      let list: string;
      try {
        list = await readListText(form);
      } catch (error) {
        const message = (error as { refusal?: string }).refusal ?? m.fileNotText;
        return refusal("import", { file: message }, values);
      }
      return attempt("import", values, async () => {
        const result = await importPhoneList(access, list, actor);
        return done(m.imported(result.added, result.already.length));
      });
    }
    case "invite": {
      const values = { expiresOn: text(form, "expiresOn").slice(0, 20) };
      const parsed = inviteCodeSchema.safeParse(values);
      if (!parsed.success) return refusal("invite", fieldErrorsOf(parsed.error), values);
      return attempt("invite", values, async () => {
        await generateInviteCode(access, parsed.data.expiresOn, actor);
        return done(m.codeCreated);
      });
    }
    case "revoke":
      return attempt("revoke", {}, async () => {
        await revokeInviteCode(access, actor);
        return done(m.codeRevokedDone);
      });
    case "approve":
    case "decline":
    case "remove": {
      const parsed = memberSchema.safeParse({ userId: text(form, "userId") });
      if (!parsed.success) return refusal(intent, { "": m.memberNotFound }, {});
      const change = { approve: approveRequest, decline: declineRequest, remove: removeStudent }[intent];
      const message = { approve: m.approved, decline: m.declined, remove: m.removed }[intent];
      return attempt(intent, {}, async () => {
        await change(access, parsed.data.userId, actor);
        return done(message);
      });
    }
    case "teacher": {
      const values = { phoneNumber: text(form, "phoneNumber").slice(0, 20) };
      const parsed = coTeacherSchema.safeParse(values);
      if (!parsed.success) return refusal("teacher", fieldErrorsOf(parsed.error), values);
      return attempt("teacher", values, async () => {
        await addCoTeacher(access, parsed.data.phoneNumber, actor);
        return done(m.teacherAdded);
      });
    }
    case "settings": {
      const values = {
        name: text(form, "name").slice(0, 60),
        term: text(form, "term").slice(0, 30),
        behindDays: text(form, "behindDays").slice(0, 5),
        rankingVisible: text(form, "rankingVisible").slice(0, 5),
      };
      const parsed = batchSettingsSchema.safeParse(values);
      if (!parsed.success) return refusal("settings", fieldErrorsOf(parsed.error), values);
      return attempt("settings", values, async () => {
        await saveBatchSettings(access, parsed.data, actor);
        return done(m.settingsSaved);
      });
    }
    default:
      return refusal("", { "": m.memberNotFound }, {});
  }
}

// ——— /Training/teacher/{id} ———

/** ?days=&behind=&page=: a value out of range is ignored (the batch's days, page 1), never an error page. */
function readOverviewQuery(request: Request): { days?: number; behind: boolean; page?: number } {
  const params = new URL(request.url).searchParams;
  const field = <K extends "days" | "page">(name: K) => {
    const parsed = overviewQuerySchema.shape[name].safeParse(params.get(name) ?? undefined);
    return parsed.success ? parsed.data : undefined;
  };
  const behind = params.get("behind");
  return { days: field("days"), behind: behind === "1" || behind === "on" || behind === "true", page: field("page") };
}

/** GET …/export.csv and …/export.xlsx: the whole overview as a file, for the batch's teachers and administrators. */
export async function exportOverview(request: Request, params: Params, format: "csv" | "xlsx") {
  const access = await requireTrainingPage(request, params, "teacher");
  const query = readOverviewQuery(request);
  const days = query.days ?? access.batch.behindDays;
  const now = Date.now();
  const date = dateOfStudyDay(studyDayIndex(now));
  const body =
    format === "csv" ? await overviewCsv(access.batch, days, now) : await overviewXlsx(access.batch, days, now);
  return new Response(body, {
    headers: {
      "Content-Type":
        format === "csv"
          ? "text/csv; charset=utf-8"
          : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": exportDisposition(access.batch, format, date),
      "Cache-Control": "private, no-store",
    },
  });
}

export async function loadOverviewPage(request: Request, params: Params) {
  const access = await requireTrainingPage(request, params, "teacher");
  const query = readOverviewQuery(request);
  const overview = await overviewPage(access.batch, query);
  return { batch: access.batch, overview };
}

// ——— /Training/student/{id} ———

export async function loadStudentOverview(request: Request, params: Params) {
  const access = await requireTrainingPage(request, params, "student");
  const rows = await batchProgress(access.batch, access.batch.behindDays);
  const mine = rows.find((row) => row.userId === access.userId) ?? null;
  return {
    batch: access.batch,
    progress: mine,
    rank: access.batch.rankingVisible ? rankOf(rows, access.userId) : null,
  };
}
