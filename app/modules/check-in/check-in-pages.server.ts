// The 打卡 page in both trees (/user/clock, /mobile/user/clock; docs/decisions/0024-check-ins-and-pinecones.md): the
// month calendar (?month=YYYY-MM), the streak, today's progress towards the study goal, and 立即打卡 posting here
// (post/redirect/get with a toast, back to the same month).
import { readPageForm } from "~/lib/page-form.server";
import { redirectWithToast } from "~/lib/flash.server";
import { treeOfRequest } from "~/lib/site-tree";
import { requireUser } from "~/modules/auth/require-user.server";
import { centrePaths } from "~/modules/centre/centre-paths";
import { CHECK_IN_PINECONES, STREAK_MILESTONES } from "~/modules/pinecone/pinecone-rules";
import { getPineconeBalance } from "~/modules/pinecone/pinecones.server";
import { studyDayIndex } from "~/modules/study-day/study-day";
import { monthOfDay } from "./check-in-calendar";
import { checkInMessages as m } from "./check-in-messages";
import { checkInMonthQuerySchema } from "./check-in-schemas";
import { checkIn, getCheckInOverview } from "./check-ins.server";

export async function loadClockPage(request: Request) {
  const user = await requireUser(request);
  const now = Date.now();
  const current = monthOfDay(studyDayIndex(now));
  const raw = new URL(request.url).searchParams.get("month") ?? undefined;
  const parsed = checkInMonthQuerySchema.safeParse({ month: raw });
  // A month out of range or misspelt shows its message above this month's calendar.
  const month = parsed.success && parsed.data.month && parsed.data.month <= current ? parsed.data.month : current;
  const monthError = raw !== undefined && raw !== "" && month !== raw ? m.monthInvalid : null;
  const overview = await getCheckInOverview(user.id, month, now);
  const tree = treeOfRequest(request);
  return {
    ...overview,
    // Read after the overview settled the automatic check-ins due (and their 松果).
    balance: await getPineconeBalance(user.id),
    monthError,
    isCurrentMonth: month === current,
    rules: { checkIn: CHECK_IN_PINECONES, milestones: STREAK_MILESTONES.map(({ days, amount }) => ({ days, amount })) },
    links: { pinecone: centrePaths[tree].pinecone, settings: centrePaths[tree].settings },
  };
}

/** 立即打卡: one check-in per study day; a second (or concurrent) post is told it is done already. */
export async function submitClockPage(request: Request) {
  const user = await requireUser(request);
  await readPageForm(request);
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  const result = await checkIn(user.id);
  return result.created
    ? redirectWithToast(request, back, { kind: "success", message: m.checkedIn(result.earned) })
    : redirectWithToast(request, back, { kind: "info", message: m.alreadyCheckedIn });
}
