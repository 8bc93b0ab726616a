/** Query keys of the vehicles-team tools (every key starts with 'vehicles-team', so one invalidation refreshes them all). */
export const vehiclesTeamKeys = {
  all: ['vehicles-team'] as const,
  vehicles: (query: object) => ['vehicles-team', 'vehicles', query] as const,
  vehicle: (id: string) => ['vehicles-team', 'vehicle', id] as const,
  colours: ['vehicles-team', 'colours'] as const,
  coloursMapping: (makeId: number | null) => ['vehicles-team', 'colours-mapping', makeId] as const,
  makes: ['vehicles-team', 'makes'] as const,
  models: (makeId: number) => ['vehicles-team', 'models', makeId] as const,
  trims: (modelId: number) => ['vehicles-team', 'trims', modelId] as const,
  trimEquipment: (trimId: number) => ['vehicles-team', 'trim-equipment', trimId] as const,
  sourceModels: (makeId: number) => ['vehicles-team', 'source-models', makeId] as const,
  imageYears: ['vehicles-team', 'image-years'] as const,
  imageMakes: (year: number) => ['vehicles-team', 'image-makes', year] as const,
  imageModels: (year: number, makeId: number) => ['vehicles-team', 'image-models', year, makeId] as const,
  imageTrims: (year: number, modelId: number) => ['vehicles-team', 'image-trims', year, modelId] as const,
  vifList: (year: number, makeId: number, modelId: number) => ['vehicles-team', 'vif-list', year, makeId, modelId] as const,
  galleries: (vifId: string) => ['vehicles-team', 'galleries', vifId] as const,
  mainImages: (modelId: number) => ['vehicles-team', 'main-images', modelId] as const,
  apiConfigs: ['vehicles-team', 'api-configs'] as const,
  apiLogs: (configId: number | null) => ['vehicles-team', 'api-logs', configId] as const,
};

/** The public inventory's queries (features/catalog): refreshed after an edit so the listing shows it at once. */
export const PUBLIC_CATALOG_KEY = ['catalog'] as const;
