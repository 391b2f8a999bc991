// The client address as Express resolved it (socket address, or the first untrusted hop when TRUST_PROXY names the
// proxies). Nothing else in the app reads X-Forwarded-For. IPv4-mapped IPv6 (::ffff:1.2.3.4) is shown as IPv4.
import net from "node:net";

export function normalizeIp(raw: string | undefined): string {
  if (!raw) return "";
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(raw);
  if (mapped?.[1]) return mapped[1];
  return raw;
}

/**
 * Turns TRUST_PROXY into Express's `trust proxy` setting: `false` (trust nothing, the default) or a list of
 * addresses, CIDRs and the names Express knows (loopback, linklocal, uniquelocal). Throws on anything else.
 */
export function parseTrustProxy(value: string): false | string[] {
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return false;
  const named = new Set(["loopback", "linklocal", "uniquelocal"]);
  for (const entry of entries) {
    if (named.has(entry)) continue;
    const [address, prefix, ...rest] = entry.split("/");
    const family = net.isIP(address ?? "");
    const maxPrefix = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= maxPrefix);
    if (family === 0 || !prefixOk || rest.length > 0) {
      throw new Error(`TRUST_PROXY: "${entry}" is not an address, a CIDR range or loopback/linklocal/uniquelocal`);
    }
  }
  return entries;
}
