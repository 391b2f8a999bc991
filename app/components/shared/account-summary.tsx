// The account at a glance: avatar, nickname, school and the masked phone number.
import { Avatar, Group, Stack, Text } from "@mantine/core";
import type { UserInfo } from "~/modules/user/user.server";

export function AccountSummary({ info }: { info: UserInfo }) {
  return (
    <Group gap="md" wrap="nowrap">
      <Avatar src={info.avatar} alt="" size={64} radius="xl" color="blue">
        {info.nickname.slice(0, 1)}
      </Avatar>
      <Stack gap={2}>
        <Text fw={700} fz="lg">
          {info.nickname}
        </Text>
        <Text size="sm" c="gray.7">
          {info.isOrg
            ? `机构账号 · ${info.schoolName ?? ""}`
            : [info.schoolName, info.phoneNumber].filter(Boolean).join(" · ")}
        </Text>
      </Stack>
    </Group>
  );
}
