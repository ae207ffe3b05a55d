import type { ContentKind } from '../../lib/content-kind.ts';
import { deleteReportsMadeBy, exportReportsMadeBy, forgetSnapshotAuthor } from './reports.repo.ts';

/**
 * Reports made (docs/architecture.md, "Content kinds"). Contract §11–§12: the reports the user
 * made go with the account; reports made *against* the user stay for the operators, their
 * snapshots no longer naming the account.
 */
export const reportContent: ContentKind = {
  name: 'report',
  userColumns: {
    'reports.reporter_id': { exportKey: 'reportsMade' },
    'report_targets.resolved_by': { excluded: 'an operator’s decision for the service (contract §13), in the audit log' },
  },
  exportSections: { reportsMade: exportReportsMadeBy },
  eraseUser: async (tx, userId) => {
    await deleteReportsMadeBy(tx, userId);
    await forgetSnapshotAuthor(tx, userId);
  },
  blocks: 'nothing: a report goes to the operators, whoever blocked whom',
};
