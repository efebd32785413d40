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

  app.post(
    '/Otp/generate',
    {
      schema: {
        operationId: 'generateOtp',
        summary: 'Send an OTP by SMS',
        refusals: {
          401: 'Changing the phone number needs a signed-in caller',
          409: 'The phone number belongs to an account already',
          429: 'Too many OTPs; the message says when to try again',
          503: 'The SMS could not be sent; try again',
        },
        body: otpGenerateBody,
        response: { 200: statusAnswer },
      },
    },
    async (req) => otp.generate(app.ctx, req.body, { user: req.user, ip: req.ip, log: req.log }),
  );

  app.post(
    '/Otp/validate',
    { schema: { operationId: 'validateOtp', summary: 'Check an OTP', body: otpValidateBody, response: { 200: statusAnswer } } },
    async (req) => otp.validate(app.ctx, req.body.Identifier, req.body.Otp),
  );

  app.post(
    '/Auth/login',
    {
      schema: {
        operationId: 'login',
        summary: 'Sign in with a password or an OTP',
        // A wrong password or OTP is bad input (400), not a missing sign-in (401): the web client
        // shows the sentence in the form and keeps whatever session the browser holds.
        refusals: {
          400: 'A wrong password or a phone with no account ("Invalid phone number or password"), a wrong or expired OTP, or input that is not valid',
          429: 'Too many sign-in attempts; try again later',
        },
        body: loginBody,
        response: { 200: loginAnswer },
      },
    },
    async (req) => auth.login(app.ctx, req.body, req.ip),
  );

  app.post(
    '/Auth/register',
    {
      schema: {
        operationId: 'register',
        summary: 'Create an account',
        refusals: { 409: 'The phone number belongs to an account already' },
        body: registerBody,
        response: { 200: statusAnswer },
      },
    },
    async (req) => auth.register(app.ctx, req.body),
  );

  app.post(
    '/auth/refresh-token',
    {
      schema: {
        operationId: 'refreshToken',
        summary: 'Trade a refresh token for new tokens',
        refusals: { 401: 'The refresh token is unknown, used, revoked or expired: sign in again' },
        body: refreshBody,
        response: { 200: refreshAnswer },
      },
    },
    async (req) => auth.refresh(app.ctx, req.body.refreshToken, req.log),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        operationId: 'logout',
        summary: "Sign out: end the login named by the caller's access token, and the one of the refresh token given",
        body: logoutBody,
        response: { 200: statusAnswer },
      },
    },
    async (req) => {
      await auth.logout(app.ctx, req.user, req.body.refreshToken);
      return { Status: true, Message: 'Signed out' };
    },
  );

  app.post(
    '/Auth/change-password',
    {
      ...signedIn,
      schema: { operationId: 'changePassword', summary: "Change the signed-in user's password", body: changePasswordBody, response: { 200: statusAnswer } },
    },
    async (req) => auth.changePassword(app.ctx, req.user!, req.body),
  );

  app.post(
    '/Auth/reset-password',
    {
      schema: {
        operationId: 'resetPassword',
        summary: 'Set a new password with an OTP',
        refusals: { 400: 'confirmPassword differs from Password ("Passwords must match"), the OTP is wrong or expired, or input that is not valid' },
        body: resetPasswordBody,
        response: { 200: statusAnswer },
      },
    },
    async (req) => auth.resetPassword(app.ctx, req.body),
  );

  app.get(
    '/Account/Profile',
    { ...signedIn, schema: { operationId: 'getProfile', summary: "The signed-in user's profile", response: { 200: profileAnswer } } },
    async (req) => auth.getProfile(app.ctx, req.user!),
  );

  app.put(
    '/Account/Profile',
    {
      ...signedIn,
      schema: {
        operationId: 'updateProfile',
        summary: "Change the signed-in user's profile",
        refusals: { 409: 'The phone number belongs to another account' },
        body: profileBody,
        response: { 200: statusAnswer },
      },
    },
    async (req) => auth.updateProfile(app.ctx, req.user!, req.body),
  );
}
