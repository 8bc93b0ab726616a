import { Trans } from '@lingui/react/macro';
import { brandText, useBrand } from '../../../lib/brand/brand-context';
import { useLang } from '../../../lib/use-lang';
import { LegalSection } from '../components/legal-document';

/** Terms of use (spec §1): Quebec law, Canadian dollars, data in Canada, reproduction without consent prohibited. */
export function TermsContent({ sectionLevel = 2 }: { sectionLevel?: 2 | 3 }) {
  const brand = useBrand();
  const lang = useLang();
  const site = brandText(brand.name, lang);
  const company = brand.legalName;
  return (
    <>
      <LegalSection level={sectionLevel} title={<Trans>1. Acceptance of these terms</Trans>}>
        <p>
          <Trans>
            These terms govern your use of the website and services of {site}, which {company} operates. By browsing the site or creating an account, you accept
            them. If you do not accept them, do not use the site.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection level={sectionLevel} title={<Trans>2. Our services</Trans>}>
        <p>
          <Trans>
            {site} lets you browse vehicles offered by participating dealers, buy or lease a vehicle online, appraise a trade-in, pre-qualify for financing and
            manage your garage, your transactions and your documents.
          </Trans>
        </p>
        <p>
          <Trans>
            When you start a purchase, the vehicle is locked for you for 30 minutes, free of charge. A $250 deposit, fully refundable, reserves the vehicle for
            5 days and is deducted from the price as a down payment.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection level={sectionLevel} title={<Trans>3. Your account</Trans>}>
        <p>
          <Trans>
            You must give accurate information and keep your password confidential. You are responsible for the activity of your account. You may deactivate
            your account at any time, or delete it; deletion is permanent.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection level={sectionLevel} title={<Trans>4. Prices and payments</Trans>}>
        <p>
          <Trans>
            All prices are in Canadian dollars (CAD). Applicable taxes are shown before you confirm a transaction. Financing and leasing offers are subject to
            the approval of the financial institution.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection level={sectionLevel} title={<Trans>5. Personal information</Trans>}>
        <p>
          <Trans>
            We handle your personal information as described in our privacy policy. Your data is located in Canada. We share it with a dealer, a lender or
            another partner only with your consent, or when the law requires it.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection level={sectionLevel} title={<Trans>6. Intellectual property</Trans>}>
        <p>
          <Trans>
            The content of the site (texts, images, logos, software) belongs to {company} or its partners. All rights reserved. Any reproduction, in whole or in
            part, without written consent is prohibited.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection level={sectionLevel} title={<Trans>7. Liability</Trans>}>
        <p>
          <Trans>
            Vehicle information comes from dealers and manufacturers; we take care to keep it accurate but cannot guarantee that it is free of errors. Nothing
            in these terms limits the rights you have under the Consumer Protection Act (Quebec) or any other law that protects you.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection level={sectionLevel} title={<Trans>8. Governing law</Trans>}>
        <p>
          <Trans>
            These terms are governed by the laws of the Province of Quebec and the federal laws of Canada that apply there. Any dispute falls under the
            jurisdiction of the courts of Quebec.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection level={sectionLevel} title={<Trans>9. Changes</Trans>}>
        <p>
          <Trans>
            We may update these terms. The publication date at the top shows the version in force; continuing to use the site after a change means you accept
            it.
          </Trans>
        </p>
      </LegalSection>
    </>
  );
}
