import {
  APPLICATION_PARAMS,
  APPLICATION_TYPE_MAX,
  APPLICATION_TYPE_MIN,
  type ApplicationParam,
} from './applicationTypes.js';
import { APPLICANT_ROLES, type ApplicantRole } from './constants.js';
import { messages } from './messages.js';

/** The create/edit attributes of an application (spec point 3). */
export interface ApplicationAttributes {
  type?: number;
  param?: ApplicationParam;
  role?: ApplicantRole;
  councilId?: unknown;
  firstContact?: unknown;
  invoiceContact?: unknown;
}

type AttributeCheck = { ok: true; attributes: ApplicationAttributes } | { ok: false; errors: string[] };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The attribute rules of spec point 5, with their messages. Every problem is reported, in the
 * order the attributes were given. councilId, firstContact and invoiceContact are not checked here.
 */
export function checkApplicationAttributes(data: unknown): AttributeCheck {
  if (!isPlainObject(data)) return { ok: false, errors: [messages.invalidAttributeObject] };
  const errors: string[] = [];
  const attributes: ApplicationAttributes = {};
  for (const [name, value] of Object.entries(data)) {
    switch (name) {
      case 'type': {
        const type = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
        if (
          typeof type === 'number' &&
          Number.isInteger(type) &&
          type >= APPLICATION_TYPE_MIN &&
          type <= APPLICATION_TYPE_MAX
        ) {
          attributes.type = type;
        } else errors.push(messages.invalidApplicationType(value));
        break;
      }
      case 'param':
        if (typeof value === 'string' && (APPLICATION_PARAMS as readonly string[]).includes(value)) {
          attributes.param = value as ApplicationParam;
        } else errors.push(messages.invalidApplicationParam(value));
        break;
      case 'role': {
        const role = typeof value === 'string' ? value.toLowerCase() : '';
        if ((APPLICANT_ROLES as readonly string[]).includes(role)) attributes.role = role as ApplicantRole;
        else errors.push(messages.invalidApplicationRole(value));
        break;
      }
      case 'councilId':
      case 'firstContact':
      case 'invoiceContact':
        attributes[name] = value;
        break;
      default:
        errors.push(messages.invalidAttribute(name));
    }
  }
  return errors.length ? { ok: false, errors } : { ok: true, attributes };
}
