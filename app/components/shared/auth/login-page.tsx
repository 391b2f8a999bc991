// A whole-page login screen (mobile /mobile/login/*, desktop /login/passLogin): the same forms as the dialog,
// posting to the page itself, so failures re-render in place with the messages and what was typed.
import { Alert, Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "@remix-run/react";
import { campusLimitDialog } from "~/modules/auth/auth-messages";
import type { LoginPageActionData } from "~/modules/auth/auth-routes.server";
import type { LoginMode, LoginScreenData } from "~/modules/auth/login-dialog.server";
import {
  OrgLoginForm,
  PasswordLoginForm,
  RegisterForm,
  ResetForm,
  SmsLoginForm,
  type AuthFormProps,
} from "./auth-forms";

const titles: Record<LoginMode, string> = {
  sms: "短信登录",
  password: "密码登录",
  org: "机构登录",
  register: "注册",
  reset: "找回密码",
};

export function LoginPage({
  screen,
  redirectTo,
  actionData,
  action,
  hrefFor,
  legalBase,
}: {
  screen: LoginScreenData;
  redirectTo: string;
  actionData: LoginPageActionData | undefined;
  /** Where this page's form posts (itself, with its query). */
  action: string;
  hrefFor: (mode: LoginMode) => string;
  legalBase?: string;
}) {
  const props: AuthFormProps = {
    action,
    sendCodeAction: action,
    redirectTo,
    values: actionData?.values ?? screen.values,
    errors: actionData?.errors ?? screen.errors,
    waitSeconds: actionData?.waitSeconds ?? screen.waitSeconds,
    captcha: screen.captcha,
    schools: screen.schools,
    refreshCaptchaHref: hrefFor("password"),
    idPrefix: `page-${screen.mode}`,
    legalBase,
  };
  const formKey = JSON.stringify([screen.mode, props.errors, props.values, screen.captcha?.captchaId]);
  const isLogin = screen.mode === "sms" || screen.mode === "password" || screen.mode === "org";
  return (
    <Stack gap="md">
      <Title order={1} fz={24}>
        {titles[screen.mode]}
      </Title>
      {actionData?.limitDialog ? (
        <Alert color="orange" variant="light" role="alert" title={campusLimitDialog.title}>
          {campusLimitDialog.body}
        </Alert>
      ) : null}
      {actionData?.sent ? (
        <Text role="status" c="green.9">
          验证码已发送，请查收短信
        </Text>
      ) : null}
      {isLogin ? (
        <nav className="tab-links" aria-label="登录方式">
          {(["sms", "password", "org"] as const).map((mode) => (
            <Link key={mode} to={hrefFor(mode)} aria-current={mode === screen.mode ? "page" : undefined}>
              {titles[mode]}
            </Link>
          ))}
        </nav>
      ) : null}
      {screen.mode === "sms" ? <SmsLoginForm key={formKey} {...props} /> : null}
      {screen.mode === "password" ? <PasswordLoginForm key={formKey} {...props} /> : null}
      {screen.mode === "org" ? <OrgLoginForm key={formKey} {...props} /> : null}
      {screen.mode === "register" ? <RegisterForm key={formKey} {...props} /> : null}
      {screen.mode === "reset" ? <ResetForm key={formKey} {...props} /> : null}
      <Group justify="space-between">
        {isLogin ? (
          <>
            <Anchor component={Link} to={hrefFor("register")}>
              没有账号？立即注册
            </Anchor>
            <Anchor component={Link} to={hrefFor("reset")}>
              忘记密码
            </Anchor>
          </>
        ) : (
          <Button component={Link} to={hrefFor("sms")} variant="subtle" px={0}>
            返回登录
          </Button>
        )}
      </Group>
    </Stack>
  );
}
