import { projectMessages } from '../../messages.js';
import { mbiePlansAsked, projectDataSchema, projectVariantOf } from '../../project/project.js';
import type { TestApplication, TestCall } from '../testAnswers.js';
import { TEST_BUILDING, TEST_PROJECT } from './testValues.js';
import type { ModuleFormDefinition } from '../definition.js';
import { FORM_PARTS } from '../formParts.js';

/**
 * Tell Us About Your Project ('Amendment' for an amendment), kept by the project module with its buildings.
 * Specified Systems is folded into it, so every application has the project page.
 */
export const project = {
  ...FORM_PARTS.project,
  schema: projectDataSchema,
  messages: projectMessages,
  keptBy: 'project',
  testAnswers: projectTestAnswers,
} satisfies ModuleFormDefinition;

/** The project page answered for the application's type: its variant's call, with a building where it has them. */
function projectTestAnswers(app: TestApplication): TestCall[] {
  const variant = projectVariantOf(app.typeCode);
  if (variant === 'projectccc')
    return [{ post: '/obca/ajax/projectccc/:appId', body: { bwcoDate: app.today, bwcoReason: 'all' } }];
  if (variant === 'projectcpu') {
    const body = {
      projectDescription: 'Shop fit-out',
      cpuBuildingParts: 'Ground floor shop',
      cpuSafeUse: 'Exits and alarms are complete',
    };
    return [{ post: '/obca/ajax/projectcpu/:appId', body }];
  }
  const extra = {
    ...(variant === 'projectca' ? { caWorkDone: 'A deck', caReason: 'Did not know a consent was needed' } : {}),
    ...(mbiePlansAsked(app.param) ? { has_mbie_plans: 'no' } : {}),
  };
  return [
    { post: '/obca/ajax/savebuilding/:appId', body: { app_id: app.appId, data: TEST_BUILDING } },
    { post: `/obca/ajax/${variant}/:appId`, body: { ...TEST_PROJECT, ...extra } },
  ];
}
