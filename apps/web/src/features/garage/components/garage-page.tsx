import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { CreateGarageBodySchema, type CreateGarageBody } from '@marketplace/contracts/garage/garage.routes';
import { Button, Card } from '@marketplace/ui';
import { FormProvider, useForm } from 'react-hook-form';
import { FormTextField } from '../../../lib/forms';
import { useDocumentTitle } from '../../../lib/hooks';
import { ProblemAlert } from '../../../lib/problem-alert';
import { QueryState } from '../../../lib/query-state';
import { useCreateGarage } from '../api/create-garage';
import { useGarageList } from '../api/get-garage-list';

/** The garage list and a form to add one; the form validates with the route's contract schema. */
export function GaragePage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`My garage`);
  const list = useGarageList();
  const create = useCreateGarage();
  const form = useForm<CreateGarageBody>({ resolver: zodResolver(CreateGarageBodySchema), mode: 'onTouched', defaultValues: { name: '' } });
  const onSubmit = form.handleSubmit(async (values) => {
    await create.mutateAsync(values);
    form.reset();
  });

  return (
    <div className="page">
      <h1 className="page__title">
        <Trans>My garage</Trans>
      </h1>
      <Card>
        <FormProvider {...form}>
          <form onSubmit={onSubmit} noValidate>
            <FormTextField<CreateGarageBody> name="name" label={<Trans>Name</Trans>} maxLength={100} />
            <ProblemAlert error={create.error} />
            <Button type="submit" loading={create.isPending}>
              <Trans>Add</Trans>
            </Button>
          </form>
        </FormProvider>
      </Card>
      <QueryState query={list} isEmpty={(data) => data.items.length === 0} empty={<Trans>Nothing here yet.</Trans>}>
        {(data) => (
          <ul>
            {data.items.map((item) => (
              <li key={item.id}>
                {item.name} <small>{i18n.date(item.createdAt, { dateStyle: 'medium' })}</small>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
