// The courier sandbox: outside production, with the offline fulfilment simulator booking parcels,
// each parcel's tracking link opens this plain page, clearly marked as a test. It shows the parcel's
// scans and moves it on by hand: the next scan, or a failed delivery attempt with the courier's
// reason. What it does reaches the shop exactly as the simulator's own clock does (docs/fulfilment.md),
// so a shop without aggregator credentials can show the whole flow on demand.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SHOP } from '@shared/constants';
import { dayTimeText } from '@shared/india-time';
import { notFound } from '../../lib/errors';
import { escapeHtml, sandboxPage } from '../../lib/sandbox-page';
import { FulfilmentError, type TrackingUpdate } from '../../providers/shipping/fulfilment';
import { NDR_REASONS, SANDBOX_COURIER_PATH } from '../../providers/shipping/fulfilment-simulator';
import { CODE } from '../../providers/shipping/status-codes';
import { applyTracking } from './tracking.service';

const UNKNOWN_PARCEL = 'Unknown test parcel';
/** Where a parcel's scans end: nothing more can happen to it. */
const ENDED = new Set<string>([CODE.delivered, CODE.rtoDelivered, CODE.cancelled].map(String));

export default async function courierSandboxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sim = app.ctx.simulator;
  if (!sim || app.ctx.config.isProduction) return;
  const params = z.object({ awb: z.string().regex(/^[A-Za-z0-9]{6,40}$/, UNKNOWN_PARCEL) });

  const parcel = async (awb: string): Promise<TrackingUpdate> => {
    try {
      return await sim.track(awb);
    } catch (err) {
      if (err instanceof FulfilmentError) throw notFound(UNKNOWN_PARCEL);
      throw err;
    }
  };

  app.get(`${SANDBOX_COURIER_PATH}:awb`, { schema: { params } }, async (req, reply) => {
    const p = await parcel(req.params.awb);
    const awb = escapeHtml(p.awb);
    const scans = [...p.scans].sort((a, b) => b.at.localeCompare(a.at));
    const history = scans.length
      ? `<ol>${scans.map((s) => `<li><strong>${escapeHtml(s.activity)}</strong><br><span class="muted">${escapeHtml(s.location)} · ${escapeHtml(dayTimeText(new Date(s.at)))}</span></li>`).join('')}</ol>`
      : '<p class="muted">Not picked up yet.</p>';
    const ended = ENDED.has(p.statusCode);
    const undelivered = p.statusCode === String(CODE.undelivered);
    const actions = ended
      ? '<p class="muted">This parcel has reached the end of its trip.</p>'
      : undelivered
        ? '<p class="muted">The delivery attempt failed: the shop decides what happens next (a new attempt, or a return to the seller).</p>'
        : `<form method="post" action="${SANDBOX_COURIER_PATH}${awb}">
<label for="reason">Reason if the attempt fails</label>
<select id="reason" name="reason">${NDR_REASONS.map((r) => `<option>${escapeHtml(r)}</option>`).join('')}</select>
<div class="row"><button class="pay" name="scan" value="next" type="submit">Next scan</button>
<button class="fail" name="scan" value="fail" type="submit">Fail the attempt</button></div></form>`;
    const body = `<span class="badge">TEST COURIER: no parcel moves</span>
<h1>${escapeHtml(SHOP.name)} courier sandbox</h1>
<dl><dt>AWB</dt><dd>${awb}</dd><dt>Status</dt><dd>${escapeHtml(p.statusLabel)}</dd></dl>
${history}
${actions}`;
    return reply.type('text/html').header('cache-control', 'no-store').send(sandboxPage('Test courier', body));
  });

  app.post(
    `${SANDBOX_COURIER_PATH}:awb`,
    { schema: { params, body: z.object({ scan: z.enum(['next', 'fail']), reason: z.enum(NDR_REASONS as [string, ...string[]]).optional() }) } },
    async (req, reply) => {
      const p = await parcel(req.params.awb);
      if (!ENDED.has(p.statusCode) && p.statusCode !== String(CODE.undelivered)) {
        const update = req.body.scan === 'fail' ? await sim.failAttempt(p.awb, req.body.reason) : await sim.advance(p.awb);
        await applyTracking(app.ctx, update, req.log);
      }
      return reply.redirect(`${SANDBOX_COURIER_PATH}${encodeURIComponent(p.awb)}`, 303);
    },
  );
}
