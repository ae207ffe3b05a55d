import { describe, expect, it } from 'vitest';
import { groupListQuerySchema, groupSearchQuerySchema } from './groups.ts';
import { searchQueryField } from './search.ts';
import { hangulInitials, isInitialsWord, SEARCH_MSG, searchQueryProblem, searchWords } from './search-words.ts';

describe('search words', () => {
  it('splits on any white space and drops empty pieces', () => {
    expect(searchWords('  강남\t등산  스터디 ')).toEqual(['강남', '등산', '스터디']);
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords(undefined)).toEqual([]);
  });

  it('knows initial consonants typed alone, and makes them from syllables', () => {
    expect(isInitialsWord('ㄹㄴ')).toBe(true);
    expect(isInitialsWord('러ㄴ')).toBe(false);
    expect(hangulInitials('한강 러닝 Crew')).toBe('ㅎㄱ ㄹㄴ Crew');
    expect(hangulInitials('까치')).toBe('ㄲㅊ');
  });

  it('refuses six words and a lone initial consonant, and near without a district', () => {
    const fields = (query: Record<string, string>) => {
      const result = groupSearchQuerySchema.safeParse(query);
      return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    };
    expect(fields({ query: '하나 둘 셋 넷 다섯' })).toEqual([]);
    expect(fields({ query: '하나 둘 셋 넷 다섯 여섯' })).toEqual([['query', SEARCH_MSG.tooManyWords]]);
    expect(fields({ query: 'ㄹ 등산' })).toEqual([['query', SEARCH_MSG.initialsTooShort]]);
    expect(fields({ near: 'true' })).toEqual([['near', SEARCH_MSG.nearWithoutLocation]]);
    expect(groupSearchQuerySchema.parse({ locationIds: '23,22,23', near: 'true' })).toMatchObject({ locationIds: [23, 22], near: true });
  });

  it('names one problem of a query, as the server words it, without zod', () => {
    expect(searchQueryProblem('  한강 러닝  ')).toBeNull();
    expect(searchQueryProblem('')).toBeNull();
    expect(searchQueryProblem(`${'가'.repeat(101)} ㄹ`)).toBe(SEARCH_MSG.tooLong);
    expect(searchQueryProblem(` ${'가'.repeat(100)} `)).toBeNull();
    expect(searchQueryProblem('하나 둘 셋 넷 다섯 여섯')).toBe(SEARCH_MSG.tooManyWords);
    expect(searchQueryProblem('ㄹ 등산')).toBe(SEARCH_MSG.initialsTooShort);
    expect(searchQueryProblem('ㄹㄴ 등산')).toBeNull();
  });

  it('refuses a blank query where searching is the point, and reads it as no query in the list and the explore box', () => {
    for (const query of ['', '   ', '\t \n']) {
      const result = groupSearchQuerySchema.safeParse({ query });
      expect(result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['query', SEARCH_MSG.empty],
      ]);
      expect(groupListQuerySchema.parse({ query }).query).toBe('');
      expect(searchQueryField.safeParse(query).success).toBe(true);
    }
    // Without a query the search still lists the filters' groups; one character is a word (책 = book).
    expect(groupSearchQuerySchema.safeParse({ categoryId: '4' }).success).toBe(true);
    expect(groupSearchQuerySchema.parse({ query: ' 책 ' }).query).toBe('책');
  });
});
