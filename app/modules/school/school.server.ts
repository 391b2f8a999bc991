// Schools and their campus networks. The campus lookup runs on every gated request, so the ranges are compiled into
// BlockLists and kept; each lookup reads the campus version (one primary-key row, campus-version.server.ts) and
// recompiles only when it moved, so a change committed by any process on the database counts at the next request.
// A recompile at least every SAFETY_RECOMPILE_MS also picks up a change written by hand, without the version.
import type net from "node:net";
import { db } from "~/db/client.server";
import { buildBlockList, isIpInList } from "./campus-network";
import { readCampusVersion } from "./campus-version.server";

const SAFETY_RECOMPILE_MS = 5 * 60_000;

interface CompiledSchool {
  id: number;
  name: string;
  ranges: net.BlockList;
}

interface Compiled {
  version: number;
  at: number;
  schools: CompiledSchool[];
}

let compiled: Compiled | undefined;
/** A recompile under way, shared by the lookups that arrive meanwhile. */
let compiling: { version: number; promise: Promise<Compiled> } | undefined;

async function compile(version: number): Promise<Compiled> {
  // The version was read before the rows: a change committed in between is compiled under the old number and
  // compiled again at the next lookup, never the other way round (old rows kept under the new number).
  const rows = await db.selectFrom("schools").select(["id", "name", "ip_ranges"]).orderBy("id").execute();
  const schools = rows.map((row) => ({
    id: row.id,
    name: row.name,
    ranges: buildBlockList(parseRanges(row.ip_ranges)),
  }));
  return { version, at: Date.now(), schools };
}

async function compiledSchools(): Promise<CompiledSchool[]> {
  const version = await readCampusVersion(db);
  if (compiled && compiled.version === version && Date.now() - compiled.at < SAFETY_RECOMPILE_MS) {
    return compiled.schools;
  }
  let pending = compiling;
  if (pending?.version !== version) {
    pending = { version, promise: compile(version) };
    compiling = pending;
  }
  try {
    const result = await pending.promise;
    if (!compiled || result.version >= compiled.version) compiled = result;
    return result.schools;
  } finally {
    if (compiling === pending) compiling = undefined;
  }
}

function parseRanges(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/** The school whose campus network holds `ip`, if any. */
export async function findCampusSchool(ip: string): Promise<{ id: number; name: string } | null> {
  if (!ip) return null;
  const match = (await compiledSchools()).find((school) => isIpInList(school.ranges, ip));
  return match ? { id: match.id, name: match.name } : null;
}

export async function isIpInSchoolRanges(schoolId: number, ip: string): Promise<boolean> {
  const school = (await compiledSchools()).find((candidate) => candidate.id === schoolId);
  return school ? isIpInList(school.ranges, ip) : false;
}

export async function listSchools(): Promise<Array<{ id: number; name: string }>> {
  return db.selectFrom("schools").select(["id", "name"]).orderBy("id").execute();
}

export interface VisitorSchool {
  ip: string;
  isIpInRange: boolean;
  schoolId: number | null;
  schoolName: string | null;
  /** How the school was found: the logged-in account, the campus network, or not at all. */
  source: "account" | "ip" | null;
}

/** The visitor's school: their account's school when logged in, else the campus network they are on. */
export async function getVisitorSchool(
  user: { schoolId: number | null; schoolName: string | null } | null,
  ip: string,
): Promise<VisitorSchool> {
  const campus = await findCampusSchool(ip);
  if (user?.schoolId) {
    return {
      ip,
      isIpInRange: campus !== null,
      schoolId: user.schoolId,
      schoolName: user.schoolName,
      source: "account",
    };
  }
  return {
    ip,
    isIpInRange: campus !== null,
    schoolId: campus?.id ?? null,
    schoolName: campus?.name ?? null,
    source: campus ? "ip" : null,
  };
}

/** What the visitor's school allows here: browsing without login on campus, registration, organisation login. */
export async function getSchoolSettings(
  user: { schoolId: number | null; schoolName: string | null } | null,
  ip: string,
) {
  const visitor = await getVisitorSchool(user, ip);
  const school = visitor.schoolId
    ? await db.selectFrom("schools").select(["org_code_hash"]).where("id", "=", visitor.schoolId).executeTakeFirst()
    : undefined;
  return {
    schoolId: visitor.schoolId,
    schoolName: visitor.schoolName,
    isIpInRange: visitor.isIpInRange,
    browseWithoutLogin: visitor.isIpInRange,
    registrationOpen: visitor.isIpInRange,
    orgLoginEnabled: Boolean(school?.org_code_hash),
  };
}
