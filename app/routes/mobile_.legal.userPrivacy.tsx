// /mobile/legal/userPrivacy: 隐私政策 in the mobile blank layout (no tab bar), back to the mobile home. Open to everyone.
import type { MetaFunction } from "@remix-run/node";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { LegalDocumentView } from "~/components/shared/legal-document";
import { privacyPolicy } from "~/modules/legal/legal-documents";
import { pageMeta } from "~/modules/shell/page-meta";

export default function Page() {
  return (
    <MobileBlankLayout backHref="/mobile/" title={privacyPolicy.title}>
      <LegalDocumentView doc={privacyPolicy} tree="mobile" />
    </MobileBlankLayout>
  );
}

export const meta: MetaFunction = () => pageMeta(privacyPolicy.title, privacyPolicy.summary);
