// Refused requests, recorded where they are refused, for COUNTER's No_License and the console's refusal counts
// (docs/decisions/0056-usage-and-counter.md):
//   - the campus gate: off campus and not logged in — nobody is known, so no school is named;
//   - a licence the school lacks: a school's member asked for content it does not license (403), or a visitor on a
//     school's campus asked for content that campus does not license (401 with campusUnlicensed). Attributed to that
//     school: No_License in DR_D2 and IR.
// A failed write never changes the answer the visitor gets: the refusal stands, the count is lost, the log says so.
import { isbot } from "isbot";
import { db } from "~/db/client.server";
import type { Entitlement } from "~/modules/access/entitlement";
import { isCounterRobot } from "./counter-robots";

export type RefusedItemType = "course_video" | "paper_video" | "live";

/** The access module's Viewer, as far as a refusal needs it (named here: the gate imports this file). */
interface RefusedViewer {
  userId: number | null;
  schoolId: number | null;
  campusSchoolId: number | null;
  subject: string | null;
}

function warn(error: unknown) {
  console.warn(`[usage] recording a refusal failed: ${error instanceof Error ? error.message : String(error)}`);
}

/** At the campus gate, for a request it refuses. Crawlers isbot knows are not recorded (as in the visit log). */
export async function recordCampusRefusal(request: Request, clientIp: string): Promise<void> {
  const userAgent = request.headers.get("user-agent") ?? "";
  if (userAgent !== "" && isbot(userAgent)) return;
  const uuid = /(?:^|;\s*)appuuid=([A-Za-z0-9_-]{8,64})(?:;|$)/.exec(request.headers.get("cookie") ?? "")?.[1] ?? null;
  await db
    .insertInto("usage_refusals")
    .values({
      reason: "campus",
      school_id: null,
      user_id: null,
      uuid,
      ip: clientIp,
      clienttype: /Mobile|Android|iPhone|iPad/i.test(userAgent) ? 1 : 0,
      item_type: "",
      item_id: 0,
      counter_robot: isCounterRobot(userAgent) ? 1 : 0,
      created_at: Date.now(),
    })
    .execute()
    .catch(warn);
}

/** The school a licence refusal is charged to, or null when the refusal is not about a licence. */
function licenceRefusalSchool(viewer: RefusedViewer, entitlement: Entitlement): number | null {
  if (entitlement.allowed) return null;
  if (entitlement.status === 403 && viewer.userId !== null) return viewer.schoolId;
  if (entitlement.status === 401 && entitlement.campusUnlicensed) return viewer.campusSchoolId;
  return null;
}

/** Before a play URL is refused: records the refusal when it is a licence's. */
export async function recordLicenceRefusal(
  viewer: RefusedViewer,
  entitlement: Entitlement,
  item: { type: RefusedItemType; id: number },
  now: number = Date.now(),
): Promise<void> {
  const schoolId = licenceRefusalSchool(viewer, entitlement);
  if (schoolId === null) return;
  const uuid = viewer.subject?.startsWith("v:") ? viewer.subject.slice(2) : null;
  await db
    .insertInto("usage_refusals")
    .values({
      reason: "licence",
      school_id: schoolId,
      user_id: viewer.userId,
      uuid,
      ip: "",
      clienttype: 0,
      item_type: item.type,
      item_id: item.id,
      counter_robot: 0,
      created_at: now,
    })
    .execute()
    .catch(warn);
}
