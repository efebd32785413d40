// The text of a PDF as poppler's pdftotext reads it (with its layout), for tests of GST documents.
import { execFile } from 'node:child_process';

export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile('pdftotext', ['-layout', '-', '-'], { encoding: 'utf8', maxBuffer: 10 * 1024 * 1024 }, (err, stdout) =>
      err ? reject(err) : resolve(stdout),
    );
    child.stdin!.end(pdf);
  });
}
