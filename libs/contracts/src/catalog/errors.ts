/**
 * Stable error codes the catalog routes answer with (problem `code`, or `errors[].code` for a field).
 * Input shape errors use `validation.invalid_input` with zod's per-field codes (invalid_type, too_small, too_big ...).
 */
export const CATALOG_ERROR_CODES = [
  'catalog.vehicle_not_found',
  'catalog.vehicle_already_listed',
  'catalog.vin_already_listed',
  'catalog.invalid_vin',
  'catalog.invalid_year',
  'catalog.invalid_kilometres',
  'catalog.invalid_price',
  'catalog.invalid_fee',
  'catalog.duplicate_fee',
  'catalog.invalid_colour',
  'catalog.invalid_photo',
  'catalog.too_many_photos',
  'catalog.vehicle_changed',
  'catalog.vehicle_sold',
  'catalog.vehicle_locked',
  'catalog.vehicle_reserved',
  'catalog.status_set_by_purchase',
  'catalog.nothing_to_change',
  'catalog.unknown_trim',
  'catalog.unknown_model',
  'catalog.unknown_make',
  'catalog.unknown_colour',
  'catalog.unknown_company',
  'catalog.unknown_language',
  'catalog.protection_plan_not_found',
  'catalog.delivery_type_not_found',
  'catalog.vif_id_required',
  'catalog.vif_not_found',
  'catalog.photo_not_found',
  'catalog.price_record_not_found',
  'catalog.price_guide_config_not_found',
  'catalog.invalid_search',
  'pricing.unknown_province',
  'pricing.invalid_frequency',
  'pricing.invalid_term',
  'pricing.invalid_rate',
  'pricing.invalid_amount',
  'pricing.kilometers_out_of_range',
  'pricing.date_out_of_range',
  'pricing.invalid_date',
  'graphql.invalid_document',
  'graphql.invalid_variables',
  'geocoding.invalid_postal_code',
] as const;
export type CatalogErrorCode = (typeof CATALOG_ERROR_CODES)[number];

/** Spec §5/§8 texts the server answers with (the web still translates by code). */
export const VIF_ID_REQUIRED_MESSAGE = 'vifId is required';
export const INVALID_GRAPHQL_DOCUMENT_MESSAGE = 'Not a valid GraphQL document';
