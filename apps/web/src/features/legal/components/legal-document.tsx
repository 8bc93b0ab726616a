import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatLongDate, LEGAL_PUBLICATION_DATE } from '../../../lib/dates';
import { useLang } from '../../../lib/use-lang';

/** Title, publication date (long format of the page language) and sections of a legal text. */
export function LegalDocument({ title, children, headingLevel = 1 }: { title: ReactNode; children: ReactNode; headingLevel?: 1 | 2 }) {
  const lang = useLang();
  const published = formatLongDate(LEGAL_PUBLICATION_DATE, lang);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <article className="legal">
      {headingLevel === 1 ? <Heading className="legal__title">{title}</Heading> : null}
      <p className="legal__published">
        <Trans>
          Published on <time dateTime={LEGAL_PUBLICATION_DATE}>{published}</time>
        </Trans>
      </p>
      {children}
    </article>
  );
}

export function LegalSection({ title, children, level = 2 }: { title: ReactNode; children: ReactNode; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="legal__section">
      <Heading className="legal__heading">{title}</Heading>
      {children}
    </section>
  );
}
