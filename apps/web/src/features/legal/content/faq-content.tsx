import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

function Question({ question, children }: { question: ReactNode; children: ReactNode }) {
  return (
    <details className="faq__item">
      <summary className="faq__question">{question}</summary>
      <div className="faq__answer">{children}</div>
    </details>
  );
}

/** Frequently asked questions, answered with the product's rules (spec §1, §9). */
export function FaqContent() {
  const { t } = useLingui();
  return (
    <div className="faq">
      <Question question={t`How long is a vehicle held for me while I buy it online?`}>
        <p>
          <Trans>When you start a purchase, the vehicle is locked for you for 30 minutes, free of charge. You can ask for 15 more minutes.</Trans>
        </p>
      </Question>
      <Question question={t`What is the deposit for?`}>
        <p>
          <Trans>A $250 deposit reserves the vehicle for 5 days. It is fully refundable and is deducted from the price as a down payment.</Trans>
        </p>
      </Question>
      <Question question={t`Can I trade in my current vehicle?`}>
        <p>
          <Trans>
            Yes. Enter its VIN or its details and answer a few questions about its condition to get an estimate that you can apply to your purchase.
          </Trans>
        </p>
      </Question>
      <Question question={t`Can I finance or lease?`}>
        <p>
          <Trans>
            Yes. You can pay cash, finance or lease, with weekly, bi-weekly or monthly payments. Financing is subject to the approval of the financial
            institution.
          </Trans>
        </p>
      </Question>
      <Question question={t`Do you deliver?`}>
        <p>
          <Trans>You can pick up your vehicle at the dealership or have it delivered within 350 km.</Trans>
        </p>
      </Question>
      <Question question={t`What does the protection plan cover?`}>
        <p>
          <Trans>It covers 90% of the components, with a $50 deductible. You can cancel it within 30 days.</Trans>
        </p>
      </Question>
      <Question question={t`In which currency are prices shown?`}>
        <p>
          <Trans>All prices are in Canadian dollars.</Trans>
        </p>
      </Question>
    </div>
  );
}
