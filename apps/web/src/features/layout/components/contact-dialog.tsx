import { Trans, useLingui } from '@lingui/react/macro';
import { SendMessageBodySchema } from '@marketplace/contracts/support/support.routes';
import { Alert, Button, Dialog, useSnackbar } from '@marketplace/ui';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formResolver } from '../../../lib/form-resolver';
import { FormTextAreaField, FormTextField } from '../../../lib/forms';
import { problemMessage } from '../../../lib/problem-messages';
import { useSendMessage } from '../../../lib/api/send-message';

type ContactValues = z.input<typeof SendMessageBodySchema>;

/**
 * "Contact us" (user menu): a signed-in user writes to support (spec §7 status/send-message, type 2); team members and
 * super admins answer by email. Loaded lazily: the contract's classic zod stays off the first page load.
 */
export default function ContactDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={<Trans>Contact us</Trans>} description={t`Our team answers by email.`}>
      {open ? <ContactForm onSent={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function ContactForm({ onSent }: { onSent: () => void }) {
  const { t, i18n } = useLingui();
  const snackbar = useSnackbar();
  const send = useSendMessage();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ContactValues, unknown, z.output<typeof SendMessageBodySchema>>({
    resolver: formResolver(SendMessageBodySchema),
    mode: 'onTouched',
    defaultValues: { Title: '', Details: '' },
  });

  const submit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      await send.mutateAsync(body);
      snackbar.enqueue({
        message: t`Your message was sent. We will answer by email.`,
        variant: 'success',
      });
      onSent();
    } catch (e) {
      setError(i18n._(problemMessage(e)));
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t`Contact us`}>
        {error ? <Alert variant="error">{error}</Alert> : null}
        <FormTextField<ContactValues> name="Title" label={t`Subject`} maxLength={200} required />
        <FormTextAreaField<ContactValues> name="Details" label={t`Message`} maxLength={4000} required />
        <Button type="submit" loading={form.formState.isSubmitting}>
          <Trans>Send</Trans>
        </Button>
      </form>
    </FormProvider>
  );
}
