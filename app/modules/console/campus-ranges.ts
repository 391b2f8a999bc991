// A school's campus network as the console edits it (issue 25): a typed list of CIDR ranges, one per line or separated
// by commas, parsed with ipaddr.js (maintained; strict four-part IPv4, RFC 5952 IPv6 text) and normalised to what the
// campus gate (school/campus-network.ts) compiles: the network address and its prefix, e.g. 10.1.2.3/8 → 10.0.0.0/8,
// 2001:DB8:0::/32 → 2001:db8::/32, a bare address → /32 or /128. An IPv4-mapped IPv6 range (::ffff:10.0.0.0/104) is
// saved as the IPv4 range it maps (10.0.0.0/8), because the gate matches a mapped client address as its IPv4 address.
// Client-safe and pure: the page can check a list as it is typed; the service checks again and adds other schools.
import ipaddr from "ipaddr.js";
import { campusMessages as m, MAX_CAMPUS_RANGES, MIN_IPV4_PREFIX, MIN_IPV6_PREFIX } from "./campus-messages";

type Family = "ipv4" | "ipv6";

/** One entry of the typed list, where it was typed (1-based line). */
export interface TypedRange {
  line: number;
  typed: string;
}

export interface RangeProblem extends TypedRange {
  message: string;
}

type NormaliseFailure = "invalid" | "zone" | "tooBroad" | "holdsMapped";

type Normalised = { ok: true; cidr: string; family: Family } | { ok: false; reason: NormaliseFailure };

const PREFIX = /^\d{1,3}$/;
const MAPPED_SPACE = ipaddr.IPv6.parse("::ffff:0:0");

function parseAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  if (text.includes(":") && ipaddr.IPv6.isValid(text)) return ipaddr.IPv6.parse(text);
  return null;
}

function networkOf(address: ipaddr.IPv4 | ipaddr.IPv6, prefix: number): string {
  const bytes = address.toByteArray();
  const masked = bytes.map((byte, index) => {
    const bitsHere = Math.min(8, Math.max(0, prefix - index * 8));
    return byte & (0xff << (8 - bitsHere)) & 0xff;
  });
  const network = ipaddr.fromByteArray(masked);
  return network.kind() === "ipv6" ? (network as ipaddr.IPv6).toRFC5952String() : network.toString();
}

/** One range as typed → its canonical CIDR text, or why it is refused. */
export function normaliseCidr(input: string): Normalised {
  const text = input.trim();
  const slash = text.indexOf("/");
  const addressText = slash === -1 ? text : text.slice(0, slash);
  const prefixText = slash === -1 ? null : text.slice(slash + 1);
  if (addressText.includes("%")) return { ok: false, reason: "zone" };
  let address = parseAddress(addressText);
  if (!address) return { ok: false, reason: "invalid" };
  const max = address.kind() === "ipv4" ? 32 : 128;
  if (prefixText !== null && !PREFIX.test(prefixText)) return { ok: false, reason: "invalid" };
  let prefix = prefixText === null ? max : Number(prefixText);
  if (prefix > max) return { ok: false, reason: "invalid" };
  if (address instanceof ipaddr.IPv6) {
    if (address.isIPv4MappedAddress() && prefix >= 96) {
      address = address.toIPv4Address();
      prefix -= 96;
    } else if (prefix < MIN_IPV6_PREFIX) {
      return { ok: false, reason: "tooBroad" };
    } else if (prefix <= 96 && MAPPED_SPACE.match(address, prefix)) {
      return { ok: false, reason: "holdsMapped" };
    }
  }
  const family: Family = address.kind() === "ipv4" ? "ipv4" : "ipv6";
  if (prefix < (family === "ipv4" ? MIN_IPV4_PREFIX : MIN_IPV6_PREFIX)) return { ok: false, reason: "tooBroad" };
  return { ok: true, cidr: `${networkOf(address, prefix)}/${prefix}`, family };
}

/** An address as typed (a mapped IPv6 address as its IPv4 address) → its canonical text, or null. */
export function normaliseAddress(input: string): string | null {
  const text = input.trim();
  if (text.includes("%") || text.includes("/")) return null;
  const address = parseAddress(text);
  if (!address) return null;
  if (address instanceof ipaddr.IPv6) {
    return address.isIPv4MappedAddress() ? address.toIPv4Address().toString() : address.toRFC5952String();
  }
  return address.toString();
}

/** The entries of a typed list: one per line, or several on a line separated by commas, semicolons or spaces. */
export function splitRangeText(text: string): TypedRange[] {
  return text.split(/\r\n|\r|\n/).flatMap((lineText, index) =>
    lineText
      .split(/[,，;；、\s]+/)
      .filter((typed) => typed !== "")
      .map((typed) => ({ line: index + 1, typed })),
  );
}

/** A saved range with where it was typed. */
export interface ParsedRange extends TypedRange {
  cidr: string;
}

type Network = [ipaddr.IPv4 | ipaddr.IPv6, number];

function networksOverlap([addressA, prefixA]: Network, [addressB, prefixB]: Network): boolean {
  return addressA.kind() === addressB.kind() && addressA.match(addressB, Math.min(prefixA, prefixB));
}

/** Whether two canonical ranges share an address (for CIDRs: one holds the other). */
export function rangesOverlap(a: string, b: string): boolean {
  return networksOverlap(ipaddr.parseCIDR(a), ipaddr.parseCIDR(b));
}

export interface RangeListResult {
  /** The canonical ranges, in the order typed. */
  ranges: ParsedRange[];
  /** Entries saved in another form than typed (10.1.2.3/8 → 10.0.0.0/8), for the page to say so. */
  adjusted: Array<{ typed: string; saved: string }>;
  problems: RangeProblem[];
}

const refusal: Record<NormaliseFailure, (line: number, typed: string) => string> = {
  invalid: m.rangeInvalid,
  zone: m.rangeZone,
  tooBroad: m.rangeTooBroad,
  holdsMapped: m.rangeHoldsMapped,
};

/**
 * Parses and normalises a typed list. Every problem is reported, in the order typed: an entry that is no range, one
 * repeated (the later one), one inside another of the list (the narrower one: it is the one to delete).
 */
export function parseRangeList(text: string): RangeListResult {
  const entries = splitRangeText(text);
  if (entries.length > MAX_CAMPUS_RANGES) {
    return { ranges: [], adjusted: [], problems: [{ line: 0, typed: "", message: m.tooManyRanges }] };
  }
  /** Problems by the entry's index in `entries`. */
  const problems = new Map<number, string>();
  const valid: Array<ParsedRange & { index: number; network: Network }> = [];
  for (const [index, entry] of entries.entries()) {
    const result = normaliseCidr(entry.typed);
    if (result.ok) valid.push({ ...entry, index, cidr: result.cidr, network: ipaddr.parseCIDR(result.cidr) });
    else problems.set(index, refusal[result.reason](entry.line, entry.typed));
  }
  for (const [position, later] of valid.entries()) {
    for (const earlier of valid.slice(0, position)) {
      if (problems.has(earlier.index) || problems.has(later.index)) continue;
      if (earlier.cidr === later.cidr) {
        problems.set(later.index, m.rangeDuplicate(later.line, later.typed, earlier.line, earlier.cidr));
      } else if (networksOverlap(earlier.network, later.network)) {
        const [inner, outer] = earlier.network[1] > later.network[1] ? [earlier, later] : [later, earlier];
        problems.set(inner.index, m.rangeNested(inner.line, inner.typed, outer.line, outer.cidr));
      }
    }
  }
  const kept = valid.filter((range) => !problems.has(range.index));
  return {
    ranges: kept.map(({ line, typed, cidr }) => ({ line, typed, cidr })),
    adjusted: kept.filter((range) => range.cidr !== range.typed).map(({ typed, cidr }) => ({ typed, saved: cidr })),
    problems: entries.flatMap((entry, index) => {
      const message = problems.get(index);
      return message === undefined ? [] : [{ ...entry, message }];
    }),
  };
}

/** Another school's saved ranges, for the overlap check. */
export interface OtherSchoolRanges {
  name: string;
  ranges: readonly string[];
}

/** Each typed range that overlaps a range of another school, naming that school and its range. */
export function findOverlaps(ranges: readonly ParsedRange[], others: readonly OtherSchoolRanges[]): RangeProblem[] {
  const saved = others.map((other) => ({
    name: other.name,
    networks: other.ranges.flatMap((text) => {
      const result = normaliseCidr(text);
      return result.ok ? [{ cidr: result.cidr, network: ipaddr.parseCIDR(result.cidr) }] : [];
    }),
  }));
  return ranges.flatMap((range) => {
    const network = ipaddr.parseCIDR(range.cidr);
    for (const other of saved) {
      const clash = other.networks.find((candidate) => networksOverlap(candidate.network, network));
      if (clash) {
        return [
          {
            line: range.line,
            typed: range.typed,
            message: m.rangeOverlap(range.line, range.typed, other.name, clash.cidr),
          },
        ];
      }
    }
    return [];
  });
}

/** A saved list (schools.ip_ranges) as text for the form: one range per line. */
export function rangesAsText(ranges: readonly string[]): string {
  return ranges.join("\n");
}
