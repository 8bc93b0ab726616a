import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../../tests/render';
import { PhotoSlots } from './photo-slots';

describe('<PhotoSlots>', () => {
  it('offers each photo through the styled, translated file picker (no browser "Choose File")', async () => {
    await renderPage(<PhotoSlots tradeIn={{ tradeInId: 't1', photos: ['front'] }} onUploaded={vi.fn()} onError={vi.fn()} />, { lang: 'fr-ca', parts: ['trade-in'] });
    const front = screen.getByLabelText(/^Avant/) as HTMLInputElement;
    expect(front.type).toBe('file');
    expect(front.accept).toBe('image/jpeg,image/png,image/heic');
    expect(front.dataset.slot).toBe('front');
    const slot = front.closest('.trade-in__photo') as HTMLElement;
    expect(within(slot).getByText('Choisir un fichier')).toBeTruthy();
    expect(within(slot).getByText('Aucun fichier choisi')).toBeTruthy();
    expect(screen.getAllByText('Choisir un fichier')).toHaveLength(6);
  });
});
