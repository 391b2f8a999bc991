// A school's campus network in the console (issue 25): read it, save a new list, test an address. A school's
// administrators act on their own school, the operator on any (school-scope.server.ts). The list is edited as one
// text (one range per line) and saved whole: normalised, refused with every problem named when an entry is bad,
// repeated, nested, or overlaps another school's range (the overlap check runs inside the saving transaction, after
// the campus version's row lock, so two schools saving at once cannot both claim one range). The save raises the
// campus version in the same transaction, so every process's gate counts the new ranges at its next check.
import { db } from "~/db/client.server";
import { DomainError } from "~/lib/domain-error";
import { bumpCampusVersion, type Executor } from "~/modules/school/campus-version.server";
import { findCampusSchool, isIpInSchoolRanges } from "~/modules/school/school.server";
import { campusMessages as m, MAX_RANGE_TEXT_LENGTH } from "./campus-messages";
import {
  findOverlaps,
  normaliseAddress,
  parseRangeList,
  rangesAsText,
  type ParsedRange,
  type RangeProblem,
} from "./campus-ranges";
import type { ConsoleAccess } from "./console-access";
import { recordConsoleChange, type ConsoleActor } from "./console-audit.server";
import { savedRanges, schoolInScope } from "./school-scope.server";

export interface CampusRangesView {
  schoolId: number;
  schoolName: string;
  /** The saved ranges, canonical CIDR text. */
  ranges: string[];
  /** The same, one per line: the form's starting text. */
  text: string;
  updatedAt: number;
}

export async function listCampusRanges(access: ConsoleAccess, schoolId: number): Promise<CampusRangesView> {
  const school = await schoolInScope(db, access, schoolId);
  const ranges = savedRanges(school.ipRanges);
  return {
    schoolId: school.id,
    schoolName: school.name,
    ranges,
    text: rangesAsText(ranges),
    updatedAt: school.updatedAt,
  };
}

export interface CampusRangesSaved {
  /** false: the list was already this one (nothing written, no audit row). */
  changed: boolean;
  ranges: string[];
  /** Entries saved in another form than typed (10.1.2.3/8 → 10.0.0.0/8), for the page to say so. */
  adjusted: Array<{ typed: string; saved: string }>;
}

/**
 * The refusal of a typed list: 400, every problem in `fieldErrors.ranges` (joined) and one by one in
 * `details.problems` ({ line, typed, message }), so the page can keep the text and point at the lines.
 */
function refuse(problems: RangeProblem[]): never {
  const [first] = problems;
  throw new DomainError(
    400,
    problems.length === 1 && first ? first.message : m.rangesRefused(problems.length),
    { ranges: problems.map((problem) => problem.message).join("；") },
    { problems },
  );
}

/** Checks a typed list without the other schools (for a form's own check and for creating a school). */
export function checkRangeText(text: string) {
  if (text.length > MAX_RANGE_TEXT_LENGTH) refuse([{ line: 0, typed: "", message: m.rangeTextTooLong }]);
  const parsed = parseRangeList(text);
  if (parsed.problems.length > 0) refuse(parsed.problems);
  return parsed;
}

/** The other schools' saved ranges, read inside the saving transaction. */
async function overlapsWithOthers(
  trx: Executor,
  schoolId: number | null,
  ranges: readonly ParsedRange[],
): Promise<RangeProblem[]> {
  if (ranges.length === 0) return [];
  let query = trx.selectFrom("schools").select(["name", "ip_ranges"]).orderBy("id");
  if (schoolId !== null) query = query.where("id", "!=", schoolId);
  const others = await query.execute();
  return findOverlaps(
    ranges,
    others.map((other) => ({ name: other.name, ranges: savedRanges(other.ip_ranges) })),
  );
}

/**
 * Raises the campus version (the lock that orders range changes), then refuses ranges overlapping another school's.
 * For the saving transaction of a school's ranges (a new school: schoolId null).
 */
export async function lockAndCheckOverlaps(
  trx: Executor,
  schoolId: number | null,
  ranges: readonly ParsedRange[],
): Promise<void> {
  await bumpCampusVersion(trx);
  const overlaps = await overlapsWithOthers(trx, schoolId, ranges);
  if (overlaps.length > 0) refuse(overlaps);
}

/**
 * Saves a school's campus ranges from the form's text (one per line, or comma separated). Refused with 400 and every
 * problem (see refuse); 404 for a school outside `access`. A list equal to the saved one writes nothing.
 */
export async function replaceCampusRanges(
  access: ConsoleAccess,
  actor: ConsoleActor,
  schoolId: number,
  text: string,
  now: number = Date.now(),
): Promise<CampusRangesSaved> {
  const school = await schoolInScope(db, access, schoolId);
  const parsed = checkRangeText(text);
  const ranges = parsed.ranges.map((range) => range.cidr);
  if (JSON.stringify(ranges) === JSON.stringify(savedRanges(school.ipRanges))) {
    return { changed: false, ranges, adjusted: parsed.adjusted };
  }
  await db.transaction().execute(async (trx) => {
    await lockAndCheckOverlaps(trx, school.id, parsed.ranges);
    // Read again under the lock: the audit row's "before" is what this change replaced.
    const current = await schoolInScope(trx, access, school.id);
    await trx
      .updateTable("schools")
      .set({ ip_ranges: JSON.stringify(ranges), updated_at: now })
      .where("id", "=", school.id)
      .execute();
    await recordConsoleChange(
      trx,
      actor,
      {
        schoolId: school.id,
        action: "school.ranges",
        targetType: "school",
        targetId: school.id,
        before: { ranges: savedRanges(current.ipRanges) },
        after: { ranges },
      },
      now,
    );
  });
  return { changed: true, ranges, adjusted: parsed.adjusted };
}

export interface AddressTest {
  /** The address as the gate sees it (canonical; an IPv4-mapped IPv6 address as its IPv4 address). */
  address: string;
  /** The school whose campus network holds it, if any — what the campus gate decides for this address now. */
  campusSchool: { id: number; name: string } | null;
  /** Whether it is on this school's campus network. */
  inThisSchool: boolean;
}

/** 测试地址: which school's campus network an address is on (the gate's own lookup), and whether it is this school's. */
export async function testAddress(access: ConsoleAccess, schoolId: number, address: string): Promise<AddressTest> {
  const school = await schoolInScope(db, access, schoolId);
  const trimmed = address.trim();
  if (!trimmed) throw new DomainError(400, m.addressRequired, { address: m.addressRequired });
  const normalised = normaliseAddress(trimmed);
  if (normalised === null) throw new DomainError(400, m.addressInvalid, { address: m.addressInvalid });
  const [campusSchool, inThisSchool] = await Promise.all([
    findCampusSchool(normalised),
    isIpInSchoolRanges(school.id, normalised),
  ]);
  return { address: normalised, campusSchool, inThisSchool };
}
