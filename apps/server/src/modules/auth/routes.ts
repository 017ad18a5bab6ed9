import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authContract, defined, error, nothingLostMessages, productMessages } from '@consent/domain';
import { contractSchema } from '../../http/contract.js';
import { AppError } from '../../http/errors.js';
import type { PasswordResetService } from './passwordReset.js';
import { requireUser, signedInUser } from './plugin.js';
import type { AuthService } from './service.js';
import { SESSION_COOKIE } from './session.js';

interface AuthRoutesOptions {
  auth: () => AuthService;
  passwordReset: () => PasswordResetService;
  sessionMinutes: number;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, passwordReset, sessionMinutes },
) => {
  function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: sessionMinutes * 60,
    });
  }

  // The same 202 and body whether or not the address has an account, and no session either way (issue 17 A3;
  // docs/decisions/0013-registration-answers-the-same.md): the next step is in the mail.
  app.post(
    authContract.register.path,
    { schema: { tags: ['auth'], ...contractSchema(authContract.register) } },
    async (request, reply) => {
      await auth().register(request.body, request.ip);
      return reply.status(202).send({ result: 'success', message: productMessages.registrationReceived });
    },
  );

  app.post(
    authContract.verifyEmail.path,
    { schema: { tags: ['auth'], ...contractSchema(authContract.verifyEmail) } },
    async (request) => {
      await auth().verifyEmail(request.body.token);
      return { result: 'success', message: productMessages.emailVerified };
    },
  );

  app.post(
    authContract.requestPasswordReset.path,
    { schema: { tags: ['auth'], ...contractSchema(authContract.requestPasswordReset) } },
    async (request, reply) => {
      await passwordReset().request(request.body, request.ip);
      return reply.status(202).send({ result: 'success', message: productMessages.passwordResetRequested });
    },
  );

  app.post(
    authContract.resetPassword.path,
    { schema: { tags: ['auth'], ...contractSchema(authContract.resetPassword) } },
    async (request) => {
      await passwordReset().reset(request.body, request.cookies[SESSION_COOKIE]);
      return { result: 'success', message: productMessages.passwordChanged };
    },
  );

  app.post(
    authContract.resendVerification.path,
    { schema: { tags: ['auth'], ...contractSchema(authContract.resendVerification) }, onRequest: requireUser },
    async (request) => {
      await auth().resendVerification(signedInUser(request), request.ip);
      return { result: 'success', message: productMessages.verificationSent };
    },
  );

  app.post(
    authContract.login.path,
    { schema: { tags: ['auth'], ...contractSchema(authContract.login) } },
    async (request, reply) => {
      const { token, user } = await auth().login(request.body, request.ip, request.cookies[SESSION_COOKIE]);
      setSessionCookie(request, reply, token);
      return { result: 'success', message: 'Signed in', user: await auth().me(user) };
    },
  );

  app.post(
    authContract.logout.path,
    { schema: { tags: ['auth'], ...contractSchema(authContract.logout) } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await auth().logout(token);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { result: 'success', message: 'Signed out' };
    },
  );

  // "Stay signed in" (WCAG 2.2.1, ADR 0074): the session lasts a full length from now, its cookie too.
  app.post(
    authContract.extendSession.path,
    { schema: { tags: ['auth'], ...contractSchema(authContract.extendSession) }, onRequest: requireUser },
    async (request, reply) => {
      // requireUser found a live session by this cookie; it may still end (or be signed out) before the update.
      const token = defined(request.cookies[SESSION_COOKIE], 'the session cookie');
      const expiresAt = await auth().extendSession(token);
      if (!expiresAt) throw new AppError(401, error(productMessages.signInRequired));
      setSessionCookie(request, reply, token);
      return {
        result: 'success',
        message: nothingLostMessages.sessionExtended,
        sessionExpiresAt: expiresAt.toISOString(),
      };
    },
  );

  app.post(
    authContract.requestMultiproof.path,
    { schema: { tags: ['auth'], ...contractSchema(authContract.requestMultiproof) }, onRequest: requireUser },
    async (request, reply) => {
      await auth().requestMultiproof(signedInUser(request), request.body.reason);
      return reply
        .status(201)
        .send({ result: 'success', message: 'Your request to use the multiproof function has been sent.' });
    },
  );

  app.get(
    authContract.me.path,
    { schema: { tags: ['auth'], ...contractSchema(authContract.me) }, onRequest: requireUser },
    async (request) => {
      return auth().me(signedInUser(request));
    },
  );
};
