// Lives (直播): lists by status, the home page's forecast and replays, the detail, and the play URL — the stream while
// live, the recording afterwards — under the same entitlement rule as courses (docs/decisions/0010): a free live is
// open to anyone who may browse; otherwise a licence of its subject (or of everything) is needed.
import { recordLicenceRefusal } from "~/modules/usage/usage-refusals.server";
import { sql } from "kysely";
import { db } from "~/db/client.server";
import { containsPattern } from "~/db/like-pattern";
import { DomainError } from "~/lib/domain-error";
import { shanghaiPaddedMonthDayMinute } from "~/lib/shanghai-time";
import {
  accessSummary,
  assertEntitled,
  entitlementIn,
  loadAccessContext,
  playbackSubject,
  type AccessContext,
  type AccessSummary,
} from "~/modules/access/content-access.server";
import type { EntitlementBasis } from "~/modules/access/entitlement";
import type { Viewer } from "~/modules/access/viewer.server";
import { imageUrl, videoUrl } from "~/modules/media/media-links.server";
import { fetchPage, pageOffset, type Page } from "~/modules/paging/paged-query";
import { subjectName, type SubjectCode } from "~/modules/subjects/subjects";
import { liveMessages as m } from "./live-messages";
import { liveStatus, liveStatusName, minutesUntil, type LiveStatus } from "./live-schedule";
import type { LiveListInput, ShortLiveListInput } from "./live-schemas";
import { type VideoRendition, videoRenditions } from "~/modules/video/video-grant.server";

export interface LiveCard {
  id: number;
  title: string;
  teacher: string;
  subject: SubjectCode;
  subjectName: string;
  cover: string | null;
  startsAt: string;
  endsAt: string;
  status: LiveStatus;
  statusName: string;
  /** Minutes until it starts (upcoming), else 0. */
  minutesToStart: number;
  free: boolean;
  hasPlayback: boolean;
  /** Seconds of the recording, when there is one. */
  playbackDuration: number | null;
  viewCount: number;
}

export interface LiveDetail extends LiveCard {
  introduction: string;
  /** Whether the stream / recording plays for this viewer, and if not why. */
  access: AccessSummary;
}

const cardColumns = [
  "id",
  "title",
  "teacher",
  "subject",
  "cover_key",
  "starts_at",
  "ends_at",
  "playback_key",
  "playback_duration",
  "free",
  "view_count",
] as const;

export interface LiveCardRow {
  id: number;
  title: string;
  teacher: string;
  subject: string;
  cover_key: string | null;
  starts_at: number;
  ends_at: number;
  playback_key: string | null;
  playback_duration: number | null;
  free: number;
  view_count: number;
}

/** A live row as its card: also the console's preview (live-editor-pages.server.ts), so both show it alike. */
export function toLiveCard(row: LiveCardRow, viewer: Viewer, now: number): LiveCard {
  const status = liveStatus(row.starts_at, row.ends_at, now);
  return {
    id: row.id,
    title: row.title,
    teacher: row.teacher,
    // Written only from subjects (the seed's live data is typed SubjectCode).
    subject: row.subject as SubjectCode,
    subjectName: subjectName(row.subject),
    cover: imageUrl(row.cover_key, viewer.subject, now),
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
    status,
    statusName: liveStatusName(status),
    minutesToStart: minutesUntil(row.starts_at, now),
    free: row.free === 1,
    hasPlayback: row.playback_key !== null,
    playbackDuration: row.playback_duration,
    viewCount: row.view_count,
  };
}

function published() {
  return db.selectFrom("lives").where("published", "=", 1);
}

/** GET /api/Live: lives of one status, or all: on air (latest start first), upcoming (soonest first), ended (latest first). */
export async function listLives(
  viewer: Viewer,
  input: LiveListInput,
  now: number = Date.now(),
): Promise<Page<LiveCard>> {
  let base = published();
  if (input.subject) base = base.where("subject", "=", input.subject);
  if (input.keyword) {
    const pattern = containsPattern(input.keyword);
    base = base.where(sql<boolean>`(title like ${pattern} escape '\\' or teacher like ${pattern} escape '\\')`);
  }
  if (input.status === "upcoming") base = base.where("starts_at", ">", now);
  if (input.status === "live") base = base.where("starts_at", "<=", now).where("ends_at", ">", now);
  if (input.status === "ended") base = base.where("ends_at", "<=", now);
  let ordered = base.select(cardColumns);
  if (input.status === "upcoming") ordered = ordered.orderBy("starts_at", "asc");
  else if (input.status === "live") ordered = ordered.orderBy("starts_at", "desc");
  else if (input.status === "ended") ordered = ordered.orderBy("ends_at", "desc");
  else {
    ordered = ordered
      .orderBy(sql`CASE WHEN ends_at <= ${now} THEN 2 WHEN starts_at <= ${now} THEN 0 ELSE 1 END`)
      .orderBy(
        sql`CASE WHEN ends_at <= ${now} THEN 0 - ends_at WHEN starts_at <= ${now} THEN 0 - starts_at ELSE starts_at END`,
      );
  }
  return fetchPage(input, base, ordered.orderBy("id", "desc"), (rows) =>
    rows.map((row) => toLiveCard(row, viewer, now)),
  );
}

/** GET /api/Live/hot-live: the most watched lives. */
export async function listHotLives(
  viewer: Viewer,
  input: ShortLiveListInput,
  now: number = Date.now(),
): Promise<LiveCard[]> {
  const rows = await published()
    .select(cardColumns)
    .orderBy("view_count", "desc")
    .orderBy("id", "desc")
    .limit(input.rows)
    .offset(pageOffset(input))
    .execute();
  return rows.map((row) => toLiveCard(row, viewer, now));
}

/** GET /api/HomePage/liveForecast: lives not yet over, soonest first (those on air come first). */
export async function listLiveForecast(
  viewer: Viewer,
  input: ShortLiveListInput,
  now: number = Date.now(),
): Promise<LiveCard[]> {
  const rows = await published()
    .where("ends_at", ">", now)
    .select(cardColumns)
    .orderBy("starts_at", "asc")
    .orderBy("id", "asc")
    .limit(input.rows)
    .offset(pageOffset(input))
    .execute();
  return rows.map((row) => toLiveCard(row, viewer, now));
}

/** GET /api/HomePage/liveVideo: recordings of ended lives, latest first. */
export async function listLiveReplays(
  viewer: Viewer,
  input: ShortLiveListInput,
  now: number = Date.now(),
): Promise<LiveCard[]> {
  const rows = await published()
    .where("ends_at", "<=", now)
    .where("playback_key", "is not", null)
    .select(cardColumns)
    .orderBy("ends_at", "desc")
    .orderBy("id", "desc")
    .limit(input.rows)
    .offset(pageOffset(input))
    .execute();
  return rows.map((row) => toLiveCard(row, viewer, now));
}

async function findLive(id: number) {
  const live = await published()
    .select([...cardColumns, "introduction", "stream_key", "stream_url"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!live) throw new DomainError(404, m.liveNotFound);
  return live;
}

/** The detail and the play URL decide alike: a free live, or a licence of its subject. */
function liveEntitlement(context: AccessContext, live: { subject: string; free: number }) {
  return entitlementIn(context, { kind: "live", subject: live.subject }, { free: live.free === 1 });
}

/** GET /api/Live/{id}. */
export async function getLive(viewer: Viewer, id: number, now: number = Date.now()): Promise<LiveDetail> {
  const live = await findLive(id);
  const context = await loadAccessContext(viewer, now);
  const entitlement = liveEntitlement(context, live);
  return { ...toLiveCard(live, viewer, now), introduction: live.introduction, access: accessSummary(entitlement) };
}

export interface LivePlayGrant {
  liveId: number;
  title: string;
  /** Never upcoming: a live that has not started has no play URL (409). */
  status: Exclude<LiveStatus, "upcoming">;
  /** stream while live, playback after. */
  kind: "stream" | "playback";
  url: string;
  /** The recording's 标清 and 高清 (playback of a video from 视频库), else empty. */
  renditions: VideoRendition[];
  /** Epoch seconds. */
  expiresAt: number;
  /** Seconds of the recording (playback); null for a stream. */
  duration: number | null;
  poster: string | null;
  basis: EntitlementBasis;
}

/** What a live plays: its stream, its recording, and the poster. */
export interface LiveSourceRow {
  title: string;
  cover_key: string | null;
  starts_at: number;
  ends_at: number;
  stream_key: string | null;
  stream_url: string | null;
  playback_key: string | null;
  playback_duration: number | null;
}

/**
 * What plays now, for this media subject: while on air the operator's stream URL as entered (the provider serves it;
 * no signature of ours applies) or else the stream's media key signed, after the end the recording signed with its
 * 标清 / 高清. 409 before the start, 503 on air without a stream, 404 ended without a recording. Shared by the student's
 * play URL and the console's preview, so the preview plays what students will.
 */
export async function liveSource(
  live: LiveSourceRow,
  subject: string,
  now: number,
): Promise<Pick<LivePlayGrant, "status" | "kind" | "url" | "renditions" | "expiresAt" | "duration" | "poster">> {
  const status = liveStatus(live.starts_at, live.ends_at, now);
  if (status === "upcoming") {
    throw new DomainError(409, m.notStarted(shanghaiPaddedMonthDayMinute(live.starts_at)), undefined, {
      startsAt: new Date(live.starts_at).toISOString(),
    });
  }
  const poster = imageUrl(live.cover_key, subject, now);
  if (status === "live") {
    if (live.stream_url) {
      // The provider's own address; it expires when the provider says, so the grant's expiry is the live's end.
      const expiresAt = Math.ceil(live.ends_at / 1000);
      return { status, kind: "stream", url: live.stream_url, renditions: [], expiresAt, duration: null, poster };
    }
    if (!live.stream_key) throw new DomainError(503, m.noStream);
    const { url, expiresAt } = videoUrl(live.stream_key, subject, now);
    return { status, kind: "stream", url, renditions: [], expiresAt, duration: null, poster };
  }
  if (!live.playback_key) throw new DomainError(404, m.noPlayback);
  const { url, expiresAt } = videoUrl(live.playback_key, subject, now);
  return {
    status,
    kind: "playback",
    url,
    renditions: await videoRenditions(live.playback_key, subject, now),
    expiresAt,
    duration: live.playback_duration,
    poster,
  };
}

/** GET /api/Live/video-play-url: the stream (live) or the recording (ended); 409 before it starts. */
export async function livePlayUrl(viewer: Viewer, id: number, now: number = Date.now()): Promise<LivePlayGrant> {
  const live = await findLive(id);
  const context = await loadAccessContext(viewer, now);
  const entitlement = liveEntitlement(context, live);
  if (!entitlement.allowed) await recordLicenceRefusal(viewer, entitlement, { type: "live", id: live.id }, now);
  assertEntitled(entitlement, { liveId: live.id });
  const source = await liveSource(live, playbackSubject(viewer), now);
  await db.updateTable("lives").set({ view_count: sql`view_count + 1` }).where("id", "=", live.id).execute();
  return { liveId: live.id, title: live.title, ...source, basis: entitlement.basis };
}
