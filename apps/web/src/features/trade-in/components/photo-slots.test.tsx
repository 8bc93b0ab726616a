import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../../tests/render';
import { PhotoSlots } from './photo-slots';

describe('<PhotoSlots>', () => {
  it('offers each photo through the styled, translated file picker (no browser "Choose File")', async () => {
    await renderPage(<PhotoSlots tradeIn={{ tradeInId: 't1', photos: ['front'], version: 3 }} onUploaded={vi.fn()} onError={vi.fn()} />, { lang: 'fr-ca', parts: ['trade-in'] });
    const front = screen.getByLabelText(/^Avant/) as HTMLInputElement;
    expect(front.type).toBe('file');
    expect(front.accept).toBe('image/jpeg,image/png,image/heic');
    expect(front.dataset.slot).toBe('front');
    const slot = front.closest('.trade-in__photo') as HTMLElement;
    expect(within(slot).getByText('Choisir un fichier')).toBeTruthy();
    expect(within(slot).getByText('Aucun fichier choisi')).toBeTruthy();
    expect(screen.getAllByText('Choisir un fichier')).toHaveLength(6);
  });

  it('shows a saved photo as its thumbnail, read back from the owner-only route at the current version', async () => {
    await renderPage(<PhotoSlots tradeIn={{ tradeInId: 't1', photos: ['front'], version: 3 }} onUploaded={vi.fn()} onError={vi.fn()} />, { lang: 'en-ca', parts: ['trade-in'] });
    const thumbnail = screen.getByRole('img', { name: 'Front' }) as HTMLImageElement;
    expect(thumbnail.getAttribute('src')).toBe('/api/tradein/trade-in-image/t1/front?v=3');
    expect(screen.getAllByRole('img')).toHaveLength(1); // the five other slots have no photo yet
  });
});
