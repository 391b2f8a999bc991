// Logs the demo student in the way tests/e2e/account-pages.test.ts does: an image captcha from the API, its answer
// from the console SMS provider's dev inbox (/__dev/inbox.json), then the password login. The token it returns is
// what the browser keeps in the `Authorization` cookie and API clients send as a bearer header.

async function readJson(response: Response, what: string): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`${what}: HTTP ${response.status}, not JSON: ${text.slice(0, 200)}`);
  }
}

export async function logIn(baseUrl: string, phoneNumber: string, password: string): Promise<string> {
  const captcha = (await readJson(await fetch(`${baseUrl}/api/System/image-captcha`), "image captcha")) as {
    result?: { captchaId?: string };
  };
  const captchaId = captcha.result?.captchaId;
  if (!captchaId) throw new Error(`image captcha: no captchaId in ${JSON.stringify(captcha).slice(0, 200)}`);

  const inboxResponse = await fetch(`${baseUrl}/__dev/inbox.json`);
  if (inboxResponse.status === 404)
    throw new Error("the dev inbox is off: the server must run with SMS_PROVIDER=console");
  const inbox = (await readJson(inboxResponse, "dev inbox")) as {
    captcha?: Array<{ captchaId: string; answer: string }>;
  };
  const answer = inbox.captcha?.find((entry) => entry.captchaId === captchaId)?.answer;
  if (!answer) throw new Error(`the dev inbox has no answer for captcha ${captchaId}`);

  const login = (await readJson(
    await fetch(`${baseUrl}/api/User/password-login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ phoneNumber, password, captchaId, captcha: answer }),
    }),
    "password login",
  )) as { code?: number; msg?: string; result?: { accessToken?: string } };
  const token = login.result?.accessToken;
  if (login.code !== 200 || !token)
    throw new Error(`password login of ${phoneNumber} failed: ${login.code} ${login.msg ?? ""}`);
  return token;
}
