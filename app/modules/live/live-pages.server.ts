// The loader of /livePlayback and /mobile/livePlayback. Without `id`: the schedule — 直播中, 即将开始 and 往期回放 as
// three short groups, or one status (`?status=`) a page at a time. With `id`: one live — before its start the start
// time and the countdown's static text, while on air the stream, afterwards the recording (livePlayUrl decides and
// signs), or the refusal the page shows instead of the video.
import { playerSources } from "~/modules/video/video-sources.server";
import { redirect } from "@remix-run/node";
import { isDomainError } from "~/lib/domain-error";
import type { PageContext } from "~/lib/load-context";
import { pageNotFound, throwIfNotFound } from "~/lib/page-not-found.server";
import { shanghaiPaddedMonthDayMinute } from "~/lib/shanghai-time";
import { treeOfPath } from "~/lib/site-tree";
import { accessLabels } from "~/modules/access/access-messages";
import { gatedViewerFor, type Viewer } from "~/modules/access/viewer.server";
import { loginPromptUrlFor } from "~/modules/auth/require-user.server";
import { loadLiveBooking } from "~/modules/notifications/notification-pages.server";
import { videoPaths } from "~/modules/video/video-paths";
import { countdownText } from "./countdown-text";
import { liveMessages as m } from "./live-messages";
import type { LiveStatus } from "./live-schedule";
import { liveIdSchema, liveListSchema } from "./live-schemas";
import { getLive, listLives, type LiveCard, type LivePlayGrant, livePlayUrl } from "./live.server";

/** Lives per page of one status. */
const LIVE_PAGE_ROWS = 10;
/** Lives per group of the schedule. */
const GROUP_ROWS = 4;
/** The schedule's groups, in the order the page shows them. */
const liveGroupOrder: LiveStatus[] = ["live", "upcoming", "ended"];

/** What a live's card shows; times already in Asia/Shanghai. */
export interface LiveTileData {
  id: number;
  title: string;
  teacher: string;
  subjectName: string;
  cover: string | null;
  status: LiveStatus;
  statusName: string;
  startsAt: string;
  /** 11月23日 19:30 (Asia/Shanghai). */
  startsAtText: string;
  endsAtText: string;
  free: boolean;
  hasPlayback: boolean;
  playbackDuration: number | null;
}

export function liveTile(card: LiveCard): LiveTileData {
  return {
    id: card.id,
    title: card.title,
    teacher: card.teacher,
    subjectName: card.subjectName,
    cover: card.cover,
    status: card.status,
    statusName: card.statusName,
    startsAt: card.startsAt,
    startsAtText: shanghaiPaddedMonthDayMinute(card.startsAt),
    endsAtText: shanghaiPaddedMonthDayMinute(card.endsAt),
    free: card.free,
    hasPlayback: card.hasPlayback,
    playbackDuration: card.playbackDuration,
  };
}

export async function loadLivePage(request: Request, context: PageContext) {
  const url = new URL(request.url);
  const viewer = await gatedViewerFor(request, context);
  if (url.searchParams.has("id")) return { view: "live" as const, ...(await loadOneLive(request, viewer, url)) };
  return { view: "schedule" as const, ...(await loadSchedule(viewer, url)) };
}

async function loadSchedule(viewer: Viewer, url: URL) {
  const paths = videoPaths[treeOfPath(url.pathname)];
  const parsed = liveListSchema.safeParse({
    status: url.searchParams.get("status") ?? undefined,
    page: url.searchParams.get("page") ?? undefined,
    rows: LIVE_PAGE_ROWS,
  });
  if (!parsed.success) throw redirect(paths.lives);
  const status = parsed.data.status;
  if (status) {
    const page = await listLives(viewer, parsed.data);
    const pages = Math.max(1, Math.ceil(page.total / LIVE_PAGE_ROWS));
    if (parsed.data.page > pages) throw redirect(paths.livesIn(status));
    return {
      status,
      groups: [{ status, total: page.total, items: page.items.map(liveTile) }],
      page: parsed.data.page,
      rows: LIVE_PAGE_ROWS,
    };
  }
  const pages = await Promise.all(
    liveGroupOrder.map((group) => listLives(viewer, { status: group, page: 1, rows: GROUP_ROWS })),
  );
  return {
    status: null,
    groups: liveGroupOrder.map((group, index) => ({
      status: group,
      total: pages[index]!.total,
      items: pages[index]!.items.map(liveTile),
    })),
    page: 1,
    rows: LIVE_PAGE_ROWS,
  };
}

async function loadOneLive(request: Request, viewer: Viewer, url: URL) {
  const parsed = liveIdSchema.safeParse({ id: url.searchParams.get("id") ?? undefined });
  if (!parsed.success) throw pageNotFound(m.liveNotFound);
  const now = Date.now();
  let live: Awaited<ReturnType<typeof getLive>>;
  try {
    live = await getLive(viewer, parsed.data.id, now);
  } catch (error) {
    throwIfNotFound(error);
    throw error;
  }
  let player = null;
  let refusal: LiveRefusal | null = null;
  if (live.status !== "upcoming") {
    try {
      player = livePlayerOf(await livePlayUrl(viewer, live.id, now), request);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      refusal = {
        status: error.status,
        message: error.message,
        loginHref: error.status === 401 ? loginPromptUrlFor(request) : null,
      };
    }
  }
  const badge = live.access.allowed
    ? live.free
      ? accessLabels.free
      : accessLabels[live.access.basis as keyof typeof accessLabels]
    : accessLabels[live.access.reason as keyof typeof accessLabels];
  return {
    live: liveDetailViewOf(live, live.introduction, badge, now),
    player,
    refusal,
    // 预约直播 (docs/decisions/0023): before the start only.
    booking: live.status === "upcoming" ? await loadLiveBooking(request, live.id) : null,
  };
}

type LiveRefusal = { status: number; message: string; loginHref: string | null };

/** The player of a live's stream or recording (LiveDetailView's `player`); also the console's preview. */
export function livePlayerOf(
  grant: Pick<LivePlayGrant, "kind" | "url" | "renditions" | "poster" | "title" | "duration">,
  request: Request,
) {
  return {
    kind: grant.kind,
    ...playerSources(grant, request),
    poster: grant.poster,
    title: grant.title,
    durationSeconds: grant.duration ?? 0,
    resumeAt: 0,
    progress: null,
    next: null,
  };
}

/** LiveDetailView's `live`: the card's text with the introduction, the access badge and the countdown's first text. */
export function liveDetailViewOf(card: LiveCard, introduction: string, badge: string, now: number) {
  return {
    ...liveTile(card),
    introduction,
    badge,
    countdown: card.status === "upcoming" ? countdownText(Date.parse(card.startsAt) - now) : null,
  };
}
