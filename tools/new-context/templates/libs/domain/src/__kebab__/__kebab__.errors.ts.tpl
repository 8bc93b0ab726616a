import { DomainError } from '../shared';

/** Stable error codes of the __kebab__ context: the web maps each code to a translated message. */
export const __Pascal__Errors = {
  alreadyExists: () => new DomainError('__kebab__.already_exists', 'conflict', 'This __title__ already exists', '__camel__Id'),
};
