// The five accounts forms (SMS login, password login, organisation login, register, reset), shared by the desktop
// login dialog and the mobile login pages. Each is a plain POST form with the spec's field names; with JavaScript
// the same zod schema validates as you type and the send-code button counts down in place.
import {
  Alert,
  Anchor,
  Button,
  Group,
  Image,
  NativeSelect,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { Form, Link } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import {
  orgLoginSchema,
  passwordLoginSchema,
  passwordResetSchema,
  registerSchema,
  smsLoginSchema,
} from "~/modules/auth/account-schemas";
import { useValidatedForm } from "../use-validated-form";

export interface AuthFormProps {
  /** Where the form posts. */
  action: string;
  /** Where the send-code button posts when JavaScript is off (it keeps what was typed). */
  sendCodeAction?: string;
  redirectTo?: string;
  values?: Record<string, string>;
  errors?: Record<string, string>;
  /** Seconds before another SMS may be sent to the typed phone (server-rendered countdown). */
  waitSeconds?: number;
  captcha?: { captchaId: string; captcha: string } | null;
  schools?: Array<{ id: number; name: string }>;
  /** Where "换一张" reloads the captcha without JavaScript. */
  refreshCaptchaHref?: string;
  idPrefix: string;
  /** Where the legal pages live for this tree ("/mobile/legal" on phones). */
  legalBase?: string;
}

function FormLevelError({ errors }: { errors?: Record<string, string> }) {
  const message = errors?.[""];
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" title="操作未成功">
      {message}
    </Alert>
  );
}

function Hidden({ name, value }: { name: string; value?: string }) {
  return value === undefined ? null : <input type="hidden" name={name} value={value} />;
}

const SEND_CODE_LABEL = "获取验证码";

/** Sends the SMS code. With JavaScript: fetches in place and counts down; without: posts the form to sendCodeAction. */
function SendCodeButton({
  sendCodeAction,
  waitSeconds = 0,
  phoneInputId,
  onError,
  onSent,
}: {
  sendCodeAction?: string;
  waitSeconds?: number;
  phoneInputId: string;
  onError: (message: string | null) => void;
  onSent: (captchaId: string) => void;
}) {
  const [left, setLeft] = useState(waitSeconds);
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval>>();

  useEffect(() => setLeft(waitSeconds), [waitSeconds]);
  // One interval per countdown, not one per tick.
  const counting = left > 0;
  useEffect(() => {
    if (!counting) return;
    timer.current = setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(timer.current);
  }, [counting]);

  const send = async (event: React.MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    const phone = (document.getElementById(phoneInputId) as HTMLInputElement | null)?.value.trim() ?? "";
    if (!phone) return; // spec: sending does nothing while the phone number is empty
    setSending(true);
    try {
      const response = await fetch(`/api/System/send-captcha?phoneNumber=${encodeURIComponent(phone)}`, {
        headers: { Accept: "application/json" },
      });
      const body = (await response.json()) as { code: number; msg: string; result: unknown };
      if (body.code === 200 && typeof body.result === "string") {
        onSent(body.result);
        onError(null);
        setLeft(60);
      } else {
        onError(body.msg || "数据响应异常");
        const retry = (body.result as { retryAfterSeconds?: number } | null)?.retryAfterSeconds;
        if (retry) setLeft(retry);
      }
    } catch {
      onError("网络异常，请稍后再试");
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      type="submit"
      variant="outline"
      formAction={sendCodeAction}
      formNoValidate
      name="_intent"
      value="send-code"
      disabled={counting}
      loading={sending}
      onClick={send}
      miw={112}
      aria-live="polite"
    >
      {counting ? `${left} s` : SEND_CODE_LABEL}
    </Button>
  );
}

/** Phone + SMS code rows, used by the SMS login, register and reset forms. */
function PhoneAndCode({ props, validated }: { props: AuthFormProps; validated: ReturnType<typeof useValidatedForm> }) {
  const { field, form } = validated;
  const codeError = field("phoneCaptchaId").error;
  const [sendError, setSendError] = useState<string | null>(null);
  // Controlled: a hidden input's value follows its value attribute, so React must own it to keep it across renders.
  const [captchaId, setCaptchaIdValue] = useState(props.values?.phoneCaptchaId ?? "");
  const phoneId = `${props.idPrefix}-phone`;
  const phone = field("phoneNumber");
  const code = field("phoneCaptcha");
  return (
    <>
      <TextInput
        {...phone}
        id={phoneId}
        error={sendError ?? phone.error}
        label="手机号"
        placeholder="请输入手机号"
        // type="text", not "tel": the HTML standard allows only the field name "tel" on a telephone input;
        // "tel-national" (the number without +86, which is what the 11 digits are) belongs to text inputs. inputMode
        // still brings up the digit keypad.
        type="text"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={11}
        required
      />
      <input type="hidden" name="phoneCaptchaId" value={captchaId} />
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          {...code}
          error={code.error ?? codeError}
          id={`${props.idPrefix}-phone-captcha`}
          label="短信验证码"
          placeholder="请输入短信验证码"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          style={{ flex: 1 }}
        />
        <div style={{ paddingTop: 25 }}>
          <SendCodeButton
            sendCodeAction={props.sendCodeAction}
            waitSeconds={props.waitSeconds}
            phoneInputId={phoneId}
            onError={setSendError}
            onSent={(id) => {
              setCaptchaIdValue(id);
              form.clearFieldError("phoneCaptchaId");
            }}
          />
        </div>
      </Group>
    </>
  );
}

function FormFrame({
  props,
  onSubmit,
  children,
  submitLabel,
}: {
  props: AuthFormProps;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  submitLabel: string;
}) {
  return (
    <Form method="post" action={props.action} onSubmit={onSubmit} noValidate preventScrollReset>
      <Stack gap="sm">
        <FormLevelError errors={props.errors} />
        <Hidden name="redirectTo" value={props.redirectTo} />
        {children}
        <Button type="submit" size="md" fullWidth mt="xs">
          {submitLabel}
        </Button>
      </Stack>
    </Form>
  );
}

export function SmsLoginForm(props: AuthFormProps) {
  const validated = useValidatedForm(smsLoginSchema, ["phoneNumber", "phoneCaptcha", "phoneCaptchaId"], props);
  return (
    <FormFrame props={props} onSubmit={validated.onSubmit} submitLabel="登录">
      <PhoneAndCode props={props} validated={validated} />
    </FormFrame>
  );
}

export function PasswordLoginForm(props: AuthFormProps) {
  const { onSubmit, field } = useValidatedForm(
    passwordLoginSchema,
    ["phoneNumber", "password", "captcha", "captchaId"],
    props,
  );
  return (
    <FormFrame props={props} onSubmit={onSubmit} submitLabel="登录">
      <TextInput
        {...field("phoneNumber")}
        id={`${props.idPrefix}-phone`}
        label="手机号"
        placeholder="请输入手机号"
        // The phone number is the account name here ("username" pairs it with the password for password managers);
        // the HTML standard allows "username" on text and e-mail inputs, not on type="tel".
        type="text"
        inputMode="numeric"
        autoComplete="username"
        maxLength={11}
        required
      />
      <PasswordInput
        {...field("password")}
        id={`${props.idPrefix}-password`}
        label="密码"
        placeholder="请输入密码"
        autoComplete="current-password"
        required
      />
      <CaptchaRow props={props} field={field} />
    </FormFrame>
  );
}

function CaptchaRow({ props, field }: { props: AuthFormProps; field: ReturnType<typeof useValidatedForm>["field"] }) {
  const [captcha, setCaptcha] = useState(props.captcha ?? null);
  useEffect(() => setCaptcha(props.captcha ?? null), [props.captcha]);
  const refresh = async (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    try {
      const response = await fetch("/api/System/image-captcha", { headers: { Accept: "application/json" } });
      const body = (await response.json()) as { code: number; result: { captchaId: string; captcha: string } };
      if (body.code === 200) setCaptcha(body.result);
    } catch {
      window.location.assign(props.refreshCaptchaHref ?? window.location.href);
    }
  };
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        {...field("captcha")}
        id={`${props.idPrefix}-captcha`}
        label="图形验证码"
        placeholder="请输入图形验证码"
        autoComplete="off"
        maxLength={8}
        required
        style={{ flex: 1 }}
      />
      <input type="hidden" name="captchaId" value={captcha?.captchaId ?? ""} />
      <Stack gap={0} align="center">
        {captcha ? (
          <Image src={captcha.captcha} alt="图形验证码，看不清可点“换一张”" w={120} h={40} fit="contain" />
        ) : (
          <Text size="sm">验证码加载失败</Text>
        )}
        <Anchor href={props.refreshCaptchaHref ?? "?"} size="sm" onClick={refresh} underline="always">
          换一张
        </Anchor>
      </Stack>
    </Group>
  );
}

/** A native select (works without JavaScript) of the schools, with an empty first choice that asks for one. */
function SchoolSelect({
  schools = [],
  label,
  ...input
}: { schools?: Array<{ id: number; name: string }>; label: "学校" | "机构" } & Omit<
  React.ComponentProps<typeof NativeSelect>,
  "data" | "label"
>) {
  return (
    <NativeSelect
      {...input}
      label={label}
      required
      data={[
        { value: "", label: `请选择${label}` },
        ...schools.map((school) => ({ value: String(school.id), label: school.name })),
      ]}
    />
  );
}

export function OrgLoginForm(props: AuthFormProps) {
  const { onSubmit, field } = useValidatedForm(orgLoginSchema, ["orgId", "orgCode"], props);
  return (
    <FormFrame props={props} onSubmit={onSubmit} submitLabel="登录">
      <SchoolSelect {...field("orgId")} id={`${props.idPrefix}-org`} label="机构" schools={props.schools} />
      <PasswordInput
        {...field("orgCode")}
        id={`${props.idPrefix}-org-code`}
        label="机构注册码"
        placeholder="请输入机构注册码"
        autoComplete="off"
        required
      />
    </FormFrame>
  );
}

const PASSWORD_HINT = "至少 8 位，须包含大写字母、小写字母、数字和特殊符号";

export function RegisterForm(props: AuthFormProps) {
  const validated = useValidatedForm(
    registerSchema,
    ["schoolId", "phoneNumber", "password", "phoneCaptcha", "phoneCaptchaId"],
    props,
  );
  const { onSubmit, field } = validated;
  return (
    <FormFrame props={props} onSubmit={onSubmit} submitLabel="注册并登录">
      <SchoolSelect {...field("schoolId")} id={`${props.idPrefix}-school`} label="学校" schools={props.schools} />
      <PhoneAndCode props={props} validated={validated} />
      <PasswordInput
        {...field("password")}
        id={`${props.idPrefix}-password`}
        label="密码"
        description={PASSWORD_HINT}
        placeholder="请设置密码"
        autoComplete="new-password"
        required
      />
      <Text size="sm" c="gray.7">
        注册即表示您同意
        <Anchor component={Link} to={props.legalBase ? `${props.legalBase}/userAgreement` : "/legal/userAgreement"}>
          《用户协议》
        </Anchor>
        和
        <Anchor component={Link} to={props.legalBase ? `${props.legalBase}/userPrivacy` : "/legal/userPrivacy"}>
          《隐私政策》
        </Anchor>
      </Text>
    </FormFrame>
  );
}

export function ResetForm(props: AuthFormProps) {
  const validated = useValidatedForm(
    passwordResetSchema,
    ["phoneNumber", "phoneCaptcha", "phoneCaptchaId", "password1", "password2"],
    props,
  );
  const { onSubmit, field } = validated;
  return (
    <FormFrame props={props} onSubmit={onSubmit} submitLabel="重置密码">
      <PhoneAndCode props={props} validated={validated} />
      <PasswordInput
        {...field("password1")}
        id={`${props.idPrefix}-password1`}
        label="新密码"
        description={PASSWORD_HINT}
        placeholder="请输入新密码"
        autoComplete="new-password"
        required
      />
      <PasswordInput
        {...field("password2")}
        id={`${props.idPrefix}-password2`}
        label="确认新密码"
        placeholder="请再次输入新密码"
        autoComplete="new-password"
        required
      />
    </FormFrame>
  );
}
