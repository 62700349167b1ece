import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from './errors.ts';
import { readMultipart } from './multipart.ts';

let url: string;
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.post('/form', async (req, res) => {
    try {
      const form = await readMultipart(req, {
        field: 'cv',
        maxBytes: 64,
        tooLarge: () => new DomainError('CV.TOO_LARGE'),
      });
      res.json({ fileName: form.file?.fileName ?? null, size: form.file?.bytes.length ?? 0, fields: form.fields });
    } catch (error) {
      const problem = error as DomainError;
      res.status(problem.status).json({ code: problem.code, errors: problem.errors });
    }
  });
  const server = createServer(app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/form`;
  close = () => server.close();
});
afterAll(() => close());

const post = async (form: FormData) => {
  const response = await fetch(url, { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('reading a multipart form', () => {
  it('keeps the file and the fields, with bidi controls dropped from one-line fields and the file name', async () => {
    const form = new FormData();
    form.append('fullName', 'Sara \u202eila');
    form.append('coverLetter', 'Dear team,\n\u202bشكرا\u202c');
    form.append('cv', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), '\u202eسيرة gnp.exe');
    const reply = await post(form);
    expect(reply).toEqual({
      status: 200,
      body: {
        fileName: 'سيرة gnp.exe',
        size: 8,
        fields: { fullName: 'Sara ila', coverLetter: 'Dear team,\r\n\u202bشكرا\u202c' },
      },
    });
  });

  it('refuses a control character in a field with a 400 naming it, and a file past the limit with its error', async () => {
    const control = new FormData();
    control.append('phone', '079\u0000123');
    expect(await post(control)).toMatchObject({
      status: 400,
      body: { code: 'REQUEST.CONTROL_CHARACTER', errors: [{ path: 'phone' }] },
    });
    const large = new FormData();
    large.append('cv', new Blob([new Uint8Array(65)]), 'cv.pdf');
    expect(await post(large)).toMatchObject({ status: 413, body: { code: 'CV.TOO_LARGE' } });
  });
});
