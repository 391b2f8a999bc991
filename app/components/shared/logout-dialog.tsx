// The logout confirmation (spec section 8): 系统提示 / 您要退出本次登录吗？ with 确定 and 取消. It lives at
// ?logout=1 on any page, so it works without JavaScript; 确定 posts to /auth/logout.
import { Button, Group, Stack, Text } from "@mantine/core";
import { Form, Link, useLocation } from "@remix-run/react";
import { hrefWith } from "~/lib/url-state";
import { DialogFrame } from "./dialog-frame";

export function LogoutDialog() {
  const location = useLocation();
  const closeHref = hrefWith(location, { logout: null });
  // Home of the tree the user is in (spec: logout goes to /; a phone's home is /mobile/).
  const home = location.pathname.startsWith("/mobile") ? "/mobile/" : "/";
  return (
    <DialogFrame title="系统提示" closeHref={closeHref} width={420}>
      <Form method="post" action="/auth/logout">
        <input type="hidden" name="redirectTo" value={home} />
        <Stack gap="lg">
          <Text>您要退出本次登录吗？</Text>
          <Group justify="flex-end">
            <Button component={Link} to={closeHref} variant="default" preventScrollReset>
              取消
            </Button>
            <Button type="submit">确定</Button>
          </Group>
        </Stack>
      </Form>
    </DialogFrame>
  );
}
