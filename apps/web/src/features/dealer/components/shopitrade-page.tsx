import { Trans, useLingui } from '@lingui/react/macro';
import { Button, SelectField, TextField } from '@marketplace/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useFormat } from '../../../lib/format';
import { QueryState } from '../../../lib/query-state';
import { Section } from '../../../lib/section';
import { ToolPage } from '../../../lib/tool-page';
import { useLang } from '../../../lib/use-lang';
import { useCompanies } from '../api/companies';
import { useShopitradeCompanies } from '../api/configurations';
import { useLeadShopitradeCompanies } from '../api/leads';
import '../problem-messages';
import { ConfigurationTab } from './configuration-tab';
import './dealer.css';

type Participant = { companyId: number; name: string; marginPercent: number };

/** The participating companies and their margins (shared by the team's lists). */
function ParticipantsTable({ items, caption }: { items: Participant[]; caption: string }) {
  const f = useFormat();
  return (
    <table className="dealer-table">
      <caption className="ui-visually-hidden">{caption}</caption>
      <thead>
        <tr><th scope="col"><Trans>Company no.</Trans></th><th scope="col"><Trans>Name</Trans></th><th scope="col"><Trans>Margin (%)</Trans></th></tr>
      </thead>
      <tbody>
        {items.map((c) => (
          <tr key={c.companyId}><td>{c.companyId}</td><th scope="row">{c.name}</th><td>{f.number(c.marginPercent, { maximumFractionDigits: 2 })}</td></tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * `/{lang}/shopicarTeam/shopitrade` (section 25; types 18 and 6): Shopitrade, the trade-in exchange between dealers.
 * The companies taking part (get-shopitrade-companies), one company's settings (update-shopitrade-company, saved at the
 * version read: 409 when someone saved first) and, for a lead, the companies it may be offered to
 * (get-lead-shopitrade-company-list).
 */
export function ShopitradePage() {
  const { t } = useLingui();
  const participants = useShopitradeCompanies();
  const companies = useCompanies('');
  const [companyId, setCompanyId] = useState<number | null>(null);
  return (
    <ToolPage title={t`Shopitrade`} className="dealer"
      intro={<Trans>Shopitrade offers a customer's trade-in to the other dealers taking part. Each company sets whether it takes part and its margin.</Trans>}>
      <Section title={<Trans>Companies taking part</Trans>}>
        <QueryState query={participants} isEmpty={(d) => d.items.length === 0} empty={<p><Trans>No company takes part in Shopitrade yet.</Trans></p>}>
          {(d) => <ParticipantsTable items={d.items} caption={t`Companies taking part`} />}
        </QueryState>
      </Section>
      <Section title={<Trans>A company's Shopitrade settings</Trans>}>
        <QueryState query={companies} isEmpty={(d) => d.items.length === 0} empty={<p><Trans>No company yet.</Trans></p>}>
          {(d) => (
            <SelectField label={t`Company`} fullWidth={false} value={companyId === null ? '' : String(companyId)}
              onChange={(e) => setCompanyId(e.target.value ? Number(e.target.value) : null)}>
              <option value="">{t`Choose a company`}</option>
              {d.items.map((c) => <option key={c.companyId} value={String(c.companyId)}>{`${c.name} (${c.companyId})`}</option>)}
            </SelectField>
          )}
        </QueryState>
        {companyId !== null ? <ConfigurationTab key={companyId} section="shopitrade" companyId={companyId} /> : null}
      </Section>
      <LeadOffer />
    </ToolPage>
  );
}

/** A lead's number -> the Shopitrade companies it may be offered to (all taking part but the lead's own company). */
function LeadOffer() {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [leadId, setLeadId] = useState<string | null>(null);
  const offer = useLeadShopitradeCompanies(leadId);
  return (
    <Section title={<Trans>Where a lead may be offered</Trans>}>
      <form className="dealer-lookup" aria-label={t`Where a lead may be offered`}
        onSubmit={(e) => { e.preventDefault(); setLeadId(text.trim() || null); }}>
        <TextField label={t`Lead number`} value={text} fullWidth={false} onChange={(e) => setText(e.target.value)}
          helperText={t`The number shown in lead management`} />
        <Button type="submit"><Trans>Show the companies</Trans></Button>
      </form>
      {leadId !== null ? (
        <QueryState query={offer} isEmpty={(d) => d.items.length === 0} empty={<p><Trans>No other company takes part in Shopitrade.</Trans></p>}>
          {(d) => <ParticipantsTable items={d.items} caption={t`Companies the lead may be offered to`} />}
        </QueryState>
      ) : null}
    </Section>
  );
}

/**
 * `/{lang}/company/{companyId}/shopitrade` (section 25 of the dealer's group): whether the company takes part in
 * Shopitrade and at which margin (administrators and the team change it), and the trade-in block where Shopitrade's
 * vehicles are offered.
 */
export function CompanyShopitradePage({ companyId }: { companyId: number }) {
  const { t } = useLingui();
  const lang = useLang();
  return (
    <ToolPage title={t`Shopitrade`} className="dealer"
      intro={<Trans>Shopitrade offers a customer's trade-in to the other dealers taking part. The Shopicar team sets your participation and margin.</Trans>}>
      <Section title={<Trans>Your Shopitrade settings</Trans>}>
        <ConfigurationTab section="shopitrade" companyId={companyId} readOnly />
      </Section>
      <Section title={<Trans>Trade-ins on offer</Trans>}>
        <p><Trans>The trade-in block lists the vehicles offered to dealers.</Trans></p>
        <Link to="/$lang/block" params={{ lang }}><Trans>Open the trade-in block</Trans></Link>
      </Section>
    </ToolPage>
  );
}
