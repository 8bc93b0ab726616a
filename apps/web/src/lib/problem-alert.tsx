import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { Alert } from '@marketplace/ui';
import type { ReactNode } from 'react';
import { problemMessage } from './problem-messages';

/**
 * A failed call, in the page's language (nothing while `error` is null or undefined, as a query's or mutation's
 * `error` is until it fails). `message` maps the problem code to text (default: the app-wide problem messages).
 */
export function ProblemAlert({
  error,
  message = problemMessage,
  title,
}: {
  error: unknown;
  message?: (error: unknown) => MessageDescriptor;
  title?: ReactNode;
}) {
  const { i18n } = useLingui();
  if (error === null || error === undefined) return null;
  const text = i18n._(message(error));
  return (
    <Alert variant="error" title={title}>
      {title ? <p>{text}</p> : text}
    </Alert>
  );
}
