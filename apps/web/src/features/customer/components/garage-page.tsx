import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '@marketplace/ui';
import { useDocumentTitle } from '../../../lib/hooks';
import { QueryState } from '../../../lib/query-state';
import { useLang } from '../../../lib/use-lang';
import { useCustomerVehicles } from '../api/get-customer-vehicles';

export function GaragePage({ userGuid }: { userGuid: string }) {
  const { t } = useLingui();
  const lang = useLang();
  const vehicles = useCustomerVehicles(userGuid);
  useDocumentTitle(t`My garage`);
  const money = new Intl.NumberFormat(lang, { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 });
  const km = new Intl.NumberFormat(lang, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 });

  return (
    <div className="page">
      <h1 className="page__title">
        <Trans>My garage</Trans>
      </h1>
      <QueryState
        query={vehicles}
        isEmpty={(list) => list.length === 0}
        empty={
          <>
            <h2>
              <Trans>Your garage is empty</Trans>
            </h2>
            <p>
              <Trans>The vehicles you own or trade in will appear here, with their estimated value.</Trans>
            </p>
          </>
        }
      >
        {(list) => (
          <ul className="card-grid">
            {list.map((vehicle, index) => {
              const name = [vehicle.Year, vehicle.Make, vehicle.Model].filter(Boolean).join(' ');
              return (
                <li key={String(vehicle.Id ?? index)}>
                  <Card className="vehicle-card">
                    {vehicle.PhotoUrl ? <img className="vehicle-card__photo" src={vehicle.PhotoUrl} alt="" /> : null}
                    <h2 className="vehicle-card__name">{name || t`Vehicle`}</h2>
                    {vehicle.Version || vehicle.Trim ? <p className="vehicle-card__detail">{vehicle.Version ?? vehicle.Trim}</p> : null}
                    <dl className="vehicle-card__facts">
                      {vehicle.Mileage != null ? (
                        <>
                          <dt>
                            <Trans>Mileage</Trans>
                          </dt>
                          <dd>{km.format(vehicle.Mileage)}</dd>
                        </>
                      ) : null}
                      {vehicle.Value != null ? (
                        <>
                          <dt>
                            <Trans>Estimated value</Trans>
                          </dt>
                          <dd>{money.format(vehicle.Value)}</dd>
                        </>
                      ) : null}
                    </dl>
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
