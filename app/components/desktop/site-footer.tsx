// The desktop footer (spec section 2): contact, filing numbers (configured), legal pages and licences.
import { Anchor, Group, Stack, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import type { SiteConfig } from "~/modules/shell/site-config.server";

export function SiteFooter({ site }: { site: SiteConfig }) {
  return (
    <footer className="site-footer">
      <Stack gap={6} maw={1280} mx="auto" px="lg" py="lg">
        <Group gap="lg">
          <Text size="sm">
            客服热线：
            <Anchor href={`tel:${site.hotline}`} size="sm">
              {site.hotline}
            </Anchor>
          </Text>
          {site.email ? (
            <Text size="sm">
              邮箱：
              <Anchor href={`mailto:${site.email}`} size="sm">
                {site.email}
              </Anchor>
            </Text>
          ) : null}
          {site.address ? <Text size="sm">地址：{site.address}</Text> : null}
        </Group>
        <Group gap="lg">
          <Anchor component={Link} to="/legal/userAgreement" size="sm">
            用户协议
          </Anchor>
          <Anchor component={Link} to="/legal/userPrivacy" size="sm">
            隐私政策
          </Anchor>
          <Anchor component={Link} to="/legal/licenses" size="sm">
            开源许可
          </Anchor>
          {site.icp ? (
            <Anchor href="https://beian.miit.gov.cn/" size="sm" rel="noopener">
              {site.icp}
            </Anchor>
          ) : null}
          {site.psb ? (
            <Anchor href="https://beian.mps.gov.cn/" size="sm" rel="noopener">
              {site.psb}
            </Anchor>
          ) : null}
        </Group>
        <Text size="sm" c="gray.7">
          © 2026 研途 · 高校优质考研课程库
        </Text>
      </Stack>
    </footer>
  );
}
