import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { LEAD_CONTACT_METHODS, LEAD_MESSAGE_KINDS, LEAD_MESSAGE_MAX_LENGTH, SendLeadBodySchema } from '@marketplace/contracts/purchase/customer.routes';
import { Alert, Button } from '@marketplace/ui';
import { useState } from 'react';
import { FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { z } from 'zod';
import { DealerContactNotice } from '../../../lib/dealer-contact-notice';
import { formResolver } from '../../../lib/form-resolver';
import { FormPhoneField, FormSelectField, FormTextAreaField } from '../../../lib/forms';
import { isApiError } from '../../../lib/http';
import { isRateLimited, problemMessage, registerProblemMessages } from '../../../lib/problem-messages';
import type { SessionUser } from '../../../lib/session/session';
import { ValidationCode } from '../../../lib/validation';
import { useSendLead } from '../api/send-lead';

// The contract's field codes (lib/validation reads a dotted code as its problem message).
registerProblemMessages({
  'purchase.required': msg`Required`,
  'purchase.invalid_phone': msg`Enter a 10-digit phone number`,
  'purchase.vehicle_not_found': msg`This vehicle is no longer listed.`,
});

type Kind = (typeof LEAD_MESSAGE_KINDS)[number];
type ContactMethod = (typeof LEAD_CONTACT_METHODS)[number];

const KIND_LABELS: Record<Kind, MessageDescriptor> = {
  question: msg`I have a question`,
  call_back: msg`Please call me back`,
  test_drive: msg`I would like a test drive`,
  other: msg`Something else`,
};

interface ContactValues {
  kind: Kind;
  message: string;
  contactMethod: ContactMethod;
  phone: string;
}

/**
 * The request the form sends: the contract's body (the same checks as the server's), and a message unless the buyer
 * only asks to be called back. The phone goes only with "by phone".
 */
const contactSchema = (vehicleId: string) =>
  z.preprocess(
    (v: ContactValues) => ({
      vehicleId, kind: v.kind, message: v.message.trim() ? v.message : undefined, contactMethod: v.contactMethod,
      ...(v.contactMethod === 'phone' ? { phone: v.phone } : {}),
    }),
    SendLeadBodySchema.refine((b) => b.kind === 'call_back' || (b.message ?? '').trim() !== '', {
      message: ValidationCode.required, params: { code: ValidationCode.required }, path: ['message'],
    }),
  );

/**
 * The answer to a buyer who wrote too often (429): kind, and when they may write again. Each message is a lead the dealer
 * pays for; a few per vehicle a day and a handful an hour are plenty (send-lead.handler.ts).
 */
function writeAgainIn(retryAfterSeconds: number | undefined): MessageDescriptor {
  const minutes = Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60));
  if (minutes <= 90) {
    return msg`${plural(minutes, {
      one: 'You have already written to this dealer several times: they have your messages and will answer you. You can write again in # minute.',
      other: 'You have already written to this dealer several times: they have your messages and will answer you. You can write again in # minutes.',
    })}`;
  }
  const hours = Math.ceil(minutes / 60);
  return msg`${plural(hours, {
    one: 'You have already written to this dealer several times: they have your messages and will answer you. You can write again in # hour.',
    other: 'You have already written to this dealer several times: they have your messages and will answer you. You can write again in # hours.',
  })}`;
}

/** Fields the server may refuse with their code (a text with characters that cannot be read, a phone). */
const SERVER_FIELDS: readonly Path<ContactValues>[] = ['kind', 'message', 'contactMethod', 'phone'];

/**
 * The vehicle page's message to the dealer (issue #45 item 1, spec §7 POST /buy-online/leads/send), for a signed-in buyer:
 * what it is about, the message, and how they want to be reached (their email, or a phone number, the profile's
 * filled in), with the notice that the dealer receives their contact details. Loaded lazily: its form library and the
 * contract's zod stay off the vehicle page's first load (ADR 0066).
 */
export default function ContactDealerForm({ vehicleId, dealerName, user }: { vehicleId: string; dealerName: string; user: SessionUser }) {
  const { t, i18n } = useLingui();
  const send = useSendLead();
  const [sent, setSent] = useState<{ method: ContactMethod; phone: string } | null>(null);
  const [refused, setRefused] = useState<{ text: MessageDescriptor; tone: 'info' | 'error' } | null>(null);
  const form = useForm<ContactValues, unknown, z.output<typeof SendLeadBodySchema>>({
    resolver: formResolver(contactSchema(vehicleId)),
    mode: 'onTouched',
    defaultValues: { kind: 'question', message: '', contactMethod: 'email', phone: user.Cell ?? user.Phone ?? '' },
  });
  const method = useWatch({ control: form.control, name: 'contactMethod' });
  const email = user.Email ?? '';

  const submit = form.handleSubmit(async (body) => {
    setRefused(null);
    try {
      await send.mutateAsync(body);
      setSent({ method: body.contactMethod ?? 'email', phone: body.phone ?? '' });
      form.reset({ ...form.getValues(), message: '' });
    } catch (e) {
      if (isRateLimited(e) && isApiError(e)) return setRefused({ text: writeAgainIn(e.problem.retryAfterSeconds), tone: 'info' });
      const fields = isApiError(e) ? e.fieldErrors() : {};
      const placed = SERVER_FIELDS.filter((name) => fields[`body.${name}`]);
      for (const name of placed) form.setError(name, { type: 'server', message: fields[`body.${name}`] });
      if (placed.length === 0) setRefused({ text: problemMessage(e), tone: 'error' });
    }
  });

  if (sent) {
    const phone = sent.phone;
    return (
      <div className="contact-dealer__sent" role="status">
        <Alert variant="success" title={<Trans>Your message is on its way to {dealerName}.</Trans>}>
          <p>
            {sent.method === 'phone' ? <Trans>They will call you at {phone}.</Trans> : <Trans>They will answer you by email at {email}.</Trans>}
          </p>
        </Alert>
        <Button variant="outlined" size="small" onClick={() => setSent(null)}>
          <Trans>Write another message</Trans>
        </Button>
      </div>
    );
  }

  return (
    <FormProvider {...form}>
      <form className="contact-dealer__form" onSubmit={(e) => void submit(e)} noValidate aria-label={t`Message to the dealer`}>
        {refused ? <Alert variant={refused.tone}>{i18n._(refused.text)}</Alert> : null}
        <FormSelectField<ContactValues> name="kind" label={<Trans>What is it about?</Trans>}>
          {LEAD_MESSAGE_KINDS.map((k) => (
            <option key={k} value={k}>
              {i18n._(KIND_LABELS[k])}
            </option>
          ))}
        </FormSelectField>
        <FormTextAreaField<ContactValues> name="message" label={<Trans>Your message</Trans>} rows={4} maxLength={LEAD_MESSAGE_MAX_LENGTH} />
        <fieldset className="contact-dealer__methods">
          <legend>
            <Trans>Reach me by</Trans>
          </legend>
          <label className="contact-dealer__method">
            <input type="radio" value="email" {...form.register('contactMethod')} />
            <Trans>Email ({email})</Trans>
          </label>
          <label className="contact-dealer__method">
            <input type="radio" value="phone" {...form.register('contactMethod')} />
            <Trans>Phone</Trans>
          </label>
        </fieldset>
        {method === 'phone' ? <FormPhoneField<ContactValues> name="phone" label={<Trans>Phone number to call</Trans>} required /> : null}
        <DealerContactNotice kind="message" />
        <Button type="submit" loading={form.formState.isSubmitting}>
          <Trans>Send to the dealer</Trans>
        </Button>
      </form>
    </FormProvider>
  );
}
