// 换绑手机 (/user/modifyNumber, /mobile/user/modifyNumber; docs/decisions/0025): step 1 proves the current number,
// step 2 binds the new one. Every button is a submit with its `intent`, so the page works without JavaScript: 获取验证码
// comes back with the code id in a hidden field and the resend countdown; with JavaScript the countdown ticks.
import { Alert, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { Form } from "@remix-run/react";
import { useEffect, useState, type FormEvent } from "react";
import { verifyNewPhoneSchema, verifyOldPhoneSchema } from "~/modules/auth/phone-change-schemas";
import type { PhoneChangeFormResult } from "~/modules/user/phone-change-pages.server";
import { useValidatedForm } from "../use-validated-form";
import "./settings.css";

export interface PhoneChangePageData {
  refused: string | null;
  phone: string | null;
  step: "old" | "new";
  minutesLeft: number;
  waitSeconds: number;
}

/** 获取验证码 as a submit button: counts down (server-rendered, ticking with JavaScript) while a resend is refused. */
function SendCodeButton({
  intent,
  waitSeconds,
  touch,
}: {
  intent: "send-old" | "send-new";
  waitSeconds: number;
  touch: boolean;
}) {
  const [left, setLeft] = useState(waitSeconds);
  useEffect(() => setLeft(waitSeconds), [waitSeconds]);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return (
    <Button
      type="submit"
      name="intent"
      value={intent}
      variant="outline"
      formNoValidate
      disabled={left > 0}
      size={touch ? "lg" : "sm"}
      miw={120}
    >
      {left > 0 ? `${left} 秒后可重发` : "获取验证码"}
    </Button>
  );
}

/** Checks the form only when it verifies: 获取验证码 and 取消 post without the code. */
function onlyWhenVerifying(intent: string, onSubmit: (event: FormEvent<HTMLFormElement>) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === intent) onSubmit(event);
  };
}

/** Enter in a field submits the form's first button: this one, so it verifies rather than sending another code. */
function ImplicitSubmit({ intent }: { intent: string }) {
  return (
    <button type="submit" name="intent" value={intent} className="implicit-submit" tabIndex={-1} aria-hidden="true" />
  );
}

function FormError({ message }: { message?: string }) {
  return message ? (
    <Alert color="red" variant="light" role="alert" title="操作未成功">
      {message}
    </Alert>
  ) : null;
}

function SentNotice({ to }: { to: string | null }) {
  return to ? (
    <Text size="sm" c="gray.8" aria-live="polite">
      验证码已发送至 {to}，5 分钟内有效。
    </Text>
  ) : null;
}

function OldPhoneStep({
  data,
  result,
  touch,
}: {
  data: PhoneChangePageData;
  result?: PhoneChangeFormResult;
  touch: boolean;
}) {
  const own = result && (result.intent === "send-old" || result.intent === "verify-old") ? result : undefined;
  const { onSubmit, field } = useValidatedForm(verifyOldPhoneSchema, ["phoneCaptcha", "phoneCaptchaId"], {
    values: own?.values,
    errors: own?.errors,
  });
  const codeError = field("phoneCaptcha").error ?? field("phoneCaptchaId").error;
  return (
    <section className="settings-section" aria-labelledby="phone-old-title">
      <h2 id="phone-old-title">第一步：验证原手机号</h2>
      <Form method="post" onSubmit={onlyWhenVerifying("verify-old", onSubmit)} noValidate preventScrollReset>
        <ImplicitSubmit intent="verify-old" />
        <Stack gap="sm">
          <FormError message={own?.errors[""]} />
          <Text>
            当前绑定的手机号：<strong>{data.phone}</strong>
          </Text>
          <input type="hidden" name="phoneCaptchaId" value={own?.values.phoneCaptchaId ?? ""} />
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              {...field("phoneCaptcha")}
              error={codeError}
              id="phone-old-code"
              label="短信验证码"
              description="先点「获取验证码」，验证码将发送到原手机号"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              size={touch ? "lg" : "sm"}
              style={{ flex: 1 }}
            />
            <SendCodeButton intent="send-old" waitSeconds={own?.waitSeconds || data.waitSeconds} touch={touch} />
          </Group>
          <SentNotice to={own?.sentTo ?? null} />
          <Button
            type="submit"
            name="intent"
            value="verify-old"
            w={touch ? undefined : "fit-content"}
            fullWidth={touch}
            size={touch ? "lg" : "sm"}
          >
            下一步
          </Button>
        </Stack>
      </Form>
    </section>
  );
}

function NewPhoneStep({
  data,
  result,
  touch,
}: {
  data: PhoneChangePageData;
  result?: PhoneChangeFormResult;
  touch: boolean;
}) {
  const own =
    result && (result.intent === "send-new" || result.intent === "verify-new" || result.intent === "cancel")
      ? result
      : undefined;
  const { onSubmit, field } = useValidatedForm(
    verifyNewPhoneSchema,
    ["phoneNumber", "phoneCaptcha", "phoneCaptchaId"],
    {
      values: own?.values,
      errors: own?.errors,
    },
  );
  const codeError = field("phoneCaptcha").error ?? field("phoneCaptchaId").error;
  return (
    <section className="settings-section" aria-labelledby="phone-new-title">
      <h2 id="phone-new-title">第二步：绑定新手机号</h2>
      <Form method="post" onSubmit={onlyWhenVerifying("verify-new", onSubmit)} noValidate preventScrollReset>
        <ImplicitSubmit intent="verify-new" />
        <Stack gap="sm">
          <FormError message={own?.errors[""]} />
          <Text size="sm" c="gray.8">
            原手机号 {data.phone} 已验证，请在 {data.minutesLeft} 分钟内完成绑定。更换后，其他设备上的登录将全部失效。
          </Text>
          <TextInput
            {...field("phoneNumber")}
            id="phone-new-number"
            label="新手机号"
            type="text"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={11}
            size={touch ? "lg" : "sm"}
          />
          <input type="hidden" name="phoneCaptchaId" value={own?.values.phoneCaptchaId ?? ""} />
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              {...field("phoneCaptcha")}
              error={codeError}
              id="phone-new-code"
              label="短信验证码"
              description="验证码将发送到新手机号"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              size={touch ? "lg" : "sm"}
              style={{ flex: 1 }}
            />
            <SendCodeButton intent="send-new" waitSeconds={own?.waitSeconds ?? 0} touch={touch} />
          </Group>
          <SentNotice to={own?.sentTo ?? null} />
          <Group gap="sm">
            <Button type="submit" name="intent" value="verify-new" size={touch ? "lg" : "sm"} fullWidth={touch}>
              确认更换
            </Button>
            <Button
              type="submit"
              name="intent"
              value="cancel"
              variant="default"
              formNoValidate
              size={touch ? "lg" : "sm"}
              fullWidth={touch}
            >
              取消
            </Button>
          </Group>
        </Stack>
      </Form>
    </section>
  );
}

export function PhoneChangeView({
  data,
  result,
  touch = false,
}: {
  data: PhoneChangePageData;
  result?: PhoneChangeFormResult;
  touch?: boolean;
}) {
  if (data.refused) {
    return (
      <Alert color="gray" variant="light" title="无法换绑">
        {data.refused}
      </Alert>
    );
  }
  const key = JSON.stringify([data.step, result?.intent, result?.errors, result?.values]);
  return (
    <div className={touch ? "settings-sections settings-page--mobile" : "settings-sections"} key={key}>
      {data.step === "old" ? (
        <OldPhoneStep data={data} result={result} touch={touch} />
      ) : (
        <NewPhoneStep data={data} result={result} touch={touch} />
      )}
    </div>
  );
}
