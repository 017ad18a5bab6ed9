import { applicationsContract, mbiePlansAsked, projectContract, nzToday, projectVariantOf } from '@consent/domain';
import { answerOf } from './answer.js';
import type { Client } from './app.js';

export { b1Clauses, validBuilding } from './buildings.js';
import { validBuilding } from './buildings.js';

export const validProject = {
  projectDescription: 'A new three-bedroom house',
  tbuilding: 'residential',
  projectSection75: 'no',
} as const;

async function ok(promise: Promise<{ statusCode: number; body: string }>, what: string) {
  const response = await promise;
  if (response.statusCode !== 200) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response;
}

export async function addBuilding(
  client: Client,
  appId: number,
  data: Record<string, unknown> = validBuilding,
): Promise<number> {
  const response = await client.post(`/obca/ajax/savebuilding/${appId}`, { app_id: appId, data });
  return answerOf(response, projectContract.saveBuilding).building_id;
}

/** Answers the project page validly for the application's type code, through the spec's calls. */
export async function answerProject(
  client: Client,
  appId: number,
  typeCode: string,
  param = 'standard',
): Promise<void> {
  const variant = projectVariantOf(typeCode);
  if (variant === 'projectccc') {
    await ok(client.post(`/obca/ajax/projectccc/${appId}`, { bwcoDate: nzToday(), bwcoReason: 'all' }), variant);
  } else if (variant === 'projectcpu') {
    await ok(
      client.post(`/obca/ajax/projectcpu/${appId}`, {
        projectDescription: 'Shop fit-out',
        cpuBuildingParts: 'Ground floor shop',
        cpuSafeUse: 'Exits and alarms are complete',
      }),
      variant,
    );
  } else {
    await addBuilding(client, appId);
    const extra = {
      ...(variant === 'projectca' ? { caWorkDone: 'A deck', caReason: 'Did not know a consent was needed' } : {}),
      ...(mbiePlansAsked(param) ? { has_mbie_plans: 'no' } : {}),
    };
    await ok(client.post(`/obca/ajax/${variant}/${appId}`, { ...validProject, ...extra }), variant);
  }
}

/** A CCC, CPU or amendment for a consent made outside the product (its number and passcode identify it). */
export async function createRelatedApplication(
  client: Client,
  kind: 'ccc' | 'cpu' | 'abc',
  councilId: number,
): Promise<number> {
  const response = await client.post('/api/applications/related', {
    kind,
    councilId,
    bcNumber: 'BC240123',
    passcode: 'X7K2P9',
  });
  if (response.statusCode !== 201) throw new Error(`related ${kind}: ${response.statusCode} ${response.body}`);
  return answerOf(response, applicationsContract.createRelated).appId;
}
