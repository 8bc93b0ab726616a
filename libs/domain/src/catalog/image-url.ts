import { DomainError } from '../shared';

/** An image URL we accept: https, or a path on this server under /api/. */
export function assertImageUrl(url: string, field: string): string {
  if (!/^(https:\/\/[^\s"'<>]{1,2000}|\/api\/[A-Za-z0-9._~\-/%]{1,500})$/.test(url) || url.includes('..')) {
    throw new DomainError('catalog.invalid_image_url', 'validation', 'An image URL is https or a path under /api/', field);
  }
  return url;
}
