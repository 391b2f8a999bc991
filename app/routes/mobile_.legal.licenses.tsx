// /mobile/legal/licenses: 开源软件与数据许可 in the mobile blank layout (no tab bar), back to the mobile home. Open to everyone.
import type { MetaFunction } from "@remix-run/node";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { LegalDocumentView } from "~/components/shared/legal-document";
import { licensesDocument } from "~/modules/legal/legal-documents";
import { pageMeta } from "~/modules/shell/page-meta";

export default function Page() {
  return (
    <MobileBlankLayout backHref="/mobile/" title={licensesDocument.title}>
      <LegalDocumentView doc={licensesDocument} tree="mobile" />
    </MobileBlankLayout>
  );
}

export const meta: MetaFunction = () => pageMeta(licensesDocument.title, licensesDocument.summary);
