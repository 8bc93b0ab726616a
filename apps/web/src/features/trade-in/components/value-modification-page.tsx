import { Trans, useLingui } from '@lingui/react/macro';
import { createValueRuleRoute, type ValueRule } from '@marketplace/contracts/trade-in/value-rules.routes';
import { Alert, Button, Card, LoadingArea, TextField } from '@marketplace/ui';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { formResolver } from '../../../lib/form-resolver';
import { useFormat, type PageFormat } from '../../../lib/format';
import { numberText } from '../../../lib/form-fields';
import { problemMessage } from '../../../lib/problem-messages';
import { ValidationCode } from '../../../lib/validation';
import '../problem-messages';
import {
  useChangeValueRule, useCreateValueRule, useMakeModels, usePriceChangeSubscription, useResetValueRule, useValueRuleAffected, useValueRuleHistory,
  useValueRules,
} from '../api/value-rules';
import { TradeInPriceHistory } from './price-history';
import { TradeInSelect, TradeInTextField } from './fields';
import './trade-in.css';

interface Values { makeId: string; modelId: string; yearFrom: string; yearTo: string; kind: 'percent' | 'amount'; value: string }

/** An amount is typed in dollars and kept in cents; a percent as is. */
const toStored = (kind: 'percent' | 'amount', typed: number) => (kind === 'amount' ? Math.round(typed * 100) : typed);
const NUMBER = /^-?\d+(\.\d+)?$/;
const rule = createValueRuleRoute.body.shape;
/** The contract's new rule from the fields: every model when none is chosen; the typed adjustment stored as the kind says. */
const Schema = z.preprocess(
  (v) => ({ ...(v as Values), modelId: (v as Values).modelId || null }),
  createValueRuleRoute.body.extend({
    makeId: numberText(rule.makeId, ValidationCode.required),
    modelId: numberText(rule.makeId).nullable(),
    yearFrom: numberText(rule.yearFrom),
    yearTo: numberText(rule.yearTo),
    value: numberText(rule.value, ValidationCode.wholeNumber, (text) => (NUMBER.test(text) ? Number(text) : Number.NaN)),
  }).transform((r) => ({ ...r, value: toStored(r.kind, r.value) })),
);
/** The adjustment in the page language (ADR 0060): "-5%" / "-5 %", "$250" / "250 $". */
const shown = (rule: Pick<ValueRule, 'kind' | 'value'>, f: PageFormat) => (rule.kind === 'percent' ? f.percent(rule.value) : f.money(rule.value));

/** /{lang}/shopicarTeam/trade-in-value-modification: rules by make, model and years, their history, reset, subscriptions. */
export function ValueModificationPage() {
  const { t, i18n } = useLingui();
  const rules = useValueRules();
  const names = useMakeModels();
  const create = useCreateValueRule();
  const subscription = usePriceChangeSubscription();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof Schema>>({ resolver: formResolver(Schema), mode: 'onTouched', defaultValues: { makeId: '', modelId: '', yearFrom: '', yearTo: '', kind: 'percent', value: '' } });
  const makeId = useWatch({ control: form.control, name: 'makeId' });
  const makes = names.data?.items ?? [];
  const nameOf = (rule: ValueRule) => {
    const make = makes.find((m) => m.id === rule.makeId);
    const model = make?.models.find((m) => m.id === rule.modelId);
    return `${make?.name ?? rule.makeId} ${model?.name ?? (rule.modelId === null ? t`(all models)` : rule.modelId)}`;
  };
  const run = async (action: () => Promise<unknown>, done?: string) => {
    setError(null);
    setNotice(null);
    try {
      await action();
      if (done) setNotice(done);
    } catch (e) {
      setError(i18n._(problemMessage(e)));
    }
  };
  const onSubmit = form.handleSubmit((v) => run(async () => {
    await create.mutateAsync(v);
    form.reset();
  }, t`Rule saved. Open offers are being re-valued.`));

  return (
    <Card className="trade-in">
      <h1><Trans>Trade-in value modification</Trans></h1>
      {error ? <Alert variant="error">{error}</Alert> : null}
      {notice ? <Alert variant="success">{notice}</Alert> : null}
      <div className="trade-in__actions">
        <Button variant="secondary" onClick={() => void run(() => subscription.mutateAsync(true), t`You will get an email when prices change.`)}>
          <Trans>Subscribe to price-change emails</Trans>
        </Button>
        <Button variant="secondary" onClick={() => void run(() => subscription.mutateAsync(false), t`You will no longer get price-change emails.`)}>
          <Trans>Unsubscribe</Trans>
        </Button>
      </div>
      <FormProvider {...form}>
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="trade-in__form">
          <h2><Trans>New rule</Trans></h2>
          <div className="trade-in__columns">
            <TradeInSelect<Values> name="makeId" label={t`Make`}>
              <option value="">—</option>
              {makes.map((m) => <option key={m.id} value={m.id}>{m.name}</option>)}
            </TradeInSelect>
            <TradeInSelect<Values> name="modelId" label={t`Model`} optional>
              <option value="">{t`(all models)`}</option>
              {(makes.find((m) => String(m.id) === makeId)?.models ?? []).map((m) => <option key={m.id} value={m.id}>{m.name}</option>)}
            </TradeInSelect>
            <TradeInTextField<Values> name="yearFrom" label={t`From year`} inputMode="numeric" />
            <TradeInTextField<Values> name="yearTo" label={t`To year`} inputMode="numeric" />
            <TradeInSelect<Values> name="kind" label={t`Adjustment type`}>
              <option value="percent">{t`Percent`}</option>
              <option value="amount">{t`Amount ($)`}</option>
            </TradeInSelect>
            <TradeInTextField<Values> name="value" label={t`Adjustment`} inputMode="decimal" />
          </div>
          <Button type="submit" loading={create.isPending}><Trans>Save the rule</Trans></Button>
        </form>
      </FormProvider>
      <h2><Trans>Rules</Trans></h2>
      {rules.isPending ? <LoadingArea /> : (
        <table className="trade-in__table">
          <thead>
            <tr><th><Trans>Vehicles</Trans></th><th><Trans>Years</Trans></th><th><Trans>Adjustment</Trans></th><th><Trans>Actions</Trans></th></tr>
          </thead>
          <tbody>
            {(rules.data?.items ?? []).map((rule) => (
              <RuleRow key={rule.ruleId} rule={rule} name={nameOf(rule)} run={run} />
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

function RuleRow({ rule, name, run }: { rule: ValueRule; name: string; run: (action: () => Promise<unknown>) => Promise<void> }) {
  const { t } = useLingui();
  const f = useFormat();
  const change = useChangeValueRule();
  const reset = useResetValueRule();
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const history = useValueRuleHistory(open ? rule.ruleId : null);
  const affected = useValueRuleAffected(open ? rule.ruleId : null);
  const [shownTradeIn, setShownTradeIn] = useState<string | null>(null);
  return (
    <>
      <tr data-rule={rule.ruleId}>
        <td>{name}</td>
        <td>{rule.yearFrom}–{rule.yearTo}</td>
        <td data-testid="rule-adjustment">{shown(rule, f)}</td>
        <td className="trade-in__actions">
          <TextField label={t`New adjustment`} value={typed} onChange={(e) => setTyped(e.target.value)} inputMode="decimal" />
          <Button size="small" disabled={!NUMBER.test(typed)} loading={change.isPending}
            onClick={() => void run(() => change.mutateAsync({ ruleId: rule.ruleId, kind: rule.kind, value: toStored(rule.kind, Number(typed)) }))}>
            <Trans>Change</Trans>
          </Button>
          <Button size="small" variant="secondary" loading={reset.isPending} onClick={() => void run(() => reset.mutateAsync({ ruleId: rule.ruleId }))}>
            <Trans>Reset</Trans>
          </Button>
          <Button size="small" variant="secondary" onClick={() => setOpen(!open)}><Trans>Price history</Trans></Button>
        </td>
      </tr>
      {open ? (
        <tr>
          <td colSpan={4}>
            <ol className="trade-in__history" aria-label={t`Price history`}>
              {(history.data?.items ?? []).map((h) => (
                <li key={h.version}><Trans>{f.dateTime(h.at)}: {shown(h, f)}</Trans></li>
              ))}
            </ol>
            <h3><Trans>Affected trade-ins</Trans></h3>
            {affected.data?.items.length === 0 ? <p><Trans>No trade-in was re-valued by this rule.</Trans></p> : null}
            <ul className="trade-in__history" aria-label={t`Affected trade-ins`}>
              {(affected.data?.items ?? []).map((a) => (
                <li key={a.tradeInId} data-affected={a.tradeInId}>
                  <Trans>{[a.year, a.make, a.model, a.trim].filter(Boolean).join(' ')}: {a.value === null ? '—' : f.dollars(a.value)}</Trans>{' '}
                  <Button size="small" variant="secondary" onClick={() => setShownTradeIn(shownTradeIn === a.tradeInId ? null : a.tradeInId)}>
                    <Trans>Price history of this trade-in</Trans>
                  </Button>
                  {shownTradeIn === a.tradeInId ? <TradeInPriceHistory tradeInId={a.tradeInId} /> : null}
                </li>
              ))}
            </ul>
          </td>
        </tr>
      ) : null}
    </>
  );
}
