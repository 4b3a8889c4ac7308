import { certificatesResponseSchema } from '@espace/contracts/certificates';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../test/pdf-text';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';

/** The certificate as the learner downloads it, with what the tenant's admin set (docs/credentials.md#the-pdf-certificate). */
let testApp: TestApp;
let admin: string;
let learner: string;
const boundary = '----espace-signature';

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
  learner = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
});
afterAll(async () => {
  await testApp.close();
});

const get = (url: string, token: string) => testApp.app.inject({ method: 'GET', url, headers: { host: hosts.demo, authorization: `Bearer ${token}` } });

async function certificate(): Promise<Buffer> {
  const list = certificatesResponseSchema.parse((await get('/api/users/me/certificates', learner)).json());
  const row = list.items.find((item) => item.certificationRef === 'CERT-7K3P-Q9XZ');
  const pdf = await get(row?.certificateUrl ?? '', learner);
  expect(pdf.statusCode).toBe(200);
  return pdf.rawPayload;
}

/** The text alternatives of the PDF's figures, in reading order. */
async function figures(bytes: Buffer): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const document = pdf.catalog.lookup(PDFName.of('StructTreeRoot'), PDFDict).lookup(PDFName.of('K'), PDFDict);
  return document
    .lookup(PDFName.of('K'), PDFArray)
    .asArray()
    .map((ref) => pdf.context.lookup(ref, PDFDict))
    .filter((element) => element.get(PDFName.of('S')) === PDFName.of('Figure'))
    .map((element) => {
      const alt = element.get(PDFName.of('Alt'));
      return alt instanceof PDFString || alt instanceof PDFHexString ? alt.decodeText() : '';
    });
}

describe('the certificate PDF', () => {
  it('prints the tenant’s logo, the learner, the course, the medal, the date in words and a QR code to its verification', async () => {
    const bytes = await certificate();
    const text = (await pdfText(bytes)).replace(/\u00a0/g, ' ');
    for (const expected of [
      'CERTIFICAT',
      'décerné à',
      'Léa Martin',
      'Conclure une vente',
      'Hiver 2026 — Relation client',
      'Compétences attestées : ',
      '/ 1000 · Médaille',
      'Délivré le ',
      'Code de vérification : CERT-7K3P-Q9XZ',
      'http://localhost:3000/verify/CERT-7K3P-Q9XZ',
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/Délivré le \d{1,2}(er)? [a-zéû]+ \d{4}/);
    expect(await figures(bytes)).toEqual(['Logo de Académie Démo', 'QR code menant à la page de vérification http://localhost:3000/verify/CERT-7K3P-Q9XZ']);
  });

  it('prints the signature the admin set, and speaks of an attestation where the tenant calls it so', async () => {
    const signature = await sharp({ create: { width: 600, height: 200, channels: 4, background: { r: 15, g: 23, b: 42, alpha: 1 } } })
      .png()
      .toBuffer();
    const uploaded = await testApp.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/images/signature',
      headers: { host: hosts.demo, authorization: `Bearer ${admin}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="signature.png"\r\nContent-Type: image/png\r\n\r\n`),
        signature,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    await testApp.testDatabase.database.query(
      `UPDATE contexts SET settings = jsonb_set(settings, '{certificationType}', '"Attestation"') WHERE alias = 'demo'`,
    );
    testApp.app.tenants.clear();

    const bytes = await certificate();
    expect(await figures(bytes)).toEqual([
      'Logo de Académie Démo',
      'Signature de Académie Démo',
      'QR code menant à la page de vérification http://localhost:3000/verify/CERT-7K3P-Q9XZ',
    ]);
    const text = await pdfText(bytes);
    for (const expected of ['ATTESTATION', 'décernée à', 'Délivrée le ']) expect(text).toContain(expected);
  });
});
