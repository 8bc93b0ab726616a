import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { INVALID_GRAPHQL_DOCUMENT_MESSAGE } from '@marketplace/contracts';
import { DomainError } from '@marketplace/domain';
import { execute, getOperationAST, GraphQLError, parse, specifiedRules, validate, type DocumentNode } from 'graphql';
import { DB } from '../../../../platform/tokens';
import { limitPriceFields, pricesRoot, pricesSchema } from './prices.schema';
import { QueryPricesGraphqlQuery } from './query-prices-graphql.query';

const invalidDocument = () =>
  new DomainError('graphql.invalid_document', 'validation', INVALID_GRAPHQL_DOCUMENT_MESSAGE, 'body.query');

@QueryHandler(QueryPricesGraphqlQuery)
export class QueryPricesGraphqlHandler implements IQueryHandler<QueryPricesGraphqlQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
  ) {}

  async execute(query: QueryPricesGraphqlQuery) {
    const { input } = query;
    const { query: document_, variables, operationName } = input.body;
    let document: DocumentNode;
    try {
      document = parse(document_, { maxTokens: 2_000 });
    } catch {
      throw invalidDocument();
    }
    if (validate(pricesSchema, document, [...specifiedRules, limitPriceFields]).length > 0) throw invalidDocument();
    const operation = getOperationAST(document, operationName ?? undefined);
    if (!operation || operation.operation !== 'query') throw invalidDocument();
    const result = await execute({
      schema: pricesSchema, document, rootValue: pricesRoot, contextValue: { db: this.db },
      variableValues: variables ?? undefined, operationName: operationName ?? undefined,
    });
    // A resolver failure (e.g. the database is away) is the server's problem: let the problem filter answer 5xx.
    const failure = result.errors?.find((e) => e.originalError && !(e.originalError instanceof GraphQLError))?.originalError;
    if (failure) throw failure;
    if (result.data === undefined) {
      const message = result.errors?.[0]?.message ?? 'Invalid variables';
      throw new DomainError('graphql.invalid_variables', 'validation', message, 'body.variables');
    }
    return {
      data: result.data as Record<string, unknown> | null,
      ...(result.errors?.length ? { errors: result.errors.map((e) => ({ message: e.message, path: e.path ? [...e.path] : undefined })) } : {}),
    };
  }
}
