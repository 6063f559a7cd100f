import type { AdminUserDetail, AuditEntry, Page, Report, VerificationRequest } from '@tutorium/shared/contracts';
import { certificatePdf, seedAdministration } from '../../src/seed/administration.seed';
import { seedDemoAccounts } from '../../src/seed/demo-accounts.seed';
import { DEMO_MARKETPLACE, seedMarketplace } from '../../src/seed/marketplace.seed';
import { buildTestApp } from '../helpers/build-test-app';
import { anAdmin, call } from '../helpers/marketplace';
import { createTempDir } from '../helpers/temp-dir';

const now = new Date('2026-11-01T12:00:00Z');

describe('the demo administration queues', () => {
  it('hold two verification requests with readable PDF certificates and demo_tutor\'s report of a job it unlocked, and two decided ones in the audit log; seeded once', async () => {
    const uploads = await createTempDir();
    const { app, database, close } = await buildTestApp({ env: { UPLOADS_DIR: uploads.path, RATE_LIMIT_MAX: '1000000' } });
    try {
      const { db } = database;
      await seedDemoAccounts(db);
      await seedMarketplace(db, { ...DEMO_MARKETPLACE, now });
      expect(await seedAdministration(db, uploads.path, now)).toEqual({ verificationRequests: 2, reports: 1, decided: 2 });
      expect(await seedAdministration(db, uploads.path, now)).toBeUndefined();

      const admin = await anAdmin(database);
      const requests = (await call(app, admin, 'GET', '/api/admin/verifications/?page=1')).json<Page<VerificationRequest>>();
      expect(requests.count).toBe(2);
      for (const request of requests.results) {
        expect(request).toMatchObject({ status: 'pending', document_type: 'application/pdf' });
        const document = await call(app, admin, 'GET', request.document_url);
        expect(document.statusCode).toBe(200);
        expect(document.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      }
      const reports = (await call(app, admin, 'GET', '/api/admin/reports/?page=1')).json<Page<Report>>();
      expect(reports.results).toEqual([expect.objectContaining({ kind: 'job', reporter_username: 'demo_tutor', reason: 'unreachable', status: 'open' })]);
      expect(reports.results[0]?.unlock_points).toBeGreaterThan(0);

      const audit = (await call(app, admin, 'GET', '/api/admin/audit/?page=1')).json<Page<AuditEntry>>();
      expect(audit.results.map((entry) => [entry.actor, entry.action, entry.target_type])).toEqual([
        ['demo_admin', 'verification.reject', 'verification'],
        ['demo_admin', 'verification.approve', 'verification'],
      ]);
      const approved = (await call(app, admin, 'GET', '/api/admin/verifications/?status=approved&page=1')).json<Page<VerificationRequest>>();
      expect(approved.results).toEqual([expect.objectContaining({ status: 'approved', reason: 'Certificate checked against the university register.' })]);
      const tutor = (await call(app, admin, 'GET', `/api/admin/users/${approved.results[0]?.tutor_id}/`)).json<AdminUserDetail>();
      expect(tutor.user.is_verified).toBe(true);
    } finally {
      await close();
      await uploads.remove();
    }
  });

  it('makes certificates that are well-formed PDFs (the cross-reference table points at each object)', () => {
    const pdf = certificatePdf('Rahim (Uddin)').toString('latin1');
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) => expect(pdf.slice(offset, offset + 8)).toBe(`${index + 1} 0 obj\n`));
    expect(pdf).toContain('(Certificate of teaching: Rahim Uddin)');
  });
});
