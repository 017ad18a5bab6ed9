import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { takeBackup } from './backup.js';

/**
 * POST /ops/backup (BACKUP_TOKEN as a Bearer token): the running server takes the backup itself, because only its
 * process may read the embedded database while it runs. `npm run backup` calls it; on PostgreSQL the command runs
 * pg_dump itself and needs no server.
 */
export function registerBackupRoute(
  app: FastifyInstance,
  options: { token: string; databaseReady: Promise<Database>; filesDir: string | null; outRoot: string },
): void {
  const expected = Buffer.from(`Bearer ${options.token}`);
  app.post('/ops/backup', { schema: { hide: true } }, async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.status(401).send({ message: 'Give BACKUP_TOKEN as a Bearer token.' });
    }
    const { dir, manifest } = await takeBackup({
      database: await options.databaseReady,
      filesDir: options.filesDir,
      outRoot: options.outRoot,
    });
    return { dir, files: manifest.files.length };
  });
}
