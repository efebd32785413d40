// GST documents (docs/gst-invoices.md): tax invoices and credit notes, their number series, their
// lines and their PDFs, drawn once and kept.
export { issueInvoiceNumber, invoicePdfOf, setInvoiceEwayBill } from './invoice.service';
export { orderLines, chargeLines, invoiceLine, wholeLine, buyerOf, invoiceDataOf, invoiceTotals, pdfFileName, type InvoiceData } from './invoice-data';
export { issueCreditNote, creditNotePdfOf, CREDIT_NOTE_MISSING } from './credit-note.service';
export { findInvoice, findCreditNote, findCreditNoteOfReturn } from './documents.repo';
export { attachedDocument } from './documents.service';
export { registerOrderEinvoice, markEinvoiceCancelled, cancelOrderEinvoice, retryEinvoices } from './einvoice.service';
export { adminEinvoiceRoutes } from './einvoice.routes';
