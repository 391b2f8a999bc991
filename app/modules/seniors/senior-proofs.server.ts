// Proof images of 学长学姐 applications (录取通知书, 拟录取名单截图): personal documents, so never under the public
// /uploads. They are stored, cleaned of metadata like every upload, in DATA_DIR/private/senior-proofs under a random
// name, and served by /user/senior/proof/<application id> only to the applicant and their school's organisation
// account (senior-applications.server.ts decides; docs/decisions/0033).
import fs from "node:fs/promises";
import path from "node:path";
import { getEnv } from "~/lib/env.server";
import { contentTypeByExtension, randomImageName, readUploadedImage } from "~/modules/user/image-upload.server";

const PROOF_TYPES = ["jpg", "png"] as const;

function proofDirectory(): string {
  return path.resolve(getEnv().DATA_DIR, "private", "senior-proofs");
}

const KEY = /^[A-Za-z0-9_-]{10,64}\.(png|jpg)$/;

/** Checks (JPEG or PNG by its bytes, ≤ 2 MB), cleans and stores a proof image; returns its key. */
export async function storeProofImage(file: File | undefined): Promise<string> {
  const image = await readUploadedImage(file, PROOF_TYPES);
  const key = randomImageName(image.ext);
  await fs.mkdir(proofDirectory(), { recursive: true });
  await fs.writeFile(path.join(proofDirectory(), key), image.bytes, { flag: "wx" });
  return key;
}

export async function readProofImage(key: string): Promise<{ bytes: Uint8Array; type: string } | null> {
  const match = KEY.exec(key);
  if (!match?.[1]) return null;
  try {
    return {
      bytes: new Uint8Array(await fs.readFile(path.join(proofDirectory(), key))),
      type: contentTypeByExtension[match[1]]!,
    };
  } catch {
    return null;
  }
}

export async function removeProofImage(key: string): Promise<void> {
  if (!KEY.test(key)) return;
  await fs.rm(path.join(proofDirectory(), key), { force: true }).catch(() => undefined);
}
