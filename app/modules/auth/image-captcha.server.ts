// Image captchas for the password login: 4 characters from the CSPRNG, drawn as an SVG by svg-captcha (which only
// draws: its own text generator uses Math.random, so we never let it choose the text). The answer is stored as an
// HMAC under the app secret, lives 2 minutes, is case-insensitive, and is used up by the first check, right or wrong.
import crypto from "node:crypto";
import svgCaptchaModule from "svg-captcha";
import { db } from "~/db/client.server";
import { getAppSecret } from "~/lib/app-secret.server";
import { recordDevCaptcha } from "./dev-inbox.server";

const IMAGE_CAPTCHA_TTL_MS = 2 * 60 * 1000;
export const IMAGE_CAPTCHA_LENGTH = 4;
/** No 0/O, 1/I/L, 2/Z, 5/S, 8/B: characters people confuse in a distorted font. Answers compare case-insensitively. */
export const IMAGE_CAPTCHA_ALPHABET = "ACDEFGHJKMNPQRTUVWXY34679";

// The package's default export is the drawing function `(text, options) => svg`; its type file omits it.
type DrawCaptcha = (text: string, options?: Record<string, unknown>) => string;
const drawCaptcha = svgCaptchaModule as unknown as DrawCaptcha;

export function generateCaptchaAnswer(length = IMAGE_CAPTCHA_LENGTH): string {
  let answer = "";
  for (let i = 0; i < length; i++) answer += IMAGE_CAPTCHA_ALPHABET[crypto.randomInt(IMAGE_CAPTCHA_ALPHABET.length)];
  return answer;
}

function normalizeCaptchaAnswer(answer: string): string {
  return answer.trim().toLowerCase();
}

export function hashCaptchaAnswer(secret: string, captchaId: string, answer: string): string {
  return crypto
    .createHmac("sha256", secret)
    .update(`image-captcha\0${captchaId}\0${normalizeCaptchaAnswer(answer)}`, "utf8")
    .digest("hex");
}

/** The SVG of an answer as a data: URL (the spec's `result.captcha`). */
export function renderCaptchaImage(answer: string): string {
  // Dark grey strokes on a transparent ground (the login dialog is light in every theme): readable contrast,
  // two noise curves.
  const svg = drawCaptcha(answer, { width: 120, height: 40, fontSize: 46, noise: 2, color: false });
  return `data:image/svg+xml;base64,${Buffer.from(svg, "utf8").toString("base64")}`;
}

export async function createImageCaptcha(): Promise<{ captchaId: string; captcha: string }> {
  const now = Date.now();
  const captchaId = crypto.randomUUID();
  const answer = generateCaptchaAnswer();
  // Expired rows are of no use to anyone; keeping the table small keeps this unauthenticated endpoint cheap.
  await db.deleteFrom("image_captchas").where("expires_at", "<=", now).execute();
  await db
    .insertInto("image_captchas")
    .values({
      captcha_id: captchaId,
      answer_hash: hashCaptchaAnswer(getAppSecret(), captchaId, answer),
      created_at: now,
      expires_at: now + IMAGE_CAPTCHA_TTL_MS,
    })
    .execute();
  recordDevCaptcha(captchaId, answer, now);
  return { captchaId, captcha: renderCaptchaImage(answer) };
}

/** True when `answer` is this live captcha's text (any case). The captcha is used up either way. */
export async function verifyImageCaptcha(captchaId: string, answer: string): Promise<boolean> {
  if (typeof captchaId !== "string" || captchaId.length === 0 || captchaId.length > 100) return false;
  const row = await db
    .deleteFrom("image_captchas")
    .where("captcha_id", "=", captchaId)
    .returning(["answer_hash", "expires_at"])
    .executeTakeFirst();
  if (!row || row.expires_at <= Date.now() || typeof answer !== "string" || answer.trim() === "") return false;
  const expected = Buffer.from(row.answer_hash, "hex");
  const actual = Buffer.from(hashCaptchaAnswer(getAppSecret(), captchaId, answer), "hex");
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
}
