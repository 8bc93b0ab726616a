/**
 * Dates in the page language, through the shared locale formatter (ADR 0060) that the emails and PDFs use too:
 * formatLongDate(value, locale, { province }) is spec §9's long date ("March 1, 2021" / "1er mars 2021"), and an
 * instant is read in the buyer's province time zone (Toronto's when none is given), never in the browser's, so the page
 * and the contract show the same day; formatDateTime adds the time ("March 1, 2021 at 2:05 p.m." / "1er mars 2021 à 14 h 05").
 */
export { formatDateTime, formatLongDate } from '@marketplace/domain/shared';

/** Publication date of the terms of use and the privacy policy (spec §1). */
export const LEGAL_PUBLICATION_DATE = '2021-03-01';
