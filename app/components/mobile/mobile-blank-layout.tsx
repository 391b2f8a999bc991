// The mobile blank layout: a bar with a back link and the page title, and the page below it. A page without a heading
// of its own (a form, a list) makes the bar's title its h1 (`titleIsHeading`), so a screen reader hears it once.
import { Anchor, Group, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

export function MobileBlankLayout({
  backHref,
  title,
  titleIsHeading = false,
  children,
}: {
  backHref: string;
  title: string;
  titleIsHeading?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <header className="mobile-bar">
        <Group h={48} px="sm" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to={backHref} aria-label="返回" underline="never" fz="lg" c="gray.9">
            ‹ 返回
          </Anchor>
          <Text component={titleIsHeading ? "h1" : "p"} fw={600} fz="md" m={0}>
            {title}
          </Text>
          <span style={{ width: 48 }} />
        </Group>
      </header>
      <main id="main-content" className="mobile-main">
        {children}
      </main>
    </>
  );
}
