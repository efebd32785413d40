// Complaints (docs/complaints.md): filing (signed in or as a guest with an OTP), the shopper's own
// complaints and replies, and the admin's list and replies. Thin: schema in, service call, answer out.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminComplaintsAnswer,
  adminComplaintsQuery,
  complaintAnswer,
  complaintBody,
  complaintIdParams,
  complaintReplyAnswer,
  complaintReplyBody,
  complaintSchema,
  ticketParams,
  COMPLAINT_MESSAGES,
} from '@shared/schemas/complaints';
import { adminOnly } from '../../plugins/auth';
import { pageOf } from '../../db/paging';
import * as complaints from './complaints.service';

async function shopperComplaintRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const user = app.requireUser;

  // Open to guests: they confirm their phone with an OTP instead of signing in.
  app.post(
    '/complaints',
    {
      schema: {
        operationId: 'fileComplaint',
        summary: 'File a complaint; answers its ticket number',
        body: complaintBody,
        response: { 200: complaintAnswer },
        refusals: { 404: "The order named is none of the caller's" },
      },
    },
    async (req) => {
      const { ticketNumber } = await complaints.fileComplaint(app.ctx, req.user, req.body);
      return { Status: true as const, Message: COMPLAINT_MESSAGES.filed(ticketNumber), TicketNumber: ticketNumber };
    },
  );

  app.get(
    '/complaints',
    { preHandler: user, schema: { operationId: 'listMyComplaints', summary: "The signed-in user's complaints", response: { 200: z.array(complaintSchema) } } },
    async (req) => complaints.myComplaints(app.ctx, req.user!),
  );

  app.get(
    '/complaints/:ticket',
    {
      preHandler: user,
      schema: { operationId: 'getComplaint', summary: 'One complaint, with its replies', params: ticketParams, response: { 200: complaintSchema } },
    },
    async (req) => complaints.myComplaint(app.ctx, req.user!, req.params.ticket),
  );

  app.post(
    '/complaints/:ticket/reply',
    {
      preHandler: user,
      schema: {
        operationId: 'replyToComplaint',
        summary: 'Add a reply to one of your complaints',
        params: ticketParams,
        body: complaintReplyBody.omit({ Resolve: true }),
        response: { 200: complaintReplyAnswer },
      },
    },
    async (req) => {
      const complaint = await complaints.shopperReply(app.ctx, req.user!, req.params.ticket, req.body);
      return { Status: true as const, Message: COMPLAINT_MESSAGES.replied, Complaint: complaint };
    },
  );
}

async function adminComplaintRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  adminOnly(app);

  app.get(
    '/Admin/complaints',
    {
      schema: {
        operationId: 'listAdminComplaints',
        summary: 'Complaints, with their deadlines, for admins',
        querystring: adminComplaintsQuery,
        response: { 200: adminComplaintsAnswer },
      },
    },
    async (req) => complaints.adminComplaints(app.ctx, { status: req.query.Status, overdue: req.query.Overdue }, pageOf(req.query)),
  );

  app.post(
    '/Admin/complaints/:id/reply',
    {
      schema: {
        operationId: 'answerComplaint',
        summary: 'Answer a complaint, and move its status',
        params: complaintIdParams,
        body: complaintReplyBody,
        response: { 200: complaintReplyAnswer },
      },
    },
    async (req) => {
      const { complaint, resolved } = await complaints.adminReply(app.ctx, req.user!, req.params.id, req.body);
      return { Status: true as const, Message: resolved ? COMPLAINT_MESSAGES.resolved : COMPLAINT_MESSAGES.answered, Complaint: complaint };
    },
  );
}

/** Both parts, each in its own scope (adminOnly covers the admin part only). */
export default async function complaintRoutes(app: FastifyInstance) {
  await app.register(shopperComplaintRoutes);
  await app.register(adminComplaintRoutes);
}
