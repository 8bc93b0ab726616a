import {
  getEmploymentStatusRoute, getEmploymentTypesRoute, getGendersRoute, getIncomeFrequencyRoute, getIncomeTypesRoute, getMatrimonialsRoute,
  getResidentialStatusRoute,
} from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { Endpoint } from '../../../../platform/http/endpoint';
import { creditValueList } from './credit-value-lists';

/** Reference data of the credit application form (spec §3, §7): public, constant, nothing to project or wait for. */
@Controller()
export class GetCreditValueListsHttpController {
  @Endpoint(getEmploymentStatusRoute, { allow: 'public' })
  employmentStatus() {
    return creditValueList('employment-status');
  }

  @Endpoint(getResidentialStatusRoute, { allow: 'public' })
  residentialStatus() {
    return creditValueList('residential-status');
  }

  @Endpoint(getGendersRoute, { allow: 'public' })
  genders() {
    return creditValueList('genders');
  }

  @Endpoint(getMatrimonialsRoute, { allow: 'public' })
  matrimonials() {
    return creditValueList('matrimonials');
  }

  @Endpoint(getIncomeTypesRoute, { allow: 'public' })
  incomeTypes() {
    return creditValueList('income-types');
  }

  @Endpoint(getEmploymentTypesRoute, { allow: 'public' })
  employmentTypes() {
    return creditValueList('employment-types');
  }

  @Endpoint(getIncomeFrequencyRoute, { allow: 'public' })
  incomeFrequency() {
    return creditValueList('income-frequency');
  }
}
