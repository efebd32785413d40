// The orders of a range of days as CSV (docs/gst-returns.md), a row per order with its charges.
import type { Uses } from '../../context';
import { chargeList, chargesOfRow, moneyOfRow, ORDER_CHARGES, orderTotal } from '@shared/order-charges';
import { addDays, indiaDate, startOfIndiaDay } from '@shared/india-time';
import { rupeesCell, textCell } from '../../lib/csv-cells';
import type { OrdersExportQuery } from '@shared/schemas/reports';
import { invoiceDataOf, invoiceTotals } from '../documents';
import * as repo from './reports.repo';
import { type Cell, type CsvFile, chunks, csv } from './csv-documents';

/** What this file touches of the app's context. */
type Ctx = Uses<'config' | 'db'>;

// ---------------------------------------------------------------- the orders export

const ORDER_COLUMNS = [
  'Order Code',
  'Order Date',
  'Status',
  'Buyer Name',
  'Phone',
  'Delivery State',
  'Pin Code',
  'Product Code',
  'Product',
  'Variant',
  'HSN',
  'Quantity',
  'Unit Price',
  'Line Value',
  'Discount',
  'Taxable Value',
  'Rate',
  'Integrated Tax',
  'Central Tax',
  'State/UT Tax',
  'Line Total',
  'Coupon',
  ...ORDER_CHARGES.map((c) => c.exportColumn),
  'Order Total',
  'Invoice Number',
  'Invoice Date',
  'Courier',
  'Tracking Number',
];

/** A row per order line, the orders of a batch at a time; the charges and the total on each order's first row. */
async function* orderRows(ctx: Ctx, from: Date, to: Date, status: string | null): AsyncGenerator<Cell[]> {
  for (const ids of chunks(await repo.orderIdsPlaced(ctx.db, from, to, status))) {
    for (const { order, invoice, items } of await repo.ordersWithInvoices(ctx.db, ids)) {
      // The tax split as the invoice draws it; an order not (yet) invoiced is split with today's seller.
      const head = invoice ?? { invoiceNumber: '', issuedAt: order.createdAt, seller: null };
      const totals = invoiceTotals(invoiceDataOf(order, head, items, ctx.config.seller));
      const a = order.deliveryAddress;
      for (const [i, item] of items.entries()) {
        const row = totals.rows[i];
        const first = i === 0;
        yield [
          order.orderCode,
          indiaDate(order.createdAt),
          order.status,
          textCell(`${a.FirstName} ${a.LastName}`),
          a.PhoneNumber,
          textCell(a.State),
          a.PinCode,
          textCell(item.productCode),
          textCell(item.productName),
          textCell(item.variantName),
          item.hsnCode,
          item.quantity,
          rupeesCell(item.pricePaise),
          rupeesCell(item.totalPaise),
          rupeesCell(item.discountPaise),
          rupeesCell(row.taxable),
          item.taxRate,
          rupeesCell(row.igst),
          rupeesCell(row.cgst),
          rupeesCell(row.sgst),
          rupeesCell(row.totalPaise),
          first ? textCell(order.couponCode) : '',
          ...chargeList(chargesOfRow(order)).map((c) => (first ? rupeesCell(c.amount) : '')),
          first ? rupeesCell(orderTotal(moneyOfRow(order))) : '',
          invoice?.invoiceNumber ?? '',
          invoice ? indiaDate(invoice.issuedAt) : '',
          textCell(order.courierName),
          textCell(order.trackingNumber),
        ];
      }
    }
  }
}

/** The orders placed from one day to another (India, both included), of one status or all. */
export function ordersFile(ctx: Ctx, q: OrdersExportQuery): CsvFile {
  const from = startOfIndiaDay(q.From);
  const to = startOfIndiaDay(addDays(q.To, 1));
  const fileName = `orders-${q.From}-to-${q.To}${q.Status ? `-${q.Status}` : ''}.csv`;
  return csv(fileName, ORDER_COLUMNS, orderRows(ctx, from, to, q.Status));
}
