import { accountExportSchema, REPORT_TARGET_TYPES } from '@dongne/contract';
import { describe, expect, it } from 'vitest';
import { CONTENT_TABLE, REPORTABLE } from './content-table.ts';
import { USER_DATA_COLUMNS } from './modules/account/user-data-columns.ts';

// The account test compares USER_DATA_COLUMNS with the database's catalogue; this one checks that
// the kinds declare themselves consistently.
describe('content kinds (docs/architecture.md, "Content kinds")', () => {
  it('every report target type has one kind', () => {
    expect([...REPORTABLE.keys()].sort()).toEqual([...REPORT_TARGET_TYPES].sort());
    const types = CONTENT_TABLE.flatMap((kind) => (kind.report ? [kind.report.type] : []));
    expect(new Set(types).size).toBe(types.length);
  });

  it('each user column is declared by one kind only, and each kind says what blocks hide', () => {
    const declared = CONTENT_TABLE.flatMap((kind) => Object.keys(kind.userColumns));
    expect(new Set(declared).size).toBe(declared.length);
    for (const column of declared) expect(USER_DATA_COLUMNS).toHaveProperty([column]);
    for (const kind of CONTENT_TABLE) expect(kind.blocks.length, kind.name).toBeGreaterThan(10);
  });

  it('a kind that names an export key for its rows fills that section (or the account service does)', () => {
    // Built by account.service.ts itself from the profile, memberships and the user's choices.
    const builtByTheAccount = new Set(['memberships', 'interests', 'locations', 'uploads']);
    for (const kind of CONTENT_TABLE) {
      const sections = Object.keys(kind.exportSections ?? {});
      for (const section of sections) expect(Object.keys(accountExportSchema.shape)).toContain(section);
      for (const use of Object.values(kind.userColumns))
        if ('exportKey' in use && !builtByTheAccount.has(use.exportKey)) expect(sections, kind.name).toContain(use.exportKey);
    }
  });

  it('reportable kinds that cannot be deleted or hidden are the profile and the group', () => {
    const can = (pick: (kind: NonNullable<(typeof CONTENT_TABLE)[number]['report']>) => unknown) =>
      [...REPORTABLE.values()]
        .filter((kind) => pick(kind) !== undefined)
        .map((kind) => kind.type)
        .sort();
    expect(can((kind) => kind.setHidden)).toEqual(['CHAT_MESSAGE', 'COMMENT', 'POST']);
    expect(can((kind) => kind.remove)).toEqual(['CHAT_MESSAGE', 'COMMENT', 'EVENT', 'POST']);
  });
});
