// argon2id for every long-lived secret a person chooses or is handed: passwords and organisation codes.
// @node-rs/argon2 ships prebuilt binaries through npm (no compiler, no download at install) and is maintained.
// Parameters follow OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane): ~20 ms per hash on our 2-core machines.
import { hash, verify } from "@node-rs/argon2";

const ARGON2ID = 2; // Algorithm.Argon2id; the const enum cannot be imported under isolatedModules.
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, options);
}

export async function verifySecret(storedHash: string, candidate: string): Promise<boolean> {
  try {
    return await verify(storedHash, candidate);
  } catch {
    return false; // a malformed stored hash never verifies
  }
}
