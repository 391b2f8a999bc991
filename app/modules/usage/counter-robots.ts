// COUNTER's robots list (atmire/COUNTER-Robots, commit 87325c9, MIT; the list the Code of Practice 5.1 §7.8 points
// to): user agents whose traffic must not be counted. Its patterns are case-insensitive regular expressions; one
// alternation of all of them is compiled once. isbot already keeps most crawlers out of the visit log; this list is
// COUNTER's own and catches what isbot lets through (AddThis, alexa, an empty agent…).
import robots from "./counter-robots.json";

const ROBOTS = new RegExp(robots.map((entry) => `(?:${entry.pattern})`).join("|"), "i");

/** True when COUNTER would exclude a request with this user agent (a missing agent counts as empty: excluded). */
export function isCounterRobot(userAgent: string | null | undefined): boolean {
  return ROBOTS.test((userAgent ?? "").slice(0, 1024));
}
