import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, DialogClose } from '@marketplace/ui';
import { LegalDocument } from './legal-document';
import { TermsContent } from '../content/terms-content';
import { WithCatalogPart } from '../../../lib/catalog-part';

/** The terms in a dialog, opened from the terms-agreement link of the sign-up form (spec §2). */
export function TermsDialog() {
  const { t } = useLingui();
  return (
    <Dialog
      size="large"
      title={t`Terms & conditions`}
      trigger={
        <button type="button" className="link-button">
          <Trans>Read the Terms & conditions</Trans>
        </button>
      }
      actions={
        <DialogClose asChild>
          <Button>
            <Trans>Close</Trans>
          </Button>
        </DialogClose>
      }
    >
      <WithCatalogPart part="legal">
        <LegalDocument title={t`Terms & conditions`} headingLevel={2}>
          <TermsContent sectionLevel={3} />
        </LegalDocument>
      </WithCatalogPart>
    </Dialog>
  );
}
