import type { Request } from 'express';

/**
 * The route a request matched, as its pattern (`/api/v1/auth/:userId/reset`), never the path
 * it came with: paths carry reset tokens and ids. Undefined when no route answered.
 */
export function routePattern(req: Request): string | undefined {
  const route = req.route as { path?: unknown } | undefined;
  return typeof route?.path === 'string' ? `${req.baseUrl}${route.path}` : undefined;
}
