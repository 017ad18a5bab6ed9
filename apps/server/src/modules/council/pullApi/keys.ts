import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../../db/client.js';
import { notFound } from '../../../http/errors.js';
import type { SessionUser } from '../../auth/service.js';
import { councilAdminAccess } from '../admin/access.js';
import { councilAdminMessages as messages } from '../admin/messages.js';
import { recordEvent } from '../admin/repo.js';
import * as repo from './keyRepo.js';

/** Every key starts so, so that a leaked one is recognisable (secret scanners, logs). */
const KEY_MARK = 'cck_';
/** How much of the key is kept in the clear: enough for an admin to tell keys apart, far too little to use. */
const PREFIX_LENGTH = KEY_MARK.length + 8;

const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

export type CouncilApiKeyService = ReturnType<typeof createCouncilApiKeyService>;

/**
 * A council's API keys for the pull API (issue 18.7): 32 random bytes, shown once when created; the database keeps
 * their SHA-256 (a leaked table is no key) and a visible prefix. Created and revoked by the council's admins.
 */
export function createCouncilApiKeyService(db: () => Db) {
  return {
    async list(user: SessionUser, councilId: number) {
      await councilAdminAccess(db(), user, councilId);
      return { keys: await repo.keysOf(db(), councilId) };
    },

    async create(user: SessionUser, councilId: number, name: string) {
      await councilAdminAccess(db(), user, councilId);
      const key = `${KEY_MARK}${randomBytes(32).toString('base64url')}`;
      const row = await db().transaction(async (t) => {
        const tx = t as unknown as Db;
        const inserted = await repo.insertKey(tx, {
          councilId,
          name,
          prefix: key.slice(0, PREFIX_LENGTH),
          keyHash: hashApiKey(key),
          createdBy: user.id,
        });
        await recordEvent(tx, {
          councilId,
          userId: user.id,
          action: 'api-key-created',
          details: { keyId: inserted.id, name, prefix: inserted.prefix },
        });
        return inserted;
      });
      return {
        id: row.id,
        name: row.name,
        prefix: row.prefix,
        createdAt: row.createdAt,
        lastUsedAt: null,
        revokedAt: null,
        key,
      };
    },

    async revoke(user: SessionUser, councilId: number, keyId: number) {
      await councilAdminAccess(db(), user, councilId);
      await db().transaction(async (t) => {
        const tx = t as unknown as Db;
        if (!(await repo.revokeKey(tx, councilId, keyId))) throw notFound(messages.apiKeyNotFound);
        await recordEvent(tx, { councilId, userId: user.id, action: 'api-key-revoked', details: { keyId } });
      });
    },

    /** The council a bearer key speaks for; undefined for an unknown or revoked key. */
    /** The council a working key speaks for, and the key's id and name (the staff access log's "who"). */
    councilOfKey: (key: string) => repo.useKey(db(), hashApiKey(key)),
  };
}
