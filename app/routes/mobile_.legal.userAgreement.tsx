// /mobile/legal/userAgreement: 用户协议 in the mobile blank layout (no tab bar), back to the mobile home. Open to everyone.
import type { MetaFunction } from "@remix-run/node";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { LegalDocumentView } from "~/components/shared/legal-document";
import { userAgreement } from "~/modules/legal/legal-documents";
import { pageMeta } from "~/modules/shell/page-meta";

export default function Page() {
  return (
    <MobileBlankLayout backHref="/mobile/" title={userAgreement.title}>
      <LegalDocumentView doc={userAgreement} tree="mobile" />
    </MobileBlankLayout>
  );
}

export const meta: MetaFunction = () => pageMeta(userAgreement.title, userAgreement.summary);
