// One legal document (user agreement, privacy policy, licences) as a page body for both trees: the h1 with version and
// effective date, a table of contents with in-page links, then numbered h2 sections (h3 subsections). Lines are kept
// to a readable length; `lang="zh-CN"` comes from the document element. Pure server-renderable HTML: the table of
// contents and every link work without JavaScript.
import { Anchor, Box, Code, List, Text, Title } from "@mantine/core";
import { Link, useLocation, useRouteLoaderData } from "@remix-run/react";
import { Fragment, useEffect, type ReactNode } from "react";
import { hrefWith } from "~/lib/url-state";
import {
  formatLegalDate,
  HOTLINE,
  legalPaths,
  type LegalBlock,
  type LegalDocument,
  type RichText,
} from "~/modules/legal/legal-documents";

export type LegalTree = "desktop" | "mobile";

const CHINESE_NUMERALS = ["零", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十"];

/** 1 → 一, 12 → 十二, 20 → 二十 (enough for section numbers). */
function chineseNumeral(n: number): string {
  if (n <= 10) return CHINESE_NUMERALS[n] ?? String(n);
  if (n < 20) return `十${CHINESE_NUMERALS[n - 10]}`;
  if (n < 100) return `${CHINESE_NUMERALS[Math.floor(n / 10)]}十${n % 10 ? CHINESE_NUMERALS[n % 10] : ""}`;
  return String(n);
}

/** Headings reached through the table of contents stay clear of a sticky header. */
const headingStyle = { scrollMarginTop: 72 };

function Rich({ text, tree }: { text: RichText; tree: LegalTree }) {
  if (typeof text === "string") return <>{text}</>;
  return (
    <>
      {text.map((part, index) => {
        // biome-ignore lint/suspicious/noArrayIndexKey: the legal texts are constants; their parts never reorder
        if (typeof part === "string") return <Fragment key={index}>{part}</Fragment>;
        // biome-ignore lint/suspicious/noArrayIndexKey: the legal texts are constants; their parts never reorder
        if ("strong" in part) return <strong key={index}>{part.strong}</strong>;
        if ("doc" in part) {
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the legal texts are constants; their parts never reorder
            <Anchor key={index} component={Link} to={legalPaths[part.doc][tree]} underline="always">
              {part.text}
            </Anchor>
          );
        }
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the legal texts are constants; their parts never reorder
          <Anchor key={index} href={part.href} rel="noopener noreferrer" underline="always">
            {part.text}
          </Anchor>
        );
      })}
    </>
  );
}

/** The operator's contact details: the hotline, the feedback form, and e-mail/address when the site configures them. */
function ContactDetails({ tree }: { tree: LegalTree }) {
  const location = useLocation();
  // Read loosely: the root loader's `site` (configured contact details) may be absent, and then only the fixed
  // channels are shown.
  const site = (useRouteLoaderData("root") as { site?: { email?: string | null; address?: string | null } } | undefined)
    ?.site;
  const feedbackHref =
    tree === "mobile"
      ? `/mobile/user/feedback?redirect=${encodeURIComponent(location.pathname)}`
      : hrefWith(location, { feedback: "1" });
  return (
    <List spacing={4} mb="md">
      <List.Item>
        客服热线：
        <Anchor href={`tel:${HOTLINE}`} underline="always">
          {HOTLINE}
        </Anchor>
      </List.Item>
      <List.Item>
        站内意见反馈：
        <Anchor component={Link} to={feedbackHref} underline="always" preventScrollReset>
          提交意见反馈
        </Anchor>
      </List.Item>
      {site?.email ? (
        <List.Item>
          电子邮箱：
          <Anchor href={`mailto:${site.email}`} underline="always">
            {site.email}
          </Anchor>
        </List.Item>
      ) : null}
      {site?.address ? <List.Item>通讯地址：{site.address}</List.Item> : null}
    </List>
  );
}

function Block({ block, tree }: { block: LegalBlock; tree: LegalTree }): ReactNode {
  switch (block.kind) {
    case "p":
      return (
        <Text component="p" mb="md" fw={block.strong ? 700 : undefined}>
          <Rich text={block.text} tree={tree} />
        </Text>
      );
    case "ul":
      return (
        <List spacing={6} mb="md" pr="xs">
          {block.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the legal texts are constants; their parts never reorder
            <List.Item key={index}>
              <Rich text={item} tree={tree} />
            </List.Item>
          ))}
        </List>
      );
    case "dl":
      return (
        <Box component="dl" mb="md" mt={0}>
          {block.items.map((item) => (
            <Fragment key={item.term}>
              <Text component="dt" fw={700} mt="sm" style={{ overflowWrap: "anywhere" }}>
                {item.term}
              </Text>
              {item.details.map((detail, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the legal texts are constants; their parts never reorder
                <Text component="dd" key={index} ml="lg" mb={2} style={{ overflowWrap: "anywhere" }}>
                  <Rich text={detail} tree={tree} />
                </Text>
              ))}
            </Fragment>
          ))}
        </Box>
      );
    case "pre":
      // The label names the figure: a <pre> is a generic element, and ARIA does not let a generic element be named.
      return (
        <Box component="figure" aria-label={block.label} m={0} mb="md">
          <Code
            block
            lang={block.lang}
            fz="sm"
            c="dark.9"
            style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", lineHeight: 1.5 }}
          >
            {block.text}
          </Code>
        </Box>
      );
    case "contact":
      return <ContactDetails tree={tree} />;
  }
}

/**
 * The client shell restores the scroll position on history navigations, which also resets the jump to a `#section`
 * (a deep link, or a table-of-contents link the router sees as a navigation). Passive effects run after that layout
 * effect, so jumping again here puts the reader where the address says.
 */
function useScrollToHash() {
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key makes it jump again on every navigation, also to the same hash
  useEffect(() => {
    if (!location.hash) return;
    const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    target?.scrollIntoView({ block: "start" });
  }, [location.key, location.hash]);
}

export function LegalDocumentView({ doc, tree }: { doc: LegalDocument; tree: LegalTree }) {
  useScrollToHash();
  const titleId = `legal-${doc.slug}-title`;
  return (
    <Box component="article" aria-labelledby={titleId} maw="44em">
      <Title order={1} id={titleId} fz={tree === "desktop" ? 28 : 22} mb={4}>
        {doc.title}
      </Title>
      <Text size="sm" c="gray.7" mb="lg">
        版本 {doc.version} · 生效日期 <time dateTime={doc.effectiveDate}>{formatLegalDate(doc.effectiveDate)}</time>
      </Text>
      {doc.intro.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the legal texts are constants; their parts never reorder
        <Block key={index} block={block} tree={tree} />
      ))}

      <Box component="nav" aria-labelledby={`${titleId}-toc`} mb="xl" p="md" bg="gray.0" style={{ borderRadius: 8 }}>
        <Title order={2} id={`${titleId}-toc`} fz="lg" mb="xs">
          目录
        </Title>
        {/* Plain lists: Mantine's List.Item wraps its content in a <span>, and a nested <ul> may not be in one. */}
        <Box component="ul" m={0} p={0} style={{ listStyle: "none" }}>
          {doc.sections.map((section, index) => (
            <Box component="li" key={section.id} mt={index ? 4 : 0}>
              <Anchor href={`#${section.id}`}>
                {chineseNumeral(index + 1)}、{section.heading}
              </Anchor>
              {section.subsections?.length ? (
                <Box component="ul" m={0} ml="sm" pl="md" style={{ listStyle: "none" }}>
                  {section.subsections.map((sub, subIndex) => (
                    <Box component="li" key={sub.id} mt={subIndex ? 2 : 0}>
                      <Anchor href={`#${sub.id}`} size="sm">
                        （{chineseNumeral(subIndex + 1)}）{sub.heading}
                      </Anchor>
                    </Box>
                  ))}
                </Box>
              ) : null}
            </Box>
          ))}
        </Box>
      </Box>

      {doc.sections.map((section, index) => (
        <Box component="section" key={section.id} aria-labelledby={section.id} mb="lg">
          <Title order={2} id={section.id} fz={tree === "desktop" ? 22 : 19} mb="sm" style={headingStyle}>
            {chineseNumeral(index + 1)}、{section.heading}
          </Title>
          {section.blocks.map((block, blockIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the legal texts are constants; their parts never reorder
            <Block key={blockIndex} block={block} tree={tree} />
          ))}
          {section.subsections?.map((sub, subIndex) => (
            <Box component="section" key={sub.id} aria-labelledby={sub.id}>
              <Title order={3} id={sub.id} fz={tree === "desktop" ? 18 : 17} mt="md" mb="xs" style={headingStyle}>
                （{chineseNumeral(subIndex + 1)}）{sub.heading}
              </Title>
              {sub.blocks.map((block, blockIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the legal texts are constants; their parts never reorder
                <Block key={blockIndex} block={block} tree={tree} />
              ))}
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}
