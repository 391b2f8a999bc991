import { Paper, Stack, Text, Title } from "@mantine/core";
import { Link, useLoaderData } from "@remix-run/react";
import { Carousel } from "~/components/shared/carousel";
import { HomeContentSections } from "~/components/shared/home/home-content-sections";
import { HomeVideoSections } from "~/components/shared/live/home-video-sections";
import { PartnerSchools } from "~/components/shared/partner-schools";
import { isMobilePath } from "~/lib/site-tree";
import { contentPaths } from "~/modules/content/content-paths";
import { SEARCH_KEYWORD_MAX } from "~/modules/search/search-config";
import { SITE_DESCRIPTION } from "~/modules/shell/page-meta";
import { videoPaths } from "~/modules/video/video-paths";
import type { loader } from "./_desktop._index";

export { loader } from "./_desktop._index";

// Slides link to desktop paths; only /mobile links navigate in place, the rest go through the server, which sends a
// phone to the page's mobile twin (app/lib/device-routing.ts).
const isMobileLink = (href: string) => isMobilePath(href);

export default function MobileHomePage() {
  const { schools, slides, sections, texts } = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="mobile-page">
      <Stack gap="md" p="md">
        <Carousel slides={slides} isClientLink={isMobileLink} />
        <Title order={1} fz={22}>
          研途 · 考研课程库
        </Title>
        <Text>{SITE_DESCRIPTION}</Text>
        {/* biome-ignore lint/a11y/useSemanticElements: role=search on the form is the long-supported equivalent; React 18's JSX has no <search> element */}
        <form method="get" action="/mobile/search" role="search" className="site-search mobile-home-search">
          <label htmlFor="home-search-input" className="visually-hidden">
            站内搜索
          </label>
          <input
            id="home-search-input"
            type="search"
            name="keyword"
            placeholder="搜索课程、真题、资讯、经验"
            maxLength={SEARCH_KEYWORD_MAX}
          />
          <button type="submit">搜索</button>
        </form>
        {/* The vocabulary: its page sends a visitor to /mobile/login, and a user without a book to the book list. */}
        <Paper
          component={Link}
          to="/mobile/word/wordBook"
          withBorder
          radius="md"
          p="md"
          style={{ display: "block", color: "inherit", textDecoration: "none" }}
        >
          <Text fw={700} fz="lg" c="var(--mantine-primary-color-filled)">
            背单词<span aria-hidden="true"> ›</span>
          </Text>
          <Text size="sm" c="gray.7">
            考研英语大纲词汇，每日新词与复习计划、生词本
          </Text>
        </Paper>
        <HomeVideoSections {...sections} paths={videoPaths.mobile} compact />
        <HomeContentSections {...texts} paths={contentPaths.mobile} />
        <PartnerSchools schools={schools} />
      </Stack>
    </main>
  );
}
