import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Create__Pascal__BodySchema, type Create__Pascal__Body } from '@marketplace/contracts/__kebab__/__kebab__.routes';
import { Button, Card } from '@marketplace/ui';
import { FormProvider, useForm } from 'react-hook-form';
import { FormTextField } from '../../../lib/forms';
import { useDocumentTitle } from '../../../lib/hooks';
import { ProblemAlert } from '../../../lib/problem-alert';
import { QueryState } from '../../../lib/query-state';
import { useCreate__Pascal__ } from '../api/create-__kebab__';
import { use__Pascal__List } from '../api/get-__kebab__-list';

/** The __title__ list and a form to add one; the form validates with the route's contract schema. */
export function __Pascal__Page() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`__Title__`);
  const list = use__Pascal__List();
  const create = useCreate__Pascal__();
  const form = useForm<Create__Pascal__Body>({ resolver: zodResolver(Create__Pascal__BodySchema), mode: 'onTouched', defaultValues: { name: '' } });
  const onSubmit = form.handleSubmit(async (values) => {
    await create.mutateAsync(values);
    form.reset();
  });

  return (
    <div className="page">
      <h1 className="page__title">
        <Trans>__Title__</Trans>
      </h1>
      <Card>
        <FormProvider {...form}>
          <form onSubmit={onSubmit} noValidate>
            <FormTextField<Create__Pascal__Body> name="name" label={<Trans>Name</Trans>} maxLength={100} />
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
