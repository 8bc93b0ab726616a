/**
 * The demo catalogue: 12 makes, 35 models, 72 trims of model years 2025–2026 with Canadian MSRPs and freight/PDI
 * charges in the range manufacturers published for those years (rounded; demo data, not a price list), plus a few
 * European-market models for the EU data source. Dollars here; the seed stores cents.
 */

export type Drive = 'FWD' | 'AWD' | '4WD' | 'RWD';
export interface DemoTrim {
  readonly id: number;
  readonly name: string;
  readonly year: number;
  /** MSRP in dollars (before freight/PDI). */
  readonly msrp: number | null;
  readonly drive: Drive;
  readonly transmission: string;
  readonly engine: string;
  readonly fuel: 'gasoline' | 'hybrid' | 'diesel';
}
export interface DemoModel {
  readonly id: number;
  readonly name: string;
  readonly body: 'sedan' | 'hatchback' | 'suv' | 'pickup' | 'wagon' | 'coupe' | 'minivan' | 'convertible';
  readonly dataSource: 'chrome' | 'eu';
  /** The vehicle-data provider's model id (get-chrome-data-models). */
  readonly sourceModelId: number;
  /** World manufacturer identifier (VIN positions 1–3) and plant code (position 11). */
  readonly wmi: string;
  readonly plant: string;
  readonly trims: readonly DemoTrim[];
}
export interface DemoMake {
  readonly id: number;
  readonly name: string;
  /** Freight and pre-delivery inspection, dollars. */
  readonly freightPdi: number;
  /** Base finance APR (percent) of the make's captive lender; promotions go below it. */
  readonly baseRate: number;
  readonly models: readonly DemoModel[];
}

const t = (id: number, name: string, year: number, msrp: number | null, drive: Drive, transmission: string, engine: string, fuel: DemoTrim['fuel'] = 'gasoline'): DemoTrim =>
  ({ id, name, year, msrp, drive, transmission, engine, fuel });
const CVT = 'CVT';
const AUTO8 = '8-speed automatic';
const AUTO10 = '10-speed automatic';
const AUTO6 = '6-speed automatic';
const ECVT = 'eCVT';

export const DEMO_MAKES: readonly DemoMake[] = [
  { id: 1, name: 'Toyota', freightPdi: 1_960, baseRate: 5.49, models: [
    { id: 101, name: 'Corolla', body: 'sedan', dataSource: 'chrome', sourceModelId: 5101, wmi: '2T1', plant: 'C', trims: [
      t(1011, 'L', 2025, 23_250, 'FWD', CVT, '2.0L I4'), t(1012, 'LE', 2025, 25_490, 'FWD', CVT, '2.0L I4'), t(1013, 'XSE', 2026, 32_190, 'FWD', CVT, '2.0L I4')] },
    { id: 102, name: 'RAV4', body: 'suv', dataSource: 'chrome', sourceModelId: 5102, wmi: '2T3', plant: 'W', trims: [
      t(1021, 'LE FWD', 2025, 33_950, 'FWD', AUTO8, '2.5L I4'), t(1022, 'XLE AWD', 2025, 38_990, 'AWD', AUTO8, '2.5L I4'),
      t(1023, 'Hybrid XSE', 2026, 46_390, 'AWD', ECVT, '2.5L I4 hybrid', 'hybrid'), t(1024, 'Limited AWD', 2025, 46_590, 'AWD', AUTO8, '2.5L I4')] },
    { id: 103, name: 'Tacoma', body: 'pickup', dataSource: 'chrome', sourceModelId: 5103, wmi: '3TM', plant: 'M', trims: [
      t(1031, 'SR5 Double Cab', 2025, 48_990, '4WD', AUTO8, '2.4L turbo I4'), t(1032, 'TRD Off-Road', 2025, 55_590, '4WD', AUTO8, '2.4L turbo I4')] },
    { id: 104, name: 'Camry', body: 'sedan', dataSource: 'chrome', sourceModelId: 5104, wmi: '4T1', plant: 'U', trims: [
      t(1041, 'SE Hybrid', 2025, 35_990, 'FWD', ECVT, '2.5L I4 hybrid', 'hybrid'), t(1042, 'XSE AWD Hybrid', 2026, 44_590, 'AWD', ECVT, '2.5L I4 hybrid', 'hybrid')] },
  ] },
  { id: 2, name: 'Honda', freightPdi: 1_950, baseRate: 5.99, models: [
    { id: 201, name: 'Civic', body: 'sedan', dataSource: 'chrome', sourceModelId: 5201, wmi: '2HG', plant: 'H', trims: [
      t(2011, 'LX', 2025, 28_130, 'FWD', CVT, '2.0L I4'), t(2012, 'Sport', 2025, 31_030, 'FWD', CVT, '2.0L I4'),
      t(2013, 'Sport Touring Hybrid', 2026, 38_990, 'FWD', ECVT, '2.0L I4 hybrid', 'hybrid')] },
    { id: 202, name: 'CR-V', body: 'suv', dataSource: 'chrome', sourceModelId: 5202, wmi: '2HK', plant: 'H', trims: [
      t(2021, 'LX 2WD', 2025, 36_490, 'FWD', CVT, '1.5L turbo I4'), t(2022, 'EX-L AWD', 2025, 42_990, 'AWD', CVT, '1.5L turbo I4'),
      t(2023, 'Sport Hybrid AWD', 2026, 44_490, 'AWD', ECVT, '2.0L I4 hybrid', 'hybrid')] },
    { id: 203, name: 'HR-V', body: 'suv', dataSource: 'chrome', sourceModelId: 5203, wmi: '3CZ', plant: 'M', trims: [
      t(2031, 'LX 2WD', 2025, 29_530, 'FWD', CVT, '2.0L I4'), t(2032, 'Sport AWD', 2025, 34_130, 'AWD', CVT, '2.0L I4')] },
  ] },
  { id: 3, name: 'Ford', freightPdi: 2_595, baseRate: 6.49, models: [
    { id: 301, name: 'F-150', body: 'pickup', dataSource: 'chrome', sourceModelId: 5301, wmi: '1FT', plant: 'F', trims: [
      t(3011, 'XL SuperCrew 4x4', 2025, 53_470, '4WD', AUTO10, '2.7L EcoBoost V6'), t(3012, 'XLT SuperCrew 4x4', 2025, 61_270, '4WD', AUTO10, '3.5L EcoBoost V6'),
      t(3013, 'Lariat SuperCrew 4x4', 2026, 76_995, '4WD', AUTO10, '3.5L EcoBoost V6')] },
    { id: 302, name: 'Escape', body: 'suv', dataSource: 'chrome', sourceModelId: 5302, wmi: '1FM', plant: 'U', trims: [
      t(3021, 'Active AWD', 2025, 36_245, 'AWD', AUTO8, '1.5L EcoBoost I3'), t(3022, 'ST-Line Elite Hybrid', 2025, 45_495, 'AWD', ECVT, '2.5L I4 hybrid', 'hybrid')] },
    { id: 303, name: 'Bronco Sport', body: 'suv', dataSource: 'chrome', sourceModelId: 5303, wmi: '3FM', plant: 'R', trims: [
      t(3031, 'Big Bend', 2025, 38_895, '4WD', AUTO8, '1.5L EcoBoost I3'), t(3032, 'Badlands', 2025, 46_495, '4WD', AUTO8, '2.0L EcoBoost I4')] },
  ] },
  { id: 4, name: 'Chevrolet', freightPdi: 2_600, baseRate: 6.49, models: [
    { id: 401, name: 'Silverado 1500', body: 'pickup', dataSource: 'chrome', sourceModelId: 5401, wmi: '1GC', plant: 'Z', trims: [
      t(4011, 'WT Crew Cab 4WD', 2025, 51_799, '4WD', AUTO10, '2.7L turbo I4'), t(4012, 'LT Crew Cab 4WD', 2025, 63_399, '4WD', AUTO10, '5.3L V8'),
      t(4013, 'High Country', 2026, 83_799, '4WD', AUTO10, '6.2L V8')] },
    { id: 402, name: 'Equinox', body: 'suv', dataSource: 'chrome', sourceModelId: 5402, wmi: '3GN', plant: 'L', trims: [
      t(4021, 'LS FWD', 2025, 33_999, 'FWD', AUTO8, '1.5L turbo I4'), t(4022, 'RS AWD', 2025, 41_499, 'AWD', AUTO8, '1.5L turbo I4')] },
    { id: 403, name: 'Trax', body: 'suv', dataSource: 'chrome', sourceModelId: 5403, wmi: 'KL7', plant: 'B', trims: [
      t(4031, 'LS', 2025, 24_999, 'FWD', AUTO6, '1.2L turbo I3'), t(4032, '2RS', 2025, 29_799, 'FWD', AUTO6, '1.2L turbo I3')] },
  ] },
  { id: 5, name: 'Hyundai', freightPdi: 2_050, baseRate: 5.99, models: [
    { id: 501, name: 'Elantra', body: 'sedan', dataSource: 'chrome', sourceModelId: 5501, wmi: 'KMH', plant: 'U', trims: [
      t(5011, 'Preferred', 2025, 24_799, 'FWD', 'IVT', '2.0L I4'), t(5012, 'N Line', 2025, 31_599, 'FWD', '7-speed DCT', '1.6L turbo I4')] },
    { id: 502, name: 'Tucson', body: 'suv', dataSource: 'chrome', sourceModelId: 5502, wmi: '5NM', plant: 'H', trims: [
      t(5021, 'Preferred AWD', 2025, 35_199, 'AWD', AUTO8, '2.5L I4'), t(5022, 'Hybrid Ultimate', 2026, 46_699, 'AWD', AUTO6, '1.6L turbo I4 hybrid', 'hybrid')] },
    { id: 503, name: 'Kona', body: 'suv', dataSource: 'chrome', sourceModelId: 5503, wmi: 'KM8', plant: 'U', trims: [
      t(5031, 'Essential FWD', 2025, 26_999, 'FWD', 'IVT', '2.0L I4'), t(5032, 'N Line Ultimate AWD', 2025, 37_499, 'AWD', AUTO8, '1.6L turbo I4')] },
  ] },
  { id: 6, name: 'Kia', freightPdi: 2_095, baseRate: 5.99, models: [
    { id: 601, name: 'K4', body: 'sedan', dataSource: 'chrome', sourceModelId: 5601, wmi: '3KP', plant: 'E', trims: [
      t(6011, 'LX', 2025, 22_995, 'FWD', 'IVT', '2.0L I4'), t(6012, 'GT-Line', 2025, 28_995, 'FWD', 'IVT', '2.0L I4')] },
    { id: 602, name: 'Sportage', body: 'suv', dataSource: 'chrome', sourceModelId: 5602, wmi: 'KND', plant: '7', trims: [
      t(6021, 'LX AWD', 2025, 32_995, 'AWD', AUTO8, '2.5L I4'), t(6022, 'X-Line Limited', 2026, 44_995, 'AWD', AUTO8, '2.5L I4')] },
    { id: 603, name: 'Telluride', body: 'suv', dataSource: 'chrome', sourceModelId: 5603, wmi: '5XY', plant: 'G', trims: [
      t(6031, 'SX', 2025, 58_495, 'AWD', AUTO8, '3.8L V6'), t(6032, 'X-Pro', 2026, 62_995, 'AWD', AUTO8, '3.8L V6')] },
  ] },
  { id: 7, name: 'Mazda', freightPdi: 2_150, baseRate: 5.49, models: [
    { id: 701, name: 'Mazda3 Sport', body: 'hatchback', dataSource: 'chrome', sourceModelId: 5701, wmi: 'JM1', plant: '1', trims: [
      t(7011, 'GS', 2025, 25_850, 'FWD', AUTO6, '2.5L I4'), t(7012, 'GT Turbo', 2025, 36_850, 'AWD', AUTO6, '2.5L turbo I4')] },
    { id: 702, name: 'CX-5', body: 'suv', dataSource: 'chrome', sourceModelId: 5702, wmi: 'JM3', plant: '0', trims: [
      t(7021, 'GS AWD', 2025, 35_300, 'AWD', AUTO6, '2.5L I4'), t(7022, 'Signature', 2025, 46_500, 'AWD', AUTO6, '2.5L turbo I4')] },
    { id: 703, name: 'CX-50', body: 'suv', dataSource: 'chrome', sourceModelId: 5703, wmi: '7MM', plant: 'M', trims: [
      t(7031, 'GS-L', 2025, 38_400, 'AWD', AUTO6, '2.5L I4'), t(7032, 'Hybrid GT', 2026, 44_950, 'AWD', ECVT, '2.5L I4 hybrid', 'hybrid')] },
  ] },
  { id: 8, name: 'Subaru', freightPdi: 2_050, baseRate: 5.99, models: [
    { id: 801, name: 'Crosstrek', body: 'suv', dataSource: 'chrome', sourceModelId: 5801, wmi: 'JF2', plant: '8', trims: [
      t(8011, 'Convenience', 2025, 29_995, 'AWD', CVT, '2.0L H4'), t(8012, 'Onyx', 2025, 36_795, 'AWD', CVT, '2.5L H4')] },
    { id: 802, name: 'Forester', body: 'suv', dataSource: 'chrome', sourceModelId: 5802, wmi: 'JF2', plant: 'G', trims: [
      t(8021, 'Convenience', 2025, 35_695, 'AWD', CVT, '2.5L H4'), t(8022, 'Sport', 2026, 41_995, 'AWD', CVT, '2.5L H4')] },
    { id: 803, name: 'Outback', body: 'wagon', dataSource: 'chrome', sourceModelId: 5803, wmi: '4S4', plant: '3', trims: [
      t(8031, 'Touring', 2025, 39_995, 'AWD', CVT, '2.5L H4'), t(8032, 'Wilderness', 2025, 47_495, 'AWD', CVT, '2.4L turbo H4')] },
  ] },
  { id: 9, name: 'Nissan', freightPdi: 2_060, baseRate: 6.49, models: [
    { id: 901, name: 'Rogue', body: 'suv', dataSource: 'chrome', sourceModelId: 5901, wmi: 'JN8', plant: 'W', trims: [
      t(9011, 'S FWD', 2025, 32_998, 'FWD', CVT, '1.5L turbo I3'), t(9012, 'SV AWD', 2025, 38_498, 'AWD', CVT, '1.5L turbo I3'),
      t(9013, 'Platinum', 2026, 47_498, 'AWD', CVT, '1.5L turbo I3')] },
    { id: 902, name: 'Sentra', body: 'sedan', dataSource: 'chrome', sourceModelId: 5902, wmi: '3N1', plant: 'L', trims: [
      t(9021, 'S', 2025, 21_998, 'FWD', CVT, '2.0L I4'), t(9022, 'SR', 2025, 27_798, 'FWD', CVT, '2.0L I4')] },
    { id: 903, name: 'Kicks', body: 'suv', dataSource: 'chrome', sourceModelId: 5903, wmi: '3N8', plant: 'L', trims: [
      t(9031, 'S', 2025, 23_998, 'FWD', CVT, '2.0L I4')] },
  ] },
  { id: 10, name: 'Volkswagen', freightPdi: 2_045, baseRate: 5.99, models: [
    { id: 1001, name: 'Jetta', body: 'sedan', dataSource: 'chrome', sourceModelId: 6001, wmi: '3VW', plant: 'M', trims: [
      t(10011, 'Comfortline', 2025, 27_995, 'FWD', AUTO8, '1.5L TSI I4'), t(10012, 'GLI', 2025, 36_995, 'FWD', '7-speed DSG', '2.0L TSI I4')] },
    { id: 1002, name: 'Tiguan', body: 'suv', dataSource: 'chrome', sourceModelId: 6002, wmi: '3VV', plant: 'M', trims: [
      t(10021, 'Comfortline 4MOTION', 2025, 38_995, 'AWD', AUTO8, '2.0L TSI I4')] },
    { id: 1003, name: 'Atlas', body: 'suv', dataSource: 'chrome', sourceModelId: 6003, wmi: '1V2', plant: 'C', trims: [
      t(10031, 'Highline 4MOTION', 2025, 56_495, 'AWD', AUTO8, '2.0L TSI I4')] },
    { id: 1004, name: 'Golf', body: 'hatchback', dataSource: 'eu', sourceModelId: 9001, wmi: 'WVW', plant: 'W', trims: [
      t(10041, 'Life 1.5 eTSI', 2025, null, 'FWD', '7-speed DSG', '1.5L eTSI I4 mild hybrid')] },
  ] },
  { id: 11, name: 'Ram', freightPdi: 2_595, baseRate: 6.99, models: [
    { id: 1101, name: '1500', body: 'pickup', dataSource: 'chrome', sourceModelId: 6101, wmi: '1C6', plant: 'N', trims: [
      t(11011, 'Tradesman Crew Cab 4x4', 2025, 55_995, '4WD', AUTO8, '3.0L Hurricane I6'), t(11012, 'Laramie', 2025, 74_995, '4WD', AUTO8, '3.0L Hurricane I6')] },
  ] },
  { id: 12, name: 'BMW', freightPdi: 2_480, baseRate: 4.99, models: [
    { id: 1201, name: '3 Series', body: 'sedan', dataSource: 'chrome', sourceModelId: 6201, wmi: 'WBA', plant: 'F', trims: [
      t(12011, '330i xDrive', 2025, 57_000, 'AWD', AUTO8, '2.0L turbo I4')] },
    { id: 1202, name: 'X5', body: 'suv', dataSource: 'chrome', sourceModelId: 6202, wmi: '5UX', plant: 'L', trims: [
      t(12021, 'xDrive40i', 2025, 84_000, 'AWD', AUTO8, '3.0L turbo I6')] },
    { id: 1203, name: 'M5', body: 'sedan', dataSource: 'chrome', sourceModelId: 6203, wmi: 'WBS', plant: 'C', trims: [
      t(12031, 'M5 Sedan', 2025, 138_500, 'AWD', AUTO8, '4.4L twin-turbo V8 plug-in hybrid', 'hybrid')] },
    { id: 1204, name: '3 Series Touring', body: 'wagon', dataSource: 'eu', sourceModelId: 9002, wmi: 'WBA', plant: 'F', trims: [
      t(12041, '320d Touring', 2025, null, 'RWD', AUTO8, '2.0L diesel I4', 'diesel')] },
  ] },
  { id: 13, name: 'Peugeot', freightPdi: 0, baseRate: 0, models: [
    { id: 1301, name: '208', body: 'hatchback', dataSource: 'eu', sourceModelId: 9003, wmi: 'VR3', plant: 'T', trims: [
      t(13011, 'Allure PureTech 100', 2025, null, 'FWD', AUTO6, '1.2L PureTech I3')] },
  ] },
];

export interface DemoCompany {
  readonly id: number;
  readonly name: string;
  readonly city: string;
  readonly province: string;
  readonly lat: number;
  readonly lng: number;
  /** Dealer documentation fee on used vehicles, dollars (0: none). Included in the advertised price. */
  readonly usedAdminFee: number;
}

export const DEMO_COMPANIES: readonly DemoCompany[] = [
  { id: 1, name: 'Auto Boulevard Montréal', city: 'Montréal', province: 'QC', lat: 45.5017, lng: -73.6476, usedAdminFee: 495 },
  { id: 2, name: 'Capitale Autos Québec', city: 'Québec', province: 'QC', lat: 46.7911, lng: -71.2846, usedAdminFee: 0 },
  { id: 3, name: 'Lakeshore Motors', city: 'Toronto', province: 'ON', lat: 43.6226, lng: -79.4842, usedAdminFee: 699 },
  { id: 4, name: 'Capital City Auto', city: 'Ottawa', province: 'ON', lat: 45.3524, lng: -75.7537, usedAdminFee: 599 },
  { id: 5, name: 'Pacific Coast Motors', city: 'Vancouver', province: 'BC', lat: 49.2634, lng: -123.0667, usedAdminFee: 599 },
  { id: 6, name: 'Fraser Valley Auto', city: 'Surrey', province: 'BC', lat: 49.1044, lng: -122.8011, usedAdminFee: 499 },
  { id: 7, name: 'Bow River Motors', city: 'Calgary', province: 'AB', lat: 50.9911, lng: -114.0437, usedAdminFee: 399 },
  { id: 8, name: 'North Saskatchewan Auto', city: 'Edmonton', province: 'AB', lat: 53.4945, lng: -113.4963, usedAdminFee: 0 },
];

/** Per-province charges on a new vehicle (demo values, dollars): provincial tire levy, dealer association fee. */
export const PROVINCE_CHARGES: Readonly<Record<string, { tireLevy: number; associationFee: number }>> = {
  QC: { tireLevy: 12, associationFee: 0 },
  ON: { tireLevy: 0, associationFee: 10 },
  BC: { tireLevy: 20, associationFee: 0 },
  AB: { tireLevy: 16, associationFee: 0 },
  MB: { tireLevy: 0, associationFee: 0 },
  SK: { tireLevy: 0, associationFee: 0 },
  NS: { tireLevy: 0, associationFee: 0 },
  NB: { tireLevy: 0, associationFee: 0 },
  NL: { tireLevy: 0, associationFee: 0 },
  PE: { tireLevy: 0, associationFee: 0 },
  YT: { tireLevy: 0, associationFee: 0 },
  NT: { tireLevy: 0, associationFee: 0 },
  NU: { tireLevy: 0, associationFee: 0 },
};

/** Federal excise tax on vehicles with air conditioning: $100. */
export const AIR_CONDITIONING_TAX = 100;

export function allDemoTrims() {
  return DEMO_MAKES.flatMap((make) => make.models.flatMap((model) => model.trims.map((trim) => ({ make, model, trim }))));
}
