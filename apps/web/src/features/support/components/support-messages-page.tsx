import { Trans, useLingui } from '@lingui/react/macro';
import { AnswerMessageBodySchema, type SupportMessage } from '@marketplace/contracts/support/support.routes';
import { Alert, Button, Card, LoadingArea, useSnackbar } from '@marketplace/ui';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatDateTime } from '../../../lib/dates';
import { formResolver } from '../../../lib/form-resolver';
import { FormTextAreaField } from '../../../lib/forms';
import { problemMessage } from '../../../lib/problem-messages';
import { useLang } from '../../../lib/use-lang';
import { useAnswerMessage, useSupportMessages } from '../api/support-messages';
import '../support.css';

/** /{lang}/shopicarTeam/messages: what users sent through "Contact us", newest first, a page at a time; each can be answered by email. */
export function SupportMessagesPage() {
  const [before, setBefore] = useState<string | undefined>(undefined);
  const messages = useSupportMessages(before);
  // Another page starts at its top: the buttons are under the list, and a page already loaded keeps the scroll position.
  const showPage = (cursor: string | undefined) => {
    setBefore(cursor);
    window.scrollTo({ top: 0, behavior: 'instant' });
  };
  return (
    <Card>
      <h1>
        <Trans>Messages from users</Trans>
      </h1>
      {messages.isPending ? (
        <LoadingArea />
      ) : (
        <ul className="support-messages">
          {(messages.data?.items ?? []).map((m) => (
            <MessageItem key={m.id} message={m} />
          ))}
        </ul>
      )}
      {messages.data?.items.length === 0 ? (
        <p>
          <Trans>No message yet.</Trans>
        </p>
      ) : null}
      <div className="form-actions">
        {before ? (
          <Button variant="text" onClick={() => showPage(undefined)}>
            <Trans>Newest messages</Trans>
          </Button>
        ) : null}
        {messages.data?.next ? (
          <Button variant="text" onClick={() => showPage(messages.data!.next!)}>
            <Trans>Older messages</Trans>
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

type AnswerValues = z.input<typeof AnswerMessageBodySchema>;

function MessageItem({ message }: { message: SupportMessage }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const snackbar = useSnackbar();
  const answer = useAnswerMessage();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<AnswerValues, unknown, z.output<typeof AnswerMessageBodySchema>>({
    resolver: formResolver(AnswerMessageBodySchema),
    mode: 'onTouched',
    defaultValues: { MessageId: message.id, Answer: '' },
  });
  const submit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      await answer.mutateAsync(body);
      form.reset({ MessageId: message.id, Answer: '' });
      snackbar.enqueue({
        message: t`The answer was emailed.`,
        variant: 'success',
      });
    } catch (e) {
      setError(i18n._(problemMessage(e)));
    }
  });
  const sender = message.senderName ? `${message.senderName} <${message.senderEmail ?? ''}>` : (message.senderEmail ?? t`Deleted account`);
  const title = message.title ?? t`(erased)`;
  return (
    <li className="support-message" data-message={message.id}>
      <h2>{title}</h2>
      <p className="support-message__meta">
        {sender} · {formatDateTime(message.sentAt, lang)}
      </p>
      <p className="support-message__details">{message.details ?? ''}</p>
      {message.answers.map((a) => (
        <AnswerLine key={a.answeredAt} answer={a.answer} when={formatDateTime(a.answeredAt, lang)} />
      ))}
      <FormProvider {...form}>
        <form onSubmit={(e) => void submit(e)} noValidate aria-label={t`Answer ${title}`}>
          {error ? <Alert variant="error">{error}</Alert> : null}
          <FormTextAreaField<AnswerValues> name="Answer" label={t`Answer`} maxLength={4000} rows={3} required />
          <Button type="submit" size="small" loading={form.formState.isSubmitting}>
            <Trans>Send the answer</Trans>
          </Button>
        </form>
      </FormProvider>
    </li>
  );
}

function AnswerLine({ answer, when }: { answer: string; when: string }) {
  return (
    <p className="support-message__answer">
      <Trans>Answered on {when}:</Trans> {answer}
    </p>
  );
}
