import { Trans, useLingui } from '@lingui/react/macro';
import { Button, CheckboxField, SelectField } from '@marketplace/ui';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { saveApiConfigRoute } from '@marketplace/contracts/catalog/third-parties';
import { z } from 'zod';
import { formResolver } from '../../../lib/form-resolver';
import { screenRule, withCode } from '../../../lib/form-fields';
import { FormTextField } from '../../../lib/forms';
import { ProblemAlert } from '../../../lib/problem-alert';
import { QueryState } from '../../../lib/query-state';
import { Section } from '../../../lib/section';
import { useLang } from '../../../lib/use-lang';
import { useApiConfigs, type ApiConfig } from '../api/get-api-configs';
import { useApiLogs } from '../api/get-api-logs';
import { useSaveApiConfig } from '../api/save-api-config';
import { dateTime } from '../format';
import { PROVIDER_LABELS } from '../labels';
import { teamProblemMessage } from '../problem-messages';
import { ToolPage } from '../../../lib/tool-page';
import { TeamPage } from './team-page';
import { StaffTable } from '../../../lib/staff-table';

interface ConfigValues {
  provider: ApiConfig['provider'];
  name: string;
  baseUrl: string;
  username: string;
  /** Write-only: empty keeps the stored key. */
  apiKey: string;
  active: boolean;
}
const configBody = saveApiConfigRoute.body.shape;
const apiKeyMin = configBody.apiKey.unwrap().minLength ?? 0;
/** The contract's body (without the id, which the screen adds), from the form's text fields. */
const ConfigSchema = z.preprocess(
  (v) => {
    const f = v as ConfigValues;
    return { ...f, baseUrl: f.baseUrl.trim(), username: f.username.trim() || null, apiKey: f.apiKey || undefined };
  },
  saveApiConfigRoute.body.omit({ id: true }).extend({
    baseUrl: withCode(configBody.baseUrl, 'team.https_url'),
    apiKey: configBody.apiKey.superRefine(screenRule((key: string | undefined) => key !== undefined && key.length < apiKeyMin && 'team.api_key_too_short')),
  }),
);

const EMPTY: ConfigValues = { provider: 'black-book', name: '', baseUrl: 'https://', username: '', apiKey: '', active: true };
const valuesOf = (c: ApiConfig): ConfigValues => ({
  provider: c.provider,
  name: c.name,
  baseUrl: c.baseUrl,
  username: c.username ?? '',
  apiKey: '',
  active: c.active,
});

/**
 * Third-party price-guide configuration (spec §7): the providers' configurations (save-config checks the connection
 * and logs it; API keys are write-only), and the recent calls (get-api-logs). The vehicles team reaches it from its
 * tools; the team's drawer names it Third parties (`/{lang}/shopicarTeam/third-parties`, section 24).
 */
export function PriceGuidesPage({ area = 'vehiclesTeam' }: { area?: 'vehiclesTeam' | 'shopicarTeam' }) {
  const { t, i18n } = useLingui();
  const Frame = area === 'vehiclesTeam' ? TeamPage : ToolPage;
  const lang = useLang();
  const configs = useApiConfigs();
  const [editing, setEditing] = useState<ApiConfig | 'new' | null>(null);
  const [logsOf, setLogsOf] = useState<number | null>(null);

  return (
    <Frame
      className="team-page"
      title={area === 'vehiclesTeam' ? t`Price guides` : t`Third parties`}
      actions={
        <Button onClick={() => setEditing('new')}>
          <Trans>Add a configuration</Trans>
        </Button>
      }
      intro={<Trans>Third-party price guides used to value trade-ins. Keys are stored encrypted and never shown again.</Trans>}
    >
      {editing ? <ConfigForm key={editing === 'new' ? 'new' : editing.id} config={editing === 'new' ? null : editing} onDone={() => setEditing(null)} /> : null}

      <Section title={<Trans>Configurations</Trans>}>
        <QueryState
          query={configs}
          errorMessage={teamProblemMessage}
          isEmpty={(data) => data.items.length === 0}
          empty={
            <p>
              <Trans>No price guide is configured yet.</Trans>
            </p>
          }
        >
          {(data) => (
            <StaffTable caption={t`Price-guide configurations`} className="team-table" columns={[t`Name`, t`Provider`, t`Address`, t`API key`, t`Active`, t`Updated`, t`Actions`]}>
              {data.items.map((c) => (
                <tr key={c.id}>
                  <th scope="row">{c.name}</th>
                  <td>{i18n._(PROVIDER_LABELS[c.provider])}</td>
                  <td className="team-table__code">{c.baseUrl}</td>
                  <td>{c.apiKeySet ? t`Set, ends with ${c.apiKeyLast4 ?? '????'}` : t`Not set`}</td>
                  <td>{c.active ? t`Yes` : t`No`}</td>
                  <td>{dateTime(c.updatedAt, lang)}</td>
                  <td>
                    <div className="team-row-actions">
                      <Button size="small" variant="outlined" onClick={() => setEditing(c)}>
                        {t`Edit ${c.name}`}
                      </Button>
                      <Button size="small" variant="text" onClick={() => setLogsOf(c.id)}>
                        {t`Calls of ${c.name}`}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </StaffTable>
          )}
        </QueryState>
      </Section>

      <Logs configId={logsOf} configs={configs.data?.items ?? []} onShowAll={() => setLogsOf(null)} />
    </Frame>
  );
}

function ConfigForm({ config, onDone }: { config: ApiConfig | null; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const save = useSaveApiConfig();
  const titleId = useId();
  const form = useForm<ConfigValues, unknown, z.output<typeof ConfigSchema>>({ resolver: formResolver(ConfigSchema), defaultValues: config ? valuesOf(config) : EMPTY });

  const submit = form.handleSubmit(async (v) => {
    try {
      await save.mutateAsync({ id: config?.id, ...v });
      onDone();
    } catch {
      // shown below
    }
  });

  return (
    <Section title={config ? t`Edit ${config.name}` : t`New configuration`} titleId={titleId}>
      <FormProvider {...form}>
        <form className="team-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={titleId}>
          <SelectField label={t`Provider`} {...form.register('provider')}>
            {configBody.provider.options.map((p) => (
              <option key={p} value={p}>
                {i18n._(PROVIDER_LABELS[p])}
              </option>
            ))}
          </SelectField>
          <FormTextField<ConfigValues> name="name" label={t`Name`} maxLength={100} required />
          <FormTextField<ConfigValues> name="baseUrl" label={t`Address of the API`} type="url" maxLength={500} required />
          <FormTextField<ConfigValues> name="username" label={t`User name`} maxLength={200} autoComplete="off" />
          <FormTextField<ConfigValues>
            name="apiKey"
            type="password"
            label={t`API key`}
            autoComplete="new-password"
            maxLength={500}
            helperText={config?.apiKeySet ? t`Leave empty to keep the stored key` : t`At least 4 characters`}
          />
          <CheckboxField label={t`Active`} {...form.register('active')} />
          <ProblemAlert error={save.error} message={teamProblemMessage} />
          <div className="form-actions">
            <Button variant="text" onClick={onDone}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={save.isPending}>
              <Trans>Save and check the connection</Trans>
            </Button>
          </div>
        </form>
      </FormProvider>
    </Section>
  );
}

function Logs({ configId, configs, onShowAll }: { configId: number | null; configs: ApiConfig[]; onShowAll: () => void }) {
  const { t } = useLingui();
  const lang = useLang();
  const logs = useApiLogs(configId);
  const name = configs.find((c) => c.id === configId)?.name;
  return (
    <Section
      title={name ? t`Recent calls of ${name}` : t`Recent calls`}
      actions={
        configId ? (
          <Button size="small" variant="text" onClick={onShowAll}>
            <Trans>Every configuration</Trans>
          </Button>
        ) : null
      }
    >
      <QueryState
        query={logs}
        errorMessage={teamProblemMessage}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <p>
            <Trans>No call yet.</Trans>
          </p>
        }
      >
        {(data) => (
          <StaffTable caption={t`Recent price-guide calls`} className="team-table" columns={[t`When`, t`Provider`, t`Operation`, t`Outcome`, t`Duration`, t`Message`]}>
            {data.items.map((log) => (
              <tr key={log.id}>
                <td>{dateTime(log.at, lang)}</td>
                <td>{log.provider}</td>
                <td>{log.operation}</td>
                <td>{log.outcome === 'ok' ? <span className="badge badge--success">{t`Success`}</span> : <span className="badge">{t`Error`}</span>}</td>
                <td>{t`${log.durationMs} ms`}</td>
                <td>{log.message}</td>
              </tr>
            ))}
          </StaffTable>
        )}
      </QueryState>
    </Section>
  );
}
