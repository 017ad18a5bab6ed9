import type { FastifyInstance } from 'fastify';
import { defined } from '@consent/domain';

/**
 * Every route the app registered, read from Fastify's own route tree (printRoutes), so a test iterating over
 * them covers a route added later without being told. Each line is a node: its depth (4 columns of tree
 * drawing per level) says which node's path it continues.
 */
export function registeredRoutes(app: FastifyInstance): { method: string; url: string }[] {
  const parents: string[] = [];
  const routes: { method: string; url: string }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^([│├└─\s]*)(\S.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) continue;
    const depth = Math.floor(defined(node[1], 'the tree prefix').length / 4);
    parents.length = depth;
    parents[depth] = defined(node[2], 'node[2]');
    const url = parents.join('');
    for (const method of node[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}
