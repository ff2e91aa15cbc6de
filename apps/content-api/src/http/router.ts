import type { Handler } from './reply.ts';

// A tiny path router: literal segments and `:name` parameters, one handler per method.

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  handler: Handler;
  /** A GET that changes something (the spec's vote); POST and DELETE always do. */
  writes?: true;
  /**
   * PS-04: called by another party (the payment provider, or a payer on its page), never on a
   * reader's behalf: no session token is looked at, so a reader's cookie neither counts nor
   * gets the call refused.
   */
  sessionless?: true;
}

export type RouteMatch =
  | {
      found: 'handler';
      handler: Handler;
      params: Record<string, string>;
      writes: boolean;
      sessionless: boolean;
    }
  | { found: 'wrong-method'; allow: string[] }
  | { found: 'nothing' };

interface CompiledRoute extends Route {
  segments: string[];
}

export function createRouter(routes: Route[]): (method: string, pathname: string) => RouteMatch {
  const compiled: CompiledRoute[] = routes.map((route) => ({ ...route, segments: splitPath(route.path) }));
  return (method, pathname) => {
    // HEAD is a GET without a body; Node's server leaves the body out by itself.
    const wanted = method === 'HEAD' ? 'GET' : method;
    const segments = splitPath(pathname);
    const allow: string[] = [];
    for (const route of compiled) {
      const params = matchSegments(route.segments, segments);
      if (!params) continue;
      if (route.method === wanted) {
        const writes = route.writes === true || route.method !== 'GET';
        return {
          found: 'handler',
          handler: route.handler,
          params,
          writes,
          sessionless: route.sessionless === true,
        };
      }
      allow.push(route.method);
    }
    return allow.length > 0 ? { found: 'wrong-method', allow } : { found: 'nothing' };
  };
}

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | null {
  if (pattern.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, expected] of pattern.entries()) {
    const segment = actual[index] as string;
    if (expected.startsWith(':')) {
      const decoded = safelyDecode(segment);
      if (decoded === null) return null;
      params[expected.slice(1)] = decoded;
    } else if (expected !== segment) {
      return null;
    }
  }
  return params;
}

function safelyDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
