import { Controller, Inject } from '@nestjs/common';
import { graphqlRoute, INVALID_GRAPHQL_DOCUMENT_MESSAGE, type RouteInput } from '@marketplace/contracts';
import { DomainError } from '@marketplace/domain';
import { execute, getOperationAST, GraphQLError, parse, specifiedRules, validate, type DocumentNode } from 'graphql';
import type { Kysely } from 'kysely';
import { Endpoint, Input } from '../../../platform/http/endpoint';
import { DB } from '../../../platform/tokens';
import { limitPriceFields, pricesRoot, pricesSchema } from './prices.schema';

const invalidDocument = () =>
  new DomainError('graphql.invalid_document', 'validation', INVALID_GRAPHQL_DOCUMENT_MESSAGE, 'body.query');

/**
 * POST /api/graphql: the prices query (graphql-js). A document that does not parse or validate (unknown fields,
 * mutations, too many price fields) answers 400 "Not a valid GraphQL document" (code graphql.invalid_document);
 * bad variables answer 400 graphql.invalid_variables; a trim without a record answers data.prices = null.
 * No CSRF pair: the schema has no mutation, so a cross-site request can change nothing (and cannot read the answer).
 */
@Controller()
export class GraphqlController {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  @Endpoint(graphqlRoute, { allow: 'public', csrf: false })
  async graphql(@Input() input: RouteInput<typeof graphqlRoute>) {
    const { query, variables, operationName } = input.body;
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: 2_000 });
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
