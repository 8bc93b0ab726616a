import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../tests/fixtures';
import { renderPage } from '../../tests/render';
import { AuditIdLink } from './audit-link';

const ID = '0b7e9c1a-0000-4000-8000-000000000015';

describe('<AuditIdLink> (issue 15: ids lead staff into the audit console)', () => {
  it.each([6, 7])('links the id into the console for type %i, in the page language', async (UserTypeId) => {
    await renderPage(<AuditIdLink id={ID} />, { lang: 'fr-ca', user: makeUser({ UserTypeId }) });
    expect(screen.getByRole('link', { name: ID }).getAttribute('href')).toBe(`/fr-ca/admin/audit?q=${ID}`);
  });

  it.each([8, 9, 17, 18, 20])('shows the bare id to type %i', async (UserTypeId) => {
    await renderPage(<AuditIdLink id={ID} />, { user: makeUser({ UserTypeId }) });
    expect(screen.getByText(ID).tagName).not.toBe('A');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
