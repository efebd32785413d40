// Authentication and account calls. Thin: schema in, service call, answer out.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordBody,
  loginAnswer,
  loginBody,
  logoutBody,
  otpGenerateBody,
  otpValidateBody,
  profileAnswer,
  profileBody,
  refreshAnswer,
  refreshBody,
  registerBody,
  resetPasswordBody,
  statusAnswer,
} from '@shared/schemas/accounts';
import * as otp from './otp.service';
import * as auth from './auth.service';

export default async function accountsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // onRequest: a guest is told to sign in before their input is even read.
  const signedIn = { onRequest: app.requireUser };

  app.post('/Otp/generate', { schema: { body: otpGenerateBody, response: { 200: statusAnswer } } }, async (req) =>
    otp.generate(app.ctx, req.body, { user: req.user, ip: req.ip, log: req.log }),
  );

  app.post('/Otp/validate', { schema: { body: otpValidateBody, response: { 200: statusAnswer } } }, async (req) =>
    otp.validate(app.ctx, req.body.Identifier, req.body.Otp),
  );

  app.post('/Auth/login', { schema: { body: loginBody, response: { 200: loginAnswer } } }, async (req) => auth.login(app.ctx, req.body, req.ip));

  app.post('/Auth/register', { schema: { body: registerBody, response: { 200: statusAnswer } } }, async (req) => auth.register(app.ctx, req.body));

  app.post('/auth/refresh-token', { schema: { body: refreshBody, response: { 200: refreshAnswer } } }, async (req) =>
    auth.refresh(app.ctx, req.body.refreshToken, req.log),
  );

  app.post('/auth/logout', { schema: { body: logoutBody, response: { 200: statusAnswer } } }, async (req) => {
    await auth.logout(app.ctx, req.body.refreshToken);
    return { Status: true, Message: 'Signed out' };
  });

  app.post('/Auth/change-password', { ...signedIn, schema: { body: changePasswordBody, response: { 200: statusAnswer } } }, async (req) =>
    auth.changePassword(app.ctx, req.user!, req.body),
  );

  app.post('/Auth/reset-password', { schema: { body: resetPasswordBody, response: { 200: statusAnswer } } }, async (req) =>
    auth.resetPassword(app.ctx, req.body),
  );

  app.get('/Account/Profile', { ...signedIn, schema: { response: { 200: profileAnswer } } }, async (req) => auth.getProfile(app.ctx, req.user!));

  app.put('/Account/Profile', { ...signedIn, schema: { body: profileBody, response: { 200: statusAnswer } } }, async (req) =>
    auth.updateProfile(app.ctx, req.user!, req.body),
  );
}
