// The licences page must follow package.json: a dependency added, removed or re-pinned without updating
// third-party-licenses.ts fails here, as does an installed version, licence or copyright line that differs from the list.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  COPYRIGHT_FROM_README,
  COPYRIGHT_FROM_SOURCE,
  COPYRIGHT_FROM_UPSTREAM,
  licenseTexts,
  thirdPartyPackages,
} from "./third-party-licenses";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const packageJson = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
};

function installed(name: string): { version: string; license?: string; dir: string } {
  const dir = path.join(root, "node_modules", name);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as {
    version: string;
    license?: string;
  };
  return { ...manifest, dir };
}

function licenceFile(dir: string): string | null {
  const name = fs.readdirSync(dir).find((file) => /^licen[cs]e(\.(md|txt))?$/i.test(file));
  return name ? fs.readFileSync(path.join(dir, name), "utf8") : null;
}

describe("third-party licences list", () => {
  it("lists every package.json dependency, and only those, as direct, at the pinned version", () => {
    const listedDirect = thirdPartyPackages
      .filter((pkg) => pkg.direct)
      .map((pkg) => pkg.name)
      .sort();
    expect(listedDirect, "update app/modules/legal/third-party-licenses.ts").toEqual(
      Object.keys(packageJson.dependencies).sort(),
    );
    for (const pkg of thirdPartyPackages.filter((entry) => entry.direct)) {
      expect(packageJson.dependencies[pkg.name], `${pkg.name}: version in package.json`).toBe(pkg.version);
    }
  });

  it("names each package once", () => {
    const names = thirdPartyPackages.map((pkg) => pkg.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(thirdPartyPackages.map((pkg) => [pkg.name, pkg] as const))(
    "%s: installed version and licence match the list",
    (_name, pkg) => {
      const manifest = installed(pkg.name);
      expect(manifest.version).toBe(pkg.version);
      expect(manifest.license).toBe(pkg.license);
      expect(licenseTexts[pkg.license]).toBeDefined();
    },
  );

  it.each(thirdPartyPackages.map((pkg) => [pkg.name, pkg] as const))(
    "%s: the copyright lines are the package's own",
    (_name, pkg) => {
      const text = licenceFile(installed(pkg.name).dir);
      if (COPYRIGHT_FROM_UPSTREAM.has(pkg.name)) {
        // Taken from the upstream repository because the package ships no licence file; use its own once it does.
        expect(text).toBeNull();
        expect(pkg.copyright.length).toBeGreaterThan(0);
        return;
      }
      expect(text, `${pkg.name} ships no licence file`).not.toBeNull();
      const source = COPYRIGHT_FROM_SOURCE[pkg.name];
      const holder = source
        ? fs.readFileSync(path.join(installed(pkg.name).dir, source), "utf8").slice(0, 2000)
        : COPYRIGHT_FROM_README.has(pkg.name)
          ? fs.readFileSync(path.join(installed(pkg.name).dir, "README.md"), "utf8")
          : text;
      for (const line of pkg.copyright) expect(holder).toContain(line);
      if (pkg.license !== "Unlicense") expect(pkg.copyright.length).toBeGreaterThan(0);
    },
  );

  it("links each package to an https source", () => {
    for (const pkg of thirdPartyPackages) expect(pkg.url).toMatch(/^https:\/\/github\.com\/[^/]+\/[^/]+$/);
  });
});
