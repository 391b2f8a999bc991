// The account settings forms: nickname, avatar upload, password change. Plain forms that post to the page.
import { Alert, Button, PasswordInput, Stack, TextInput, Title } from "@mantine/core";
import { Form } from "@remix-run/react";
import { editInfoSchema, passwordModifySchema } from "~/modules/auth/account-schemas";
import type { AccountFormResult } from "~/modules/user/account-settings.server";
import type { UserInfo } from "~/modules/user/user.server";
import { useValidatedForm } from "./use-validated-form";

function FormError({ message }: { message?: string }) {
  return message ? (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  ) : null;
}

export function ProfileForms({ info, result }: { info: UserInfo; result?: AccountFormResult }) {
  const nicknameResult = result?.intent === "nickname" ? result : undefined;
  const avatarResult = result?.intent === "avatar" ? result : undefined;
  const { onSubmit, field } = useValidatedForm(editInfoSchema.required({ nickname: true }), ["nickname"], {
    values: nicknameResult?.values ?? { nickname: info.nickname },
    errors: nicknameResult?.errors,
  });
  return (
    <Stack gap="xl">
      <section aria-labelledby="nickname-title">
        <Title order={2} fz="lg" id="nickname-title" mb="sm">
          昵称
        </Title>
        <Form method="post" onSubmit={onSubmit} noValidate>
          <Stack gap="sm" maw={420}>
            <FormError message={nicknameResult?.errors[""]} />
            <input type="hidden" name="intent" value="nickname" />
            <TextInput {...field("nickname")} id="nickname" label="昵称" maxLength={20} required />
            <Button type="submit" w="fit-content">
              保存昵称
            </Button>
          </Stack>
        </Form>
      </section>
      <section aria-labelledby="avatar-title">
        <Title order={2} fz="lg" id="avatar-title" mb="sm">
          头像
        </Title>
        <Form method="post" encType="multipart/form-data">
          <Stack gap="sm" maw={420}>
            <FormError message={avatarResult?.errors[""]} />
            <input type="hidden" name="intent" value="avatar" />
            <label className="file-field">
              <span>选择图片（PNG、JPEG、GIF 或 WebP，不超过 2 MB）</span>
              <input
                type="file"
                name="file"
                accept="image/png,image/jpeg,image/gif,image/webp"
                required
                aria-invalid={avatarResult?.errors.file ? true : undefined}
                aria-describedby={avatarResult?.errors.file ? "avatar-error" : undefined}
              />
            </label>
            {avatarResult?.errors.file ? (
              <p id="avatar-error" className="field-error">
                {avatarResult.errors.file}
              </p>
            ) : null}
            <Button type="submit" w="fit-content">
              上传头像
            </Button>
          </Stack>
        </Form>
      </section>
    </Stack>
  );
}

export function PasswordForm({ result }: { result?: AccountFormResult }) {
  const own = result?.intent === "password" ? result : undefined;
  const { onSubmit, field } = useValidatedForm(passwordModifySchema, ["oldPassword", "password1", "password2"], {
    errors: own?.errors,
  });
  return (
    <section aria-labelledby="password-title">
      <Title order={2} fz="lg" id="password-title" mb="sm">
        修改密码
      </Title>
      <Form method="post" onSubmit={onSubmit} noValidate>
        <Stack gap="sm" maw={420}>
          <FormError message={own?.errors[""]} />
          <input type="hidden" name="intent" value="password" />
          <PasswordInput
            {...field("oldPassword")}
            id="old-password"
            label="原密码"
            autoComplete="current-password"
            required
          />
          <PasswordInput
            {...field("password1")}
            id="new-password"
            label="新密码"
            description="至少 8 位，须包含大写字母、小写字母、数字和特殊符号"
            autoComplete="new-password"
            required
          />
          <PasswordInput
            {...field("password2")}
            id="confirm-password"
            label="确认新密码"
            autoComplete="new-password"
            required
          />
          <Button type="submit" w="fit-content">
            修改密码
          </Button>
        </Stack>
      </Form>
    </section>
  );
}
