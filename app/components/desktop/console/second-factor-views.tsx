// The two steps into the console (issue 25): 控制台验证 (a code from the authenticator or a recovery code) and 绑定验证器
// (a QR code and the secret to type in, a first code, then the ten recovery codes shown once). Real forms: without
// JavaScript they post and the server answers with the page and its message; with JavaScript the same zod schema
// checks them first.
import { Alert, Button, Stack, Text, TextInput } from "@mantine/core";
import { Form, Link } from "@remix-run/react";
import { useValidatedForm } from "~/components/shared/use-validated-form";
import { consoleEnrolSchema, consoleSignInSchema } from "~/modules/console/console-schemas";
import type { ConsoleEnrolResult, SecondFactorFormResult } from "~/modules/console/console-sign-in-pages.server";
import "./console.css";

export function ConsoleSignInView({
  recoveryCodesLeft,
  result,
}: {
  recoveryCodesLeft: number;
  result?: SecondFactorFormResult;
}) {
  const { onSubmit, field } = useValidatedForm(consoleSignInSchema, ["code"], { errors: result?.errors });
  return (
    <Form method="post" onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text>
          为保护学校与用户的数据，进入控制台前请输入验证器（如 Google Authenticator、Microsoft Authenticator）中的 6
          位数字。
        </Text>
        <TextInput
          {...field("code")}
          id="console-code"
          label="验证码"
          description={`手机不在身边时，可以输入一个恢复码（还剩 ${recoveryCodesLeft} 个，每个只能用一次）`}
          autoComplete="one-time-code"
          autoFocus
          maxLength={20}
          required
        />
        <Button type="submit">验证并进入控制台</Button>
      </Stack>
    </Form>
  );
}

export function ConsoleEnrolView({
  enrolment,
  next,
  result,
}: {
  enrolment: { secret: string; qrSvg: string } | null;
  next: string;
  result?: ConsoleEnrolResult;
}) {
  if (result?.done) return <RecoveryCodes codes={result.recoveryCodes} next={result.next} />;
  if (!enrolment)
    return (
      <Stack gap="md">
        <Text>您已绑定验证器。</Text>
        <Link to={next}>进入控制台</Link>
      </Stack>
    );
  return <EnrolForm secret={enrolment.secret} qrSvg={enrolment.qrSvg} result={result} />;
}

function EnrolForm({ secret, qrSvg, result }: { secret: string; qrSvg: string; result?: ConsoleEnrolResult }) {
  const errors = result && !result.done ? result.errors : undefined;
  const { onSubmit, field } = useValidatedForm(consoleEnrolSchema, ["code"], { errors });
  return (
    <Stack gap="md">
      <Text>
        控制台需要第二重验证。请在手机上安装验证器应用（如 Google Authenticator、Microsoft
        Authenticator），扫描下面的二维码添加研途账号，再输入它显示的 6 位数字。
      </Text>
      <figure className="console-qr">
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG the qrcode library drew from our own otpauth URI */}
        <div role="img" aria-label="绑定验证器的二维码" dangerouslySetInnerHTML={{ __html: qrSvg }} />
        <figcaption>
          无法扫码时，在验证器中手动输入密钥：<span className="console-secret">{secret}</span>
        </figcaption>
      </figure>
      <Form method="post" onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            {...field("code")}
            id="console-enrol-code"
            label="验证器中的 6 位数字"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
          />
          <Button type="submit" name="intent" value="confirm">
            绑定并进入控制台
          </Button>
        </Stack>
      </Form>
      <Form method="post">
        <Button type="submit" name="intent" value="restart" variant="subtle" size="compact-sm">
          换一个二维码
        </Button>
      </Form>
    </Stack>
  );
}

function RecoveryCodes({ codes, next }: { codes: string[]; next: string }) {
  return (
    <Stack gap="md">
      <Alert
        color="green"
        variant="light"
        title="验证器已绑定"
        role="status"
        styles={{ title: { color: "var(--mantine-color-green-9)" } }}
      >
        下面是 10
        个恢复码。手机丢失或更换时，每个恢复码可代替验证码使用一次。它们只在这里显示这一次，请现在抄下或保存到安全的地方。
      </Alert>
      <ol className="console-codes" aria-label="恢复码">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Link to={next}>我已保存恢复码，进入控制台</Link>
    </Stack>
  );
}
