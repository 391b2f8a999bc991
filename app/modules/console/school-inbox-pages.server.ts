// The console's 留言与预约 (/console/inbox, /console/inbox/<kind>/<id>) and 推荐购买 (/console/demand) pages (issue 25;
// docs/decisions/0046): a school's administrators for their school, the operator for the school ?school= names.
// The inbox lists the feedback and bookings of the school's users (kind and state filters in a GET form, 20 a page);
// an item's page shows it whole with 处理状态 and 回复 (sent to the user as an in-site notification; the item becomes
// 已回复). 推荐购买 counts 推荐图书馆购买 per course, read-only. Another school's item, or one that does not exist, is
// the same 404.
import { pageNotFound, throwIfNotFound } from "~/lib/page-not-found.server";
import { isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import { readPageForm } from "~/lib/page-form.server";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { subjectName } from "~/modules/subjects/subjects";
import { consoleMessages } from "./console-messages";
import { requireConsoleSchool } from "./console-school.server";
import {
  type InboxKind,
  inboxKindNames,
  inboxStateNames,
  schoolAdminMessages as m,
  schoolAdminPageText as t,
} from "./school-admin-messages";
import { inboxItemPath, schoolAdminPaths, withQuery } from "./school-admin-paths";
import { listCourseDemand } from "./school-demand.server";
import { demandListSchema } from "./school-demand-schemas";
import { getInboxItem, type InboxItem, listInbox, replyToInboxItem, setInboxState } from "./school-inbox.server";
import { smsNoticesEnabled } from "~/modules/notifications/sms-reply.server";
import { inboxItemSchema, inboxListSchema, inboxReplySchema, inboxStateSchema } from "./school-inbox-schemas";
import { clampListPage, refusedForm, sectionOf, timeOf } from "./school-section-pages.server";

const senderLabel = (from: { nickname: string; phoneTail: string }) =>
  consoleMessages.userLabel(from.nickname, from.phoneTail);

/** The filters' choices, "" for 全部. */
const kindChoices = Object.entries(inboxKindNames).map(([value, label]) => ({ value, label }));
const stateChoices = Object.entries(inboxStateNames).map(([value, label]) => ({ value, label }));

export async function loadInboxPage(request: Request, context: { clientIp: string }) {
  const scope = await requireConsoleSchool(request, context);
  const params = new URL(request.url).searchParams;
  const typed = {
    kind: params.get("kind") ?? "",
    state: params.get("state") ?? "",
    page: params.get("page") ?? undefined,
  };
  const parsed = inboxListSchema.safeParse(typed);
  // A filter that is not one of the choices shows its message and the whole inbox.
  const filter = parsed.success ? parsed.data : { page: 1 };
  const list = await listInbox(scope.consoleUser.access, scope.school.id, filter);
  clampListPage(request, list);
  return {
    ...sectionOf(scope),
    kinds: kindChoices,
    states: stateChoices,
    filter: { kind: filter.kind ?? "", state: filter.state ?? "" },
    errors: parsed.success ? {} : fieldErrorsOf(parsed.error),
    page: list.page,
    rows: list.rows,
    total: list.total,
    items: list.items.map((item) => ({
      key: `${item.kind}:${item.id}`,
      href: withQuery(inboxItemPath(item.kind, item.id), scope.query),
      kindName: item.kindName,
      stateName: item.stateName,
      received: timeOf(item.createdAt),
      from: senderLabel(item.from),
      summary: item.summary,
      replied: item.repliedAt === null ? null : timeOf(item.repliedAt),
    })),
  };
}

/** The item named by the route's kind and id, or the page's 404 (a malformed address is one too). */
function itemRef(params: { kind?: string; id?: string }): { kind: InboxKind; id: number } {
  const parsed = inboxItemSchema.safeParse({ kind: params.kind, id: params.id });
  if (!parsed.success) throw pageNotFound(m.itemNotFound);
  return parsed.data;
}

/** What the item's page lists about it, in the order a person reads it. */
function detailsOf(item: InboxItem): Array<{ label: string; value: string }> {
  const sms = { label: "短信通知", value: item.smsReply ? "有回复时发短信通知" : "不需要" };
  if (item.kind === "feedback")
    return [
      { label: "反馈类型", value: item.typeName },
      { label: "联系方式", value: item.contactTail ? `尾号 ${item.contactTail}` : "未填写" },
      sms,
      { label: "浏览器", value: item.userAgent || "未知" },
    ];
  return [
    { label: "称呼", value: item.name },
    { label: "回电号码", value: `尾号 ${item.phoneTail}` },
    { label: "报考科目或专业", value: item.subject },
    { label: "方便联系的时间", value: item.preferredTime },
    { label: "预约状态", value: item.bookingStatusName },
    sms,
  ];
}

export async function loadInboxItemPage(
  request: Request,
  context: { clientIp: string },
  params: { kind?: string; id?: string },
) {
  const scope = await requireConsoleSchool(request, context);
  const ref = itemRef(params);
  let item: InboxItem;
  try {
    item = await getInboxItem(scope.consoleUser.access, scope.school.id, ref.kind, ref.id);
  } catch (error) {
    throwIfNotFound(error);
    throw error;
  }
  return {
    ...sectionOf(scope),
    listHref: withQuery(schoolAdminPaths.inbox, scope.query),
    states: stateChoices,
    item: {
      kind: item.kind,
      id: item.id,
      title: `${item.kindName} #${item.id}`,
      state: item.state,
      stateName: item.stateName,
      received: timeOf(item.createdAt),
      from: senderLabel(item.from),
      text: item.kind === "feedback" ? item.suggestion : item.question,
      textLabel: item.kind === "feedback" ? "反馈内容" : "咨询的问题",
      details: detailsOf(item),
      smsAsked: item.smsReply,
      /** Said beside the reply form when the sender asked for an SMS that cannot be sent here. */
      smsOff: item.smsReply && !smsNoticesEnabled(),
      reply:
        item.reply === null
          ? null
          : {
              body: item.reply.body,
              at: timeOf(item.reply.repliedAt),
              by: item.reply.repliedBy?.nickname ?? "（账号已不存在）",
            },
    },
  };
}

export async function submitInboxItemPage(
  request: Request,
  context: { clientIp: string },
  params: { kind?: string; id?: string },
) {
  const scope = await requireConsoleSchool(request, context);
  const { access, actor } = scope.consoleUser;
  const ref = itemRef(params);
  const form = Object.fromEntries(await readPageForm(request));
  const here = withQuery(inboxItemPath(ref.kind, ref.id), scope.query);
  const text = (name: string) => (typeof form[name] === "string" ? (form[name] as string) : "");
  const which = form.intent === "state" ? "state" : "reply";
  const values: Record<string, string> = which === "state" ? { state: text("state") } : { body: text("body") };
  if (form.intent !== "state" && form.intent !== "reply")
    return refusedForm({ form: "", errors: { "": t.formInvalid }, values: {} }, 400);
  try {
    if (which === "state") {
      const parsed = inboxStateSchema.safeParse({ ...ref, ...values });
      if (!parsed.success) return refusedForm({ form: which, errors: fieldErrorsOf(parsed.error), values }, 400);
      const { changed } = await setInboxState(access, actor, scope.school.id, ref.kind, ref.id, parsed.data.state);
      const name = inboxStateNames[parsed.data.state];
      const message = changed ? t.stateChanged(name) : t.stateUnchanged(name);
      return redirectWithToast(request, here, { kind: changed ? "success" : "info", message });
    }
    const parsed = inboxReplySchema.safeParse({ ...ref, ...values });
    if (!parsed.success) return refusedForm({ form: which, errors: fieldErrorsOf(parsed.error), values }, 400);
    const { sms } = await replyToInboxItem(access, actor, scope.school.id, ref.kind, ref.id, parsed.data.body);
    return redirectWithToast(request, here, {
      kind: sms === "sent" || sms === "not-asked" ? "success" : "info",
      message: sms === "not-asked" ? t.replied : t.repliedSms[sms],
    });
  } catch (error) {
    throwIfNotFound(error);
    if (!isDomainError(error)) throw error;
    return refusedForm({ form: which, errors: error.fieldErrors ?? { "": error.message }, values }, error.status);
  }
}

// ——— 推荐购买 ———

export async function loadDemandPage(request: Request, context: { clientIp: string }) {
  const scope = await requireConsoleSchool(request, context);
  const parsed = demandListSchema.safeParse({ page: new URL(request.url).searchParams.get("page") ?? undefined });
  const list = await listCourseDemand(scope.consoleUser.access, scope.school.id, {
    page: parsed.success ? parsed.data.page : 1,
  });
  clampListPage(request, list);
  return {
    ...sectionOf(scope),
    page: list.page,
    rows: list.rows,
    total: list.total,
    courses: list.items.map((course) => ({
      courseId: course.courseId,
      title: course.title,
      href: `/course/detail?id=${course.courseId}`,
      subject: subjectName(course.subject),
      requests: course.requests,
      first: timeOf(course.firstRequestedAt),
      last: timeOf(course.lastRequestedAt),
      licensed: course.licensed,
    })),
  };
}
