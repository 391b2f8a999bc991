// The honeypot on the public forms (docs/decisions/0041), through each form's page glue on SQLite and PostgreSQL: a
// post whose hidden text field is filled is refused with 400 and honeypotMessages.refused, everything the person typed
// is put back, and nothing is stored; the same form with the inputs as the page served them goes through.
import type { AppLoadContext } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { honeypotInputProps, honeypotMessages } from "~/lib/honeypot.server";
import { peekFlash } from "~/lib/flash.server";
import { submitBookingPage } from "~/modules/appoint/booking-page.server";
import { handleLoginPagePost } from "~/modules/auth/auth-routes.server";
import { submitExperiencePlayPage } from "~/modules/experience/experience-pages.server";
import { handleFeedbackDialogPost, handleFeedbackPagePost } from "~/modules/feedback/feedback-forms.server";
import { submitWritePage } from "~/modules/square/post-pages.server";
import { insertExperience, newUser, seedDemo, type TestUser } from "./course-fixtures";

const tag = `${process.pid}-${Date.now()}`;
let ipCounter = 0;
const ip = () => `10.251.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const context = () => ({ clientIp: ip(), cspNonce: "" }) as AppLoadContext;

/** The two inputs as a bot fills them (the text field) or as the page served them (`trap` empty). */
function honeypot(trap: string): Record<string, string> {
  const props = honeypotInputProps();
  return { [props.nameFieldName]: trap, [props.validFromFieldName!]: props.encryptedValidFrom };
}

function post(url: string, fields: Record<string, string>, user?: TestUser): Request {
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
  if (user) headers.cookie = `Authorization=${user.token}`;
  return new Request(url, { method: "POST", body: new URLSearchParams(fields), headers });
}

/** What `data(...)` returns to Remix: the payload and its status. */
type Answer<T> = { data: T; init: { status: number } };
type FormAnswer = Answer<{ values: Record<string, string>; errors: Record<string, string> }>;

let student: TestUser;
let experienceId: number;

beforeAll(async () => {
  await seedDemo();
  student = await newUser("演示大学");
  experienceId = await insertExperience({ code: `honeypot-${tag}`, state: "published", title: "蜜罐测试" });
});

describe("a filled honeypot", () => {
  it("feedback, mobile page: 400 in place, what was typed kept, nothing stored; as served it goes through", async () => {
    const typed = { type: "2", phone: "qq 10086", suggestion: `蜜罐反馈 ${tag}` };
    const refused = (await handleFeedbackPagePost(
      post("http://localhost/mobile/user/feedback", { ...typed, ...honeypot("http://spam.example") }),
      context(),
    )) as unknown as FormAnswer;
    expect(refused.init.status).toBe(400);
    expect(refused.data.errors).toEqual({ "": honeypotMessages.refused });
    expect(refused.data.values).toEqual(typed);
    const stored = () => db.selectFrom("feedback").select("id").where("suggestion", "=", typed.suggestion).execute();
    expect(await stored()).toHaveLength(0);

    const accepted = await handleFeedbackPagePost(
      post("http://localhost/mobile/user/feedback", { ...typed, ...honeypot("") }),
      context(),
    );
    expect((accepted as Response).status).toBe(302);
    expect(await stored()).toHaveLength(1);
  });

  it("feedback, desktop dialog: back to the page with the dialog open, the message and the values in the flash", async () => {
    const typed = { type: "1", phone: "a@b.cn", suggestion: `对话框蜜罐 ${tag}` };
    const response = await handleFeedbackDialogPost(
      post("http://localhost/feedback", { redirectTo: "/course?type=2", ...typed, ...honeypot("spam") }),
      context(),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/course?type=2&feedback=1");
    const cookie = response.headers.get("set-cookie")!.split(";")[0]!;
    const flash = await peekFlash(new Request("http://localhost/", { headers: { cookie } }));
    expect(flash.form).toMatchObject({ form: "feedback", errors: { "": honeypotMessages.refused }, values: typed });
  });

  it("registration (and its 获取验证码 without JavaScript): 400 in place with the phone kept", async () => {
    const typed = { phoneNumber: "13712345678", phoneCaptcha: "123456", phoneCaptchaId: "x", nickname: "蜜罐" };
    for (const extra of [{}, { _intent: "send-code" }] as Record<string, string>[]) {
      const answer = (await handleLoginPagePost(
        "register",
        post("http://localhost/mobile/login/register", {
          ...typed,
          password: "Yantu#2026x",
          ...extra,
          ...honeypot("1"),
        }),
        context(),
        { fallback: "/mobile/", afterReset: "/mobile/login" },
      )) as unknown as FormAnswer;
      expect(answer.init.status).toBe(400);
      expect(answer.data.errors).toEqual({ "": honeypotMessages.refused });
      expect(answer.data.values).toMatchObject({ phoneNumber: typed.phoneNumber });
      expect(answer.data.values.password).toBeUndefined();
    }
  });

  it("booking: 400 in place with every field kept, no appointment", async () => {
    const typed = {
      name: "林同学",
      phone: "13912345678",
      subject: "计算机科学与技术（408）",
      preferredTime: "工作日晚上",
      question: "二战该如何安排专业课复习？",
    };
    const answer = (await submitBookingPage(
      post("http://localhost/booking", { intent: "book", ...typed, ...honeypot("x") }, student),
    )) as unknown as FormAnswer;
    expect(answer.init.status).toBe(400);
    expect(answer.data.errors).toEqual({ "": honeypotMessages.refused });
    expect(answer.data.values).toEqual({ ...typed, smsReply: "" });
    expect(await db.selectFrom("appointments").select("id").where("user_id", "=", student.id).execute()).toEqual([]);
  });

  it("a comment: 400 with the message by the text, the text kept, no comment", async () => {
    const typed = { body: `蜜罐评论 ${tag}`, replyTo: "" };
    const answer = (await submitExperiencePlayPage(
      post(
        `http://localhost/square/experPlay?id=${experienceId}`,
        { intent: "comment", ...typed, ...honeypot("x") },
        student,
      ),
      context(),
    )) as unknown as FormAnswer;
    expect(answer.init.status).toBe(400);
    expect(answer.data.errors).toEqual({ body: honeypotMessages.refused });
    expect(answer.data.values).toEqual(typed);
    const rows = await db.selectFrom("experience_comments").select("id").where("experience_id", "=", experienceId);
    expect(await rows.execute()).toEqual([]);
  });

  it("a square post: 400 with the title and body kept, nothing saved", async () => {
    const typed = { title: `蜜罐文章 ${tag}`, category: "math", body: "正文".repeat(30), tag1: "数学" };
    const answer = (await submitWritePage(
      post("http://localhost/square/write", { intent: "publish", ...typed, ...honeypot("x") }, student),
      context(),
    )) as unknown as FormAnswer;
    expect(answer.init.status).toBe(400);
    expect(answer.data.errors).toEqual({ "": honeypotMessages.refused });
    expect(answer.data.values).toMatchObject(typed);
    expect(await db.selectFrom("experiences").select("id").where("title", "=", typed.title).execute()).toEqual([]);
  });
});
