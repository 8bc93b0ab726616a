import type { z } from 'zod';
import { ProblemSchema } from '@marketplace/contracts/shared/problem';
import { ApiError, CSRF_COOKIE, CSRF_HEADER, readCookie, rememberWritePosition, WRITE_POSITION_HEADER } from './http';

interface UploadRoute<B extends z.ZodType, R extends z.ZodType> {
  readonly path: string;
  readonly body: B;
  readonly response: R;
}

/**
 * POSTs a JSON body to a route with XMLHttpRequest rather than fetch, so that the upload reports its progress
 * (ARCHITECTURE §6: uploads show progress); the CSRF pair and the write position are handled like the shared http
 * client does.
 */
export function uploadWithProgress<B extends z.ZodType, R extends z.ZodType>(
  route: UploadRoute<B, R>, input: z.input<B>, onProgress: (fraction: number) => void,
): Promise<z.output<R>> {
  const body = route.body.parse(input);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${route.path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('Accept', 'application/json, application/problem+json');
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) xhr.setRequestHeader(CSRF_HEADER, csrf);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () => reject(new ApiError({ type: 'about:blank', title: 'Network error', status: 0, code: 'network.unreachable' }));
    xhr.onload = () => {
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        // Like the shared client: the next reads wait until the read models passed this write.
        rememberWritePosition(xhr.getResponseHeader(WRITE_POSITION_HEADER));
        onProgress(1);
        resolve(route.response.parse(json));
        return;
      }
      const problem = ProblemSchema.safeParse(json);
      reject(new ApiError(problem.success ? problem.data : { type: 'about:blank', title: 'Error', status: xhr.status, code: `http.${xhr.status}` }));
    };
    xhr.send(JSON.stringify(body));
  });
}
