import { inspectionsContract, type InspectionAreaItem, type InspectionTypeItem } from '@consent/domain';
import type { FastifyInstance } from 'fastify';
import { answerOf } from '../support/answer.js';
import { createApplication, type Client } from '../support/app.js';
import { councilStaff } from '../support/council.js';
import { completeApplication } from '../support/wizard.js';

/** The council's inspection types as its members read them. */
export async function typesOf(member: Client, councilId: number): Promise<InspectionTypeItem[]> {
  return answerOf(await member.get(`/api/council/councils/${councilId}/inspection-types`), inspectionsContract.types)
    .types;
}

/** The type of this name in the council's list. */
export async function typeNamed(member: Client, councilId: number, name: string): Promise<InspectionTypeItem> {
  const type = (await typesOf(member, councilId)).find((t) => t.name === name);
  if (!type) throw new Error(`no inspection type ${name}`);
  return type;
}

/** The council's inspection area of this name, as its members read it. */
export async function areaNamed(member: Client, councilId: number, name: string): Promise<InspectionAreaItem> {
  const answer = answerOf(
    await member.get(`/api/council/councils/${councilId}/inspection-areas`),
    inspectionsContract.areas,
  );
  const area = answer.areas.find((a) => a.name === name);
  if (!area) throw new Error(`no inspection area ${name}`);
  return area;
}

/** A building consent submitted by `applicant`, accepted and granted by an officer of its council with these inspections. */
export async function grantedWithInspections(
  app: FastifyInstance,
  applicant: Client,
  councilId: number,
  names: string[],
  conditions?: string[],
): Promise<{ appId: number; officer: Client }> {
  const officer = await councilStaff(app, councilId);
  const types = await typesOf(officer, councilId);
  const appId = await createApplication(applicant, { type: 2, param: 'standard', role: 'owner', councilId });
  await completeApplication(applicant, appId);
  const inspections = names.map((name) => ({ typeId: types.find((t) => t.name === name)?.id ?? 0 }));
  for (const [path, details] of [
    ['accept', { consentNumber: `BC${appId}` }],
    ['grant', { inspections, ...(conditions ? { conditions } : {}) }],
  ] as const) {
    const response = await officer.post(`/api/council/applications/${appId}/${path}`, details);
    if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
  }
  return { appId, officer };
}

/** The application's required inspections as the applicant's page reads them. */
export async function requiredOf(client: Client, appId: number) {
  return answerOf(await client.get(`/api/applications/${appId}/inspections`), inspectionsContract.required).inspections;
}
