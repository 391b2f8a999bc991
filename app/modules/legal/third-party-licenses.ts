// The open-source packages the site is built from, for the licences page (/legal/licenses, /mobile/legal/licenses).
// A checked list rather than a build step: third-party-licenses.test.ts fails when package.json's dependencies change
// (a package added, removed or re-pinned) or an installed version or licence differs from what is written here.
//
// What is listed:
// - every runtime dependency in package.json (they run on the server; those marked `browser` also ship to browsers);
// - every package whose code ends up in the browser bundles (build/client/assets), including indirect ones, because
//   those copies are distributed to every visitor and their notices must travel with them. The browser set was read
//   from the client build's module graph (each chunk's `modules`, grouped by the package under node_modules): rebuild
//   and recheck it when a new client-side library is imported.
// Indirect dependencies that only run on the server are not distributed and are not listed one by one.
// `copyright` is the copyright line(s) of the package's licence file as published (for @mantine/*, @tiptap/* and
// use-composed-ref, which publish no licence file, the line of the upstream repository's LICENSE).

import apacheLicenseText from "../../../licenses/Apache-2.0.txt?raw";

export type LicenseId = "MIT" | "ISC" | "Unlicense" | "Apache-2.0";

export interface ThirdPartyPackage {
  name: string;
  version: string;
  /** The SPDX identifier from the package's package.json `license` field. */
  license: LicenseId;
  copyright: string[];
  /** Listed in package.json `dependencies` (as opposed to pulled in by one of them). */
  direct: boolean;
  /** Part of the JavaScript sent to browsers (everything listed also runs on the server). */
  browser: boolean;
  /** Where its source and licence can be read. */
  url: string;
}

const REMIX = ["Copyright (c) Remix Software Inc. 2020-2021", "Copyright (c) Shopify Inc. 2022-2024"];
const REACT_ROUTER = [
  "Copyright (c) React Training LLC 2015-2019",
  "Copyright (c) Remix Software Inc. 2020-2021",
  "Copyright (c) Shopify Inc. 2022-2023",
];
const MANTINE = ["Copyright (c) 2021 Vitaly Rtishchev"];
const FACEBOOK = ["Copyright (c) Facebook, Inc. and its affiliates."];
const LUKEED = ["Copyright (c) Luke Edwards <luke.edwards05@gmail.com> (lukeed.com)"];
const TIPTAP = ["Copyright (c) 2024, Tiptap GmbH"];
const PROSEMIRROR = ["Copyright (C) 2015-2017 by Marijn Haverbeke <marijn@haverbeke.berlin> and others"];
const MARIJN_2016_OTHERS = ["Copyright (C) 2016 by Marijn Haverbeke <marijn@haverbeke.berlin> and others"];

export const thirdPartyPackages: ThirdPartyPackage[] = [
  // ---- package.json dependencies ----
  {
    name: "@asteasolutions/zod-to-openapi",
    version: "7.3.4",
    license: "MIT",
    copyright: ["Copyright (c) 2022 Astea Solutions"],
    direct: true,
    browser: false,
    url: "https://github.com/asteasolutions/zod-to-openapi",
  },
  {
    name: "@mantine/core",
    version: "7.17.8",
    license: "MIT",
    copyright: MANTINE,
    direct: true,
    browser: true,
    url: "https://github.com/mantinedev/mantine",
  },
  {
    name: "@mantine/form",
    version: "7.17.8",
    license: "MIT",
    copyright: MANTINE,
    direct: true,
    browser: true,
    url: "https://github.com/mantinedev/mantine",
  },
  {
    name: "@mantine/hooks",
    version: "7.17.8",
    license: "MIT",
    copyright: MANTINE,
    direct: true,
    browser: true,
    url: "https://github.com/mantinedev/mantine",
  },
  {
    name: "@mantine/tiptap",
    version: "7.17.8",
    license: "MIT",
    copyright: MANTINE,
    direct: true,
    browser: true,
    url: "https://github.com/mantinedev/mantine",
  },
  {
    name: "@node-rs/argon2",
    version: "2.0.2",
    license: "MIT",
    copyright: ["Copyright (c) 2020-present LongYinan"],
    direct: true,
    browser: false,
    url: "https://github.com/napi-rs/node-rs",
  },
  {
    name: "@remix-run/express",
    version: "2.17.5",
    license: "MIT",
    copyright: REMIX,
    direct: true,
    browser: false,
    url: "https://github.com/remix-run/remix",
  },
  {
    name: "@remix-run/node",
    version: "2.17.5",
    license: "MIT",
    copyright: REMIX,
    direct: true,
    browser: false,
    url: "https://github.com/remix-run/remix",
  },
  {
    name: "@remix-run/react",
    version: "2.17.5",
    license: "MIT",
    copyright: REMIX,
    direct: true,
    browser: true,
    url: "https://github.com/remix-run/remix",
  },
  {
    name: "@remix-run/serve",
    version: "2.17.5",
    license: "MIT",
    copyright: REMIX,
    direct: true,
    browser: false,
    url: "https://github.com/remix-run/remix",
  },
  // TipTap (the rich editor's chunk, docs/decisions/0035): its packages publish no licence file; the line is the
  // upstream repository's LICENSE.md.
  {
    name: "@tiptap/extension-image",
    version: "2.27.3",
    license: "MIT",
    copyright: TIPTAP,
    direct: true,
    browser: true,
    url: "https://github.com/ueberdosis/tiptap",
  },
  {
    name: "@tiptap/extension-link",
    version: "2.27.3",
    license: "MIT",
    copyright: TIPTAP,
    direct: true,
    browser: true,
    url: "https://github.com/ueberdosis/tiptap",
  },
  {
    name: "@tiptap/pm",
    version: "2.27.3",
    license: "MIT",
    copyright: TIPTAP,
    direct: true,
    browser: true,
    url: "https://github.com/ueberdosis/tiptap",
  },
  {
    name: "@tiptap/react",
    version: "2.27.3",
    license: "MIT",
    copyright: TIPTAP,
    direct: true,
    browser: true,
    url: "https://github.com/ueberdosis/tiptap",
  },
  {
    name: "@tiptap/starter-kit",
    version: "2.27.3",
    license: "MIT",
    copyright: TIPTAP,
    direct: true,
    browser: true,
    url: "https://github.com/ueberdosis/tiptap",
  },
  {
    name: "@zxcvbn-ts/core",
    version: "3.0.4",
    license: "MIT",
    copyright: ["Copyright (c) 2012-2016 Dan Wheeler and Dropbox, Inc."],
    direct: true,
    browser: false,
    url: "https://github.com/zxcvbn-ts/zxcvbn",
  },
  {
    name: "@zxcvbn-ts/language-common",
    version: "3.0.4",
    license: "MIT",
    copyright: ["Copyright (c) 2012-2016 Dan Wheeler and Dropbox, Inc."],
    direct: true,
    browser: false,
    url: "https://github.com/zxcvbn-ts/zxcvbn",
  },
  {
    name: "better-sqlite3",
    version: "12.11.1",
    license: "MIT",
    copyright: ["Copyright (c) 2017 Joshua Wise"],
    direct: true,
    browser: false,
    url: "https://github.com/WiseLibs/better-sqlite3",
  },
  {
    name: "fast-xml-parser",
    version: "5.12.1",
    license: "MIT",
    copyright: ["Copyright (c) 2017 Amit Kumar Gupta"],
    direct: true,
    browser: false,
    url: "https://github.com/NaturalIntelligence/fast-xml-parser",
  },
  {
    name: "cli-progress",
    version: "3.12.0",
    license: "MIT",
    copyright: ["Copyright (c) 2015-2022 Andi Dittrich"],
    direct: true,
    browser: false,
    url: "https://github.com/npkgz/cli-progress",
  },
  {
    name: "compression",
    version: "1.8.1",
    license: "MIT",
    copyright: [
      "Copyright (c) 2014 Jonathan Ong <me@jongleberry.com>",
      "Copyright (c) 2014-2015 Douglas Christopher Wilson <doug@somethingdoug.com>",
    ],
    direct: true,
    browser: false,
    url: "https://github.com/expressjs/compression",
  },
  {
    name: "cookie",
    version: "0.7.2",
    license: "MIT",
    copyright: [
      "Copyright (c) 2012-2014 Roman Shtylman <shtylman@gmail.com>",
      "Copyright (c) 2015 Douglas Christopher Wilson <doug@somethingdoug.com>",
    ],
    direct: true,
    browser: false,
    url: "https://github.com/jshttp/cookie",
  },
  {
    name: "express",
    version: "4.22.1",
    license: "MIT",
    copyright: [
      "Copyright (c) 2009-2014 TJ Holowaychuk <tj@vision-media.ca>",
      "Copyright (c) 2013-2014 Roman Shtylman <shtylman+expressjs@gmail.com>",
      "Copyright (c) 2014-2015 Douglas Christopher Wilson <doug@somethingdoug.com>",
    ],
    direct: true,
    browser: false,
    url: "https://github.com/expressjs/express",
  },
  {
    name: "csv-parse",
    version: "6.2.1",
    license: "MIT",
    copyright: ["Copyright (c) 2010 Adaltas"],
    direct: true,
    browser: false,
    url: "https://github.com/adaltas/node-csv",
  },
  {
    name: "csv-stringify",
    version: "6.9.0",
    license: "MIT",
    copyright: ["Copyright (c) 2010 Adaltas"],
    direct: true,
    browser: false,
    url: "https://github.com/adaltas/node-csv",
  },
  {
    name: "fflate",
    version: "0.8.3",
    license: "MIT",
    copyright: ["Copyright (c) 2026 Arjun Barrett"],
    direct: true,
    browser: false,
    url: "https://github.com/101arrowz/fflate",
  },
  {
    name: "helmet",
    version: "8.1.0",
    license: "MIT",
    copyright: ["Copyright (c) 2012-2025 Evan Hahn, Adam Baldwin"],
    direct: true,
    browser: false,
    url: "https://github.com/helmetjs/helmet",
  },
  {
    name: "ioredis",
    version: "5.11.1",
    license: "MIT",
    copyright: ["Copyright (c) 2015-2022 Zihua Li"],
    direct: true,
    browser: false,
    url: "https://github.com/luin/ioredis",
  },
  // Public-domain dedication: no copyright line to carry.
  {
    name: "ipaddr.js",
    version: "2.5.0",
    license: "MIT",
    copyright: ["Copyright (C) 2011-2017 whitequark <whitequark@whitequark.org>"],
    direct: true,
    browser: false,
    url: "https://github.com/whitequark/ipaddr.js",
  },
  {
    name: "isbot",
    version: "5.1.32",
    license: "Unlicense",
    copyright: [],
    direct: true,
    browser: false,
    url: "https://github.com/omrilotan/isbot",
  },
  {
    name: "kysely",
    version: "0.28.18",
    license: "MIT",
    copyright: ["Copyright (c) 2022 Sami Koskimäki"],
    direct: true,
    browser: false,
    url: "https://github.com/kysely-org/kysely",
  },
  {
    name: "morgan",
    version: "1.10.1",
    license: "MIT",
    copyright: [
      "Copyright (c) 2014 Jonathan Ong <me@jongleberry.com>",
      "Copyright (c) 2014-2017 Douglas Christopher Wilson <doug@somethingdoug.com>",
    ],
    direct: true,
    browser: false,
    url: "https://github.com/expressjs/morgan",
  },
  {
    name: "patch-package",
    version: "8.0.1",
    license: "MIT",
    copyright: ["Copyright (c) 2017-Present David Sheldrick"],
    direct: true,
    browser: false,
    url: "https://github.com/ds300/patch-package",
  },
  {
    // Reads the page count of a past paper's PDF in the console (真题管理, docs/decisions/0051); server only.
    name: "pdfjs-dist",
    version: "4.10.38",
    license: "Apache-2.0",
    copyright: ["Copyright 2024 Mozilla Foundation"],
    direct: true,
    browser: false,
    url: "https://github.com/mozilla/pdf.js",
  },
  {
    name: "pdfkit",
    version: "0.20.2",
    license: "MIT",
    copyright: ["Copyright (c) 2014 Devon Govett"],
    direct: true,
    browser: false,
    url: "https://github.com/foliojs/pdfkit",
  },
  {
    name: "pg",
    version: "8.16.3",
    license: "MIT",
    copyright: ["Copyright (c) 2010 - 2021 Brian Carlson"],
    direct: true,
    browser: false,
    url: "https://github.com/brianc/node-postgres",
  },
  {
    name: "qrcode",
    version: "1.5.4",
    license: "MIT",
    copyright: ["Copyright (c) 2012 Ryan Day"],
    direct: true,
    browser: false,
    url: "https://github.com/soldair/node-qrcode",
  },
  {
    name: "rate-limiter-flexible",
    version: "11.4.0",
    license: "ISC",
    copyright: ["Copyright 2019 Roman Voloboev"],
    direct: true,
    browser: false,
    url: "https://github.com/animir/node-rate-limiter-flexible",
  },
  {
    name: "range-parser",
    version: "1.2.1",
    license: "MIT",
    copyright: [
      "Copyright (c) 2012-2014 TJ Holowaychuk <tj@vision-media.ca>",
      "Copyright (c) 2015-2016 Douglas Christopher Wilson <doug@somethingdoug.com",
    ],
    direct: true,
    browser: false,
    url: "https://github.com/jshttp/range-parser",
  },
  {
    name: "otpauth",
    version: "9.5.2",
    license: "MIT",
    copyright: ["Copyright © Héctor Molinero Fernández"],
    direct: true,
    browser: false,
    url: "https://github.com/hectorm/otpauth",
  },
  {
    name: "quick-lru",
    version: "7.3.0",
    license: "MIT",
    copyright: ["Copyright (c) Sindre Sorhus <sindresorhus@gmail.com> (https://sindresorhus.com)"],
    direct: true,
    browser: false,
    url: "https://github.com/sindresorhus/quick-lru",
  },
  {
    name: "react",
    version: "18.3.1",
    license: "MIT",
    copyright: FACEBOOK,
    direct: true,
    browser: true,
    url: "https://github.com/facebook/react",
  },
  {
    name: "react-dom",
    version: "18.3.1",
    license: "MIT",
    copyright: FACEBOOK,
    direct: true,
    browser: true,
    url: "https://github.com/facebook/react",
  },
  {
    name: "remix-utils",
    version: "7.7.0",
    license: "MIT",
    copyright: ["Copyright (c) 2021 Sergio Xalambrí"],
    direct: true,
    browser: false,
    url: "https://github.com/sergiodxa/remix-utils",
  },
  {
    name: "crypto-js",
    version: "4.2.0",
    license: "MIT",
    copyright: ["Copyright (c) 2009-2013 Jeff Mott", "Copyright (c) 2013-2016 Evan Vosberg"],
    direct: true,
    browser: false,
    url: "https://github.com/brix/crypto-js",
  },
  {
    name: "markdown-it",
    version: "14.3.3",
    license: "MIT",
    copyright: ["Copyright (c) 2014 Vitaly Puzrin, Alex Kocharin."],
    direct: true,
    browser: false,
    url: "https://github.com/markdown-it/markdown-it",
  },
  {
    name: "sanitize-html",
    version: "2.17.0",
    license: "MIT",
    copyright: ["Copyright (c) 2013, 2014, 2015 P'unk Avenue LLC"],
    direct: true,
    browser: false,
    url: "https://github.com/apostrophecms/sanitize-html",
  },
  // sharp's LICENSE is the bare Apache text; its copyright line is in its README. It loads the prebuilt libvips from
  // @img/sharp-libvips-* (LGPL-3.0-or-later, server only; the licences page says so).
  {
    name: "pg-boss",
    version: "10.4.2",
    license: "MIT",
    copyright: ["Copyright (c) 2016 Tim Jones"],
    direct: true,
    browser: false,
    url: "https://github.com/timgit/pg-boss",
  },
  {
    name: "@tus/server",
    version: "2.4.5",
    license: "MIT",
    copyright: ["Copyright (c) 2015 tus - Resumable File Uploads"],
    direct: true,
    browser: false,
    url: "https://github.com/tus/tus-node-server",
  },
  {
    name: "@tus/file-store",
    version: "2.1.1",
    license: "MIT",
    copyright: ["Copyright (c) 2015 tus - Resumable File Uploads"],
    direct: true,
    browser: false,
    url: "https://github.com/tus/tus-node-server",
  },
  {
    name: "tus-js-client",
    version: "4.3.1",
    license: "MIT",
    copyright: ["Copyright (c) 2015 tus - Resumable File Uploads"],
    direct: true,
    browser: true,
    url: "https://github.com/tus/tus-js-client",
  },
  {
    name: "sharp",
    version: "0.35.5",
    license: "Apache-2.0",
    copyright: ["Copyright 2013 Lovell Fuller and others."],
    direct: true,
    browser: false,
    url: "https://github.com/lovell/sharp",
  },
  {
    name: "svg-captcha",
    version: "1.4.0",
    license: "MIT",
    copyright: ["Copyright (c) 2016 - present Weilin Shi"],
    direct: true,
    browser: false,
    url: "https://github.com/steambap/svg-captcha",
  },
  {
    name: "temml",
    version: "0.13.5",
    license: "MIT",
    copyright: ["Copyright (c) 2020 Ron Kok"],
    direct: true,
    browser: false,
    url: "https://github.com/ronkok/Temml",
  },
  {
    name: "ts-fsrs",
    version: "5.4.2",
    license: "MIT",
    copyright: ["Copyright (c) 2026 Open Spaced Repetition"],
    direct: true,
    browser: false,
    url: "https://github.com/open-spaced-repetition/ts-fsrs",
  },
  {
    name: "turndown",
    version: "7.2.5",
    license: "MIT",
    copyright: ["Copyright (c) 2017 Dom Christie"],
    direct: true,
    browser: true,
    url: "https://github.com/mixmark-io/turndown",
  },
  {
    name: "ua-parser-js",
    version: "1.0.41",
    license: "MIT",
    copyright: ["Copyright (c) 2012-2025 Faisal Salman <<f@faisalman.com>>"],
    direct: true,
    browser: false,
    url: "https://github.com/faisalman/ua-parser-js",
  },
  {
    name: "video-react",
    version: "0.16.0",
    license: "MIT",
    copyright: ["Copyright (c) 2016 video-react"],
    direct: true,
    browser: true,
    url: "https://github.com/video-react/video-react",
  },
  {
    name: "zod",
    version: "3.25.76",
    license: "MIT",
    copyright: ["Copyright (c) 2025 Colin McDonnell"],
    direct: true,
    browser: true,
    url: "https://github.com/colinhacks/zod",
  },

  // ---- indirect dependencies bundled into the browser code ----
  {
    name: "@babel/runtime",
    version: "7.29.14",
    license: "MIT",
    copyright: ["Copyright (c) 2014-present Sebastian McKenzie and other contributors"],
    direct: false,
    browser: true,
    url: "https://github.com/babel/babel",
  },
  {
    name: "@floating-ui/react",
    version: "0.26.28",
    license: "MIT",
    copyright: ["Copyright (c) 2021-present Floating UI contributors"],
    direct: false,
    browser: true,
    url: "https://github.com/floating-ui/floating-ui",
  },
  {
    name: "@tiptap/core",
    version: "2.27.3",
    license: "MIT",
    copyright: TIPTAP,
    direct: false,
    browser: true,
    url: "https://github.com/ueberdosis/tiptap",
  },
  {
    name: "@tiptap/extension-blockquote",
    version: "2.27.3",
    license: "MIT",
    copyright: TIPTAP,
    direct: false,
    browser: true,
    url: "https://github.com/ueberdosis/tiptap",
  },
  {
    name: "@tiptap/extension-bold",
    version: "2.27.3",
    license: "MIT",
    copyright: TIPTAP,
    direct: false,
    browser: true,
    url: "https://github.com/ueberdosis/tiptap",
  },
  {
    name: "@tiptap/extension-bullet-list",
    version: "2.27.3",
    license: "MIT",
    copyright: TIPTAP,
    direct: false,
    browser: true,
    url: "https://github.com/ueberdosis/tiptap",
  },
  {
    name: "@tiptap/extension-code",
    version: "2.27.3",
    license: "MIT",
    copyright: TIPTAP,
    direct: false,
    browser: true,
    url: "https://github.com/ueberdosis/tiptap",
  },
  {
    name: "@tiptap/extension-code-block",
    version: "2.27.3",
    license: "MIT",
    copyright: TIPTAP,
    direct: false,
    browser: true,
    url: "https://github.com/ueberdosis/tiptap",
  },
  {
    name: "@tiptap/extension-document",
    version: "2.27.3",
    license: "MIT",
    copyright: TIPTAP,
    direct: false,
    browser: true,
    url: "https://github.com/ueberdosis/tiptap",
  },
  {
    name: "@tiptap/extension-dropcursor",
    version: "2.27.3",
    license: "MIT",
    copyright: TIPTAP,
    direct: false,
    browser: true,
    url: "https://github.com/ueberdosis/tiptap",
  },
  {
    name: "@tiptap/extension-gapcursor",
    version: "2.27.3",
    license: "MIT",
    copyright: TIPTAP,
    direct: false,
    browser: true,
    url: "https://github.com/ueberdosis/tiptap",
  },
  {
    name: "@tiptap/extension-hard-break",
    version: "2.27.3",
    license: "MIT",
    copyright: TIPTAP,
    direct: false,
    browser: true,
    url: "https://github.com/ueberdosis/tiptap",
  },
  {
    name: "@tiptap/extension-heading",
    version: "2.27.3",
    license: "MIT",
    copyright: TIPTAP,
    direct: false,
    browser: true,
    url: "https://github.com/ueberdosis/tiptap",
  },
  {
    name: "@tiptap/extension-history",
    version: "2.27.3",
    license: "MIT",
    copyright: TIPTAP,
    direct: false,
    browser: true,
    url: "https://github.com/ueberdosis/tiptap",
  },
  {
    name: "@tiptap/extension-horizontal-rule",
    version: "2.27.3",
    license: "MIT",
    copyright: TIPTAP,
    direct: false,
    browser: true,
    url: "https://github.com/ueberdosis/tiptap",
  },
  {
    name: "@tiptap/extension-italic",
    version: "2.27.3",
    license: "MIT",
    copyright: TIPTAP,
    direct: false,
    browser: true,
    url: "https://github.com/ueberdosis/tiptap",
  },
  {
    name: "@tiptap/extension-list-item",
    version: "2.27.3",
    license: "MIT",
    copyright: TIPTAP,
    direct: false,
    browser: true,
    url: "https://github.com/ueberdosis/tiptap",
  },
  {
    name: "@tiptap/extension-ordered-list",
    version: "2.27.3",
    license: "MIT",
    copyright: TIPTAP,
    direct: false,
    browser: true,
    url: "https://github.com/ueberdosis/tiptap",
  },
  {
    name: "@tiptap/extension-paragraph",
    version: "2.27.3",
    license: "MIT",
    copyright: TIPTAP,
    direct: false,
    browser: true,
    url: "https://github.com/ueberdosis/tiptap",
  },
  {
    name: "@tiptap/extension-strike",
    version: "2.27.3",
    license: "MIT",
    copyright: TIPTAP,
    direct: false,
    browser: true,
    url: "https://github.com/ueberdosis/tiptap",
  },
  {
    name: "@tiptap/extension-text",
    version: "2.27.3",
    license: "MIT",
    copyright: TIPTAP,
    direct: false,
    browser: true,
    url: "https://github.com/ueberdosis/tiptap",
  },
  {
    name: "@remix-run/router",
    version: "1.23.3",
    license: "MIT",
    copyright: REACT_ROUTER,
    direct: false,
    browser: true,
    url: "https://github.com/remix-run/react-router",
  },
  {
    name: "@remix-run/server-runtime",
    version: "2.17.5",
    license: "MIT",
    copyright: REMIX,
    direct: false,
    browser: true,
    url: "https://github.com/remix-run/remix",
  },
  {
    name: "classnames",
    version: "2.5.1",
    license: "MIT",
    copyright: ["Copyright (c) 2018 Jed Watson"],
    direct: false,
    browser: true,
    url: "https://github.com/JedWatson/classnames",
  },
  {
    name: "clsx",
    version: "2.1.1",
    license: "MIT",
    copyright: LUKEED,
    direct: false,
    browser: true,
    url: "https://github.com/lukeed/clsx",
  },
  {
    name: "fast-deep-equal",
    version: "3.1.3",
    license: "MIT",
    copyright: ["Copyright (c) 2017 Evgeny Poberezkin"],
    direct: false,
    browser: true,
    url: "https://github.com/epoberezkin/fast-deep-equal",
  },
  {
    name: "klona",
    version: "2.0.6",
    license: "MIT",
    copyright: LUKEED,
    direct: false,
    browser: true,
    url: "https://github.com/lukeed/klona",
  },
  {
    name: "prop-types",
    version: "15.8.1",
    license: "MIT",
    copyright: ["Copyright (c) 2013-present, Facebook, Inc."],
    direct: false,
    browser: true,
    url: "https://github.com/facebook/prop-types",
  },
  {
    name: "linkifyjs",
    version: "4.4.0",
    license: "MIT",
    copyright: ["Copyright (c) 2024 Nick Frasser"],
    direct: false,
    browser: true,
    url: "https://github.com/nfrasser/linkifyjs",
  },
  {
    name: "orderedmap",
    version: "2.1.1",
    license: "MIT",
    copyright: MARIJN_2016_OTHERS,
    direct: false,
    browser: true,
    url: "https://github.com/marijnh/orderedmap",
  },
  {
    name: "prosemirror-commands",
    version: "1.7.2",
    license: "MIT",
    copyright: PROSEMIRROR,
    direct: false,
    browser: true,
    url: "https://github.com/ProseMirror/prosemirror-commands",
  },
  {
    name: "prosemirror-dropcursor",
    version: "1.8.4",
    license: "MIT",
    copyright: PROSEMIRROR,
    direct: false,
    browser: true,
    url: "https://github.com/ProseMirror/prosemirror-dropcursor",
  },
  {
    name: "prosemirror-gapcursor",
    version: "1.4.1",
    license: "MIT",
    copyright: PROSEMIRROR,
    direct: false,
    browser: true,
    url: "https://github.com/ProseMirror/prosemirror-gapcursor",
  },
  {
    name: "prosemirror-history",
    version: "1.5.1",
    license: "MIT",
    copyright: PROSEMIRROR,
    direct: false,
    browser: true,
    url: "https://github.com/ProseMirror/prosemirror-history",
  },
  {
    name: "prosemirror-keymap",
    version: "1.2.3",
    license: "MIT",
    copyright: PROSEMIRROR,
    direct: false,
    browser: true,
    url: "https://github.com/ProseMirror/prosemirror-keymap",
  },
  {
    name: "prosemirror-model",
    version: "1.25.13",
    license: "MIT",
    copyright: PROSEMIRROR,
    direct: false,
    browser: true,
    url: "https://github.com/ProseMirror/prosemirror-model",
  },
  {
    name: "prosemirror-schema-list",
    version: "1.6.0",
    license: "MIT",
    copyright: PROSEMIRROR,
    direct: false,
    browser: true,
    url: "https://github.com/ProseMirror/prosemirror-schema-list",
  },
  {
    name: "prosemirror-state",
    version: "1.4.4",
    license: "MIT",
    copyright: PROSEMIRROR,
    direct: false,
    browser: true,
    url: "https://github.com/ProseMirror/prosemirror-state",
  },
  {
    name: "prosemirror-transform",
    version: "1.12.6",
    license: "MIT",
    copyright: PROSEMIRROR,
    direct: false,
    browser: true,
    url: "https://github.com/ProseMirror/prosemirror-transform",
  },
  {
    name: "prosemirror-view",
    version: "1.42.9",
    license: "MIT",
    copyright: PROSEMIRROR,
    direct: false,
    browser: true,
    url: "https://github.com/ProseMirror/prosemirror-view",
  },
  {
    name: "react-router",
    version: "6.30.4",
    license: "MIT",
    copyright: REACT_ROUTER,
    direct: false,
    browser: true,
    url: "https://github.com/remix-run/react-router",
  },
  {
    name: "react-router-dom",
    version: "6.30.4",
    license: "MIT",
    copyright: REACT_ROUTER,
    direct: false,
    browser: true,
    url: "https://github.com/remix-run/react-router",
  },
  {
    name: "react-textarea-autosize",
    version: "8.5.9",
    license: "MIT",
    copyright: ["Copyright (c) 2013 Andrey Popp"],
    direct: false,
    browser: true,
    url: "https://github.com/Andarist/react-textarea-autosize",
  },
  {
    name: "redux",
    version: "4.2.1",
    license: "MIT",
    copyright: ["Copyright (c) 2015-present Dan Abramov"],
    direct: false,
    browser: true,
    url: "https://github.com/reduxjs/redux",
  },
  {
    name: "rope-sequence",
    version: "1.3.4",
    license: "MIT",
    copyright: ["Copyright (C) 2016 by Marijn Haverbeke <marijn@haverbeke.berlin>"],
    direct: false,
    browser: true,
    url: "https://github.com/marijnh/rope-sequence",
  },
  {
    name: "scheduler",
    version: "0.23.2",
    license: "MIT",
    copyright: FACEBOOK,
    direct: false,
    browser: true,
    url: "https://github.com/facebook/react",
  },
  // package.json says ISC; the licence file it ships carries the MIT wording (inherited from devalue).
  {
    name: "turbo-stream",
    version: "2.4.1",
    license: "ISC",
    copyright: ["Copyright (c) 2018-19 [these people](https://github.com/rich-harris/devalue/graphs/contributors)"],
    direct: false,
    browser: true,
    url: "https://github.com/jacob-ebey/turbo-stream",
  },
  {
    name: "use-composed-ref",
    version: "1.4.0",
    license: "MIT",
    copyright: ["Copyright (c) 2023 Andarist Mateusz Burzyński"],
    direct: false,
    browser: true,
    url: "https://github.com/Andarist/use-composed-ref",
  },
  {
    name: "use-isomorphic-layout-effect",
    version: "1.2.1",
    license: "MIT",
    copyright: ["Copyright (c) Mateusz Burzyński"],
    direct: false,
    browser: true,
    url: "https://github.com/Andarist/use-isomorphic-layout-effect",
  },
  {
    name: "use-latest",
    version: "1.3.0",
    license: "MIT",
    copyright: ["Copyright (c) Andarist"],
    direct: false,
    browser: true,
    url: "https://github.com/Andarist/use-latest",
  },
  {
    name: "w3c-keyname",
    version: "2.2.8",
    license: "MIT",
    copyright: MARIJN_2016_OTHERS,
    direct: false,
    browser: true,
    url: "https://github.com/marijnh/w3c-keyname",
  },
];

/** Packages whose licence file is not in the published package: their copyright line comes from upstream. */
export const COPYRIGHT_FROM_UPSTREAM = new Set([
  "@mantine/core",
  "@mantine/form",
  "@mantine/hooks",
  "@mantine/tiptap",
  "use-composed-ref",
  ...thirdPartyPackages.filter((pkg) => pkg.name.startsWith("@tiptap/")).map((pkg) => pkg.name),
]);

/** Packages whose licence file has no copyright line of its own: the line comes from the package's README. */
export const COPYRIGHT_FROM_README = new Set(["sharp"]);

/**
 * Packages whose licence file and README have no copyright line: the line comes from the licence notice at the head
 * of the package's own built file (pdf.js's build starts with Mozilla's notice).
 */
export const COPYRIGHT_FROM_SOURCE: Readonly<Record<string, string>> = { "pdfjs-dist": "legacy/build/pdf.mjs" };

/** The standard licence texts, without a copyright line (each package's own line is listed with it). */
export const licenseTexts: Record<LicenseId, { title: string; text: string }> = {
  MIT: {
    title: "MIT License",
    text: `Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.`,
  },
  ISC: {
    title: "ISC License",
    text: `Permission to use, copy, modify, and/or distribute this software for any purpose with or without fee is hereby granted, provided that the above copyright notice and this permission notice appear in all copies.

THE SOFTWARE IS PROVIDED "AS IS" AND THE AUTHOR DISCLAIMS ALL WARRANTIES WITH REGARD TO THIS SOFTWARE INCLUDING ALL IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS. IN NO EVENT SHALL THE AUTHOR BE LIABLE FOR ANY SPECIAL, DIRECT, INDIRECT, OR CONSEQUENTIAL DAMAGES OR ANY DAMAGES WHATSOEVER RESULTING FROM LOSS OF USE, DATA OR PROFITS, WHETHER IN AN ACTION OF CONTRACT, NEGLIGENCE OR OTHER TORTIOUS ACTION, ARISING OUT OF OR IN CONNECTION WITH THE USE OR PERFORMANCE OF THIS SOFTWARE.`,
  },
  Unlicense: {
    title: "The Unlicense",
    text: `This is free and unencumbered software released into the public domain.

Anyone is free to copy, modify, publish, use, compile, sell, or
distribute this software, either in source code form or as a compiled
binary, for any purpose, commercial or non-commercial, and by any
means.

In jurisdictions that recognize copyright laws, the author or authors
of this software dedicate any and all copyright interest in the
software to the public domain. We make this dedication for the benefit
of the public at large and to the detriment of our heirs and
successors. We intend this dedication to be an overt act of
relinquishment in perpetuity of all present and future rights to this
software under copyright law.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND,
EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF
MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT.
IN NO EVENT SHALL THE AUTHORS BE LIABLE FOR ANY CLAIM, DAMAGES OR
OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE,
ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR
OTHER DEALINGS IN THE SOFTWARE.

For more information, please refer to <http://unlicense.org/>`,
  },
  "Apache-2.0": {
    title: "Apache License 2.0",
    // The text as sharp publishes it (licenses/Apache-2.0.txt), without its first line, which is the title.
    text: apacheLicenseText.replace(/^Apache License\n/, "").trim(),
  },
};
