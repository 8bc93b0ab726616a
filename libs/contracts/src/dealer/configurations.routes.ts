import { z } from 'zod';
import { Id, IdQuery } from '../catalog/common';
import { IsoDate } from '../purchase/common';
import { defineRoute } from '../shared/route';

/**
 * A company's configurations (spec §7: forms, promotions, directory, Shopicar, the partner id, Shopitrade), each a part
 * of the company stream saved at the version the editor saw (409 otherwise). The spec names the calls, not the fields:
 * these are the settings our screens need (ADR 0018).
 */
const tags = ['dealer-companies'];
const Text = (max: number) => z.string().trim().max(max);
const HexColour = z.string().trim().regex(/^#[0-9a-fA-F]{6}$/, 'A colour such as #0b5cad');

export const CONFIGURATION_SCHEMAS = {
  forms: z.strictObject({ buyOnline: z.boolean(), tradeIn: z.boolean(), creditApplication: z.boolean(), testDrive: z.boolean() }),
  promotions: z.strictObject({ enabled: z.boolean(), bannerEn: Text(200), bannerFr: Text(200), endsOn: IsoDate.or(z.literal('')) }),
  directory: z.strictObject({ listed: z.boolean(), website: z.url().max(300).or(z.literal('')), descriptionEn: Text(500), descriptionFr: Text(500) }),
  shopicar: z.strictObject({ enabled: z.boolean(), deliveryRadiusKm: z.number().int().min(0).max(350), touchlessDelivery: z.boolean() }),
  partner: z.strictObject({ partnerId: Text(64) }),
  shopitrade: z.strictObject({ enabled: z.boolean(), marginPercent: z.number().min(0).max(30) }),
  /** The embeddable inventory widget (issue 14 item 6): the company's brand colours, how many vehicles, which buttons. */
  widget: z.strictObject({
    primaryColor: HexColour, accentColor: HexColour, maxVehicles: z.number().int().min(1).max(24), buyOnline: z.boolean(), tradeIn: z.boolean(),
  }),
  /** Lead response (issue #45 item 3): a lead still new after this many minutes is escalated to the company by email, once. */
  leads: z.strictObject({ responseTargetMinutes: z.number().int().min(1).max(1440) }),
} as const;
export type ConfigurationSection = keyof typeof CONFIGURATION_SCHEMAS;
export const CONFIGURATION_SECTIONS = Object.keys(CONFIGURATION_SCHEMAS) as ConfigurationSection[];

/** A section's settings before anything is saved. */
export const CONFIGURATION_DEFAULTS: { [S in ConfigurationSection]: z.output<(typeof CONFIGURATION_SCHEMAS)[S]> } = {
  forms: { buyOnline: true, tradeIn: true, creditApplication: true, testDrive: false },
  promotions: { enabled: false, bannerEn: '', bannerFr: '', endsOn: '' },
  directory: { listed: false, website: '', descriptionEn: '', descriptionFr: '' },
  shopicar: { enabled: false, deliveryRadiusKm: 350, touchlessDelivery: false },
  partner: { partnerId: '' },
  shopitrade: { enabled: false, marginPercent: 0 },
  widget: { primaryColor: '#0b5cad', accentColor: '#f2a900', maxVehicles: 6, buyOnline: true, tradeIn: true },
  leads: { responseTargetMinutes: 15 },
};

const answer = <S extends ConfigurationSection>(section: S) =>
  z.object({ companyId: Id, version: z.number().int(), settings: CONFIGURATION_SCHEMAS[section] });
const saved = z.object({ Status: z.literal(1), companyId: Id, version: z.number().int() });
const getRoute = <S extends ConfigurationSection>(section: S, path: string, summary: string) =>
  defineRoute({ method: 'GET', path, summary, tags, query: z.object({ companyId: IdQuery }), response: answer(section) });
const saveRoute = <S extends ConfigurationSection>(section: S, path: string, summary: string) =>
  defineRoute({
    method: 'POST', path, summary, tags, response: saved,
    body: z.strictObject({ companyId: Id, expectedVersion: z.number().int().min(1), settings: CONFIGURATION_SCHEMAS[section] }),
  });

/** The read and the save of each section, by the spec's names. */
export const CONFIGURATION_ROUTES = {
  forms: {
    get: getRoute('forms', '/company/get-company-forms-details', 'Which forms the company offers'),
    save: saveRoute('forms', '/company/update-company-forms-configuration', 'Save the forms configuration'),
  },
  promotions: {
    get: getRoute('promotions', '/company/get-promotions-configuration', 'The company promotion banner'),
    save: saveRoute('promotions', '/company/update-promotions-configuration', 'Save the promotions configuration'),
  },
  directory: {
    get: getRoute('directory', '/company/get-directory-configuration', 'The company in the dealer directory'),
    save: saveRoute('directory', '/company/update-directory-configuration', 'Save the directory configuration'),
  },
  shopicar: {
    get: getRoute('shopicar', '/company/get-shopicar-configuration', 'Buy online with the company'),
    save: saveRoute('shopicar', '/company/update-shopicar-configuration', 'Save the Shopicar configuration'),
  },
  partner: {
    get: getRoute('partner', '/company/get-partner-id', 'The company partner id'),
    save: saveRoute('partner', '/company/save-partner-id', 'Save the partner id'),
  },
  shopitrade: {
    get: getRoute('shopitrade', '/company/get-shopitrade-configuration', 'The company Shopitrade settings'),
    save: saveRoute('shopitrade', '/company/update-shopitrade-company', 'Save the company Shopitrade settings'),
  },
  widget: {
    get: getRoute('widget', '/company/get-widget-configuration', 'The company inventory widget: colours, size and buttons'),
    save: saveRoute('widget', '/company/update-widget-configuration', 'Save the company inventory widget configuration'),
  },
  leads: {
    get: getRoute('leads', '/company/get-lead-response-configuration', 'How soon a lead must be answered before it is escalated'),
    save: saveRoute('leads', '/company/update-lead-response-configuration', 'Save the lead response target'),
  },
} as const;

export const getShopitradeCompaniesRoute = defineRoute({
  method: 'GET', path: '/company/get-shopitrade-companies', summary: 'Companies taking part in Shopitrade', tags,
  response: z.object({ items: z.array(z.object({ companyId: Id, name: z.string(), marginPercent: z.number() })) }),
});
