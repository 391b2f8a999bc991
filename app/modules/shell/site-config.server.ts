// What the shell shows about the operator: hotline (spec constant), filings and contact (configuration).
import { getEnv } from "~/lib/env.server";

const HOTLINE = "400-807-5786";

export interface SiteConfig {
  hotline: string;
  icp: string | null;
  psb: string | null;
  email: string | null;
  address: string | null;
}

export function getSiteConfig(): SiteConfig {
  const env = getEnv();
  return {
    hotline: HOTLINE,
    icp: env.SITE_ICP ?? null,
    psb: env.SITE_PSB ?? null,
    email: env.SITE_CONTACT_EMAIL ?? null,
    address: env.SITE_ADDRESS ?? null,
  };
}
