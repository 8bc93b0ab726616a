import { DomainError } from '../shared';

/** Stable error codes of the __kebab__ context: the web maps each code to a translated message. */
export const __Pascal__Errors = {
  notFound: () => new DomainError('__kebab__.not_found', 'not_found', 'This __title__ does not exist', '__camel__Id'),
  alreadyExists: () => new DomainError('__kebab__.already_exists', 'conflict', 'This __title__ already exists', '__camel__Id'),
};
