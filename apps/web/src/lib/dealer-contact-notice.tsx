import { Trans } from '@lingui/react/macro';

/**
 * Told at the moment the buyer acts (issue #45 item 1: the lock, a trade-in estimate, the credit check, a message to
 * the dealer): who receives their contact details from what they are about to do. Dealers see the buyer's name, email, phone, language and message on the lead's card (each read is on the buyer's
 * access log, which they can read in their account).
 */
export function DealerContactNotice({ kind }: { kind: 'purchase' | 'trade-in' | 'credit' | 'message' }) {
  return (
    <p className="dealer-contact-notice" data-notice="dealer-contact">
      {kind === 'purchase' ? <Trans>The dealer of this vehicle receives your name, email, phone and language, and this purchase&apos;s details, to contact you about it.</Trans> : null}
      {kind === 'trade-in' ? <Trans>The dealer who takes your vehicle receives your name, email, phone and language, and your offer, to contact you about it.</Trans> : null}
      {kind === 'message' ? <Trans>The dealer of this vehicle receives your name, email, phone and language with your message, to answer you.</Trans> : null}
      {kind === 'credit' ? <Trans>Our team, and the dealer of a vehicle you buy with this pre-qualification, receive your name, email, phone and language and your credit band (never your SIN nor your credit report) to contact you.</Trans> : null}
    </p>
  );
}
