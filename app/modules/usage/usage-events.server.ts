// Raw usage rows the visit log does not hold (usage_events, migration 0036; docs/decisions/0056): seconds of video
// watched, downloads and searches, written by the services where they happen and charged to a school only at
// aggregation (the account's school, else the campus the address is in). Like the refusals, a failed write is logged
// and never changes the answer the user gets. Crawlers isbot knows are not recorded (as in the visit log); those only
// COUNTER's list knows are recorded with counter_robot = 1 and left out of every count.
import { db } from "~/db/client.server";
import { classifyAgent } from "~/modules/visit/visit-classify.server";
import { cookieUuid } from "~/modules/visit/visit-log.server";
import { isCounterRobot } from "./counter-robots";

/** Who did it, as a usage row records them. */
export interface UsageActor {
  userId: number | null;
  /** The appuuid cookie (or the one this response sets). */
  uuid: string | null;
  /** The trusted client address (the load context's clientIp). */
  ip: string;
  clienttype: 0 | 1;
  counterRobot: 0 | 1;
}

type UsageEventInput =
  | { kind: "watch"; itemType: "course_video" | "paper_video"; itemId: number; seconds: number }
  | { kind: "download"; itemType: "paper" | "question_set" | "zmt_paper" | "material"; itemId: number }
  | { kind: "search"; keyword: string; results: number };

/** The longest keyword kept (the column's contract). */
const KEYWORD_MAX = 100;

/**
 * The actor of a request, or null for a crawler isbot knows (nothing is recorded for it). `newVisitorId` is the
 * appuuid a first response sets (the request does not carry it yet).
 */
export function usageActorOf(
  request: Request,
  clientIp: string,
  userId: number | null,
  newVisitorId?: string,
): UsageActor | null {
  const userAgent = request.headers.get("user-agent") ?? "";
  const agent = classifyAgent(userAgent);
  if (agent.isBot) return null;
  return {
    userId,
    uuid: cookieUuid(request) ?? newVisitorId ?? null,
    ip: clientIp,
    clienttype: agent.clienttype,
    counterRobot: isCounterRobot(userAgent) ? 1 : 0,
  };
}

/** A search keyword as counted: control characters and runs of spaces made one space, trimmed, 100 characters. */
export function usageKeyword(keyword: string): string {
  const cleaned = keyword
    .replace(/[\p{Cc}\p{Cf}\s]+/gu, " ")
    .trim()
    .normalize("NFC");
  return Array.from(cleaned).slice(0, KEYWORD_MAX).join("").trim();
}

function warn(error: unknown) {
  console.warn(`[usage] recording a usage event failed: ${error instanceof Error ? error.message : String(error)}`);
}

/** Writes one usage row; never throws (a lost count is logged, the user's request goes on). */
export async function recordUsageEvent(
  actor: UsageActor | null,
  event: UsageEventInput,
  now: number = Date.now(),
): Promise<void> {
  if (!actor) return;
  if (event.kind === "watch" && event.seconds <= 0) return;
  const what =
    event.kind === "search"
      ? { item_type: "", item_id: 0, quantity: event.results, detail: usageKeyword(event.keyword) }
      : {
          item_type: event.itemType,
          item_id: event.itemId,
          quantity: event.kind === "watch" ? event.seconds : 1,
          detail: "",
        };
  if (event.kind === "search" && what.detail === "") return;
  try {
    await db
      .insertInto("usage_events")
      .values({
        kind: event.kind,
        user_id: actor.userId,
        uuid: actor.uuid,
        ip: actor.ip,
        clienttype: actor.clienttype,
        ...what,
        counter_robot: actor.counterRobot,
        created_at: now,
      })
      .execute();
  } catch (error) {
    warn(error);
  }
}
