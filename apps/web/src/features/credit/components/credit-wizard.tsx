import { Trans, useLingui } from '@lingui/react/macro';
import type { CreditApplicationDetails } from '@marketplace/contracts/credit/application.routes';
import type { AnswerablePageId, CreditPageAnswerInput } from '@marketplace/contracts/credit/application.schemas';
import { Alert, Button, Card, CheckboxField, LoadingArea, Progress, UnsavedChangesDialog } from '@marketplace/ui';
import { formatMoney, formatPercent } from '@marketplace/domain/shared';
import { Link, useBlocker, useNavigate } from '@tanstack/react-router';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormPhoneField, FormSelectField, FormTextField } from '../../../lib/forms';
import { useDocumentTitle } from '../../../lib/hooks';
import { isApiError } from '../../../lib/http';
import { ProblemAlert } from '../../../lib/problem-alert';
import { useRefreshSession, useSession, useStoreUser } from '../../../lib/session/session';
import { WithCatalogPart } from '../../../lib/catalog-part';
import type { SessionUser } from '../../../lib/session/api/current-user';
import { useQueryClient } from '@tanstack/react-query';
import { readUntil, useCreditCommands } from '../api/credit-commands';
import { useLatestCreditApplication } from '../api/get-credit-application-details';
import { draftPages, readDraft, submitDraft, writeDraft, type DraftAnswers } from './anonymous-draft';
import { useCreditValueList } from '../api/get-value-list';
import '../problem-messages';
import { BAND_LABELS, OUTCOME_TITLES } from './credit-text';
import { DecisionFactors, ReviewRequest } from './decision-explanation';
import { creditPageResolver, localToday, type PageFormValues } from './page-resolver';
import { answerOf, formValuesOf, PROVINCES, QUESTION_PAGES, type FieldSpec } from './wizard-pages';
import { DealerContactNotice } from '../../../lib/dealer-contact-notice';

type Lang = 'en-ca' | 'fr-ca';

/** Other features' forms the wizard shows, composed by the route (a feature does not import another). */
export interface CreditWizardSlots {
  /** Sign-up confirmed by SMS to `confirmByPhone.phone`; `onRegistered` once the account exists and is signed in. */
  signup: (props: { redirectUrl: string; confirmByPhone: { phone: string; firstName: string; lastName: string }; onRegistered: (user: SessionUser) => Promise<void> }) => ReactNode;
  /** The 6-digit SMS code form; `onVerified` once the account is activated. */
  smsVerification: (props: { initialPhone: string | null; onVerified: () => Promise<void> }) => ReactNode;
}

/** /{lang}/credit-application: the pre-qualification wizard, one question page at a time, resumed where it was left. */
export function CreditWizard({ lang, page, slots }: { lang: Lang; page: string | undefined; slots: CreditWizardSlots }) {
  const { t } = useLingui();
  const { user } = useSession();
  const application = useLatestCreditApplication(Boolean(user));
  const { start, savePage } = useCreditCommands();
  const navigate = useNavigate();
  useDocumentTitle(t`Credit pre-qualification`);
  if (!user) return <AnonymousWizard lang={lang} page={page} signup={slots.signup} />;
  if (application.isPending) return <LoadingArea />;
  const app = application.data;
  const go = (to: string) => void navigate({ to: '/$lang/credit-application', params: { lang }, search: { page: to } });
  if (!app || (app.status !== 'draft' && page === 'vehicle-condition')) {
    return (
      <IntroCard>
        <ProblemAlert error={start.error} />
        <Button variant="primary" disabled={start.isPending} onClick={() => start.mutate(undefined, { onSuccess: () => go('vehicle-condition') })}>
          <Trans>Start</Trans>
        </Button>
      </IntroCard>
    );
  }
  if (app.status !== 'draft') return <ResultPage app={app} lang={lang} onRestart={() => go('vehicle-condition')} />;
  // The activation page is reached from the confirmation page only (nextPage says so once consent is given).
  const current = page && (app.pages as string[]).includes(page) && page !== 'result' && page !== 'activation' ? page : app.nextPage ?? 'confirmation';
  const steps = app.pages.filter((p) => p !== 'activation' && p !== 'result');
  const index = current === 'activation' ? steps.length - 1 : steps.indexOf(current as (typeof steps)[number]);
  const back = index > 0 ? steps[index - 1] : null;
  const needsActivation = app.pages.includes('activation');
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
          <ConfirmationPage app={app} onBack={back ? () => go(back) : undefined} onDecided={() => go('result')} onConsented={needsActivation ? () => go('activation') : undefined} />
        ) : current === 'activation' ? (
          <ActivationPage app={app} onDecided={() => go('result')} smsVerification={slots.smsVerification} />
        ) : (
          <QuestionPage key={`${app.applicationId}:${current}`} page={current as AnswerablePageId} saved={app.answers[current]} lang={lang}
            save={async (answer) => (await savePage.mutateAsync({ applicationId: app.applicationId, page: current, answer } as CreditPageAnswerInput)).nextPage}
            onBack={back ? () => go(back) : undefined} onSaved={(next) => go(next ?? 'confirmation')} />
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

/** One question page; `save` records the answer (an application's event, or an anonymous draft) and answers the next page. */
function QuestionPage({ page, saved: stored, save, lang, onBack, onSaved }: {
  page: AnswerablePageId; saved: Record<string, unknown> | undefined; save: (answer: Record<string, unknown>) => Promise<string | null>;
  lang: Lang; onBack?: () => void; onSaved: (next: string | null) => void;
}) {
  const { i18n } = useLingui();
  const spec = QUESTION_PAGES[page];
  const [saved] = useState(() => formValuesOf(spec.fields, stored));
  const form = useForm<PageFormValues>({ resolver: creditPageResolver(page, spec.fields), mode: 'onTouched', defaultValues: saved });
  const [formError, setFormError] = useState<unknown>(null);
  const leaving = useRef(false);
  const dirty = () => !leaving.current && spec.fields.some((f) => (form.getValues(f.name) ?? '') !== saved[f.name]);
  const blocker = useBlocker({ shouldBlockFn: dirty, withResolver: true, enableBeforeUnload: dirty });
  // handleSubmit is bound on submit, not during render: its callback writes a ref.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const next = await save(answerOf(spec.fields, values) as Record<string, unknown>);
      leaving.current = true;
      onSaved(next);
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

function ConfirmationPage({ app, onBack, onDecided, onConsented }: {
  app: CreditApplicationDetails; onBack?: () => void; onDecided: () => void;
  /** The account still needs activating: after consent, the activation page asks for the SMS code, then decides. */
  onConsented?: () => void;
}) {
  const [agreed, setAgreed] = useState(false);
  const { consent, submit } = useCreditCommands();
  const bureau = app.notice.bureau;
  const lenders = app.notice.lenders.map((l) => l.name).join(', ');
  const busy = consent.isPending || submit.isPending;
  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!app.consent) await consent.mutateAsync({ applicationId: app.applicationId, noticeVersion: app.notice.version });
    if (onConsented) return onConsented();
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
      <DealerContactNotice kind="credit" />
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

/** An applicant who created their account in the wizard activates it with the code texted to them, then gets the result. */
function ActivationPage({ app, onDecided, smsVerification }: { app: CreditApplicationDetails; onDecided: () => void; smsVerification: CreditWizardSlots['smsVerification'] }) {
  const { submit } = useCreditCommands();
  const refreshSession = useRefreshSession();
  const phone = (app.answers['personal-information'] as { phone?: string } | undefined)?.phone ?? null;
  return (
    <>
      <h1>
        <Trans>Activate your account</Trans>
      </h1>
      <p>
        <Trans>To see your result, confirm your phone number with the 6-digit code we text you.</Trans>
      </p>
      <ProblemAlert error={submit.error} />
      <WithCatalogPart part="account">
        {smsVerification({
          initialPhone: phone,
          onVerified: async () => {
            await refreshSession();
            await submit.mutateAsync(app.applicationId);
            onDecided();
          },
        })}
      </WithCatalogPart>
    </>
  );
}

/**
 * A visitor without an account answers the question pages into a draft kept in this tab; after the
 * personal-information page they create their account (confirmed by SMS to the phone they gave), which turns the draft
 * into their application.
 */
function AnonymousWizard({ lang, page, signup }: { lang: Lang; page: string | undefined; signup: CreditWizardSlots['signup'] }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const storeUser = useStoreUser();
  const queryClient = useQueryClient();
  const [answers, setAnswers] = useState<DraftAnswers>(readDraft);
  const today = localToday();
  const go = (to: string) => void navigate({ to: '/$lang/credit-application', params: { lang }, search: { page: to } });
  const steps = draftPages(answers, today);
  if (!page && Object.keys(answers).length === 0) {
    return (
      <IntroCard>
        <p>
          <Trans>You will create your account after the personal information page; your answers are kept in this tab until then.</Trans>
        </p>
        <div className="form-actions">
          <Button variant="primary" onClick={() => go('vehicle-condition')}>
            <Trans>Start</Trans>
          </Button>
          <Link to="/$lang/login" params={{ lang }} search={{ referer: `/${lang}/credit-application` }}>
            <Trans>Sign in</Trans>
          </Link>
        </div>
      </IntroCard>
    );
  }
  const unanswered = steps.find((p) => !(p in answers));
  const current = page && (steps as string[]).includes(page) ? page : unanswered ?? 'account';
  const index = current === 'account' ? steps.length : steps.indexOf(current as (typeof steps)[number]);
  const back = index > 0 ? steps[index - 1] : null;
  const person = answers['personal-information'] as { phone?: string; firstName?: string; lastName?: string } | undefined;
  return (
    <div className="page credit-wizard">
      <p aria-live="polite">
        <Trans>
          Step {index + 1} of {steps.length + 1}
        </Trans>
      </p>
      <Progress label={t`Progress`} value={((index + 1) / (steps.length + 1)) * 100} />
      {current === 'account' && person ? (
        signup({
          redirectUrl: `/${lang}/credit-application`,
          confirmByPhone: { phone: person.phone ?? '', firstName: person.firstName ?? '', lastName: person.lastName ?? '' },
          onRegistered: async (user) => {
            // Signed in by the sign-up's cookie: the draft becomes the application before the wizard shows it.
            const applicationId = await submitDraft(answers, today);
            await readUntil(queryClient, (app) => app.applicationId === applicationId && app.answers['personal-information'] !== undefined);
            storeUser(user);
            go('confirmation');
          },
        })
      ) : (
        <Card>
          <QuestionPage key={`draft:${current}`} page={current as AnswerablePageId} saved={answers[current as AnswerablePageId]} lang={lang}
            save={async (answer) => {
              const next = { ...answers, [current]: answer };
              writeDraft(next);
              setAnswers(next);
              return draftPages(next, today).find((p) => !(p in next)) ?? 'account';
            }}
            onBack={back ? () => go(back) : undefined} onSaved={(next) => go(next ?? 'account')} />
        </Card>
      )}
    </div>
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
  const money = (cents: number) => formatMoney(cents, lang, { cents: false });
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
              Approved amount: from {money(decision.approvedAmount.min)} to {money(decision.approvedAmount.max)}, at an indicative rate of {decision.indicativeRate === null ? '—' : formatPercent(decision.indicativeRate, lang)}.
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
      <DecisionFactors factors={decision.factors} />
      <ReviewRequest app={app} onRequest={() => requestReview.mutate(app.applicationId)} pending={requestReview.isPending} error={requestReview.error} />
      <div className="form-actions">
        <Button variant="text" onClick={onRestart}>
          <Trans>Start a new application</Trans>
        </Button>
      </div>
    </Card>
  );
}

/** The wizard's first screen: what pre-qualifying is, then what the caller adds (start button, sign-in link). */
function IntroCard({ children }: { children: ReactNode }) {
  return (
    <Card>
      <h1>
        <Trans>Pre-qualify for credit</Trans>
      </h1>
      <p>
        <Trans>A few questions, about 5 minutes. Checking your credit does not affect your score.</Trans>
      </p>
      {children}
    </Card>
  );
}
