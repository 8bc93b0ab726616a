import { Query } from '@nestjs/cqrs';

export class GetShopitradeCompaniesQuery extends Query<{ items: { companyId: number; name: string; marginPercent: number }[] }> {}
