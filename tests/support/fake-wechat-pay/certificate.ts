// A self-signed X.509 v3 certificate in a few lines of DER, so the fake can play a WeChat Pay *platform certificate*
// (node:crypto parses certificates but cannot make one, and we want no OpenSSL CLI or extra package for a test key).
import crypto, { type KeyObject } from "node:crypto";

function der(tag: number, content: Buffer): Buffer {
  const length = content.byteLength;
  let header: Buffer;
  if (length < 0x80) header = Buffer.from([tag, length]);
  else {
    const bytes: number[] = [];
    for (let rest = length; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
    header = Buffer.from([tag, 0x80 | bytes.length, ...bytes]);
  }
  return Buffer.concat([header, content]);
}

const sequence = (...items: Buffer[]) => der(0x30, Buffer.concat(items));
const set = (...items: Buffer[]) => der(0x31, Buffer.concat(items));
const integer = (bytes: Buffer) => der(0x02, bytes[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
const utf8String = (text: string) => der(0x0c, Buffer.from(text, "utf8"));
const utcTime = (date: Date) =>
  der(0x17, Buffer.from(`${date.toISOString().replace(/[-:T]/g, "").slice(2, 14)}Z`, "ascii"));
const bitString = (bytes: Buffer) => der(0x03, Buffer.concat([Buffer.from([0]), bytes]));
const explicit = (n: number, content: Buffer) => der(0xa0 + n, content);

function objectId(dotted: string): Buffer {
  const [first, second, ...rest] = dotted.split(".").map(Number);
  const bytes = [first! * 40 + second!];
  for (const arc of rest) {
    const chunk = [arc & 0x7f];
    for (let value = arc >> 7; value > 0; value >>= 7) chunk.unshift(0x80 | (value & 0x7f));
    bytes.push(...chunk);
  }
  return der(0x06, Buffer.from(bytes));
}

const SHA256_WITH_RSA = sequence(objectId("1.2.840.113549.1.1.11"), Buffer.from([0x05, 0x00]));
const commonName = (cn: string) => sequence(set(sequence(objectId("2.5.4.3"), utf8String(cn))));

/** A PEM certificate for `publicKey`, self-signed by `privateKey`, with the given serial (hex, upper case). */
export function selfSignedCertificate(options: {
  privateKey: KeyObject;
  publicKey: KeyObject;
  serialHex: string;
  commonName: string;
  notBefore: Date;
  notAfter: Date;
}): string {
  const tbs = sequence(
    explicit(0, integer(Buffer.from([2]))),
    integer(Buffer.from(options.serialHex, "hex")),
    SHA256_WITH_RSA,
    commonName(options.commonName),
    sequence(utcTime(options.notBefore), utcTime(options.notAfter)),
    commonName(options.commonName),
    options.publicKey.export({ type: "spki", format: "der" }),
  );
  const certificate = sequence(tbs, SHA256_WITH_RSA, bitString(crypto.sign("sha256", tbs, options.privateKey)));
  const base64 = certificate
    .toString("base64")
    .replace(/(.{64})/g, "$1\n")
    .trim();
  return `-----BEGIN CERTIFICATE-----\n${base64}\n-----END CERTIFICATE-----\n`;
}
