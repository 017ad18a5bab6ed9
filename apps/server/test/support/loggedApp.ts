import type { FastifyInstance } from 'fastify';
import { createTestApp } from './app.js';

/** A test app whose warnings (and worse) are kept as lines, for tests of what the spec says is logged. */
export async function createLoggedTestApp(): Promise<{ app: FastifyInstance; logged: (text: string) => string[] }> {
  const lines: string[] = [];
  const app = await createTestApp({ logLevel: 'warn' }, { logStream: { write: (line) => lines.push(line) } });
  return { app, logged: (text) => lines.filter((line) => line.includes(text)) };
}
