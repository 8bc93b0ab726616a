import { Trans } from '@lingui/react/macro';
import { brandText, useBrand } from '../../../lib/brand/brand-context';
import { runtimeConfig } from '../../../lib/runtime-config';
import { useLang } from '../../../lib/use-lang';
import { LegalSection } from '../components/legal-document';

/** Privacy policy (spec §1): data in Canada, cookies and log files, sharing with consent, Quebec law. */
export function PrivacyContent({ sessionDays = runtimeConfig().sessionDays }: { sessionDays?: number } = {}) {
  const brand = useBrand();
  const lang = useLang();
  const site = brandText(brand.name, lang);
  const company = brand.legalName;
  return (
    <>
      <LegalSection title={<Trans>1. Who we are</Trans>}>
        <p>
          <Trans>
            {company} operates {site} and is responsible for the personal information it collects. This policy explains what we collect, why, and the choices
            you have.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={<Trans>2. Information we collect</Trans>}>
        <ul>
          <li>
            <Trans>Account information: name, email address, phone number and password.</Trans>
          </li>
          <li>
            <Trans>
              Transaction information: the vehicles you choose, your trade-in, your financing application and the documents you upload, such as your driver's
              licence.
            </Trans>
          </li>
          <li>
            <Trans>Technical information: cookies and log files, described below.</Trans>
          </li>
        </ul>
      </LegalSection>
      <LegalSection title={<Trans>3. Why we use it</Trans>}>
        <p>
          <Trans>
            To create and secure your account, complete the transactions you start, answer your questions, meet our legal obligations and improve the site. We
            collect only what these purposes need.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={<Trans>4. Cookies and log files</Trans>}>
        <p>
          <Trans>
            We use cookies to keep you signed in, to protect forms against forgery and to remember your language. Our servers keep log files (IP address,
            browser, pages requested, date and time) to secure and operate the service. You can refuse cookies in your browser, but signing in will then no
            longer work.
          </Trans>
        </p>
        <p>
          <Trans>
            When you sign in, you stay signed in on that browser for {sessionDays} days, unless you sign out before. Signing out, or signing out everywhere from
            your profile, ends the session at once.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={<Trans>5. Sharing with your consent</Trans>}>
        <p>
          <Trans>
            We do not sell your personal information. We share it with a dealer, a financial institution or another partner only with your consent and only what
            is needed for the service you ask for, or when the law requires it.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={<Trans>6. Where your data is located</Trans>}>
        <p>
          <Trans>Your data is located in Canada. We protect it with security measures suited to its sensitivity.</Trans>
        </p>
      </LegalSection>
      <LegalSection title={<Trans>7. Your rights</Trans>}>
        <p>
          <Trans>
            You may access and correct your information, withdraw your consent, and ask for your account to be deleted from your profile page. For any question,
            or to reach our person in charge of the protection of personal information, write to us.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={<Trans>8. Governing law</Trans>}>
        <p>
          <Trans>
            This policy is governed by the laws of the Province of Quebec, including the Act respecting the protection of personal information in the private
            sector, and by the federal laws of Canada that apply there.
          </Trans>
        </p>
      </LegalSection>
    </>
  );
}
