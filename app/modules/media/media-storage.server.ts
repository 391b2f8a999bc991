// Where media bytes come from, behind one interface: the local directory (MEDIA_DIR, served by the /media route with
// our own signed URLs) or Aliyun CDN (URL authentication type A, the CDN checks its own signature). Entitlement is
// decided before a URL is made (app/modules/course…); the storage only turns a decision into a URL.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getAppSecret } from "~/lib/app-secret.server";
import { getEnv } from "~/lib/env.server";
import { signMediaGrant } from "./media-signature";

export interface MediaStorage {
  readonly kind: "local" | "aliyun-cdn";
  /** A URL the browser can load `key` (e.g. courses/politics/01.mp4) with, as `subject`, until `expiresAt` (epoch s). */
  signedUrl(key: string, subject: string, expiresAt: number): string;
}

/** Media keys are relative paths of plain segments: no `..`, no hidden files, nothing a shell or URL would mangle. */
const KEY = /^(?:[A-Za-z0-9_][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

export function isMediaKey(key: string): boolean {
  return KEY.test(key) && !key.split("/").some((segment) => segment === ".." || segment === ".");
}

/**
 * A new random key for a file the site writes under MEDIA_DIR: <folder>/<36 hex characters>.<extension>. Hex, not
 * base64url: one base64url name in 64 starts with "-", which isMediaKey refuses, so such a file could never be served.
 */
export function newMediaKey(folder: string, extension: string): string {
  return `${folder}/${crypto.randomBytes(18).toString("hex")}.${extension}`;
}

export const LOCAL_MEDIA_PREFIX = "/media/";

export function localMediaStorage(secret: string): MediaStorage {
  return {
    kind: "local",
    signedUrl(key, subject, expiresAt) {
      if (!isMediaKey(key)) throw new Error(`not a media key: ${key}`);
      const urlPath = `${LOCAL_MEDIA_PREFIX}${key}`;
      return `${urlPath}?${signMediaGrant(secret, { path: urlPath, subject, expiresAt })}`;
    },
  };
}

/**
 * Aliyun CDN URL authentication, type A: `auth_key = timestamp-rand-uid-md5(path-timestamp-rand-uid-key)`. The CDN
 * accepts it until timestamp + the TTL configured in its console, so the timestamp is set that far before our expiry.
 */
export function aliyunCdnStorage(options: { baseUrl: string; authKey: string; ttlSeconds: number }): MediaStorage {
  const base = options.baseUrl.replace(/\/+$/, "");
  return {
    kind: "aliyun-cdn",
    signedUrl(key, _subject, expiresAt) {
      if (!isMediaKey(key)) throw new Error(`not a media key: ${key}`);
      const urlPath = `/${key}`;
      const timestamp = expiresAt - options.ttlSeconds;
      const rand = crypto.randomBytes(8).toString("hex");
      // uid 0: the CDN cannot see our sessions; the short expiry and per-request issue are the protection there.
      const uid = "0";
      const hash = crypto.createHash("md5").update(`${urlPath}-${timestamp}-${rand}-${uid}-${options.authKey}`).digest("hex");
      return `${base}${urlPath}?auth_key=${timestamp}-${rand}-${uid}-${hash}`;
    },
  };
}

let storage: MediaStorage | undefined;

function getMediaStorage(): MediaStorage {
  if (storage) return storage;
  const env = getEnv();
  storage =
    env.MEDIA_STORAGE === "aliyun-cdn"
      ? aliyunCdnStorage({ baseUrl: env.MEDIA_CDN_BASE_URL!, authKey: env.MEDIA_CDN_AUTH_KEY!, ttlSeconds: env.MEDIA_CDN_TTL_SECONDS })
      : localMediaStorage(getAppSecret());
  return storage;
}

/** The signed URL for `key` as `subject`, valid for MEDIA_URL_TTL_SECONDS from `now`. */
export function mediaUrlFor(key: string, subject: string, now: number = Date.now()): { url: string; expiresAt: number } {
  const expiresAt = Math.floor(now / 1000) + getEnv().MEDIA_URL_TTL_SECONDS;
  return { url: getMediaStorage().signedUrl(key, subject, expiresAt), expiresAt };
}

export interface LocalMediaFile {
  path: string;
  size: number;
  modified: Date;
  /** Strong validator: size and modification time (a replaced file gets a new one). */
  etag: string;
}

/** The file behind a local media key, or null (unknown key, directory, outside MEDIA_DIR). */
export async function statLocalMedia(key: string): Promise<LocalMediaFile | null> {
  if (!isMediaKey(key)) return null;
  const root = path.resolve(getEnv().MEDIA_DIR);
  const file = path.resolve(root, key);
  if (!file.startsWith(`${root}${path.sep}`)) return null;
  try {
    const stat = await fs.promises.stat(file);
    if (!stat.isFile()) return null;
    return {
      path: file,
      size: stat.size,
      modified: stat.mtime,
      etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
    };
  } catch {
    return null;
  }
}
