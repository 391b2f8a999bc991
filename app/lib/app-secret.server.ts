// The key that signs cookies (flash messages) and, later, media URLs. APP_SECRET wins; otherwise a random key is
// made once and kept beside the SQLite database, so a fresh `npm start` works and restarts keep sessions' flashes.
// Several processes (PostgreSQL deployments) must share APP_SECRET.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getEnv } from "./env.server";

let secret: string | undefined;

export function getAppSecret(): string {
  if (secret) return secret;
  const fromEnv = getEnv().APP_SECRET;
  if (fromEnv) {
    secret = fromEnv;
    return secret;
  }
  const file = path.resolve(getEnv().DATA_DIR, ".app-secret");
  try {
    secret = fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const fresh = crypto.randomBytes(32).toString("base64url");
    // Written beside and linked into place, so a second process starting at the same moment reads a whole key
    // (the loser of the race reads the winner's key instead of its own).
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, fresh, { mode: 0o600 });
    try {
      fs.linkSync(temp, file);
    } catch {
      // another process created it first
    } finally {
      fs.rmSync(temp, { force: true });
    }
    secret = fs.readFileSync(file, "utf8").trim();
  }
  return secret;
}
