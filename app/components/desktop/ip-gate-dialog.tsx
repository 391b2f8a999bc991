// The tips dialog (spec section 4) at ?tips=1: shown when a visitor who is neither logged in nor on a campus
// network clicks a gated navigation item — log in, register (which needs the campus network) or send feedback.
import { Button, Group, Stack, Text } from "@mantine/core";
import { Link, useLocation } from "@remix-run/react";
import { hrefWith } from "~/lib/url-state";
import { ipGateTips } from "~/modules/auth/auth-messages";
import { DialogFrame } from "../shared/dialog-frame";

export function IpGateDialog() {
  const location = useLocation();
  const go = (changes: Record<string, string | null>) => hrefWith(location, { tips: null, ...changes });
  return (
    <DialogFrame title={ipGateTips.title} closeHref={go({})} width={480}>
      <Stack gap="lg">
        <Text>{ipGateTips.body}</Text>
        <Group justify="flex-end">
          <Button component={Link} to={go({ feedback: "1" })} variant="default" preventScrollReset>
            意见反馈
          </Button>
          <Button component={Link} to={go({ login: "register" })} variant="default" preventScrollReset>
            注册
          </Button>
          <Button component={Link} to={go({ login: "sms" })} preventScrollReset>
            登录
          </Button>
        </Group>
      </Stack>
    </DialogFrame>
  );
}
