// Generated from libs/contracts/src/catalog/graphql.ts by `npm run generate:web-client`: do not edit.
import { graphqlRoute } from '@marketplace/contracts/catalog/graphql';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** POST /api/graphql: GraphQL (queries only): prices(trimId, geographyCode = "QC", country = "Canada", languageId = 1) */
export const graphql = (input?: RouteCallInput<typeof graphqlRoute>) => callRoute(graphqlRoute, input);
