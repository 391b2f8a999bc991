// Matching a client address against a school's campus ranges with node:net's BlockList (IPv4 and IPv6).
// IPv4-mapped IPv6 addresses (::ffff:1.2.3.4, ::ffff:102:304) are matched as the IPv4 address they carry.
import net from "node:net";

export function parseCidr(cidr: string): { address: string; prefix: number; family: "ipv4" | "ipv6" } | null {
  const [address = "", prefixText, ...rest] = cidr.trim().split("/");
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return null;
  const max = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > max) return null;
  return { address, prefix, family: version === 4 ? "ipv4" : "ipv6" };
}

export function toPlainAddress(ip: string): { address: string; family: "ipv4" | "ipv6" } | null {
  const trimmed = ip.trim();
  const version = net.isIP(trimmed);
  if (version === 4) return { address: trimmed, family: "ipv4" };
  if (version !== 6) return null;
  const dotted =
    /^(?:0{0,4}:){0,5}:?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed) ??
    /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  if (dotted?.[1]) return { address: dotted[1], family: "ipv4" };
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(trimmed);
  if (hex?.[1] && hex[2]) {
    const high = Number.parseInt(hex[1], 16);
    const low = Number.parseInt(hex[2], 16);
    return { address: [high >> 8, high & 255, low >> 8, low & 255].join("."), family: "ipv4" };
  }
  return { address: trimmed, family: "ipv6" };
}

export function buildBlockList(cidrs: readonly string[]): net.BlockList {
  const list = new net.BlockList();
  for (const cidr of cidrs) {
    const parsed = parseCidr(cidr);
    if (parsed) list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return list;
}

export function isIpInList(list: net.BlockList, ip: string): boolean {
  const plain = toPlainAddress(ip);
  return plain ? list.check(plain.address, plain.family) : false;
}

export function isIpInRanges(ip: string, cidrs: readonly string[]): boolean {
  return isIpInList(buildBlockList(cidrs), ip);
}
