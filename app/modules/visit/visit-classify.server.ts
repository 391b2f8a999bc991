// What a page view's user agent and referrer say, in the spec's visit-log terms (sections 3 and 9): the browser,
// engine, OS and device as ua-parser-js 1.x reads them (MIT; 2.x is AGPL), clienttype 1 for mobile/tablet/wearable,
// devicetype "desktop" when the parser names no device type, and referrertype 0 none / 1 search engine / 2 other site /
// 3 our own site. Bots (isbot) are flagged so callers do not log them. Pure: no request, no database.
import { isbot } from "isbot";
import UAParser from "ua-parser-js";

export type ReferrerType = 0 | 1 | 2 | 3;

const REFERRER_TYPE = { none: 0, searchEngine: 1, otherSite: 2, ownSite: 3 } as const;

export interface AgentFields {
  browsername: string | null;
  browserversion: string | null;
  clienttype: 0 | 1;
  devicemanufacturer: string | null;
  devicemodel: string | null;
  devicetype: string;
  enginename: string | null;
  engineversion: string | null;
  osname: string | null;
  osversion: string | null;
}

export interface VisitClassification extends AgentFields {
  referrer: string | null;
  referrertype: ReferrerType;
  /** A crawler or other automated agent: not logged. */
  isBot: boolean;
}

/** Longest text kept from the user agent's parts and from URLs; longer values are cut, not refused. */
const MAX_PART = 100;
export const MAX_URL_LENGTH = 2048;

const HANDHELD = new Set(["mobile", "tablet", "wearable"]);

function part(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, MAX_PART) : null;
}

export function classifyAgent(userAgent: string | null | undefined): AgentFields & { isBot: boolean } {
  const ua = (userAgent ?? "").slice(0, 1024);
  const result = new UAParser(ua).getResult();
  const type = result.device.type ?? "desktop";
  return {
    browsername: part(result.browser.name),
    browserversion: part(result.browser.version),
    clienttype: HANDHELD.has(type) ? 1 : 0,
    devicemanufacturer: part(result.device.vendor),
    devicemodel: part(result.device.model),
    devicetype: type,
    enginename: part(result.engine.name),
    engineversion: part(result.engine.version),
    osname: part(result.os.name),
    osversion: part(result.os.version),
    isBot: ua !== "" && isbot(ua),
  };
}

/**
 * The search engines of spec section 9, matched on the referrer's host name including subdomains (www.baidu.com,
 * m.baidu.com, cn.bing.com, tw.search.yahoo.com) and, for Google and Yahoo, their country domains (google.com.hk,
 * google.co.jp, yahoo.co.jp). Anchored at the end, so google.com.evil.example or notbaidu.com do not match.
 */
const SEARCH_ENGINE_HOSTS: ReadonlyArray<RegExp> = [
  /(^|\.)google\.(com|[a-z]{2}|com?\.[a-z]{2})$/,
  /(^|\.)bing\.com$/,
  /(^|\.)yahoo\.(com|[a-z]{2}|com?\.[a-z]{2})$/,
  /(^|\.)duckduckgo\.com$/,
  /(^|\.)baidu\.com$/,
];

export function isSearchEngineHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return SEARCH_ENGINE_HOSTS.some((pattern) => pattern.test(host));
}

function hostnameOf(host: string): string {
  // "example.cn:8080" → "example.cn"; "[::1]:3000" → "[::1]"
  return host.toLowerCase().replace(/:\d+$/, "");
}

/**
 * referrertype of a referrer seen on a page of `ownHost` (the Host the request was made to, with or without port).
 * A path without a host ("/course") is a page of ours; anything unreadable that is not empty counts as another site.
 */
export function referrerTypeOf(referrer: string | null | undefined, ownHost: string): ReferrerType {
  const value = (referrer ?? "").trim();
  if (!value) return REFERRER_TYPE.none;
  if (value.startsWith("/") && !value.startsWith("//")) return REFERRER_TYPE.ownSite;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return REFERRER_TYPE.otherSite;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return REFERRER_TYPE.otherSite;
  const own = ownHost.toLowerCase();
  if (own && (url.host.toLowerCase() === own || url.hostname.toLowerCase() === hostnameOf(own))) {
    return REFERRER_TYPE.ownSite;
  }
  if (isSearchEngineHost(url.hostname)) return REFERRER_TYPE.searchEngine;
  return REFERRER_TYPE.otherSite;
}

/** Everything the server derives itself for one page view: the agent's fields, the referrer and its type. */
export function classify(
  userAgent: string | null | undefined,
  referrer: string | null | undefined,
  ownHost: string,
): VisitClassification {
  const cleanReferrer = (referrer ?? "").trim().slice(0, MAX_URL_LENGTH) || null;
  return { ...classifyAgent(userAgent), referrer: cleanReferrer, referrertype: referrerTypeOf(cleanReferrer, ownHost) };
}
