import type { CreditValueListName, ValueListItem } from '@marketplace/contracts';
import { CREDIT_VALUE_LISTS } from '@marketplace/domain';

type Labels = Readonly<Record<string, readonly [en: string, fr: string]>>;

/** Spec §3 value lists with their labels in both languages; ids are the domain's. */
const LABELS: Readonly<Record<CreditValueListName, { labels: Labels }>> = {
  'employment-status': {
    labels: {
      employed: ['Employed', 'Salarié'], self_employed: ['Self-employed', 'Travailleur autonome'], student: ['Student', 'Étudiant'],
      retired: ['Retired', 'Retraité'], unemployed: ['Unemployed', 'Sans emploi'], other: ['Other', 'Autre'],
    },
  },
  'residential-status': {
    labels: {
      owner_with_mortgage: ['Owner with a mortgage', 'Propriétaire avec hypothèque'], own_free_clear: ['Owner, free and clear', 'Propriétaire sans hypothèque'],
      own_mobile_home: ['Owns a mobile home', 'Propriétaire d’une maison mobile'], rent: ['Tenant', 'Locataire'],
      reserve_housing: ['Reserve housing', 'Logement dans une réserve'], with_parents: ['Lives with parents', 'Chez ses parents'],
    },
  },
  genders: { labels: { male: ['Male', 'Homme'], female: ['Female', 'Femme'], other: ['Other', 'Autre'] } },
  matrimonials: {
    labels: {
      divorced: ['Divorced', 'Divorcé(e)'], married: ['Married', 'Marié(e)'], common_law: ['Common-law', 'Conjoint(e) de fait'],
      widow_widower: ['Widow or widower', 'Veuf ou veuve'], separated: ['Separated', 'Séparé(e)'], single: ['Single', 'Célibataire'],
    },
  },
  'income-types': {
    labels: {
      car_allowance: ['Car allowance', 'Allocation automobile'], child_support_alimony: ['Child support or alimony', 'Pension alimentaire'],
      disability_payments: ['Disability payments', 'Prestations d’invalidité'], investment_income: ['Investment income', 'Revenus de placement'],
      pensions: ['Pensions', 'Rentes de retraite'], rental_income: ['Rental income', 'Revenus locatifs'],
      workers_compensation: ['Workers’ compensation', 'Indemnités d’accident du travail'],
    },
  },
  'employment-types': {
    labels: {
      full_time: ['Full time', 'Temps plein'], full_time_probation: ['Full time (probation)', 'Temps plein (probation)'],
      part_time_casual: ['Part time (casual)', 'Temps partiel (occasionnel)'], part_time_regular: ['Part time (regular)', 'Temps partiel (régulier)'],
      seasonal_summer: ['Seasonal (summer)', 'Saisonnier (été)'], seasonal_winter: ['Seasonal (winter)', 'Saisonnier (hiver)'],
    },
  },
  'income-frequency': {
    labels: { weekly: ['Weekly', 'Hebdomadaire'], biweekly: ['Every two weeks', 'Aux deux semaines'], monthly: ['Monthly', 'Mensuel'], annually: ['Yearly', 'Annuel'] },
  },
};

export function creditValueList(name: CreditValueListName): { items: ValueListItem[] } {
  const { labels } = LABELS[name];
  return { items: CREDIT_VALUE_LISTS[name].map((id: string) => ({ id, label: { 'en-ca': labels[id][0], 'fr-ca': labels[id][1] } })) };
}
