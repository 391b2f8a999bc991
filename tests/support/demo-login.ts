// Logs a demo account in through the public API the way a client does: fetch an image captcha, read its answer from
// the dev inbox (/__dev/inbox.json, present while SMS_PROVIDER=console), post the password login. Used by e2e tests,
// the audit and the benchmarks against a running server.
import { readInbox } from "./dev-inbox";

const DEMO_STUDENT = { phoneNumber: "13800000001", password: "Yantu#2026" } as const;

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
 * Registers a fresh student of 演示大学 through the API, the way the register dialog does on the campus network
 * (127.0.0.1 is 演示大学's): SMS code from the dev inbox, then POST /api/User/register. Returns the session token.
 */
export async function registerStudentThroughApi(
  baseUrl: string,
  phoneNumber: string,
  password: string,
): Promise<string> {
  const schools = (await (await fetch(`${baseUrl}/api/System/schools`)).json()).result.items as Array<{
    id: number;
    name: string;
  }>;
  const schoolId = schools.find((school) => school.name === "演示大学")?.id;
  const sent = (await (await fetch(`${baseUrl}/api/System/send-captcha?phoneNumber=${phoneNumber}`)).json()) as {
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
      headers: { "content-type": "application/json" },
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
