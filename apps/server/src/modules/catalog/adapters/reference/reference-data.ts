/**
 * Baseline reference data of the catalog (inserted by the catalog migration, or served from here as constants).
 * Money in cents.
 */

export const BODY_TYPES = [
  { key: 'sedan', en: 'Sedan', fr: 'Berline' },
  { key: 'hatchback', en: 'Hatchback', fr: 'Hayon' },
  { key: 'coupe', en: 'Coupe', fr: 'Coupé' },
  { key: 'convertible', en: 'Convertible', fr: 'Décapotable' },
  { key: 'wagon', en: 'Wagon', fr: 'Familiale' },
  { key: 'suv', en: 'SUV', fr: 'VUS' },
  { key: 'pickup', en: 'Pickup truck', fr: 'Camionnette' },
  { key: 'minivan', en: 'Minivan', fr: 'Fourgonnette' },
] as const;

export const COLOURS = [
  { id: 1, key: 'black', en: 'Black', fr: 'Noir', hex: '#1b1b1d' },
  { id: 2, key: 'white', en: 'White', fr: 'Blanc', hex: '#f2f2f0' },
  { id: 3, key: 'silver', en: 'Silver', fr: 'Argent', hex: '#b8bcc2' },
  { id: 4, key: 'grey', en: 'Grey', fr: 'Gris', hex: '#6b6e73' },
  { id: 5, key: 'red', en: 'Red', fr: 'Rouge', hex: '#a8201a' },
  { id: 6, key: 'blue', en: 'Blue', fr: 'Bleu', hex: '#1f4e8c' },
  { id: 7, key: 'green', en: 'Green', fr: 'Vert', hex: '#2f5d3a' },
  { id: 8, key: 'brown', en: 'Brown', fr: 'Brun', hex: '#5a3d2b' },
  { id: 9, key: 'beige', en: 'Beige', fr: 'Beige', hex: '#d8c8a8' },
  { id: 10, key: 'yellow', en: 'Yellow', fr: 'Jaune', hex: '#e3b505' },
  { id: 11, key: 'orange', en: 'Orange', fr: 'Orange', hex: '#d9621e' },
  { id: 12, key: 'burgundy', en: 'Burgundy', fr: 'Bourgogne', hex: '#6d1a2a' },
] as const;

/** Equipment categories (`catalog.equipment.category`) in display order, named in both languages. */
export const EQUIPMENT_CATEGORIES = [
  { key: 'safety', en: 'Safety', fr: 'Sécurité' },
  { key: 'comfort', en: 'Comfort', fr: 'Confort' },
  { key: 'technology', en: 'Technology', fr: 'Technologie' },
  { key: 'interior', en: 'Interior', fr: 'Intérieur' },
  { key: 'exterior', en: 'Exterior', fr: 'Extérieur' },
  { key: 'mechanical', en: 'Mechanical', fr: 'Mécanique' },
] as const;

export const EQUIPMENT = [
  { id: 1, code: 'ac', category: 'comfort', en: 'Air conditioning', fr: 'Climatisation' },
  { id: 2, code: 'heated_seats', category: 'comfort', en: 'Heated front seats', fr: 'Sièges avant chauffants' },
  { id: 3, code: 'heated_wheel', category: 'comfort', en: 'Heated steering wheel', fr: 'Volant chauffant' },
  { id: 4, code: 'remote_start', category: 'comfort', en: 'Remote start', fr: 'Démarreur à distance' },
  { id: 5, code: 'carplay', category: 'technology', en: 'Apple CarPlay and Android Auto', fr: 'Apple CarPlay et Android Auto' },
  { id: 6, code: 'backup_camera', category: 'safety', en: 'Backup camera', fr: 'Caméra de recul' },
  { id: 7, code: 'blind_spot', category: 'safety', en: 'Blind-spot monitoring', fr: "Surveillance des angles morts" },
  { id: 8, code: 'adaptive_cruise', category: 'safety', en: 'Adaptive cruise control', fr: 'Régulateur de vitesse adaptatif' },
  { id: 9, code: 'lane_keep', category: 'safety', en: 'Lane-keeping assist', fr: "Aide au maintien de voie" },
  { id: 10, code: 'sunroof', category: 'exterior', en: 'Sunroof', fr: 'Toit ouvrant' },
  { id: 11, code: 'leather', category: 'interior', en: 'Leather seats', fr: 'Sièges en cuir' },
  { id: 12, code: 'navigation', category: 'technology', en: 'Navigation', fr: 'Navigation' },
  { id: 13, code: 'awd', category: 'mechanical', en: 'All-wheel drive', fr: 'Traction intégrale' },
  { id: 14, code: 'tow_package', category: 'mechanical', en: 'Towing package', fr: 'Ensemble de remorquage' },
  { id: 15, code: 'power_liftgate', category: 'exterior', en: 'Power liftgate', fr: 'Hayon électrique' },
  { id: 16, code: 'ventilated_seats', category: 'comfort', en: 'Ventilated front seats', fr: 'Sièges avant ventilés' },
] as const;

/** Spec §3 / §9: coverage period, odometer coverage, exclusions, 90% of components, $50 deductible, 30-day cancellation. */
export interface ProtectionPlan {
  readonly id: number;
  readonly key: string;
  readonly nameEn: string;
  readonly nameFr: string;
  readonly coverageMonths: number;
  readonly coverageKm: number;
  readonly componentsCoveredPercent: number;
  /** Cents. */
  readonly deductible: number;
  readonly cancellationDays: number;
  /** Cents. */
  readonly price: number;
  readonly exclusionsEn: readonly string[];
  readonly exclusionsFr: readonly string[];
}

const EXCLUSIONS_EN = [
  'Wear items: brake pads and rotors, tires, wiper blades, bulbs, clutch linings',
  'Scheduled maintenance, fluids and filters',
  'Damage from collision, misuse, neglect, racing or environmental causes',
  'Paint, trim, glass and upholstery',
  'Aftermarket modifications and their consequences',
];
const EXCLUSIONS_FR = [
  "Pièces d'usure : plaquettes et disques de frein, pneus, balais d'essuie-glace, ampoules, garnitures d'embrayage",
  'Entretien périodique, liquides et filtres',
  "Dommages causés par une collision, un mauvais usage, la négligence, la course ou l'environnement",
  'Peinture, garnitures, vitres et sellerie',
  'Modifications non d’origine et leurs conséquences',
];
const plan = (id: number, key: string, nameEn: string, nameFr: string, coverageMonths: number, coverageKm: number, price: number): ProtectionPlan => ({
  id, key, nameEn, nameFr, coverageMonths, coverageKm, componentsCoveredPercent: 90, deductible: 5_000, cancellationDays: 30, price,
  exclusionsEn: EXCLUSIONS_EN, exclusionsFr: EXCLUSIONS_FR,
});
export const PROTECTION_PLANS: readonly ProtectionPlan[] = [
  plan(1, 'essential', 'Essential protection', 'Protection essentielle', 24, 40_000, 129_500),
  plan(2, 'plus', 'Plus protection', 'Protection plus', 48, 80_000, 219_500),
  plan(3, 'premium', 'Premium protection', 'Protection premium', 72, 120_000, 329_500),
];

export interface DeliveryType {
  readonly id: number;
  readonly key: 'pickup' | 'delivery';
  readonly nameEn: string;
  readonly nameFr: string;
  /** Cents. */
  readonly price: number;
  /** Spec §9: delivery within 350 km. Null for pickup. */
  readonly maxDistanceKm: number | null;
}
export const DELIVERY_TYPES: readonly DeliveryType[] = [
  { id: 1, key: 'pickup', nameEn: 'Pickup at the dealership', nameFr: 'Ramassage chez le concessionnaire', price: 0, maxDistanceKm: null },
  { id: 2, key: 'delivery', nameEn: 'Home delivery', nameFr: 'Livraison à domicile', price: 49_900, maxDistanceKm: 350 },
];

/** Spec §9: language id 1 is English; languages en-ca (default), fr-ca, fr-fr. */
export const LANGUAGES = [
  { ID: 1, Key: 'en-ca', Name: 'English' },
  { ID: 2, Key: 'fr-ca', Name: 'Français' },
  { ID: 3, Key: 'fr-fr', Name: 'Français (France)' },
] as const;

/** Spec §3/§9: Canada has id 43. */
export const CANADA_ID = 43;
export const COUNTRIES = [{ id: CANADA_ID, code: 'CA', nameEn: 'Canada', nameFr: 'Canada' }] as const;

export const PROVINCE_LIST = [
  { id: 1, code: 'AB', nameEn: 'Alberta', nameFr: 'Alberta' },
  { id: 2, code: 'BC', nameEn: 'British Columbia', nameFr: 'Colombie-Britannique' },
  { id: 3, code: 'MB', nameEn: 'Manitoba', nameFr: 'Manitoba' },
  { id: 4, code: 'NB', nameEn: 'New Brunswick', nameFr: 'Nouveau-Brunswick' },
  { id: 5, code: 'NL', nameEn: 'Newfoundland and Labrador', nameFr: 'Terre-Neuve-et-Labrador' },
  { id: 6, code: 'NS', nameEn: 'Nova Scotia', nameFr: 'Nouvelle-Écosse' },
  { id: 7, code: 'NT', nameEn: 'Northwest Territories', nameFr: 'Territoires du Nord-Ouest' },
  { id: 8, code: 'NU', nameEn: 'Nunavut', nameFr: 'Nunavut' },
  { id: 9, code: 'ON', nameEn: 'Ontario', nameFr: 'Ontario' },
  { id: 10, code: 'PE', nameEn: 'Prince Edward Island', nameFr: 'Île-du-Prince-Édouard' },
  { id: 11, code: 'QC', nameEn: 'Quebec', nameFr: 'Québec' },
  { id: 12, code: 'SK', nameEn: 'Saskatchewan', nameFr: 'Saskatchewan' },
  { id: 13, code: 'YT', nameEn: 'Yukon', nameFr: 'Yukon' },
] as const;

/** Main cities (approximate city-centre coordinates). */
export const CITIES = [
  { id: 1, name: 'Montréal', province: 'QC', lat: 45.5019, lng: -73.5674 },
  { id: 2, name: 'Québec', province: 'QC', lat: 46.8139, lng: -71.208 },
  { id: 3, name: 'Laval', province: 'QC', lat: 45.6066, lng: -73.7124 },
  { id: 4, name: 'Gatineau', province: 'QC', lat: 45.4765, lng: -75.7013 },
  { id: 5, name: 'Longueuil', province: 'QC', lat: 45.5312, lng: -73.5185 },
  { id: 6, name: 'Sherbrooke', province: 'QC', lat: 45.4042, lng: -71.8929 },
  { id: 7, name: 'Trois-Rivières', province: 'QC', lat: 46.343, lng: -72.5432 },
  { id: 8, name: 'Saguenay', province: 'QC', lat: 48.428, lng: -71.0685 },
  { id: 10, name: 'Toronto', province: 'ON', lat: 43.6532, lng: -79.3832 },
  { id: 11, name: 'Ottawa', province: 'ON', lat: 45.4215, lng: -75.6972 },
  { id: 12, name: 'Mississauga', province: 'ON', lat: 43.589, lng: -79.6441 },
  { id: 13, name: 'Brampton', province: 'ON', lat: 43.7315, lng: -79.7624 },
  { id: 14, name: 'Hamilton', province: 'ON', lat: 43.2557, lng: -79.8711 },
  { id: 15, name: 'London', province: 'ON', lat: 42.9849, lng: -81.2453 },
  { id: 16, name: 'Markham', province: 'ON', lat: 43.8561, lng: -79.337 },
  { id: 17, name: 'Kitchener', province: 'ON', lat: 43.4516, lng: -80.4925 },
  { id: 18, name: 'Windsor', province: 'ON', lat: 42.3149, lng: -83.0364 },
  { id: 19, name: 'Sudbury', province: 'ON', lat: 46.4917, lng: -80.993 },
  { id: 20, name: 'Vancouver', province: 'BC', lat: 49.2827, lng: -123.1207 },
  { id: 21, name: 'Surrey', province: 'BC', lat: 49.1913, lng: -122.849 },
  { id: 22, name: 'Burnaby', province: 'BC', lat: 49.2488, lng: -122.9805 },
  { id: 23, name: 'Richmond', province: 'BC', lat: 49.1666, lng: -123.1336 },
  { id: 24, name: 'Victoria', province: 'BC', lat: 48.4284, lng: -123.3656 },
  { id: 25, name: 'Kelowna', province: 'BC', lat: 49.888, lng: -119.496 },
  { id: 30, name: 'Calgary', province: 'AB', lat: 51.0447, lng: -114.0719 },
  { id: 31, name: 'Edmonton', province: 'AB', lat: 53.5461, lng: -113.4938 },
  { id: 32, name: 'Red Deer', province: 'AB', lat: 52.2681, lng: -113.8112 },
  { id: 33, name: 'Lethbridge', province: 'AB', lat: 49.6935, lng: -112.8418 },
  { id: 40, name: 'Winnipeg', province: 'MB', lat: 49.8951, lng: -97.1384 },
  { id: 41, name: 'Brandon', province: 'MB', lat: 49.8485, lng: -99.95 },
  { id: 45, name: 'Saskatoon', province: 'SK', lat: 52.1332, lng: -106.67 },
  { id: 46, name: 'Regina', province: 'SK', lat: 50.4452, lng: -104.6189 },
  { id: 50, name: 'Halifax', province: 'NS', lat: 44.6488, lng: -63.5752 },
  { id: 51, name: 'Sydney', province: 'NS', lat: 46.1368, lng: -60.1942 },
  { id: 55, name: 'Moncton', province: 'NB', lat: 46.0878, lng: -64.7782 },
  { id: 56, name: 'Saint John', province: 'NB', lat: 45.2733, lng: -66.0633 },
  { id: 57, name: 'Fredericton', province: 'NB', lat: 45.9636, lng: -66.6431 },
  { id: 60, name: "St. John's", province: 'NL', lat: 47.5615, lng: -52.7126 },
  { id: 65, name: 'Charlottetown', province: 'PE', lat: 46.2382, lng: -63.1311 },
  { id: 70, name: 'Whitehorse', province: 'YT', lat: 60.7212, lng: -135.0568 },
  { id: 71, name: 'Yellowknife', province: 'NT', lat: 62.454, lng: -114.3718 },
  { id: 72, name: 'Iqaluit', province: 'NU', lat: 63.7467, lng: -68.517 },
] as const;
