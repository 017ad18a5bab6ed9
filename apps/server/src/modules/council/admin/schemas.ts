import { z } from 'zod';
import { idSchema, loginSchema } from '@consent/domain';

const roleSchema = z.enum(['officer', 'admin']);

export const councilUserParamsSchema = z.strictObject({ councilId: idSchema, userId: idSchema });
export const councilInvitationParamsSchema = z.strictObject({ councilId: idSchema, invitationId: idSchema });
export const councilApiKeyParamsSchema = z.strictObject({ councilId: idSchema, keyId: idSchema });

/** An admin's invitation: the address it is mailed to and the role accepting it gives. */
export const inviteSchema = z.strictObject({ email: loginSchema.shape.email, role: roleSchema });
export const changeRoleSchema = z.strictObject({ role: roleSchema });
export const acceptInvitationSchema = z.strictObject({ token: z.string().trim().min(1).max(200) });
export const createApiKeySchema = z.strictObject({ name: z.string().trim().min(1, { message: 'Name the key, like "Consenting system"' }).max(100) });
