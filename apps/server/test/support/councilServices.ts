import { defined, type MapConfig } from '@consent/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startWireServer, type WireServer } from '../integrations/support/wireServer.js';
import { createApplication, createTestApp, registerUser, type Client } from './app.js';
import { councilIds, mapConfigSetter } from './councils.js';

export interface CouncilServicesFixture {
  app: FastifyInstance;
  client: Client;
  /** Stands in for the council's own services (ArcGIS, Ozone, ...), speaking their wire format. */
  server: WireServer;
  councilId: number;
  appId: number;
  /** Changes the council's map configuration over its seeded one; put back after each test. */
  setMap: (changes: Partial<MapConfig>) => Promise<void>;
}

/**
 * A test file's app, a user with a building consent at the council, and a wire server for the council's
 * services, with the council's map configuration put back after each test. Read its fields inside tests.
 */
export function withCouncilServices(user: string, council = 'Auckland Council'): CouncilServicesFixture {
  const fixture = {} as CouncilServicesFixture;
  beforeAll(async () => {
    fixture.app = await createTestApp();
    fixture.server = await startWireServer();
    fixture.client = await registerUser(fixture.app, user);
    fixture.councilId = defined((await councilIds(fixture.app))[council], council);
    fixture.appId = await createApplication(fixture.client, {
      type: 2,
      param: 'standard',
      role: 'owner',
      councilId: fixture.councilId,
    });
    fixture.setMap = await mapConfigSetter(fixture.app, fixture.councilId);
  });
  afterEach(async () => fixture.setMap({}));
  afterAll(async () => {
    await fixture.server?.close();
    await fixture.app?.close();
  });
  return fixture;
}
