// The desktop header: brand, the visitor's school, and the login button or the avatar menu. The menu is a
// <details> element, so it opens without JavaScript.
import { Anchor, Avatar, Button, Group, Text } from "@mantine/core";
import { Link, useLocation } from "@remix-run/react";
import { hrefWith } from "~/lib/url-state";

export interface HeaderUser {
  nickname: string;
  avatar: string | null;
  isOrg: boolean;
  schoolName: string | null;
}

export function SiteHeader({ user }: { user: HeaderUser | null }) {
  const location = useLocation();
  return (
    <header className="site-header">
      <Group justify="space-between" h={64} px="lg" maw={1200} mx="auto" wrap="nowrap">
        <Anchor component={Link} to="/" fw={700} fz="xl" c="blue.9" underline="never">
          研途
        </Anchor>
        {user ? (
          <Group gap="sm" wrap="nowrap">
            {user.isOrg && user.schoolName ? (
              <Text size="sm" c="gray.8">
                {user.schoolName}
              </Text>
            ) : null}
            <details className="menu">
              <summary aria-label={`账号菜单：${user.nickname}`}>
                <Avatar src={user.avatar} alt="" size={32} radius="xl" color="blue">
                  {user.nickname.slice(0, 1)}
                </Avatar>
                <span>{user.nickname}</span>
              </summary>
              <ul className="menu-list">
                <li>
                  <Link to="/user/center">账号设置</Link>
                </li>
                <li>
                  <Link to={hrefWith(location, { logout: "1", login: null })} preventScrollReset>
                    退出登录
                  </Link>
                </li>
              </ul>
            </details>
          </Group>
        ) : (
          <Button component={Link} to={hrefWith(location, { login: "sms", logout: null })} preventScrollReset>
            登录 / 注册
          </Button>
        )}
      </Group>
    </header>
  );
}
