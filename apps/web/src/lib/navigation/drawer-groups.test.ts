import { describe, expect, it } from 'vitest';
import { buildDrawer, type SectionState } from './drawer-groups';

const ctx = { lang: 'en-ca', companyId: 42 };
const on = (...ids: number[]): SectionState[] => ids.map((sectionId) => ({ sectionId, active: true }));
const AUDIT = '/en-ca/admin/audit';
const RETURNS = '/en-ca/admin/returns';
const DISPUTES = '/en-ca/admin/disputes';
const MESSAGES = '/en-ca/shopicarTeam/messages';
const paths = (model: ReturnType<typeof buildDrawer>) => Object.fromEntries(model.groups.map((g) => [g.id, g.items.map((i) => i.path)]));

describe('buildDrawer (spec §2, §6 drawer rules)', () => {
  it('shows a regular user (8, 17) the Main group only, without collapsing', () => {
    const model = buildDrawer(8, on(6, 8, 9, 10, 11), ctx);
    expect(paths(model)).toEqual({
      main: [
        '/en-ca/customer/dashboard',
        '/en-ca/customer/garage',
        '/en-ca/customer/credit-applications',
        '/en-ca/customer/transaction-history',
        '/en-ca/customer/profile',
        // Issue 42 item 4: the trade-in and pre-qualification tools, for customers.
        '/en-ca/trade-in',
        '/en-ca/credit-application',
      ],
    });
    expect(model.collapsible).toBe(false);
    expect(buildDrawer(17, on(6, 8), ctx).groups.map((g) => g.id)).toEqual(['main']);
  });

  it('shows only active sections', () => {
    const model = buildDrawer(8, [...on(6, 10), { sectionId: 9, active: false }, { sectionId: 8, active: false }], ctx);
    expect(paths(model).main).toEqual(['/en-ca/customer/dashboard', '/en-ca/customer/profile', '/en-ca/trade-in', '/en-ca/credit-application']);
  });

  it('gives an admin (7) Administration with sections 1 and 3, collapsible next to Main', () => {
    const model = buildDrawer(7, on(1, 3, 6), ctx);
    expect(paths(model)).toEqual({ main: ['/en-ca/customer/dashboard'], administration: ['/en-ca/admin/users', '/en-ca/admin/companies', AUDIT, DISPUTES, RETURNS] });
    expect(model.collapsible).toBe(true);
  });

  it('is not collapsible when only one group has active items, even for a privileged user', () => {
    const model = buildDrawer(7, on(1, 3), ctx);
    expect(model.groups.map((g) => g.id)).toEqual(['administration']);
    expect(model.collapsible).toBe(false);
  });

  it('gives the vehicles team (20) sections 4, 5 and 23', () => {
    expect(paths(buildDrawer(20, on(4, 5, 23), ctx))).toEqual({
      vehiclesTeam: ['/en-ca/vehiclesTeam/vehicles', '/en-ca/vehiclesTeam/notifications', '/en-ca/vehiclesTeam/Images'],
    });
  });

  it('never shows a group to a user type it does not serve', () => {
    expect(buildDrawer(8, on(1, 2, 3, 4, 5, 21, 23, 24, 25), ctx).groups).toEqual([]);
    expect(buildDrawer(9, on(23, 4), ctx).groups).toEqual([]);
    expect(buildDrawer(18, on(4, 23), ctx).groups).toEqual([]);
  });

  it('maps the dealer and team groups through the shared mapping (sections 1, 2, 3, 6, 21, 24, 25)', () => {
    const dealer = paths(buildDrawer(9, on(1, 2, 3, 6, 21, 24, 25), ctx));
    // Users, value modification and price guides serve staff only: a dealer's drawer does not offer them. The inventory
    // imports, the widget, the subscription and the settings (issue 14 items 5 to 7) follow the sections.
    expect(dealer).toEqual({
      main: ['/en-ca/customer/dashboard'],
      dealership: [
        '/en-ca/company/42/dashboard',
        '/en-ca/company/42/lead-management',
        '/en-ca/company/42/companies',
        '/en-ca/company/42/shopitrade',
        '/en-ca/company/42/inventory-imports',
        '/en-ca/company/42/widget',
        '/en-ca/company/42/subscription',
        '/en-ca/company/42/settings',
      ],
    });
    const team = paths(buildDrawer(18, on(1, 2, 3, 21, 24, 25), ctx));
    expect(team.shopicarTeam).toEqual([
      '/en-ca/shopicarTeam/lead-management',
      '/en-ca/shopicarTeam/companies',
      '/en-ca/shopicarTeam/trade-in-value-modification',
      '/en-ca/shopicarTeam/third-parties',
      '/en-ca/shopicarTeam/shopitrade',
      '/en-ca/shopicarTeam/returns',
      MESSAGES,
    ]);
  });

  it('leads section 1 (users) to users management in the admin area, for the types its API admits only', () => {
    // A team member (18) has section 1 through the shared mapping, but the users API admits 6 and 7 only.
    expect(paths(buildDrawer(18, on(1), ctx))).toEqual({});
    const superAdmin = buildDrawer(6, on(1, 2), { lang: 'en-ca', companyId: null });
    expect(paths(superAdmin)).toEqual({
      administration: ['/en-ca/admin/users', AUDIT, DISPUTES, RETURNS], shopicarTeam: ['/en-ca/shopicarTeam/lead-management', MESSAGES], dealership: ['/en-ca/company'],
    });
    expect(paths(buildDrawer(7, on(1), ctx))).toEqual({ administration: ['/en-ca/admin/users', AUDIT, DISPUTES, RETURNS] });
  });

  it('shows a duplicate route once, where it first appears', () => {
    // The team group's dashboard is the customer dashboard, already under Main.
    const model = buildDrawer(18, on(6, 2), ctx);
    expect(paths(model)).toEqual({ main: ['/en-ca/customer/dashboard'], shopicarTeam: ['/en-ca/shopicarTeam/lead-management', '/en-ca/shopicarTeam/returns', MESSAGES] });
    // A section listed twice by the server shows once.
    expect(paths(buildDrawer(8, [...on(9), ...on(9)], ctx)).main).toEqual(['/en-ca/customer/garage', '/en-ca/trade-in', '/en-ca/credit-application']);
    const all = buildDrawer(6, on(1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 21, 23, 24, 25), ctx).groups.flatMap((g) => g.items.map((i) => i.path));
    expect(new Set(all).size).toBe(all.length);
  });

  it('gives the super admin (6) every group, in order; without a company, Dealership leads to every dealership (issue #45 item 9)', () => {
    const model = buildDrawer(6, on(1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 21, 23, 24, 25), { lang: 'fr-ca', companyId: null });
    expect(model.groups.map((g) => g.id)).toEqual(['main', 'administration', 'vehiclesTeam', 'shopicarTeam', 'dealership']);
    expect(model.groups.at(-1)).toMatchObject({ title: { message: 'Dealership' }, items: [{ sectionId: null, path: '/fr-ca/company', label: { message: 'Dealerships' } }] });
    // Only a super admin gets that way in: a dealer without a company has no Dealership group at all.
    expect(paths(buildDrawer(9, on(1, 2, 3, 6, 21, 24, 25), { lang: 'fr-ca', companyId: null })).dealership).toBeUndefined();
    expect(model.collapsible).toBe(true);
    expect(paths(model).main?.[0]).toBe('/fr-ca/customer/dashboard');
    const withCompany = buildDrawer(6, on(6, 2), { lang: 'fr-ca', companyId: 7 });
    expect(withCompany.groups.map((g) => g.id)).toEqual(['main', 'shopicarTeam', 'dealership']);
    // Inside a dealership's area, its pages list instead of the way in.
    expect(paths(withCompany).dealership).toEqual(['/fr-ca/company/7/dashboard', '/fr-ca/company/7/lead-management', '/fr-ca/company/7/inventory-imports',
      '/fr-ca/company/7/widget', '/fr-ca/company/7/subscription', '/fr-ca/company/7/settings']);
  });

  it('lists the audit console and the card disputes under Administration for types 6 and 7 only, after the sections', () => {
    expect(paths(buildDrawer(6, on(4), ctx)).administration).toEqual(['/en-ca/admin/vehicles', AUDIT, DISPUTES, RETURNS]);
    expect(buildDrawer(7, on(3), ctx).groups[0].items.slice(-3)).toMatchObject([{ sectionId: null, path: AUDIT }, { sectionId: null, path: DISPUTES }, { sectionId: null, path: RETURNS }]);
    for (const type of [8, 9, 17, 18, 20]) {
      expect(JSON.stringify(buildDrawer(type, on(1, 3, 4, 5, 23), ctx))).not.toContain('/admin/audit');
      expect(JSON.stringify(buildDrawer(type, on(1, 3, 4, 5, 23), ctx))).not.toContain('/admin/disputes');
    }
  });

  it('gives team members (18) their deliveries and returns screen under the Shopicar Team group; a super admin keeps the administration one', () => {
    expect(paths(buildDrawer(18, on(2), ctx)).shopicarTeam).toEqual(['/en-ca/shopicarTeam/lead-management', '/en-ca/shopicarTeam/returns', MESSAGES]);
    expect(JSON.stringify(buildDrawer(6, on(2, 4), ctx))).not.toContain('/shopicarTeam/returns');
    for (const type of [8, 9, 17, 20]) expect(JSON.stringify(buildDrawer(type, on(2, 4, 5, 23), ctx))).not.toMatch(/\/returns/);
  });

  it('lists the support messages page under Shopicar Team for types 18 and 6 only, in both languages', () => {
    const fr = buildDrawer(6, on(2), { lang: 'fr-ca', companyId: null }).groups.find((g) => g.id === 'shopicarTeam');
    expect(fr?.items.at(-1)).toMatchObject({ sectionId: null, path: '/fr-ca/shopicarTeam/messages', label: { message: 'Messages from users' } });
    for (const type of [7, 8, 9, 17, 20]) expect(JSON.stringify(buildDrawer(type, on(1, 2, 3, 4, 5, 6, 21, 23, 24, 25), ctx))).not.toContain('/messages');
  });

  it('shows nothing when no section is active', () => {
    expect(buildDrawer(6, [], ctx)).toEqual({ groups: [], collapsible: false });
  });
});
