// Logs a demo account in through the public API the way a client does: fetch an image captcha, read its answer from
// the dev inbox (/__dev/inbox.json, present while SMS_PROVIDER=console), post the password login. Used by e2e tests,
// the audit and the benchmarks against a running server.
import { execFile } from "node:child_process";
import crypto from "node:crypto";
import { promisify } from "node:util";
import { Secret, TOTP } from "otpauth";
import { DEMO_CONSOLE_TOTP_SECRET, demoConsoleAccounts } from "../../app/seed/console-accounts";
import { readInbox } from "./dev-inbox";

export const DEMO_STUDENT = { phoneNumber: "13800000001", password: "Yantu#2026" } as const;

/** Returns the session token (the `Authorization` cookie value, or a Bearer token for the API). */
export async function loginThroughApi(
  baseUrl: string,
  account: { phoneNumber: string; password: string } = DEMO_STUDENT,
): Promise<string> {
  const captcha = (await (await fetch(`${baseUrl}/api/System/image-captcha`)).json()).result as { captchaId: string };
  const inbox = (await (await fetch(`${baseUrl}/__dev/inbox.json`)).json()) as {
    captcha: Array<{ captchaId: string; answer: string }>;
  };
  const answer = inbox.captcha.find((entry) => entry.captchaId === captcha.captchaId)?.answer;
  if (!answer) throw new Error("the dev inbox has no answer for the captcha: is SMS_PROVIDER=console?");
  const response = await fetch(`${baseUrl}/api/User/password-login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...account, captchaId: captcha.captchaId, captcha: answer }),
  });
  const body = (await response.json()) as { code: number; msg: string; result?: { accessToken: string } };
  if (body.code !== 200 || !body.result)
    throw new Error(`login as ${account.phoneNumber} failed: ${JSON.stringify(body)}`);
  return body.result.accessToken;
}

/**
 * A machine of its own on 演示大学's campus network (127.0.0.0/8 is its; app/seed/schools.ts), for a server that trusts a
 * proxy on loopback (the e2e server does). The e2e run registers scores of students on its one server, all from
 * 127.0.0.1, and the SMS sends of one address are limited to 60 an hour (sms-code.server.ts; that limit is tested in
 * tests/integration/sms-code.test.ts): from one address the run's last registrations were refused (seen in a 40-minute
 * run on a busy machine). A server that trusts no proxy ignores the header and sees 127.0.0.1, on campus all the same.
 */
function campusMachine(): string {
  return `127.${crypto.randomInt(1, 255)}.${crypto.randomInt(0, 256)}.${crypto.randomInt(1, 255)}`;
}

/**
 * Registers a fresh student of 演示大学 through the API, the way the register dialog does on the campus network
 * (127.0.0.0/8 is 演示大学's), from a campus machine of its own (campusMachine): SMS code from the dev inbox, then POST
 * /api/User/register. Returns the session token.
 */
export async function registerStudentThroughApi(
  baseUrl: string,
  phoneNumber: string,
  password: string,
): Promise<string> {
  const fromCampus = { "x-forwarded-for": campusMachine() };
  const schools = (await (await fetch(`${baseUrl}/api/System/schools`)).json()).result.items as Array<{
    id: number;
    name: string;
  }>;
  const schoolId = schools.find((school) => school.name === "演示大学")?.id;
  const sent = (await (
    await fetch(`${baseUrl}/api/System/send-captcha?phoneNumber=${phoneNumber}`, { headers: fromCampus })
  ).json()) as {
    code: number;
    result: string;
  };
  if (sent.code !== 200) throw new Error(`sending the SMS code failed: ${JSON.stringify(sent)}`);
  let code: string | undefined;
  for (let attempt = 0; attempt < 20 && !code; attempt += 1) {
    code = (await readInbox(baseUrl)).sms.find((entry) => entry.phoneNumber === phoneNumber)?.code;
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const body = (await (
    await fetch(`${baseUrl}/api/User/register`, {
      method: "POST",
      headers: { "content-type": "application/json", ...fromCampus },
      body: JSON.stringify({ schoolId, phoneNumber, password, phoneCaptcha: code, phoneCaptchaId: sent.result }),
    })
  ).json()) as { code: number; result: string };
  if (body.code !== 200) throw new Error(`registering ${phoneNumber} failed: ${JSON.stringify(body)}`);
  return body.result;
}

/** Logs a school's organisation account in through the API (机构登录; the demo's 演示大学 by default). Returns its token. */
export async function loginOrgThroughApi(
  baseUrl: string,
  schoolName = "演示大学",
  orgCode = "YT-DEMO-2026",
): Promise<string> {
  const schools = (await (await fetch(`${baseUrl}/api/System/schools`)).json()).result.items as Array<{
    id: number;
    name: string;
  }>;
  const orgId = schools.find((school) => school.name === schoolName)?.id;
  const response = await fetch(`${baseUrl}/api/User/org-login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ orgId, orgCode }),
  });
  const body = (await response.json()) as { code: number; result?: { accessToken: string } };
  if (body.code !== 200 || !body.result)
    throw new Error(`organisation login of ${schoolName} failed: ${JSON.stringify(body)}`);
  return body.result.accessToken;
}

/**
 * Logs a demo console account in (app/seed/console-accounts.ts: "operator" or "school", 演示大学's library staff) and,
 * unless `verified` is false, passes the console's second factor with the demo authenticator's code. A code is
 * accepted once per 30-second step and account, so when another login of the same account used this step's code
 * already, the code of the next step is used (the one step of drift the factor allows), and when that too is used,
 * the next step is waited for. Returns the session token.
 */
export async function loginConsoleThroughApi(
  baseUrl: string,
  role: "operator" | "school",
  options: { verified?: boolean } = {},
): Promise<string> {
  const account = demoConsoleAccounts.find((entry) => (role === "operator") === (entry.role === "operator"))!;
  const token = await loginThroughApi(baseUrl, account);
  if (options.verified === false) return token;
  const totp = new TOTP({ secret: Secret.fromBase32(DEMO_CONSOLE_TOTP_SECRET), digits: 6, period: 30 });
  const signIn = async (timestamp: number) => {
    const response = await fetch(`${baseUrl}/api/console/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ code: totp.generate({ timestamp }) }),
    });
    const body = (await response.json()) as { code: number; msg: string };
    if (body.code !== 200 && body.code !== 400)
      throw new Error(`console sign-in as ${account.phoneNumber} failed: ${JSON.stringify(body)}`);
    return body.code === 200;
  };
  if ((await signIn(Date.now())) || (await signIn(Date.now() + 30_000))) return token;
  // Both used: the code of the step after next is accepted once the next step has begun.
  const stepAfterNext = (Math.floor(Date.now() / 30_000) + 2) * 30_000;
  await new Promise((resolve) => setTimeout(resolve, stepAfterNext - 30_000 - Date.now() + 50));
  if (await signIn(stepAfterNext)) return token;
  throw new Error(`console sign-in as ${account.phoneNumber}: the codes of three steps were all used`);
}

/**
 * Binds an authenticator for the console account behind `token` through the API (an organisation account, say) and
 * passes the second factor with it, so this login is a console session. Once per account and server: a bound account
 * cannot bind again. Returns the secret, for later sign-ins of the same account.
 */
export async function enrolConsoleThroughApi(baseUrl: string, token: string): Promise<string> {
  const call = async (path: string, body: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { code: number; msg: string; result: any };
    if (answer.code !== 200) throw new Error(`${path} failed: ${JSON.stringify(answer)}`);
    return answer.result;
  };
  const { secret } = (await call("/api/console/enrolment", {})) as { secret: string };
  const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
  await call("/api/console/enrolment/confirm", { code });
  return secret;
}

/**
 * An operator of the calling e2e file's own, made as a real site makes its first one: a student registers, `npm run
 * console:operator` grants the role on the server's database, and the account enrols an authenticator. Returns its
 * login token, a console session. Never the demo operator, whose codes console.test.ts types in the browser.
 */
export async function consoleOperatorThroughCli(baseUrl: string, databaseUrl: string): Promise<string> {
  const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  const token = await registerStudentThroughApi(baseUrl, phone, "Yantu#2026");
  await promisify(execFile)("npx", ["tsx", "scripts/console-operator.ts", "--phone", phone], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  await enrolConsoleThroughApi(baseUrl, token);
  return token;
}
