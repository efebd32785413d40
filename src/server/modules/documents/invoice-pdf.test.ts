// The tax invoice PDF of a business's order, drawn from its data: the buyer's GSTIN beside the
// delivery address, and the e-invoice registration (IRN and acknowledgement) printed when the
// invoice carries one.
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../testing/pdf-text';
import { renderInvoicePdf } from './invoice.service';
import { type InvoiceData } from './invoice-data';

const data: InvoiceData = {
  number: 'INV/26-27/000012',
  issuedAt: new Date('2026-11-18T10:00:00Z'),
  orderCode: 'SA-261118-ABCDEF',
  orderDate: new Date('2026-11-18T09:50:00Z'),
  seller: { name: 'Swara Audio & Electronics', address: 'No. 14, Officers Line, Vellore, Tamil Nadu 632001', gstin: '33AAACS1234K1ZO', state: 'Tamil Nadu' },
  buyer: { name: 'Ravi Kumar', lines: ['1 Main Road', 'Vellore, Vellore', 'Tamil Nadu - 632001'], phone: '9876500000', state: 'Tamil Nadu' },
  business: {
    gstin: '29AAACB1234C1ZB',
    legalName: 'Bhairavi Sound Studios Private Limited',
    lines: ['42, 2nd Cross, Indiranagar', 'Bengaluru, Karnataka - 560001'],
    state: 'Karnataka',
  },
  lines: [{ description: 'Studio Headphones (Black) [SW-1]', hsn: '85183000', quantity: 2, unitPaise: 1180_00, totalPaise: 2360_00, rate: 18 }],
};

describe('the B2B tax invoice PDF', () => {
  it('bills the business and ships to the delivery address, taxed by the place of supply', async () => {
    const text = await pdfText(await renderInvoicePdf(data));
    expect(text).toMatch(/Bill to \(registered buyer\)\s+Ship to \(delivery address\)/);
    expect(text).toContain('GSTIN: 29AAACB1234C1ZB');
    expect(text).toContain('State: Karnataka (29)');
    expect(text).toMatch(/Place of Supply:\s+Tamil Nadu \(33\)/);
    expect(text).toContain('CGST');
    expect(text).not.toContain('IRN');
  });

  it('prints the IRN and acknowledgement of an e-invoice when the invoice carries them', async () => {
    const irn = 'a3f9'.repeat(16);
    const text = await pdfText(
      await renderInvoicePdf({ ...data, registration: { irn, ackNumber: '112610036563310', ackDate: new Date('2026-11-18T10:01:00Z') } }),
    );
    expect(text).toContain(`IRN: ${irn}`);
    expect(text).toMatch(/Ack No\.: 112610036563310\s+Ack Date: 18 Nov 2026/);
  });
});
