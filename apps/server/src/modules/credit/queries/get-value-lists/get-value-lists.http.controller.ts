import {
  getEmploymentStatusRoute, getEmploymentTypesRoute, getGendersRoute, getIncomeFrequencyRoute, getIncomeTypesRoute, getMatrimonialsRoute,
  getResidentialStatusRoute,
} from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint } from '../../../../platform/http/endpoint';
import { GetCreditValueListQuery } from './get-value-lists.query';

/** Reference data of the credit application form (spec §3, §7): public, constant, nothing to project or wait for. */
@Controller()
export class GetCreditValueListsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(getEmploymentStatusRoute, { allow: 'public' })
  employmentStatus() {
    return this.queryBus.execute(new GetCreditValueListQuery('employment-status'));
  }

  @Endpoint(getResidentialStatusRoute, { allow: 'public' })
  residentialStatus() {
    return this.queryBus.execute(new GetCreditValueListQuery('residential-status'));
  }

  @Endpoint(getGendersRoute, { allow: 'public' })
  genders() {
    return this.queryBus.execute(new GetCreditValueListQuery('genders'));
  }

  @Endpoint(getMatrimonialsRoute, { allow: 'public' })
  matrimonials() {
    return this.queryBus.execute(new GetCreditValueListQuery('matrimonials'));
  }

  @Endpoint(getIncomeTypesRoute, { allow: 'public' })
  incomeTypes() {
    return this.queryBus.execute(new GetCreditValueListQuery('income-types'));
  }

  @Endpoint(getEmploymentTypesRoute, { allow: 'public' })
  employmentTypes() {
    return this.queryBus.execute(new GetCreditValueListQuery('employment-types'));
  }

  @Endpoint(getIncomeFrequencyRoute, { allow: 'public' })
  incomeFrequency() {
    return this.queryBus.execute(new GetCreditValueListQuery('income-frequency'));
  }
}
