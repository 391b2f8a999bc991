// The desktop login dialog (640 px): SMS login (default), password login and organisation login as tabs, with
// register and forgot-password screens. Its state is the `login` query parameter, so the server renders it open
// and every step works without JavaScript; forms post to /auth/<form> and come back here on failure.
import { Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { Link, useLocation } from "@remix-run/react";
import { hrefWith } from "~/lib/url-state";
import { campusLimitDialog } from "~/modules/auth/auth-messages";
import type { LoginScreenData } from "~/modules/auth/login-dialog.server";
import {
  OrgLoginForm,
  PasswordLoginForm,
  RegisterForm,
  ResetForm,
  SmsLoginForm,
  type AuthFormProps,
} from "../shared/auth/auth-forms";
import { DialogFrame } from "../shared/dialog-frame";

const tabs = [
  { mode: "sms", label: "短信登录" },
  { mode: "password", label: "密码登录" },
  { mode: "org", label: "机构登录" },
] as const;

const titles = { sms: "登录", password: "登录", org: "登录", register: "注册", reset: "找回密码" } as const;

export function LoginDialog({ screen }: { screen: LoginScreenData }) {
  const location = useLocation();
  const href = (mode: string | null) => hrefWith(location, { login: mode });
  const closeHref = href(null);
  const props: AuthFormProps = {
    action: `/auth/${screen.mode}`,
    sendCodeAction: "/auth/send-code",
    redirectTo: href(screen.mode),
    values: screen.values,
    errors: screen.errors,
    waitSeconds: screen.waitSeconds,
    captcha: screen.captcha,
    schools: screen.schools,
    refreshCaptchaHref: href("password"),
    idPrefix: `login-${screen.mode}`,
  };
  // Keyed by the submission's outcome so a re-rendered form starts from the server's values and messages.
  const formKey = JSON.stringify([screen.mode, screen.errors, screen.values, screen.captcha?.captchaId]);

  if (screen.limitDialog) {
    return (
      <DialogFrame title={campusLimitDialog.title} closeHref={closeHref}>
        <Stack gap="md">
          <Text>{campusLimitDialog.body}</Text>
          <Group justify="flex-end">
            <Button component={Link} to={href("register")} variant="default" preventScrollReset>
              返回注册
            </Button>
            <Button component={Link} to={href("sms")} preventScrollReset>
              去登录
            </Button>
          </Group>
        </Stack>
      </DialogFrame>
    );
  }

  return (
    <DialogFrame title={titles[screen.mode]} closeHref={closeHref}>
      {screen.mode === "sms" || screen.mode === "password" || screen.mode === "org" ? (
        <>
          <nav className="tab-links" aria-label="登录方式">
            {tabs.map((tab) => (
              <Link
                key={tab.mode}
                to={href(tab.mode)}
                aria-current={tab.mode === screen.mode ? "page" : undefined}
                preventScrollReset
              >
                {tab.label}
              </Link>
            ))}
          </nav>
          {screen.mode === "sms" ? <SmsLoginForm key={formKey} {...props} /> : null}
          {screen.mode === "password" ? <PasswordLoginForm key={formKey} {...props} /> : null}
          {screen.mode === "org" ? <OrgLoginForm key={formKey} {...props} /> : null}
          <Group justify="space-between" mt="md">
            <Anchor component={Link} to={href("register")} preventScrollReset>
              没有账号？立即注册
            </Anchor>
            <Anchor component={Link} to={href("reset")} preventScrollReset>
              忘记密码
            </Anchor>
          </Group>
        </>
      ) : null}
      {screen.mode === "register" ? (
        <>
          <Text size="sm" c="gray.7" mb="sm">
            注册需要连接所选学校的校园网。
          </Text>
          <RegisterForm key={formKey} {...props} />
        </>
      ) : null}
      {screen.mode === "reset" ? <ResetForm key={formKey} {...props} /> : null}
      {screen.mode === "register" || screen.mode === "reset" ? (
        <Group justify="center" mt="md">
          <Anchor component={Link} to={href("sms")} preventScrollReset>
            返回登录
          </Anchor>
        </Group>
      ) : null}
    </DialogFrame>
  );
}
