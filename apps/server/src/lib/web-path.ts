import path from 'node:path';

/**
 * The file of the build that a request path names, as a path relative to `dist`, or null when
 * it names nothing inside it. Decoded once (as the file server would), then confined before any
 * file-system call: every segment must be a plain name (no '', '.', '..', backslash or NUL), and
 * the resolved path must lie inside `dist`. So a path that climbs out, however it is spelled
 * (`..`, `%2e%2e`, `..%2f`, `%5c`), is answered like any unknown path, whether or not a file
 * exists out there; a second encoding stays a literal name that the build does not hold.
 */
export function builtFile(dist: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || /[\\\0]/.test(decoded)) return null;
  const segments = decoded.slice(1).split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..'))
    return null;
  const root = path.resolve(dist);
  const full = path.resolve(root, ...segments);
  if (!full.startsWith(root + path.sep)) return null;
  return segments.join('/');
}
