import { Trans, useLingui } from '@lingui/react/macro';
import type { CreditApplicationDetails } from '@marketplace/contracts/credit/application.routes';
import type { AnswerablePageId, CreditPageAnswerInput } from '@marketplace/contracts/credit/application.schemas';
import { Alert, Button, Card, CheckboxField, LoadingArea, Progress, UnsavedChangesDialog } from '@marketplace/ui';
import { Link, useBlocker, useNavigate } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormPhoneField, FormSelectField, FormTextField } from '../../../lib/forms';
import { useDocumentTitle } from '../../../lib/hooks';
import { isApiError } from '../../../lib/http';
import { ProblemAlert } from '../../../lib/problem-alert';
import { useSession } from '../../../lib/session/session';
import { useCreditCommands } from '../api/credit-commands';
import { useLatestCreditApplication } from '../api/get-credit-application-details';
import { useCreditValueList } from '../api/get-value-list';
import '../problem-messages';
import { BAND_LABELS, factorSentence, OUTCOME_TITLES } from './credit-text';
import { creditPageResolver, type PageFormValues } from './page-resolver';
import { answerOf, formValuesOf, PROVINCES, QUESTION_PAGES, type FieldSpec } from './wizard-pages';

type Lang = 'en-ca' | 'fr-ca';

/** /{lang}/credit-application: the pre-qualification wizard, one question page at a time, resumed where it was left. */
export function CreditWizard({ lang, page }: { lang: Lang; page: string | undefined }) {
  const { t } = useLingui();
  const { user } = useSession();
  const application = useLatestCreditApplication(Boolean(user));
  const { start } = useCreditCommands();
  const navigate = useNavigate();
  useDocumentTitle(t`Credit pre-qualification`);
  if (!user) {
    return (
      <Card>
        <h1>
          <Trans>Pre-qualify for credit</Trans>
        </h1>
        <p>
          <Trans>Sign in to pre-qualify: your answers are kept in your account.</Trans>
        </p>
        <Link to="/$lang/login" params={{ lang }} search={{ referer: `/${lang}/credit-application` }}>
          <Trans>Sign in</Trans>
        </Link>
      </Card>
    );
  }
  if (application.isPending) return <LoadingArea />;
  const app = application.data;
  const go = (to: string) => void navigate({ to: '/$lang/credit-application', params: { lang }, search: { page: to } });
  if (!app || (app.status !== 'draft' && page === 'vehicle-condition')) {
    return (
      <Card>
        <h1>
          <Trans>Pre-qualify for credit</Trans>
        </h1>
        <p>
          <Trans>A few questions, about 5 minutes. Checking your credit does not affect your score.</Trans>
        </p>
        <ProblemAlert error={start.error} />
        <Button variant="primary" disabled={start.isPending} onClick={() => start.mutate(undefined, { onSuccess: () => go('vehicle-condition') })}>
          <Trans>Start</Trans>
        </Button>
      </Card>
    );
  }
  if (app.status !== 'draft') return <ResultPage app={app} lang={lang} onRestart={() => go('vehicle-condition')} />;
  const current = page && (app.pages as string[]).includes(page) && page !== 'result' && page !== 'activation' ? page : app.nextPage ?? 'confirmation';
  const steps = app.pages.filter((p) => p !== 'activation' && p !== 'result');
  const index = steps.indexOf(current as (typeof steps)[number]);
  const back = index > 0 ? steps[index - 1] : null;
  return (
    <div className="page credit-wizard">
      <p aria-live="polite">
        <Trans>
          Step {index + 1} of {steps.length}
        </Trans>
      </p>
      <Progress label={t`Progress`} value={((index + 1) / steps.length) * 100} />
      <Card>
        {current === 'confirmation' ? (
          <ConfirmationPage app={app} onBack={back ? () => go(back) : undefined} onDecided={() => go('result')} />
        ) : (
          <QuestionPage key={`${app.applicationId}:${current}`} app={app} page={current as AnswerablePageId} lang={lang} onBack={back ? () => go(back) : undefined} onSaved={(next) => go(next ?? 'confirmation')} />
        )}
      </Card>
    </div>
  );
}

/** The server's field errors (a rule the page could not check, or a newer server): field name → credit code. */
function serverFieldErrors(error: unknown): [field: string, code: string][] {
  if (!isApiError(error)) return [];
  return (error.problem.errors ?? []).map((e) => [e.path.split('.').pop()!, e.message?.startsWith('credit.') ? e.message : e.code]);
}

function QuestionPage({ app, page, lang, onBack, onSaved }: {
  app: CreditApplicationDetails; page: AnswerablePageId; lang: Lang; onBack?: () => void; onSaved: (next: string | null) => void;
}) {
  const { i18n } = useLingui();
  const spec = QUESTION_PAGES[page];
  const [saved] = useState(() => formValuesOf(spec.fields, app.answers[page]));
  const form = useForm<PageFormValues>({ resolver: creditPageResolver(page, spec.fields), mode: 'onTouched', defaultValues: saved });
  const { savePage } = useCreditCommands();
  const [formError, setFormError] = useState<unknown>(null);
  const leaving = useRef(false);
  const dirty = () => !leaving.current && spec.fields.some((f) => (form.getValues(f.name) ?? '') !== saved[f.name]);
  const blocker = useBlocker({ shouldBlockFn: dirty, withResolver: true, enableBeforeUnload: dirty });
  // handleSubmit is bound on submit, not during render: its callback writes a ref.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await savePage.mutateAsync({ applicationId: app.applicationId, page, answer: answerOf(spec.fields, values) } as CreditPageAnswerInput);
      leaving.current = true;
      onSaved(result.nextPage);
    } catch (error) {
      const known = serverFieldErrors(error).filter(([field]) => spec.fields.some((f) => f.name === field));
      for (const [field, code] of known) form.setError(field, { type: 'server', message: code }, { shouldFocus: true });
      if (known.length === 0) setFormError(error);
    }
  })(event);
  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <h1>{i18n._(spec.title)}</h1>
        {spec.fields.map((f) => <Field key={f.name} field={f} lang={lang} />)}
        <ProblemAlert error={formError} />
        <div className="form-actions">
          {onBack ? (
            <Button type="button" variant="text" onClick={onBack}>
              <Trans>Back</Trans>
            </Button>
          ) : null}
          <Button type="submit" variant="primary" disabled={form.formState.isSubmitting}>
            <Trans>Continue</Trans>
          </Button>
        </div>
        <UnsavedChangesDialog open={blocker.status === 'blocked'} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
      </form>
    </FormProvider>
  );
}

function Field({ field, lang }: { field: FieldSpec; lang: Lang }) {
  const { i18n, t } = useLingui();
  const common = { label: i18n._(field.label), name: field.name, fullWidth: true };
  switch (field.kind) {
    case 'choice':
    case 'yes-no': {
      const options = field.kind === 'choice' ? field.options.map((o) => ({ value: o.value, label: i18n._(o.label) })) : [{ value: 'yes', label: t`Yes` }, { value: 'no', label: t`No` }];
      return (
        <FormSelectField<PageFormValues> {...common}>
          <option value="">{t`Choose…`}</option>
          {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </FormSelectField>
      );
    }
    case 'list':
      return <ListField {...common} list={field.list} lang={lang} />;
    case 'province':
      return (
        <FormSelectField<PageFormValues> {...common}>
          <option value="">{t`Choose…`}</option>
          {PROVINCES.map((p) => <option key={p} value={p}>{p}</option>)}
        </FormSelectField>
      );
    case 'phone':
      return <FormPhoneField<PageFormValues> {...common} />;
    default:
      return (
        <FormTextField<PageFormValues> {...common}
          type={field.kind === 'date' ? 'date' : 'text'} inputMode={field.kind === 'money' || field.kind === 'number' ? 'decimal' : undefined}
          autoComplete={field.kind === 'sin' ? 'off' : undefined}
          helperText={field.kind === 'sin' ? t`Optional: the result is the same without it. It is encrypted and never shown.` : null} />
      );
  }
}

function ListField({ list, lang, ...common }: { list: Parameters<typeof useCreditValueList>[0]; lang: Lang; label: string; name: string; fullWidth: boolean }) {
  const { t } = useLingui();
  const items = useCreditValueList(list).data?.items ?? [];
  return (
    <FormSelectField<PageFormValues> {...common}>
      <option value="">{t`Choose…`}</option>
      {items.map((i) => <option key={i.id} value={i.id}>{i.label[lang]}</option>)}
    </FormSelectField>
  );
}

function ConfirmationPage({ app, onBack, onDecided }: { app: CreditApplicationDetails; onBack?: () => void; onDecided: () => void }) {
  const [agreed, setAgreed] = useState(false);
  const { consent, submit } = useCreditCommands();
  const bureau = app.notice.bureau;
  const lenders = app.notice.lenders.map((l) => l.name).join(', ');
  const busy = consent.isPending || submit.isPending;
  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!app.consent) await consent.mutateAsync({ applicationId: app.applicationId, noticeVersion: app.notice.version });
    await submit.mutateAsync(app.applicationId);
    onDecided();
  };
  return (
    <form onSubmit={(e) => void onSubmit(e).catch(() => undefined)}>
      <h1>
        <Trans>Confirmation</Trans>
      </h1>
      <section aria-labelledby="credit-notice">
        <h2 id="credit-notice">
          <Trans>How we use your information</Trans>
        </h2>
        <p>
          <Trans>Purpose: to tell you whether lenders would likely finance a vehicle for you, for how much and at what rate.</Trans>
        </p>
        <p>
          <Trans>We ask the credit bureau ({bureau}) for a soft pull: it does not affect your credit score.</Trans>
        </p>
        <p>
          <Trans>If you are pre-qualified, your file may be shared with these lenders: {lenders}.</Trans>
        </p>
        {app.notice.transfersOutsideQuebec ? (
          <p>
            <Trans>The credit bureau processes your information outside Quebec.</Trans>
          </p>
        ) : (
          <p>
            <Trans>Your information is not sent outside Quebec to reach this decision.</Trans>
          </p>
        )}
        <p>
          <Trans>The decision is automated; you can ask a person to review it.</Trans>
        </p>
      </section>
      <CheckboxField name="consent" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} label={<Trans>I consent to this credit check</Trans>} />
      <ProblemAlert error={consent.error ?? submit.error} />
      <div className="form-actions">
        {onBack ? (
          <Button type="button" variant="text" onClick={onBack}>
            <Trans>Back</Trans>
          </Button>
        ) : null}
        <Button type="submit" variant="primary" disabled={!agreed || busy}>
          <Trans>See my result</Trans>
        </Button>
      </div>
    </form>
  );
}

/** The bureau could not answer: the file waits for a person, whose answer is shown once given (and emailed). */
function UndecidedResult({ app, onRestart }: { app: CreditApplicationDetails; onRestart: () => void }) {
  const { i18n } = useLingui();
  const review = app.review!;
  return (
    <Card>
      {review.status === 'answered' && review.outcome ? (
        <>
          <h1 data-outcome={review.outcome}>{i18n._(OUTCOME_TITLES[review.outcome])}</h1>
          <Alert variant="info">{review.message}</Alert>
        </>
      ) : (
        <>
          <h1 data-outcome="pending">
            <Trans>Your application is being reviewed</Trans>
          </h1>
          <Alert variant="info">
            <Trans>The credit bureau could not answer right now. A person will review your application and we will email you the answer.</Trans>
          </Alert>
        </>
      )}
      <div className="form-actions">
        <Button variant="text" onClick={onRestart}>
          <Trans>Start a new application</Trans>
        </Button>
      </div>
    </Card>
  );
}

function ResultPage({ app, lang, onRestart }: { app: CreditApplicationDetails; lang: Lang; onRestart: () => void }) {
  const { i18n } = useLingui();
  const { requestReview } = useCreditCommands();
  const decision = app.decision;
  if (!decision && app.review) return <UndecidedResult app={app} onRestart={onRestart} />;
  if (!decision) return <LoadingArea />;
  const money = (cents: number) => new Intl.NumberFormat(lang, { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 }).format(cents / 100);
  const outcome = app.review?.status === 'answered' && app.review.outcome ? app.review.outcome : decision.outcome;
  return (
    <Card>
      <h1 data-outcome={outcome}>{i18n._(OUTCOME_TITLES[outcome])}</h1>
      {decision.score !== null && decision.band ? (
        <p>
          <Trans>
            Credit score: {decision.score} ({i18n._(BAND_LABELS[decision.band])})
          </Trans>
        </p>
      ) : null}
      {outcome === 'congratulations' && decision.approvedAmount ? (
        <>
          <p>
            <Trans>
              Approved amount: from {money(decision.approvedAmount.min)} to {money(decision.approvedAmount.max)}, at an indicative rate of {decision.indicativeRate}%.
            </Trans>
          </p>
          <h2>
            <Trans>Lenders that would take your file</Trans>
          </h2>
          <ul className="credit-lenders">
            {decision.lenders.map((l) => <li key={l.id}>{l.name}</li>)}
          </ul>
        </>
      ) : null}
      <h2>
        <Trans>Why</Trans>
      </h2>
      <ul className="credit-factors">
        {decision.factors.map((f) => <li key={f.code} data-effect={f.effect}>{factorSentence(i18n, f, lang)}</li>)}
      </ul>
      {app.review === null ? (
        <>
          <ProblemAlert error={requestReview.error} />
          <Button variant="secondary" disabled={requestReview.isPending} onClick={() => requestReview.mutate(app.applicationId)}>
            <Trans>Request a review by a person</Trans>
          </Button>
        </>
      ) : app.review.status === 'requested' ? (
        <Alert variant="info">
          <Trans>A person will review this decision; we will email you the answer.</Trans>
        </Alert>
      ) : (
        <Alert variant="info">{app.review.message}</Alert>
      )}
      <div className="form-actions">
        <Button variant="text" onClick={onRestart}>
          <Trans>Start a new application</Trans>
        </Button>
      </div>
    </Card>
  );
}
