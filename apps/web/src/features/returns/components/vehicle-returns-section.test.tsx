import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../../tests/fixtures';
import { json, renderPage } from '../../../../tests/render';
import { handlesReturns, VehicleReturnsSection } from './vehicle-returns-section';

describe('<VehicleReturnsSection> (a vehicle screen\'s deliveries and returns)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async () => json(200, { items: [] }));
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('is shown to the types the staff return routes admit (6, 7, 18) only', () => {
    expect([6, 7, 8, 9, 17, 18, 20].filter(handlesReturns)).toEqual([6, 7, 18]);
    expect(handlesReturns(undefined)).toBe(false);
  });

  it('lists the vehicle\'s returns for a super admin on the vehicles-team screen', async () => {
    await renderPage(<VehicleReturnsSection vehicleId="v-42" />, { page: 'vehiclesTeam/vehicle', user: makeUser({ UserTypeId: 6 }), parts: ['admin'] });
    expect(await screen.findByText('No return to handle.')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/buy-online/staff/returns?vehicleId=v-42');
  });

  it('renders nothing, and asks nothing, for a vehicles-team member (20), whom the routes refuse', async () => {
    const { container } = await renderPage(<VehicleReturnsSection vehicleId="v-42" />, { page: 'vehiclesTeam/vehicle', user: makeUser({ UserTypeId: 20 }), parts: ['admin'] });
    expect(container.textContent).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
