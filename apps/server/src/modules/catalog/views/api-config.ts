/** A row of catalog.api_configs as the third-parties contracts answer it: the key shows only as set and its last 4. */
export const toConfig = (r: any) => ({
  id: r.id, provider: r.provider, name: r.name, baseUrl: r.base_url, username: r.username, apiKeySet: r.api_key_enc !== null,
  apiKeyLast4: r.api_key_last4, active: r.active, updatedAt: (r.updated_at as Date).toISOString(),
});
